//! Writes the coach's test set, `tests/data/coach-40.txt`: 40 seeded self-play games
//! between different levels (so they hold real mistakes, missed wins among them),
//! freestyle 15x15, of 30 to 60 moves, one a line in the game's move notation.
//! `examples/grade_check.rs` checks the review's grades on them, and
//! `tests/grade_check.rs` on two of them. The same command writes the same file.
//!
//! ```text
//! cargo run --profile bench-engine --no-default-features --example grade_check_games -- [file]
//! ```

use std::fmt::Write as _;

mod self_play;

use gomoku::engine::Level;
use gomoku::notation::moves_to_text;
use gomoku::rules::Outcome;
use self_play::{MOST_MOVES, self_play};

const TEST_SET: &str = "tests/data/coach-40.txt";

/// Black against white, pairs of levels one to three steps apart. Easy and Medium make
/// the mistakes, Hard and Master punish them (and make a few of their own). A missed win
/// is rare whoever plays (the weak levels mostly play their wins, or another one): over
/// 8 seeds, Beginner, the connect-count player, and Classic, the scoring table, left one
/// each in the games against Classic and Easy, as Easy and Medium did among themselves;
/// a first version of this set (the eight pairs from Easy up) held none, and the check
/// of missed wins had nothing to check. Hence the pairs with the two that do not search.
const PAIRINGS: [(Level, Level); 10] = [
    (Level::Classic, Level::Beginner),
    (Level::Easy, Level::Beginner),
    (Level::Classic, Level::Easy),
    (Level::Easy, Level::Classic),
    (Level::Easy, Level::Medium),
    (Level::Medium, Level::Easy),
    (Level::Medium, Level::Hard),
    (Level::Hard, Level::Medium),
    (Level::Hard, Level::Master),
    (Level::Master, Level::Hard),
];
const GAMES_PER_PAIRING: usize = 4;

/// Shorter games are skipped: a game won in a few moves holds one mistake and its
/// punishment, not a review's worth of moves.
const FEWEST_MOVES: usize = 30;

/// Master's nodes a move: the review's own budget (`coach::Budget::GAME`).
const MASTER_NODES: u64 = 150_000;

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| TEST_SET.into());
    gomoku::engine::init();
    let mut text = format!(
        "# The coach's test set (issue 35): {} freestyle 15x15 games of seeded self-play,\n\
         # {GAMES_PER_PAIRING} for each pair of levels (black v white), of {FEWEST_MOVES} to \
         {MOST_MOVES} moves\n\
         # (longer games cut off at {MOST_MOVES}, seeds that gave shorter ones skipped); \
         Master at {MASTER_NODES} nodes a move.\n\
         # One game a line in the game's move notation; after '#', the levels, the seed and \
         the result.\n\
         # Written by `cargo run --profile bench-engine --no-default-features --example \
         grade_check_games`.\n",
        PAIRINGS.len() * GAMES_PER_PAIRING
    );
    for (black, white) in PAIRINGS {
        let mut kept = 0;
        for seed in 0.. {
            if kept == GAMES_PER_PAIRING {
                break;
            }
            let game = self_play(black, white, seed, MASTER_NODES);
            let moves = game.moves().len();
            if moves < FEWEST_MOVES {
                continue;
            }
            kept += 1;
            let result = match game.outcome() {
                Some(Outcome::Win { winner, .. }) => format!("{} won", winner.name()),
                Some(Outcome::Draw) => "draw".into(),
                // Self-play has no clock and nobody resigns.
                _ => "unfinished".into(),
            };
            let line = format!(
                "{} # {} v {}, seed {seed}, {moves} moves, {result}",
                moves_to_text(game.moves(), 15),
                black.name(),
                white.name()
            );
            println!("{line}");
            writeln!(text, "{line}").expect("a string takes any text");
        }
    }
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
    println!("written to {path}");
}
