//! Team-match arithmetic (seed 000 "What is Team Match").
//!
//! The Open Room's North–South and the Closed Room's East–West are
//! teammates, so the team's net score on a board is the Open Room's NS
//! score minus the Closed Room's NS score; it converts to IMPs by the
//! standard WBF scale.

/// Upper bounds (inclusive) of each IMP band of the WBF scale: a difference
/// of 0–10 is 0 IMPs, 20–40 is 1, …, 4000 and more is 24.
const IMP_BANDS: [i32; 24] = [
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
    1990, 2240, 2490, 2990, 3490, 3990,
];

/// IMPs for a score difference, signed like the difference.
#[must_use]
pub fn imps(difference: i32) -> i32 {
    let magnitude = difference.unsigned_abs();
    let imps = IMP_BANDS
        .iter()
        .position(|&top| magnitude <= top.unsigned_abs())
        .unwrap_or(IMP_BANDS.len()) as i32;
    imps * difference.signum()
}

/// The team's net score on a board: Open Room NS score plus Closed Room EW
/// score, which is the Open Room NS score minus the Closed Room NS score.
#[must_use]
pub const fn net_score(open_ns: i32, closed_ns: i32) -> i32 {
    open_ns - closed_ns
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_helps_example() {
        // +140 in the Open Room, −110 for the teammates in the Closed Room
        // (their opponents NS scored +110): net +30, 1 IMP.
        let net = net_score(140, 110);
        assert_eq!(net, 30);
        assert_eq!(imps(net), 1);
    }

    #[test]
    fn wbf_scale_at_every_boundary() {
        let bands = [
            (0, 10, 0),
            (20, 40, 1),
            (50, 80, 2),
            (90, 120, 3),
            (130, 160, 4),
            (170, 210, 5),
            (220, 260, 6),
            (270, 310, 7),
            (320, 360, 8),
            (370, 420, 9),
            (430, 490, 10),
            (500, 590, 11),
            (600, 740, 12),
            (750, 890, 13),
            (900, 1090, 14),
            (1100, 1290, 15),
            (1300, 1490, 16),
            (1500, 1740, 17),
            (1750, 1990, 18),
            (2000, 2240, 19),
            (2250, 2490, 20),
            (2500, 2990, 21),
            (3000, 3490, 22),
            (3500, 3990, 23),
        ];
        for (low, high, want) in bands {
            assert_eq!(imps(low), want, "{low}");
            assert_eq!(imps(high), want, "{high}");
            assert_eq!(imps(-low), -want, "-{low}");
            assert_eq!(imps(-high), -want, "-{high}");
        }
        assert_eq!(imps(4000), 24);
        assert_eq!(imps(7600), 24);
        assert_eq!(imps(-4000), -24);
    }
}
