//! The games the starter set comes from: the engine against itself from balanced
//! openings, at a small node budget.
//!
//! The levels below Master play them: their noise and their shallower threat searches
//! leave wins on the board for a move or more, which is what puzzles are made of (Master
//! finds nearly every win at once, and its games end in the same few shapes).

use crate::engine::{Level, Limits, Search};
use crate::notation::parse_moves;
use crate::rules::{Game, Pos, Rule, Stone};

/// The arena's book of balanced openings (Master scores each near even), one per line in
/// the game's notation, for 15x15.
const BOOK: &str = include_str!("../../arena/balanced-15.txt");
pub const BOOK_SIZE: usize = 15;

/// The pairs of levels the games are played between, black first, taken in turn. Hard
/// against Hard comes most: in a first sample of 10 games a pair at 20,000 nodes a move,
/// its games (denser, fewer early blunders) held wins of 5 to 7 moves eight times, the
/// pairs with Easy twice. (At the starter set's 1,000 nodes Hard plays little better than
/// Medium; the pairs still vary the games.)
pub const PAIRINGS: [(Level, Level); 8] = [
    (Level::Hard, Level::Hard),
    (Level::Medium, Level::Hard),
    (Level::Hard, Level::Medium),
    (Level::Hard, Level::Hard),
    (Level::Easy, Level::Medium),
    (Level::Medium, Level::Easy),
    (Level::Medium, Level::Medium),
    (Level::Hard, Level::Hard),
];

/// A game is cut off at this many moves (if it has not ended before): by then the board
/// is crowded, and its shapes are no longer a game's.
pub const MOST_MOVES: usize = 150;

/// The book's openings.
pub fn openings() -> Vec<Vec<Pos>> {
    BOOK.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|moves| !moves.is_empty())
        .filter_map(|moves| parse_moves(moves, BOOK_SIZE).ok())
        .collect()
}

/// A game between `black` and `white` from `opening` under `rule` on the book's board,
/// each move searched with at most `nodes` (and the level's own caps), the seed varying
/// with the move.
pub fn self_play(
    rule: Rule,
    opening: &[Pos],
    (black, white): (Level, Level),
    nodes: u64,
    seed: u64,
) -> Game {
    let mut game = Game::new(BOOK_SIZE, rule);
    for &pos in opening {
        if game.place(pos).is_err() {
            break;
        }
    }
    while !game.is_over() && game.moves().len() < MOST_MOVES && !game.board().is_full() {
        let level = if game.to_move() == Stone::Black {
            black
        } else {
            white
        };
        let limits = level.budget(Limits::nodes(nodes));
        let seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game.moves().len() as u64;
        let Some(found) = Search::new(game.board(), rule, level, limits, seed).run() else {
            break;
        };
        if game.place(found.best).is_err() {
            break;
        }
    }
    game
}
