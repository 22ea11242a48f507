//! Multi-PV: the best few root moves, each with its score and line, for analysis. At each
//! depth the first line is the root search the engine always runs; each further line is
//! then a root search of the same depth over the root moves no line has taken yet, whose
//! best is the next line.
//!
//! Those further searches write to a table, killers and history of their own, swapped in
//! while they run, and only read the first line's table: what they learn cannot change the
//! first line's search, so the move the engine plays, its score and its line are exactly
//! what they are with one line (only the node count grows). Sharing one table instead
//! would save about a tenth of the nodes but let the lines change the move. On the bench
//! positions three lines cost 2.0 times the nodes of one at depth 7, 2.7 times at depth 9.

use std::mem;

use crate::rules::Pos;

use super::super::board::Cell;
use super::super::eval::WIN_MIN;
use super::super::result::RootLine;
use super::history::History;
use super::params::ASPIRATION_DEPTH;
use super::tt::{Hit, Tt};
use super::{Engine, Phase};

/// The most memory the further lines' table takes (Master's own table is 12 MB); never
/// more than the first line's.
const TABLE_BYTES: usize = 16 << 20;

/// A root move with its score and line, as searched.
#[derive(Clone)]
struct Line {
    mv: Cell,
    score: i32,
    depth: u32,
    pv: Vec<Cell>,
}

/// What multi-PV keeps between root searches.
pub(super) struct Lines {
    /// Lines wanted, 2 or more.
    wanted: usize,
    /// The further lines' table, killers and history; the first line's while a further
    /// line is searched.
    tt: Tt,
    history: History,
    /// Whether a further line's search is running (its heuristics swapped in).
    running: bool,
    /// The first line's move and score at the depth being searched, set aside while the
    /// further lines are searched.
    first: Option<(Cell, i32)>,
    /// The root moves of the running further search, in the order they are tried.
    order: Vec<Cell>,
    /// The further lines found so far at the depth being searched, best first.
    found: Vec<Line>,
    /// All the lines of the deepest depth whose lines were all searched, the first last.
    last: Vec<Line>,
}

impl Engine {
    /// Asks for `wanted` lines; 1 (or 0) is the plain search. Only before the search
    /// starts: a search under way keeps what it was started with.
    pub fn set_multi_pv(&mut self, wanted: usize) {
        if self.phase != Phase::Start || wanted <= 1 {
            return;
        }
        let bytes = self.tt.bytes().min(TABLE_BYTES);
        self.lines = Some(Box::new(Lines {
            wanted,
            tt: Tt::with_bytes(bytes),
            history: self.history.clone(),
            running: false,
            first: None,
            order: Vec::new(),
            found: Vec::new(),
            last: Vec::new(),
        }));
    }

    /// A root search has finished: the first line's, or a further line's. Starts the next
    /// line's search if more are wanted at this depth; else the depth is done.
    pub(super) fn root_search_done(&mut self) {
        let Some(mut lines) = self.lines.take() else {
            self.iteration_done();
            return;
        };
        if lines.running {
            if let Some((mv, score)) = self.iter_best {
                let (pv, score) = self.principal_variation(mv, score);
                // The line before's search already bounded this move's score by its own
                // (a null-window search found it no better); a search of its own, with
                // other reductions, may still put it a little higher. The bound stands,
                // so the lines read best first.
                let above = lines.found.last().map(|l| l.score);
                let bound = above.or(lines.first.map(|(_, s)| s)).unwrap_or(score);
                lines.found.push(Line {
                    mv,
                    score: score.min(bound),
                    depth: self.depth,
                    pv,
                });
            }
        } else {
            lines.first = self.iter_best;
        }
        let lines_here = lines.first.iter().count() + lines.found.len();
        let more = lines_here < lines.wanted.min(self.root_moves.len());
        if more && lines.first.is_some() {
            if !lines.running {
                self.swap_heuristics(&mut lines);
            }
            lines.order = self.next_line_order(&lines);
            self.lines = Some(lines);
            return;
        }
        if lines.running {
            self.swap_heuristics(&mut lines);
        }
        // The first line goes among the depth's lines too: should the next depth's first
        // line be another move and the search stop before its further lines are all
        // searched, this one still fills its place.
        let first = lines.first.take();
        if let Some((mv, score)) = first {
            let (pv, score) = self.principal_variation(mv, score);
            lines.found.push(Line {
                mv,
                score,
                depth: self.depth,
                pv,
            });
        }
        self.iter_best = first;
        lines.last = mem::take(&mut lines.found);
        self.lines = Some(lines);
        self.iteration_done();
    }

