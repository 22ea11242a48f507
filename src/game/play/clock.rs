//! The game clock: each colour's time left, running for the side to move while a game is
//! played (not in the menu, not after the end, not while a swap2 opening is still being
//! negotiated), the increment after each move, and a loss on time when a flag falls.
//!
//! The clock follows the board rather than the commands: a new stone adds the increment
//! to the side that played it, and a position seen before (undo, redo, a review step, a new
//! game) brings back the times both sides had then, so undo in a game between two people
//! gives back the time of the moves it takes back and redo takes it again.

use std::time::Duration;

use bevy::prelude::*;

use crate::game::play::current_game::CurrentGame;
use crate::game::play::opening::OpeningState;
use crate::game::play::remote_side::RemoteSide;
use crate::game::play::setup::{MatchSetup, TimeControl};
use crate::game::play::state::{AppState, GameFlow, Turn};
use crate::game::sets::GameSet;
use crate::rules::{Pos, Stone};

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GameClock {
    control: Option<TimeControl>,
    /// Black's and white's time left.
    left: [Duration; 2],
    /// The moves of the line the clock has seen played, taken back ones included (the
    /// game's moves and then its redo moves, as far as the clock saw them played).
    line: Vec<Pos>,
    /// Both sides' time when `line`'s first `n` stones were on the board, at index `n`.
    readings: Vec<[Duration; 2]>,
    /// The stones on the board when the clock last followed it.
    stones: usize,
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
            line: Vec::new(),
            readings: vec![[full; 2]],
            stones: 0,
        }
    }

    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }

    /// `stone`'s time left, if a clock is on.
    pub fn left(&self, stone: Stone) -> Option<Duration> {
        self.control.map(|_| self.left[index(stone)])
    }

    /// Follows the game to its first `stones` moves of `line` (its moves, then those taken
    /// back); `over` when the game has a result. A position of the line seen before (undo,
    /// redo, a review, a resignation or a loss on time taken back) brings back the times of
    /// that moment, so neither undo nor redo gives a side time it did not have; the
    /// position the game just ended in keeps the times it ended with. One new stone adds
    /// the increment to the side that played it (black plays the odd-numbered stones);
    /// several at once are a record set up, not moves played on this clock: both sides
    /// start it on their full time.
    pub fn follow(&mut self, line: &[Pos], stones: usize, over: bool) {
        let Some(control) = self.control else {
            return;
        };
        let shared = self
            .line
            .iter()
            .zip(line)
            .take_while(|(seen, now)| seen == now)
            .count();
        self.line.truncate(shared);
        self.readings.truncate(shared + 1);
        if stones <= shared {
            if !(over && stones == self.stones) {
                self.left = self.readings[stones];
            }
        } else if stones == shared + 1 {
            let mover = if shared % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            self.left[index(mover)] += control.increment;
            self.line.push(line[shared]);
            self.readings.push(self.left);
        } else {
            self.left = [control.main; 2];
            self.line = line[..stones].to_vec();
            self.readings = vec![self.left; stones + 1];
        }
        self.stones = stones;
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

/// How long a remote side's clock may stand at zero before its flag falls here too.
const REMOTE_FLAG_GRACE: Duration = Duration::from_secs(3);

impl GameClock {
    /// Sets `stone`'s time left to what the other copy of the game read after its move,
    /// so the two clocks agree at every move (the increment is in that reading).
    pub fn reconcile(&mut self, stone: Stone, left: Duration) {
        if self.control.is_some() {
            self.left[index(stone)] = left;
            if let Some(last) = self.readings.last_mut() {
                last[index(stone)] = left;
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameClock>().add_systems(
        Update,
        (
            follow_board
                .run_if(resource_changed::<CurrentGame>.or_else(resource_changed::<MatchSetup>)),
            run_clock
                .run_if(in_state(Turn::Human).or_else(in_state(Turn::Computer)))
                .run_if(in_state(AppState::Playing)),
        )
            .chain()
            .in_set(GameSet::Apply)
            .after(crate::game::sets::PlacementSet),
    );
}

/// Another time control sets the clock afresh; otherwise it follows the stones (a new
/// game has none, which brings back the full time).
fn follow_board(board: Res<CurrentGame>, setup: Res<MatchSetup>, mut clock: ResMut<GameClock>) {
    if clock.control() != setup.clock {
        *clock = GameClock::new(setup.clock);
    }
    let line = board.line();
    clock.follow(&line, board.stone_count(), board.is_over());
}

#[derive(bevy::ecs::system::SystemParam)]
struct ClockInputs<'w> {
    /// Wall time: the game's virtual time is capped at a quarter second a frame, so on a
    /// slow page (a software renderer, a busy phone) it runs slower than the players' time.
    time: Res<'w, Time<Real>>,
    openings: OpeningState<'w>,
    remote: Res<'w, RemoteSide>,
}

fn run_clock(
    inputs: ClockInputs,
    mut board: ResMut<CurrentGame>,
    mut clock: ResMut<GameClock>,
    mut flow: GameFlow,
    mut overdue: Local<Duration>,
) {
    if clock.control().is_none() || board.is_over() || inputs.remote.holds_clock() {
        return;
    }
    // An opening is negotiated off the clock: nobody has a colour yet.
    if inputs.openings.now().negotiating(&board) {
        return;
    }
    let side = board.to_move();
    let fallen = clock.run(side, inputs.time.delta());
    // A flag of the other copy of the game falls there, and its word comes with the
    // next message; only if it never does (it left at zero) does it fall here, later.
    let seat = inputs
        .openings
        .now()
        .swap
        .seat_of(side, board.stone_count());
    if fallen && inputs.remote.plays_remotely(seat) {
        *overdue += inputs.time.delta();
        if *overdue < REMOTE_FLAG_GRACE {
            return;
        }
    }
    *overdue = Duration::ZERO;
    // The judge ends the game and the result says who lost on time.
    if fallen && board.lose_on_time(side).is_ok() {
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

    fn line(n: usize) -> Vec<Pos> {
        (0..n as u8).map(|i| Pos::new(i, 0)).collect()
    }

    #[test]
    fn increments_go_to_the_mover_and_undo_restores_both_sides() {
        let moves = line(2);
        let mut clock = GameClock::new(Some(TimeControl::minutes_plus(1, 5)));
        assert!(!clock.run(Stone::Black, secs(10)));
        clock.follow(&moves[..1], 1, false); // black played: 50 + 5
        assert_eq!(clock.left(Stone::Black), Some(secs(55)));
        assert!(!clock.run(Stone::White, secs(20)));
        clock.follow(&moves, 2, false); // white played: 40 + 5
        assert_eq!(clock.left(Stone::White), Some(secs(45)));
        clock.run(Stone::Black, secs(30));
        clock.follow(&moves, 1, false); // white's move taken back: the times after black's move
        assert_eq!(clock.left(Stone::Black), Some(secs(55)));
        assert_eq!(clock.left(Stone::White), Some(secs(60)));
        clock.follow(&moves, 0, false);
        assert_eq!(clock.left(Stone::Black), Some(secs(60)));
    }

    #[test]
    fn redo_brings_back_the_times_after_the_move_not_before_it() {
        let moves = line(1);
        let mut clock = GameClock::new(Some(TimeControl::minutes_plus(1, 0)));
        clock.run(Stone::Black, secs(40));
        clock.follow(&moves, 1, false);
        assert_eq!(clock.left(Stone::Black), Some(secs(20)));
        for _ in 0..3 {
            clock.follow(&moves, 0, false); // undo: black's 60 s again
            assert_eq!(clock.left(Stone::Black), Some(secs(60)));
            clock.follow(&moves, 1, false); // redo: the 40 s spent are spent
            assert_eq!(clock.left(Stone::Black), Some(secs(20)));
        }
        // Another move after the undo is a new line: its own time, its own increment.
        clock.follow(&moves, 0, false);
        clock.run(Stone::Black, secs(5));
        clock.follow(&[Pos::new(9, 9)], 1, false);
        assert_eq!(clock.left(Stone::Black), Some(secs(55)));
    }

    #[test]
    fn a_record_set_up_at_once_earns_no_increments() {
        let moves = line(6);
        let mut clock = GameClock::new(Some(TimeControl::minutes_plus(1, 5)));
        clock.follow(&moves, 6, false);
        assert_eq!(clock.left(Stone::Black), Some(secs(60)));
        assert_eq!(clock.left(Stone::White), Some(secs(60)));
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
