//! The starter set's generator: every position of the self-play games (`self_play`) where
//! the side to move has a forced win the solver proves becomes a candidate puzzle; the
//! candidates are kept without repeats and picked per rule and band.
//! `examples/puzzle_gen.rs` runs it and writes the shipped file; a test runs it on a
//! couple of small games.

use std::collections::{HashMap, HashSet};

use crate::engine::{Threats, threat_win};
use crate::rules::{Board, Game, Pos, Rule, Symmetry};

use super::puzzle::{Band, Kind, Origin, Puzzle};
use super::self_play::{PAIRINGS, openings, self_play};
use super::verify::{Proven, legal_position, prove_any};

/// Nodes for a first look at each position of a game: most have no win, and a search of
/// threes that finds none can take all of `verify`'s budget to show it; a win that takes
/// more than this to find would make a puzzle that takes long to verify too.
pub const SCAN_NODES: u64 = 10_000;

/// The shortest win the starter set holds: a win in 2 (a double four or an open four to
/// make) is one look, not a puzzle.
pub const LEAST_WIN_IN: u32 = 3;

/// The most first moves a starter puzzle accepts: more, and it asks little. `pick` takes
/// the puzzles with one first move before those with more, so the short wins, of which
/// the games give plenty, nearly all have one; the long ones are fewer, and a win in 7
/// with several fours to begin it is still a puzzle.
pub const MOST_FIRST_MOVES: usize = 5;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    pub rule: Rule,
    pub games: usize,
    /// The most nodes each move of the self-play games is searched with.
    pub nodes: u64,
    /// Chooses the games' openings and seeds.
    pub seed: u64,
}

/// Plays `plan`'s games and adds their puzzles to `gathered` (see `puzzles_in_game`);
/// `progress` hears of each game as it ends, with the puzzles it gave.
pub fn gather(plan: &Plan, gathered: &mut Gathered, mut progress: impl FnMut(usize, &Game, usize)) {
    let book = openings();
    if book.is_empty() {
        return;
    }
    for g in 0..plan.games {
        let seed = plan.seed.wrapping_add(g as u64);
        // Consecutive games take openings far apart in the book, and a new seed a pass.
        let opening = &book[(seed as usize).wrapping_mul(37) % book.len()];
        let pairing = PAIRINGS[g % PAIRINGS.len()];
        let game = self_play(plan.rule, opening, pairing, plan.nodes, seed);
        let added = puzzles_in_game(&game, opening.len())
            .into_iter()
            .filter(|puzzle| gathered.add(puzzle.clone()))
            .count();
        progress(g, &game, added);
    }
}

/// The starter puzzles in `game`'s positions from move `from` on: each position where the
/// side to move has a proven win (`verify::prove_any`) of `LEAST_WIN_IN` moves or more
/// with at most `MOST_FIRST_MOVES` first moves. A side keeps a win over several positions
/// while it plays it out (or dawdles); of such a run only the first position of each band
/// is taken, as the rest are the same win a move further on.
pub fn puzzles_in_game(game: &Game, from: usize) -> Vec<Puzzle> {
    let moves = game.moves();
    let mut board = Board::new(game.size());
    let mut puzzles = Vec::new();
    // Per side, the bands taken in its current run of won positions (`None`: no run).
    let mut runs: [Option<Vec<Band>>; 2] = [None, None];
    for k in 0..=moves.len() {
        if k > 0 {
            board.play(moves[k - 1]);
        }
        if k < from || (k == moves.len() && game.is_over()) {
            continue;
        }
        let run = &mut runs[k % 2];
        let proven = has_win(&board, game.rule())
            .then(|| prove_any(&board, game.rule()))
            .flatten();
        let Some(Proven {
            kind,
            win_in,
            first,
        }) = proven
        else {
            *run = None;
            continue;
        };
        let taken = run.get_or_insert_with(Vec::new);
        let band = Band::of(win_in);
        if !is_starter(win_in, &first) || taken.contains(&band) {
            continue;
        }
        taken.push(band);
        puzzles.push(Puzzle {
            rule: game.rule(),
            size: game.size(),
            position: moves[..k].to_vec(),
            kind,
            win_in,
            first,
            origin: Origin::Starter,
        });
    }
    puzzles
}