    /// The root moves of the next further line: none a line of this depth has taken; the
    /// lines of the last depth first, in their order, then the rest as the first line's
    /// search ordered them.
    fn next_line_order(&self, lines: &Lines) -> Vec<Cell> {
        let taken = |c: Cell| {
            lines.first.is_some_and(|(m, _)| m == c) || lines.found.iter().any(|l| l.mv == c)
        };
        let mut order: Vec<Cell> = lines.last.iter().map(|l| l.mv).collect();
        order.extend(&self.root_moves);
        let mut seen = Vec::with_capacity(order.len());
        for c in order {
            if !taken(c) && !seen.contains(&c) {
                seen.push(c);
            }
        }
        seen
    }

    /// The table's entry for a position: while a further line is searched, its own table's,
    /// else the first line's (read, never written), so that it starts from all the first
    /// line's search knows.
    pub(super) fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        self.tt.probe(hash, ply).or_else(|| match &self.lines {
            Some(lines) if lines.running => lines.tt.probe(hash, ply),
            _ => None,
        })
    }

    fn swap_heuristics(&mut self, lines: &mut Lines) {
        mem::swap(&mut self.tt, &mut lines.tt);
        mem::swap(&mut self.history, &mut lines.history);
        lines.running = !lines.running;
    }

    /// Puts the moves a root search tries on the move list, in order: the first line's,
    /// or those left to a further line.
    pub(super) fn push_root_moves(&mut self) {
        let order = match &self.lines {
            Some(lines) if lines.running => &lines.order,
            _ => &self.root_moves,
        };
        self.moves.extend(order.iter().map(|&c| (c, 0)));
    }

    /// The root moves a root search tries, to reorder after an aspiration failure.
    pub(super) fn root_order_mut(&mut self) -> &mut Vec<Cell> {
        match &mut self.lines {
            Some(lines) if lines.running => &mut lines.order,
            _ => &mut self.root_moves,
        }
    }

    /// The score a root search's aspiration window is centred on: the last depth's score
    /// of the move it tries first (for the first line, the last best).
    pub(super) fn aspiration_centre(&self) -> Option<i32> {
        let score = match &self.lines {
            Some(lines) if lines.running => {
                let first = *lines.order.first()?;
                lines.last.iter().find(|l| l.mv == first)?.score
            }
            _ => self.best?.1,
        };
        (self.depth >= ASPIRATION_DEPTH && score.abs() < WIN_MIN).then_some(score)
    }

    /// Called when the search stops, maybe in a further line's search (already unwound):
    /// the first line's heuristics and result come back.
    pub(super) fn stop_lines(&mut self) {
        if let Some(mut lines) = self.lines.take() {
            if lines.running {
                self.swap_heuristics(&mut lines);
                self.iter_best = lines.first.take();
            }
            self.lines = Some(lines);
        }
    }

    /// The result's lines: its own first, then the best others of the further lines of the
    /// depth being searched and of the last depth (for a move in both, the deeper), up to
    /// the number wanted, by score. After a search that ran to its depth they are all of
    /// that depth; a search stopped midway may show some of the depth before.
    pub(super) fn result_lines(&self, first: RootLine) -> Vec<RootLine> {
        let mut out = vec![first];
        let Some(lines) = &self.lines else {
            return out;
        };
        for line in lines.found.iter().chain(&lines.last) {
            let best = self.pos.pos(line.mv);
            if out.iter().all(|l| l.best != best) {
                out.push(RootLine {
                    best,
                    score: line.score,
                    depth: line.depth,
                    pv: self.positions(&line.pv),
                });
            }
        }
        // Stable: a tie keeps the deeper line first. The first line's score may count the
        // plies of its played-out win, more than the search's proof: no later line reads
        // above it.
        let top = out[0].score;
        for line in &mut out[1..] {
            line.score = line.score.min(top);
        }
        out[1..].sort_by_key(|l| std::cmp::Reverse(l.score));
        out.truncate(lines.wanted);
        out
    }

    pub(super) fn positions(&self, cells: &[Cell]) -> Vec<Pos> {
        cells.iter().map(|&c| self.pos.pos(c)).collect()
    }
}
