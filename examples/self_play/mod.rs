//! Seeded self-play between the engine's levels, for the examples that review games
//! (`review_calibration`, `grade_check_games`). A folder with no `main.rs`, so cargo does
//! not take it for an example of its own; each example names it with `mod self_play;`.

use gomoku::engine::{Level, Limits, Search};
use gomoku::rules::{Game, Pos, Rule, Stone};

/// The longest game played: a review's cost grows with its moves.
pub const MOST_MOVES: usize = 60;

/// A game between two levels from a seeded opening: black's first stone in the centre,
/// then two stones anywhere within two points of it (levels that start alike would
/// otherwise play the same game for many seeds). Master searches `nodes` a move (the
/// game's time budget would make the games differ from run to run); the levels below
/// their own caps.
pub fn self_play(black: Level, white: Level, seed: u64, nodes: u64) -> Game {
    let mut game = Game::new(15, Rule::Freestyle);
    game.place(Pos::new(7, 7)).expect("the centre");
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while game.moves().len() < 3 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let (dx, dy) = ((state % 5) as u8, ((state / 5) % 5) as u8);
        let _ = game.place(Pos::new(5 + dx, 5 + dy));
    }
    while !game.is_over() && game.moves().len() < MOST_MOVES {
        let level = if game.to_move() == Stone::Black {
            black
        } else {
            white
        };
        let limits = match level {
            Level::Master => Limits::nodes(nodes),
            _ => level.budget(Limits::default()),
        };
        let seed = seed.wrapping_mul(1_000_003) ^ game.moves().len() as u64;
        let result = Search::new(game.board(), game.rule(), level, limits, seed)
            .run()
            .expect("a move");
        game.place(result.best).expect("a legal move");
    }
    game
}