/// Whether a win makes a starter puzzle: long enough, and not too many first moves.
fn is_starter(win_in: u32, first: &[Pos]) -> bool {
    win_in >= LEAST_WIN_IN && first.len() <= MOST_FIRST_MOVES
}

/// `puzzle`'s position proven afresh (`verify::prove_any`), as a starter puzzle if it
/// still makes one: a set of candidates written by an older solver picked again.
pub fn reprove(puzzle: &Puzzle) -> Option<Puzzle> {
    let board = legal_position(puzzle.size, puzzle.rule, &puzzle.position).ok()?;
    let Proven {
        kind,
        win_in,
        first,
    } = prove_any(&board, puzzle.rule)?;
    is_starter(win_in, &first).then(|| Puzzle {
        kind,
        win_in,
        first,
        origin: Origin::Starter,
        ..puzzle.clone()
    })
}

/// Whether the side to move has a win by threats the solver finds within `SCAN_NODES`.
fn has_win(board: &Board, rule: Rule) -> bool {
    [Threats::Fours, Threats::FoursAndThrees]
        .into_iter()
        .any(|threats| threat_win(board, rule, threats, SCAN_NODES).is_some())
}

/// Up to `most` puzzles of each rule and band, the best first: one first move before
/// several; then, so that a band holds both of its lengths and both kinds, the first of
/// each length and kind in the order gathered, then the second of each, and so on. The
/// result is ordered by rule, length and kind.
pub fn pick(puzzles: &[Puzzle], most: usize) -> Vec<Puzzle> {
    let rule_number = |p: &Puzzle| Rule::ALL.iter().position(|&r| r == p.rule);
    let mut seen: HashMap<(Option<usize>, bool, u32, Kind), usize> = HashMap::new();
    let mut ranked: Vec<(_, &Puzzle)> = puzzles
        .iter()
        .map(|p| {
            let several = p.first.len() > 1;
            let turn = seen
                .entry((rule_number(p), several, p.win_in, p.kind))
                .or_default();
            *turn += 1;
            (
                (rule_number(p), p.band(), several, *turn, p.win_in, p.kind),
                p,
            )
        })
        .collect();
    ranked.sort_by_key(|&(key, _)| key);
    let mut taken: HashMap<(Option<usize>, Band), usize> = HashMap::new();
    let mut picked: Vec<Puzzle> = Vec::new();
    for (_, puzzle) in ranked {
        let count = taken
            .entry((rule_number(puzzle), puzzle.band()))
            .or_default();
        if *count < most {
            *count += 1;
            picked.push(puzzle.clone());
        }
    }
    // A stable sort: within a length and kind, the order gathered.
    picked.sort_by_key(|p| (rule_number(p), p.win_in, p.kind));
    picked
}

/// A position's rule and stones (column, row, colour), the same for all eight rotations
/// and reflections of the board: puzzles with the same shape are the same puzzle. The
/// side to move follows from the number of stones.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape(Rule, Vec<(u8, u8, u8)>);

/// The shape of `puzzle`'s position.
pub fn shape(puzzle: &Puzzle) -> Shape {
    // Offsets from the centre in half points, so that a board of even size, whose centre
    // is no point, turns about it as exactly as an odd one.
    let span = puzzle.size as i32 - 1;
    let best = Symmetry::ALL
        .iter()
        .map(|symmetry| {
            let mut stones: Vec<(u8, u8, u8)> = puzzle
                .position
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let (dx, dy) =
                        symmetry.apply((2 * i32::from(p.x) - span, 2 * i32::from(p.y) - span));
                    (
                        ((dx + span) / 2) as u8,
                        ((dy + span) / 2) as u8,
                        (i % 2) as u8,
                    )
                })
                .collect();
            stones.sort_unstable();
            stones
        })
        .min()
        .unwrap_or_default();
    Shape(puzzle.rule, best)
}

/// Puzzles gathered without repeats (`shape`).
#[derive(Default)]
pub struct Gathered {
    seen: HashSet<Shape>,
    pub puzzles: Vec<Puzzle>,
}

impl Gathered {
    /// Adds `puzzle` unless one of the same shape is there already; whether it was added.
    pub fn add(&mut self, puzzle: Puzzle) -> bool {
        let added = self.seen.insert(shape(&puzzle));
        if added {
            self.puzzles.push(puzzle);
        }
        added
    }
}
