//! Threat-space search: can the side to move win by a chain of fours (VCF), or of fours
//! and open threes (VCT), whatever the opponent answers? Only forcing moves are tried, so
//! it sees far deeper than alpha-beta at a fraction of the nodes.

#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

use super::super::board::movegen::{attacks, for_each_defence};
use super::super::board::pattern::{B4, F3, Pattern};
use super::super::board::{Cell, Position};

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
    /// Attacks known to fail (`FailTable`), when the caller lends one.
    failed: Option<FailTable>,
    /// Whether the attacker's blocks of the defender's fours count against the depth, as
    /// its threats do (`counting_blocks`).
    count_blocks: bool,
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
            failed: None,
            count_blocks: false,
        }
    }

    /// Counts every move of the attacker's but the five against the depth, the blocks of
    /// the defender's fours too, so that the least depth that wins is the number of moves
    /// a player needs against the defence that resists longest (the coach's puzzles). The
    /// engine's own searches leave blocks free: a block is forced, and counting it would
    /// only make the search miss wins that the opponent's fours lengthen.
    pub fn counting_blocks(mut self) -> ThreatSearch {
        self.count_blocks = true;
        self
    }

    /// Skips attacks `table` knows to fail and adds those this search finds; the caller
    /// takes it back with `take_table` for the next search of the same root.
    pub fn with_table(mut self, table: FailTable) -> ThreatSearch {
        self.failed = Some(table);
        self
    }

    pub fn take_table(&mut self) -> Option<FailTable> {
        self.failed.take()
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

    /// Whether the search stopped for its budget: a search that ran out proves nothing,
    /// either way.
    pub fn ran_out(&self) -> bool {
        self.nodes >= self.limit
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
            let depth = match (self.count_blocks, depth) {
                (false, _) => depth,
                (true, 0) => return false,
                (true, _) => depth - 1,
            };
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
        let key = pos.hash() ^ if self.threes { THREES_KEY } else { 0 };
        if self.failed.as_ref().is_some_and(|t| t.fails(key, depth)) {
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
        // A search cut short by its budget proves nothing.
        if !won
            && self.nodes < self.limit
            && let Some(table) = self.failed.as_mut()
        {
            table.store(key, depth);
        }
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
        three_defences(pos, &mut self.moves);
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

/// The defender's answers to an open three (the defender to move): every point where the
/// attacker would make a four (the ends and the far points of the three are among them) and
/// every four of the defender's own, none forbidden. Any other move lets the open four be
/// made.
pub fn three_defences(pos: &Position, out: &mut Vec<Cell>) {
    for_each_defence(pos, |c| out.push(c));
}

/// Tells the table's VCT entries from its VCF ones: the same stones, another search.
const THREES_KEY: u64 = 0x7468_7265_6573_0001;

/// Positions where the attacker (to move) was shown not to win within a number of its
/// moves, by hash: fours and threes played in another order reach the same position, and
/// the root's threat searches, one per first move, meet each other's positions too. Only
/// failures are kept: a win needs its line, which the table could not give back. A slot
/// is the hash with its low byte replaced by the depth; a new entry always replaces.
pub struct FailTable {
    slots: Vec<u64>,
}

impl FailTable {
    /// A table of 2^bits slots (8 bytes each).
    pub fn new(bits: u32) -> FailTable {
        FailTable {
            slots: vec![0; 1 << bits],
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key >> 8) as usize & (self.slots.len() - 1)
    }

    /// Whether the attacker to move in the position of `key` is known not to win within
    /// `depth` moves (nor, then, within fewer).
    fn fails(&self, key: u64, depth: u32) -> bool {
        let entry = self.slots[self.slot(key)];
        entry >> 8 == key >> 8 && u64::from(depth) <= entry & 0xFF
    }

    fn store(&mut self, key: u64, depth: u32) {
        let i = self.slot(key);
        self.slots[i] = (key & !0xFF) | u64::from(depth.min(0xFF));
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
    use crate::engine::board::class::DOUBLE_THREE;
    use crate::rules::Pos;

    /// Every threat of the side to move in each bench position, searched as the root does
    /// (VCF, then VCT), once with fresh searches and once sharing one table of failed
    /// attacks: the verdicts must agree wherever neither
    /// search ran out of nodes, and the table must save at least a quarter of the nodes.
    #[test]
    fn the_table_of_failed_attacks_changes_no_verdict_and_saves_nodes() {
        const LIMIT: u64 = 50_000;
        let (mut plain_nodes, mut shared_nodes, mut compared) = (0, 0, 0);
        for (board, rule) in bench::positions() {
            let mut pos = Position::new(&board, rule);
            let me = pos.to_move();
            let mut table = Some(FailTable::new(12));
            for (threes, depth) in [(false, 12), (true, 5)] {
                let mut threats = Vec::new();
                attacks(&pos, me, threes, &mut threats);
                for c in threats {
                    let mut plain = ThreatSearch::new(threes, LIMIT);
                    let plain_won = plain.wins_with(&mut pos, c, depth);
                    let mut shared = ThreatSearch::new(threes, LIMIT)
                        .with_table(table.take().expect("the table is handed back"));
                    let shared_won = shared.wins_with(&mut pos, c, depth);
                    table = shared.take_table();
                    if plain.nodes < LIMIT && shared.nodes < LIMIT {
                        assert_eq!(plain_won, shared_won, "threat {c} (threes: {threes})");
                        compared += 1;
                    }
                    plain_nodes += plain.nodes;
                    shared_nodes += shared.nodes;
                }
            }
        }
        assert!(compared > 20, "only {compared} threats compared");
        // 76,537 against 161,422 when this was written.
        assert!(
            shared_nodes * 4 < plain_nodes * 3,
            "{shared_nodes} nodes with the table, {plain_nodes} without"
        );
    }

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
        // Classes rank by level: a double three or stronger.
        assert!(pos.class(first, me) >= DOUBLE_THREE);
        // Fours alone do not win it.
        assert!(!ThreatSearch::new(false, 20_000).wins(&mut pos, 16));
    }
}
