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
}
