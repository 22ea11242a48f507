//! The game clock: each colour's time left, running for the side to move while a game is
//! played (not in the menu, not after the end, not while a swap2 opening is still being
//! negotiated), the increment after each move, and a loss on time when a flag falls.
//!
//! The clock follows the board rather than the commands: a new stone adds the increment
//! to the side that played it, and fewer stones (undo, a new game) restore the times both
//! sides had then, so undo in a game between two people gives back the time of the moves
//! it takes back.

use std::time::Duration;

use bevy::prelude::*;

use super::board::Board;
use super::setup::{MatchSetup, TimeControl};
use super::state::{AppState, Flow, Turn};
use super::swap2::{Phase, Swap2};
use crate::rules::Stone;

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GameClock {
    control: Option<TimeControl>,
    /// Black's and white's time left.
    left: [Duration; 2],
    /// Both sides' time when the board had `n` stones, at index `n`.
    at_stones: Vec<[Duration; 2]>,
}

fn index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

impl GameClock {
    /// A clock set for a new game (`None`: no clock).
    pub fn new(control: Option<TimeControl>) -> GameClock {
        let full = control.map_or(Duration::ZERO, |c| c.main);
        GameClock {
            control,
            left: [full; 2],
            at_stones: vec![[full; 2]],
        }
    }

    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }

    /// `stone`'s time left, if a clock is on.
    pub fn left(&self, stone: Stone) -> Option<Duration> {
        self.control.map(|_| self.left[index(stone)])
    }

    /// Follows the board to `stones` stones: each new stone adds the increment to the
    /// side that played it (black plays the odd-numbered stones); fewer stones bring back
    /// the times of that moment.
    pub fn follow(&mut self, stones: usize) {
        let Some(control) = self.control else {
            return;
        };
        let known = self.at_stones.len() - 1;
        if stones < known {
            self.at_stones.truncate(stones + 1);
            self.left = self.at_stones[stones];
            return;
        }
        for placed in known..stones {
            let mover = if placed % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            self.left[index(mover)] += control.increment;
            self.at_stones.push(self.left);
        }
    }

    /// Runs `stone`'s clock for `elapsed`. True when its flag falls.
    pub fn run(&mut self, stone: Stone, elapsed: Duration) -> bool {
        if self.control.is_none() {
            return false;
        }
        let left = &mut self.left[index(stone)];
        *left = left.saturating_sub(elapsed);
        left.is_zero()
    }
}

/// A clock's reading as players know it: `m:ss`, and tenths in the last ten seconds.
pub fn format_time(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let secs = tenths / 10;
    if secs < 10 {
        format!("0:{:02}.{}", secs, tenths % 10)
    } else if secs < 3600 {
        format!("{}:{:02}", secs / 60, secs % 60)
    } else {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    }
}

pub struct ClockPlugin;

impl Plugin for ClockPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<GameClock>().add_systems(
            Update,
            (
                follow_board
                    .run_if(resource_changed::<Board>.or_else(resource_changed::<MatchSetup>)),
                run_clock
                    .run_if(in_state(Turn::Human).or_else(in_state(Turn::Computer)))
                    .run_if(in_state(AppState::Playing)),
            )
                .chain()
                .in_set(super::GameSet::Apply)
                .after(super::turn::PlacementSet),
        );
    }
}

/// Another time control sets the clock afresh; otherwise it follows the stones (a new
/// game has none, which brings back the full time).
fn follow_board(board: Res<Board>, setup: Res<MatchSetup>, mut clock: ResMut<GameClock>) {
    let stones = board.stone_count();
    if clock.control() != setup.clock {
        *clock = GameClock::new(setup.clock);
    }
    clock.follow(stones);
}

#[derive(bevy::ecs::system::SystemParam)]
struct ClockInputs<'w> {
    /// Wall time: the game's virtual time is capped at a quarter second a frame, so on a
    /// slow page (a software renderer, a busy phone) it runs slower than the players' time.
    time: Res<'w, Time<Real>>,
    swap: Res<'w, Swap2>,
}

fn run_clock(
    inputs: ClockInputs,
    mut board: ResMut<Board>,
    mut clock: ResMut<GameClock>,
    mut flow: Flow,
) {
    if clock.control().is_none() || board.is_over() {
        return;
    }
    // A swap2 opening is negotiated off the clock: nobody has a colour yet.
    let negotiating = !matches!(
        inputs.swap.phase(board.stone_count()),
        Phase::Settled { .. }
    );
    if negotiating {
        return;
    }
    let side = board.to_move();
    // The judge ends the game and the result says who lost on time.
    if clock.run(side, inputs.time.delta()) && board.lose_on_time(side).is_ok() {
        flow.judge();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn readings() {
        assert_eq!(format_time(secs(300)), "5:00");
        assert_eq!(format_time(Duration::from_millis(59_999)), "0:59");
        assert_eq!(format_time(Duration::from_millis(9_950)), "0:09.9");
        assert_eq!(format_time(Duration::ZERO), "0:00.0");
        assert_eq!(format_time(secs(3 * 3600 + 61)), "3:01:01");
    }

    #[test]
    fn increments_go_to_the_mover_and_undo_restores_both_sides() {
        let mut clock = GameClock::new(Some(TimeControl::minutes_plus(1, 5)));
        assert!(!clock.run(Stone::Black, secs(10)));
        clock.follow(1); // black played: 50 + 5
        assert_eq!(clock.left(Stone::Black), Some(secs(55)));
        assert!(!clock.run(Stone::White, secs(20)));
        clock.follow(2); // white played: 40 + 5
        assert_eq!(clock.left(Stone::White), Some(secs(45)));
        clock.run(Stone::Black, secs(30));
        clock.follow(1); // white's move taken back: the times after black's move
        assert_eq!(clock.left(Stone::Black), Some(secs(55)));
        assert_eq!(clock.left(Stone::White), Some(secs(60)));
        clock.follow(0);
        assert_eq!(clock.left(Stone::Black), Some(secs(60)));
    }

    #[test]
    fn the_flag_falls_at_zero_and_no_clock_never_falls() {
        let mut clock = GameClock::new(Some(TimeControl::minutes_plus(1, 0)));
        assert!(!clock.run(Stone::White, secs(59)));
        assert!(clock.run(Stone::White, secs(2)));
        assert_eq!(clock.left(Stone::White), Some(Duration::ZERO));
        let mut none = GameClock::new(None);
        assert!(!none.run(Stone::Black, secs(10_000)));
        assert_eq!(none.left(Stone::Black), None);
    }
}
