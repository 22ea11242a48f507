//! Time per move under a game clock, shared by the game's clock and the Gomocup brain's
//! match clock so both spend their time the same way.

use std::time::Duration;

/// A move aims at this share of the time left (the soft limit)...
pub const MOVES_TO_GO: u32 = 20;
/// ...and may never take more than this share (the hard limit), so a long think on a hard
/// move leaves plenty for the rest of the game.
pub const HARD_SHARE: u32 = 8;
/// The least a move is given, even with nothing left on the clock: enough for the root's
/// threat search to find a win or a forced block, which beats a move at random.
pub const MIN_MOVE_TIME: Duration = Duration::from_millis(5);

/// The share of the increment a move may spend (three quarters): the rest builds up a
/// little reserve while the increment is the main source of time.
pub const INCREMENT_SHARE: (u32, u32) = (3, 4);

/// The time to think about one move with `left` on the clock and `increment` added after each move,
/// never more than `cap` (the level's own time): about a twentieth of what is left plus most of the increment,
/// and never more than an eighth of what is left (a long think leaves time for the rest of the game).
///
/// At least `MIN_MOVE_TIME` unless `cap` is smaller: a clock at zero still gets a move.
pub fn clock_move_time(left: Duration, increment: Duration, cap: Duration) -> Duration {
    let (num, den) = INCREMENT_SHARE;
    let aim = (left / MOVES_TO_GO).saturating_add(increment / den * num);
    aim.min(left / HARD_SHARE).max(MIN_MOVE_TIME).min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(v: u64) -> Duration {
        Duration::from_millis(v)
    }

    const NO_CAP: Duration = Duration::from_secs(3600);

    #[test]
    fn without_increment_a_twentieth_of_what_is_left() {
        assert_eq!(clock_move_time(ms(60_000), ms(0), NO_CAP), ms(3_000));
        assert_eq!(clock_move_time(ms(2_000), ms(0), NO_CAP), ms(100));
    }

    #[test]
    fn most_of_the_increment_is_spent() {
        // 60 s / 20 + 3/4 of 2 s.
        assert_eq!(clock_move_time(ms(60_000), ms(2_000), NO_CAP), ms(4_500));
    }

    #[test]
    fn never_more_than_an_eighth_of_what_is_left() {
        // 4 s / 20 + 3/4 of 10 s would be 7.7 s; an eighth of 4 s is 500 ms.
        assert_eq!(clock_move_time(ms(4_000), ms(10_000), NO_CAP), ms(500));
    }

    #[test]
    fn the_cap_bounds_every_move() {
        assert_eq!(
            clock_move_time(ms(600_000), ms(5_000), ms(2_000)),
            ms(2_000)
        );
        assert_eq!(clock_move_time(ms(0), ms(0), ms(2)), ms(2));
    }

    #[test]
    fn an_empty_clock_still_gets_a_little_time() {
        assert_eq!(clock_move_time(ms(0), ms(0), NO_CAP), MIN_MOVE_TIME);
        assert_eq!(clock_move_time(ms(10), ms(0), NO_CAP), MIN_MOVE_TIME);
        assert_eq!(
            clock_move_time(Duration::ZERO, Duration::MAX / 2, NO_CAP),
            MIN_MOVE_TIME
        );
    }

    #[test]
    fn less_time_left_never_means_a_longer_move() {
        let mut previous = Duration::MAX;
        for left in (0..=120_000).rev().step_by(997) {
            let t = clock_move_time(ms(left), ms(1_000), ms(5_000));
            assert!(t <= previous, "{left} ms left: {t:?} after {previous:?}");
            previous = t;
        }
    }
}
