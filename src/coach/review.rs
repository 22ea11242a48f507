//! The review of a game: every position read once (`reading`), from the last to the
//! first, and each move graded as soon as the positions on both sides of it are read.
//!
//! One search per position is enough: the move played is worth what the position it led
//! to is worth to the other side, and that position is read anyway. So position k's
//! search gives the best move and its value, position k+1's the value of the move played,
//! and a game of n moves costs n + 1 searches (n when it ended in a five), not 2n.
//!
//! Backwards, because the searches share one transposition table and each position's
//! tree holds the next (through the move played): the search of position k finds the
//! deeper reading of position k+1 in the table, so the two values a grade compares agree
//! where the move played was the engine's, and a move is not graded down for the
//! difference between two horizons.
//!
//! A review is advanced a slice of nodes (`advance`) or a position (`step`) at a time, so
//! the game can run it in the background a frame at a time and show its progress, or a
//! Web Worker one call at a time; dropping it cancels it. The budget is nodes or depth,
//! never time: the same game gets the same grades on any machine, whole or in slices.

use crate::engine::{Level, Limits, Search, Table, WIN};
use crate::rules::{Board, Game, Outcome, Pos, Rule, Stone};

use super::accuracy::accuracy;
use super::chances::{is_proven_loss, is_proven_win, winning_chances};
use super::grade::{Evidence, GradedMove, judge};
use super::reading::{self, Plan, Reading};

/// What the engine may spend on each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    Nodes(u64),
    /// Plies of alpha-beta (the root's threat searches come first whatever the depth).
    Depth(u32),
}

impl Budget {
    /// The game's budget, the one the grades' thresholds were calibrated at (`grade`): a
    /// 40-move game reviewed in 9.9 s natively on one core of a 2-core machine busy with
    /// a build besides (`examples/review_bench.rs`), within the 20 s aimed at.
    pub const GAME: Budget = Budget::Nodes(150_000);

    /// Twice the budget: twice the nodes, or twice the depth.
    pub fn twice(self) -> Budget {
        match self {
            Budget::Nodes(n) => Budget::Nodes(n.saturating_mul(2)),
            Budget::Depth(d) => Budget::Depth(d.saturating_mul(2)),
        }
    }

    fn limits(self) -> Limits {
        match self {
            Budget::Nodes(n) => Limits::nodes(n.max(1)),
            Budget::Depth(d) => Limits::depth(d.max(1)),
        }
    }
}

/// Master has no noise: the seed changes nothing, but a search needs one.
const SEED: u64 = 0;

/// The review's shared transposition table: 6 MB, 2^19 slots, room for the nodes of three
/// searches at the game's budget (each search's entries outrank the last's); half
/// Master's own, as the web page's worker holds it beside the multi-PV lines' table of the
/// same size.
const TABLE_BYTES: usize = 8 << 20;

/// How far a review has got: positions read of those to read (one more than the moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub read: usize,
    pub positions: usize,
}

impl Progress {
    pub fn is_done(&self) -> bool {
        self.read >= self.positions
    }
}

/// A review under way.
pub struct Review {
    size: usize,
    rule: Rule,
    moves: Vec<Pos>,
    /// The last position's value for its side to move when the game ended in it on the
    /// board: lost to a five, or drawn on a full board.
    ending: Option<i32>,
    budget: Budget,
    /// Per position (before each move, then after the last): its value for the side to
    /// move once read, and what was read.
    values: Vec<Option<i32>>,
    readings: Vec<Option<Reading>>,
    /// Per move, its grade once both positions around it are read.
    graded: Vec<Option<GradedMove>>,
    /// The position to read next, counting down; `None` once all are read.
    next: Option<usize>,
    running: Option<Running>,
    table: Option<Table>,
    /// Nodes of the searches finished so far.
    nodes: u64,
}

/// The search of a position under way.
struct Running {
    search: Search,
    block: Option<Pos>,
    lost: bool,
}

impl Review {
    /// A review of `game`'s moves under its rule, each position read with `budget`.
    pub fn new(game: &Game, budget: Budget) -> Review {
        let moves = game.moves().to_vec();
        let n = moves.len();
        Review {
            size: game.size(),
            rule: game.rule(),
            moves,
            ending: match game.outcome() {
                Some(Outcome::Win { .. }) => Some(-WIN),
                Some(Outcome::Draw) => Some(0),
                _ => None,
            },
            budget,
            values: vec![None; n + 1],
            readings: vec![None; n + 1],
            graded: vec![None; n],
            next: Some(n),
            running: None,
            table: None,
            nodes: 0,
        }
    }

    pub fn progress(&self) -> Progress {
        let positions = self.values.len();
        let read = self.values.iter().filter(|v| v.is_some()).count();
        Progress { read, positions }
    }

    pub fn is_finished(&self) -> bool {
        self.next.is_none()
    }

    /// Nodes searched so far (the engine's searches; the solver's proofs are not counted).
    pub fn nodes(&self) -> u64 {
        self.nodes + self.running.as_ref().map_or(0, |r| r.search.nodes())
    }

