//! Threat-space search: can the side to move win by a chain of fours (VCF), or of fours
//! and open threes (VCT), whatever the opponent answers? Only forcing moves are tried, so
//! it sees far deeper than alpha-beta at a fraction of the nodes.

#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

use super::movegen::attacks;
use super::pattern::B4;
use super::position::{Cell, Position};

pub struct ThreatSearch {
    pub nodes: u64,
    limit: u64,
    threes: bool,
    /// The winning line, attacker and defender moves alternating, filled in on success.
    pub line: Vec<Cell>,
    /// A time to give up by (the root's searches under a time limit), read every
    /// `CLOCK_INTERVAL` nodes; giving up counts as no win.
    #[cfg(not(target_arch = "wasm32"))]
    deadline: Option<Instant>,
    #[cfg(not(target_arch = "wasm32"))]
    next_clock: u64,
}

#[cfg(not(target_arch = "wasm32"))]
const CLOCK_INTERVAL: u64 = 128;

impl ThreatSearch {
    /// `threes`: also open threes (VCT); else fours only (VCF). `limit` caps the nodes.
    pub fn new(threes: bool, limit: u64) -> ThreatSearch {
        ThreatSearch {
            nodes: 0,
            limit,
            threes,
            line: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            deadline: None,
            #[cfg(not(target_arch = "wasm32"))]
            next_clock: CLOCK_INTERVAL,
        }
    }

    /// Gives up at `deadline`, so a root threat search cannot carry a move past its time.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_deadline(mut self, deadline: Instant) -> ThreatSearch {
        self.deadline = Some(deadline);
        self
    }

    /// Whether the node or time budget is spent.
    fn spent(&mut self) -> bool {
        if self.nodes >= self.limit {
            return true;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(deadline) = self.deadline
            && self.nodes >= self.next_clock
        {
            self.next_clock = self.nodes + CLOCK_INTERVAL;
            if Instant::now() >= deadline {
                self.limit = self.nodes;
                return true;
            }
        }
        false
    }

    /// Whether the side to move wins by threats within `depth` of its own moves.
    pub fn wins(&mut self, pos: &mut Position, depth: u32) -> bool {
        self.line.clear();
        self.attack(pos, depth)
    }

    /// Whether the side to move wins by threats starting with `first`.
    pub fn wins_with(&mut self, pos: &mut Position, first: Cell, depth: u32) -> bool {
        self.line.clear();
        if depth == 0 || !pos.is_empty(first) || pos.is_forbidden(first) {
            return false;
        }
        pos.play(first);
        self.nodes += 1;
        let won = self.defend(pos, depth - 1);
        pos.undo();
        if won {
            self.line.insert(0, first);
        }
        won
    }

    fn attack(&mut self, pos: &mut Position, depth: u32) -> bool {
        if self.spent() {
            return false;
        }
        let me = pos.to_move();
        if let Some(c) = pos.five_point(me) {
            self.line.push(c);
            return true;
        }
        let (theirs, n) = pos.five_points(me ^ 1);
        if n >= 2 {
            return false;
        }
        if n == 1 {
            // Their four must be blocked first; in a VCF the block has to be a four too.
            let block = theirs[0];
            if pos.is_forbidden(block) || (!self.threes && pos.best_pat(block, me) < B4) {
                return false;
            }
            pos.play(block);
            self.nodes += 1;
            let won = self.defend(pos, depth);
            pos.undo();
            if won {
                self.line.insert(0, block);
            }
            return won;
        }
        if depth == 0 {
            return false;
        }
        let mut moves = Vec::with_capacity(16);
        attacks(pos, me, self.threes, &mut moves);
        // Fours first: they are cheaper to refute and win sooner.
        moves.sort_by_key(|&c| std::cmp::Reverse(pos.best_pat(c, me)));
        for c in moves {
            if pos.is_forbidden(c) {
                continue;
            }
            pos.play(c);
            self.nodes += 1;
            let won = self.defend(pos, depth - 1);
            pos.undo();
            if won {
                self.line.insert(0, c);
                return true;
            }
            if self.spent() {
                return false;
            }
        }
        false
    }

    /// The defender is to move; the attacker has just made a threat (or blocked one).
    fn defend(&mut self, pos: &mut Position, depth: u32) -> bool {
        let def = pos.to_move();
        let att = def ^ 1;
        if pos.has_five_point(def) {
            return false;
        }
        let (fives, n) = pos.five_points(att);
        if n >= 2 {
            // Whichever they block, the other makes five: two more plies.
            self.line.extend_from_slice(&fives);
            return true;
        }
        if n == 1 {
            let block = fives[0];
            if pos.is_forbidden(block) {
                // Renju: black may not block on a forbidden point, so the four wins.
                self.line.push(block);
                return true;
            }
            pos.play(block);
            self.nodes += 1;
            let won = self.attack(pos, depth);
            pos.undo();
            if won {
                self.line.insert(0, block);
            }
            return won;
        }
        // A three threatens only if its open four may be played: not a renju black four
        // on a forbidden point, which the defender is free to ignore.
        if !self.threes || !pos.has_open_four_point(att) {
            return false;
        }
        let mut moves = Vec::with_capacity(16);
        for &c in pos.points() {
            if pos.is_empty(c)
                && (pos.best_pat(c, att) >= B4 || pos.best_pat(c, def) >= B4)
                && !pos.is_forbidden(c)
            {
                moves.push(c);
            }
        }
        let mark = self.line.len();
        for c in moves {
            pos.play(c);
            self.nodes += 1;
            let won = self.attack(pos, depth);
            pos.undo();
            // Only the forced part of the line is kept: past a choice it would mislead.
            self.line.truncate(mark);
            if !won {
                return false;
            }
        }
        true
    }
}
