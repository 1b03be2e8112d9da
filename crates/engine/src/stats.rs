//! Figures for the benchmarks (the `halfbridge bench` command and the
//! browser's `?bench` page), computed one way so that their numbers can be
//! compared.

/// The `p`-th percentile (`p` from 0 to 100) of `sorted` (ascending), by
/// the nearest-rank method: the smallest value with at least `p`% of the
/// values at or below it. 0 for no values.
#[must_use]
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The mean of `xs` and its standard error (sample variance over n − 1);
/// (0, 0) for no values, a standard error of 0 for one.
#[must_use]
pub fn mean_and_stderr(xs: &[f64]) -> (f64, f64) {
    let n = xs.len();
    if n == 0 {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n as f64;
    let var = if n > 1 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64
    } else {
        0.0
    };
    (mean, (var / n as f64).sqrt())
}

/// `x` rounded to `digits` decimals (for the JSON lines).
#[must_use]
pub fn round_to(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}

/// Decision times (ms): p50, p95 and max, and how many.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Timing {
    /// The median.
    pub p50: f64,
    /// The 95th percentile.
    pub p95: f64,
    /// The slowest.
    pub max: f64,
    /// How many decisions.
    pub count: usize,
}

impl Timing {
    /// The figures of `times` (in any order).
    #[must_use]
    pub fn of(mut times: Vec<f64>) -> Self {
        times.sort_by(f64::total_cmp);
        let max = times.last().copied().unwrap_or(0.0);
        Self {
            p50: percentile(&times, 50.0),
            p95: percentile(&times, 95.0),
            max,
            count: times.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank() {
        let xs: Vec<f64> = (1..=100).map(f64::from).collect();
        assert!((percentile(&xs, 50.0) - 50.0).abs() < 1e-9);
        assert!((percentile(&xs, 95.0) - 95.0).abs() < 1e-9);
        assert!((percentile(&xs, 100.0) - 100.0).abs() < 1e-9);
        assert!((percentile(&xs, 0.0) - 1.0).abs() < 1e-9);
        assert!(percentile(&[], 95.0).abs() < 1e-9);
        // 266 decisions, as in the browser benchmark: p95 is the 253rd.
        let ys: Vec<f64> = (1..=266).map(f64::from).collect();
        assert!((percentile(&ys, 95.0) - 253.0).abs() < 1e-9);
        assert!((percentile(&ys, 50.0) - 133.0).abs() < 1e-9);
    }

    #[test]
    fn mean_stderr_and_timing() {
        let (m, se) = mean_and_stderr(&[1.0, 2.0, 3.0, 4.0]);
        assert!((m - 2.5).abs() < 1e-12);
        assert!((se - (5.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-12);
        assert_eq!(mean_and_stderr(&[]), (0.0, 0.0));
        assert!((round_to(1.23456, 2) - 1.23).abs() < 1e-12);
        let t = Timing::of(vec![3.0, 1.0, 2.0]);
        assert_eq!(
            t,
            Timing {
                p50: 2.0,
                p95: 3.0,
                max: 3.0,
                count: 3
            }
        );
    }
}
