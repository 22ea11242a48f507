//! Time per move from the manager's `INFO` keys, shared out as the game's clock is
//! (`engine::time`).
//!
//! Under a game clock of 60 s + 1 s a side, Master scored 74.5% against the reference of
//! issue 37 (a71e89a) over 100 games (W73 D3 L24; `arena --clock 60000+1000`, freestyle,
//! balanced openings, seed 1), with no game lost on time and 7.8 s its longest think: no
//! worse than at a fixed 200 ms a move (73.5% over 1,400 games).

use std::time::Duration;

use crate::engine::time::{HARD_SHARE, INCREMENT_SHARE, MIN_MOVE_TIME, MOVES_TO_GO};

/// What the manager has told us about time, in milliseconds (`None`: never said).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// `INFO timeout_turn`: the hard limit for one move; 0 asks for moves as fast as possible.
    pub timeout_turn: Option<u64>,
    /// `INFO timeout_match`: the whole match; 0 means no limit (then `time_left` is moot).
    pub timeout_match: Option<u64>,
    /// `INFO time_left`: what remains of the match time.
    pub time_left: Option<u64>,
    /// `INFO time_increment` (this brain's extension; the arena sends it): what the clock
    /// gains after each move. Managers without increments never send it.
    pub increment: Option<u64>,
}

/// The budget when the manager says nothing about time.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_millis(1000);

impl Clock {
    /// The hard limit on the next move's search: the per-turn limit or a share of the match
    /// time (`HARD_SHARE`, the same share as the game's clock), whichever is smaller, less a
    /// safety margin (see `budget_for`).
    pub fn budget(&self) -> Duration {
        self.limit(HARD_SHARE)
    }

    /// Under a match clock, when to stop deepening: a new iteration does not start past
    /// this time (the engine stretches it a little when its best move is unstable). `None`
    /// without a match clock: a fixed time per move is best spent whole.
    pub fn soft_budget(&self) -> Option<Duration> {
        self.match_left()?;
        Some(self.limit(MOVES_TO_GO).min(self.budget()))
    }

    /// The time left in the match, if a match clock applies.
    fn match_left(&self) -> Option<u64> {
        match (self.timeout_match, self.time_left) {
            (Some(0), _) | (_, None) => None,
            (_, Some(left)) => Some(left),
        }
    }

    fn limit(&self, moves: u32) -> Duration {
        let turn = self.timeout_turn;
        // Most of the increment is spent too (`engine::time`): it comes back after the move.
        let (num, den) = INCREMENT_SHARE;
        let increment = self.increment.unwrap_or(0) / u64::from(den) * u64::from(num);
        let share = self
            .match_left()
            .map(|left| left / u64::from(moves) + increment);
        let limit = match (turn, share) {
            (Some(t), Some(s)) => t.min(s),
            (Some(t), None) => t,
            (None, Some(s)) => s,
            (None, None) => return budget_for(DEFAULT_MOVE_TIME),
        };
        budget_for(Duration::from_millis(limit))
    }
}

/// The search time for a move that must arrive within `limit`: a twentieth plus 20 ms is
/// kept back for pipes, the search noticing its deadline and the system running something
/// else for a moment; never below 5 ms (`MIN_MOVE_TIME`).
///
/// Keeping a tenth plus 30 ms back (150 ms of 200) wasted a quarter of the move: 175 ms
/// scored 57.8% against 150 ms over 200 games (W107 D17 L76). In the arena at 200 ms a
/// move, 2 games at a time on 2 cores, nearly every move stops within 5 ms of its budget;
/// the system's rare pauses made 3 of 200 games hold one 170 ms think past 200 ms (218 ms
/// at most), where 150 ms thinks reached 183 ms. Such a pause is a few tens of
/// milliseconds at any limit, so longer limits keep more than enough back.
pub fn budget_for(limit: Duration) -> Duration {
    let margin = limit / 20 + Duration::from_millis(20);
    limit.saturating_sub(margin).max(MIN_MOVE_TIME)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(v: u64) -> Duration {
        Duration::from_millis(v)
    }

    #[test]
    fn defaults_to_about_a_second() {
        assert_eq!(Clock::default().budget(), ms(930));
    }

    #[test]
    fn takes_the_smaller_of_turn_and_match_share() {
        let clock = Clock {
            timeout_turn: Some(5000),
            timeout_match: Some(180_000),
            time_left: Some(40_000),
            increment: None,
        };
        assert_eq!(clock.budget(), budget_for(ms(5000)));
        assert_eq!(clock.soft_budget(), Some(budget_for(ms(2000))));
        let clock = Clock {
            time_left: Some(16_000),
            ..clock
        };
        assert_eq!(clock.budget(), budget_for(ms(2000)));
        assert_eq!(clock.soft_budget(), Some(budget_for(ms(800))));
        let clock = Clock {
            time_left: Some(400_000),
            ..clock
        };
        assert_eq!(clock.budget(), budget_for(ms(5000)));
        assert_eq!(clock.soft_budget(), Some(budget_for(ms(5000))));
    }

    #[test]
    fn a_fixed_time_per_move_has_no_soft_limit() {
        let clock = Clock {
            timeout_turn: Some(1000),
            timeout_match: Some(0),
            time_left: Some(50_000),
            increment: None,
        };
        assert_eq!(clock.soft_budget(), None);
        assert_eq!(Clock::default().soft_budget(), None);
    }

    #[test]
    fn unlimited_match_ignores_time_left() {
        let clock = Clock {
            timeout_turn: Some(200),
            timeout_match: Some(0),
            time_left: Some(10),
            increment: None,
        };
        assert_eq!(clock.budget(), ms(170));
    }

    #[test]
    fn most_of_the_increment_is_spent_on_top_of_the_share() {
        let clock = Clock {
            timeout_turn: Some(60_000),
            timeout_match: Some(60_000),
            time_left: Some(40_000),
            increment: Some(1_000),
        };
        // A twentieth of what is left and three quarters of the increment; an eighth and
        // the same for the hard limit.
        assert_eq!(clock.soft_budget(), Some(budget_for(ms(2_750))));
        assert_eq!(clock.budget(), budget_for(ms(5_750)));
    }

    #[test]
    fn fast_play_still_searches_a_little() {
        let clock = Clock {
            timeout_turn: Some(0),
            ..Clock::default()
        };
        assert_eq!(clock.budget(), ms(5));
    }
}
