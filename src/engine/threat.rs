//! Threat-space search: can the side to move win by a chain of fours (VCF), or of fours
//! and open threes (VCT), whatever the opponent answers? Only forcing moves are tried, so
//! it sees far deeper than alpha-beta at a fraction of the nodes.

#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

use super::movegen::attacks;
use super::pattern::{B4, F3, Pattern};
use super::position::{Cell, Position};

pub struct ThreatSearch {
    pub nodes: u64,
    limit: u64,
    threes: bool,
    /// The winning line, attacker and defender moves alternating, filled in on success.
    pub line: Vec<Cell>,
    /// The moves of every node on the current path, each node's above its parent's: one
    /// buffer for the whole search instead of one per node.
    moves: Vec<Cell>,
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
            moves: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            deadline: None,
            #[cfg(not(target_arch = "wasm32"))]
            next_clock: CLOCK_INTERVAL,
        }
    }

    /// Starts over as `ThreatSearch::new(threes, limit)` would, keeping the buffers: the
    /// search's leaves ask one such search after another.
    pub fn restart(&mut self, threes: bool, limit: u64) {
        let (mut line, mut moves) = (
            std::mem::take(&mut self.line),
            std::mem::take(&mut self.moves),
        );
        line.clear();
        moves.clear();
        *self = ThreatSearch {
            line,
            moves,
            ..ThreatSearch::new(threes, limit)
        };
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
        // Two threats with one stone and no four of theirs to answer with: one is
        // blocked, the other becomes an open four (`has_double_threat_win`).
        if self.threes
            && depth >= 2
            && pos.has_double_threat_win(me)
            && let Some(c) = pos.double_threat_point(me)
        {
            self.line.push(c);
            return true;
        }
        // The pattern counts tell in O(1) whether there is any attack to scan for.
        if !pos.has_four_move(me) && !(self.threes && pos.count(me, F3) > 0) {
            return false;
        }
        let start = self.moves.len();
        attacks(pos, me, self.threes, &mut self.moves);
        // Fours first: they are cheaper to refute and win sooner.
        strongest_first(&mut self.moves[start..], |c| pos.best_pat(c, me));
        let mut won = false;
        for i in start..self.moves.len() {
            let c = self.moves[i];
            if pos.is_forbidden(c) {
                continue;
            }
            pos.play(c);
            self.nodes += 1;
            won = self.defend(pos, depth - 1);
            pos.undo();
            if won {
                self.line.insert(0, c);
                break;
            }
            if self.spent() {
                break;
            }
        }
        self.moves.truncate(start);
        won
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
        let start = self.moves.len();
        for &c in pos.points() {
            if pos.is_empty(c)
                && (pos.best_pat(c, att) >= B4 || pos.best_pat(c, def) >= B4)
                && !pos.is_forbidden(c)
            {
                self.moves.push(c);
            }
        }
        let mark = self.line.len();
        let mut won = true;
        for i in start..self.moves.len() {
            let c = self.moves[i];
            pos.play(c);
            self.nodes += 1;
            won = self.attack(pos, depth);
            pos.undo();
            // Only the forced part of the line is kept: past a choice it would mislead.
            self.line.truncate(mark);
            if !won {
                break;
            }
        }
        self.moves.truncate(start);
        won
    }
}

/// Sorts by `strength`, strongest first, keeping the order of equals (a stable insertion
/// sort: the lists are short, and it needs no buffer).
fn strongest_first(moves: &mut [Cell], strength: impl Fn(Cell) -> Pattern) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && strength(moves[j - 1]) < strength(moves[j]) {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bench;
    use crate::engine::eval::{DOUBLE_THREE, level_of};
    use crate::rules::Pos;

    #[test]
    fn a_double_three_wins_without_being_searched_out() {
        // The third bench position a few moves on: black, to move, makes two open threes
        // at once on 7,9, and white has no four. Black also has fours and threes
        // elsewhere, among which a search of threats used to lose its way (20,000 nodes
        // without finding the win).
        let (mut board, rule) = bench::positions().nth(2).expect("a third bench position");
        for (x, y) in [
            (8, 7),
            (8, 9),
            (6, 8),
            (5, 9),
            (9, 7),
            (10, 7),
            (5, 7),
            (6, 7),
        ] {
            assert!(board.play(Pos::new(x, y)));
        }
        let mut pos = Position::new(&board, rule);
        let me = pos.to_move();
        let mut vct = ThreatSearch::new(true, 20_000);
        assert!(vct.wins(&mut pos, 8), "no win in {} nodes", vct.nodes);
        assert!(vct.nodes < 100, "{} nodes", vct.nodes);
        let first = vct.line[0];
        assert!(level_of(pos.class(first, me)) >= level_of(DOUBLE_THREE));
        // Fours alone do not win it.
        assert!(!ThreatSearch::new(false, 20_000).wins(&mut pos, 16));
    }
}