    /// Advances the review by about `nodes` nodes of search. A position's proofs run
    /// whole (at most `reading::VCF_NODES` and `VCT_NODES` each), as do the positions that
    /// need no search.
    pub fn advance(&mut self, nodes: u64) -> Progress {
        let Some(k) = self.next else {
            return self.progress();
        };
        if self.running.is_none() {
            if let Some(score) = self.ending.filter(|_| k == self.moves.len()) {
                self.settle(k, score, None);
                return self.progress();
            }
            let board = self.board(k);
            match reading::plan(&board, self.rule, self.moves.get(k).copied()) {
                Plan::BlockPlayed { block } => {
                    let next_score = self.values[k + 1].expect("the next position is read first");
                    let read =
                        reading::from_block(block, next_score, self.readings[k + 1].as_ref());
                    self.finish_reading(k, &board, read);
                    return self.progress();
                }
                Plan::Search { board, block, lost } => self.start_search(k, &board, block, lost),
            }
        }
        let running = self.running.as_mut().expect("a search under way");
        let result = running.search.step(nodes);
        if result.is_none() && !running.search.is_finished() {
            return self.progress();
        }
        let Running {
            mut search,
            block,
            lost,
        } = self.running.take().expect("a search under way");
        self.table = search.take_table();
        self.nodes += search.nodes();
        match reading::from_search(result, block, lost) {
            Some(read) => self.finish_reading(k, &self.board(k), read),
            // No legal move: only the last position of a game can be one (every empty
            // point forbidden to black), and it is a draw.
            None => self.settle(k, 0, None),
        }
        self.progress()
    }

    /// Reads the next position whole.
    pub fn step(&mut self) -> Progress {
        let read = self.progress().read;
        loop {
            let progress = self.advance(u64::MAX);
            if progress.read > read || self.is_finished() {
                return progress;
            }
        }
    }

    /// Reads every position left and gives the whole review.
    pub fn run(mut self) -> GameReview {
        while !self.is_finished() {
            self.step();
        }
        self.finish().expect("every position is read")
    }

    /// The moves graded so far, in the order of the game (a review grades the last first).
    pub fn graded(&self) -> impl Iterator<Item = &GradedMove> {
        self.graded.iter().flatten()
    }

    /// The whole review, once every position is read (`None` before).
    pub fn finish(self) -> Option<GameReview> {
        Some(GameReview {
            size: self.size,
            rule: self.rule,
            moves: self.graded.into_iter().collect::<Option<Vec<_>>>()?,
        })
    }

    /// The position before move `k` (after the last move for `k` = the number of moves).
    fn board(&self, k: usize) -> Board {
        let mut board = Board::new(self.size);
        for &pos in &self.moves[..k] {
            board.play(pos);
        }
        board
    }

    fn start_search(&mut self, k: usize, board: &Board, block: Option<Pos>, lost: bool) {
        let table = self
            .table
            .take()
            .unwrap_or_else(|| Table::with_bytes(TABLE_BYTES));
        let mut search = Search::with_table(
            board,
            self.rule,
            Level::Master,
            self.budget.limits(),
            SEED,
            table,
        );
        // The second line tells whether any other move holds (`Grade::OnlyMove`); the
        // last position has no move to grade and needs only its value.
        if block.is_none() && k < self.moves.len() {
            search.set_multi_pv(2);
        }
        self.running = Some(Running {
            search,
            block,
            lost,
        });
    }

    /// Adds the solver's proof for the side to move, and settles the position.
    fn finish_reading(&mut self, k: usize, board: &Board, read: Reading) {
        let read = read.with_proof(reading::prove_win(board, self.rule));
        self.settle(k, read.score, Some(read));
    }

    fn settle(&mut self, k: usize, score: i32, read: Option<Reading>) {
        self.values[k] = Some(score);
        self.readings[k] = read;
        if k < self.moves.len() {
            self.graded[k] = Some(self.grade(k));
        }
        self.next = k.checked_sub(1);
    }

    /// Move `k`'s grade, from the readings before and after it.
    fn grade(&self, k: usize) -> GradedMove {
        let played = self.moves[k];
        let value = self.values[k].expect("read");
        let after_value = -self.values[k + 1].expect("read");
        let read = self.readings[k].as_ref();
        let (best, line) = read.map_or((played, vec![played]), |r| (r.best, r.line.clone()));
        let played_best = best == played;
        let after = winning_chances(after_value);
        // The engine's move seen one ply deeper is the best play's value; another move
        // that turned out better than the engine's gave nothing away.
        let before = if played_best {
            after
        } else {
            winning_chances(value).max(after)
        };
        let win_missed = read.is_some_and(|r| {
            r.proof.as_ref().is_some_and(|proof| {
                let kept = played_best
                    || is_proven_win(after_value)
                    || reading::keeps_win(&self.board(k), self.rule, played, proof.threats);
                !kept
            })
        });
        let evidence = Evidence {
            before,
            after,
            played_best,
            forced_block: read.and_then(|r| r.forced_block) == Some(played),
            win_missed,
            lost_before: is_proven_loss(value),
            lost_after: is_proven_loss(after_value),
            others_lose: read.and_then(|r| r.runner_up).is_some_and(is_proven_loss),
        };
        GradedMove {
            ply: k,
            played,
            grade: judge(&evidence),
            before,
            after,
            best,
            line,
        }
    }
}

/// A reviewed game: every move graded.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub size: usize,
    pub rule: Rule,
    /// In the order of the game.
    pub moves: Vec<GradedMove>,
}

impl GameReview {
    /// `side`'s accuracy, 0 to 100 (`coach::accuracy`).
    pub fn accuracy(&self, side: Stone) -> Option<f64> {
        accuracy(&self.moves, side)
    }
}
