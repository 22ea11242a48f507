//! The root's phases: the cheap decisions (no move, a forced move, a five), the threat
//! searches for a win by fours and then by fours and threes, iterative deepening from one
//! iteration to the next, and the end of the search with the best move found.

use crate::rules::Pos;

use super::super::board::Cell;
use super::super::board::movegen::{attacks, candidates, defences, move_score, must_defend};
use super::super::eval::{WIN, WIN_MIN, evaluate};
use super::super::result::{RootLine, SearchResult};
use super::params::{
    ROOT_VCF_SHARE, ROOT_VCT_MOVES, ROOT_VCT_SHARE, THREAT_TABLE_BITS, UNSTABLE_FALL,
};
use super::picker;
use super::team::Role;
use super::threat::{FailTable, ThreatSearch};
use super::{Engine, Phase};

impl Engine {
    /// Ends with a move chosen without searching, and its line.
    pub(super) fn decided(&mut self, best: Cell, score: i32) {
        let (pv, score) = self.principal_variation(best, score);
        self.done(best, score, pv);
    }

    pub(super) fn done(&mut self, best: Cell, score: i32, pv: Vec<Cell>) {
        let forced = if score >= WIN_MIN {
            Some(WIN - score)
        } else if score <= -WIN_MIN {
            Some(-(WIN + score))
        } else {
            None
        };
        let pv = self.positions(&pv);
        let lines = self.result_lines(RootLine {
            best: self.pos.pos(best),
            score,
            depth: self.completed,
            pv: pv.clone(),
        });
        self.result = Some(Some(SearchResult {
            best: self.pos.pos(best),
            score,
            depth: self.completed,
            nodes: self.nodes,
            forced,
            pv,
            lines,
        }));
        self.phase = Phase::Done;
    }

    /// The cheap decisions: no move, a forced move, a win on the board; then the root
    /// moves and the threats to try.
    pub(super) fn start(&mut self) {
        let pos = &self.pos;
        if pos.is_full() {
            self.result = Some(None);
            self.phase = Phase::Done;
            return;
        }
        let me = pos.to_move();
        if pos.stones() == 0 {
            let n = pos.size() as u8;
            let centre = pos.cell(Pos::new(n / 2, n / 2));
            if pos.is_empty(centre) && !pos.is_forbidden(centre) && self.root_allows(centre) {
                self.decided(centre, 0);
                return;
            }
        }
        if let Some(c) = pos.five_point(me)
            && !pos.is_forbidden(c)
            && self.root_allows(c)
        {
            self.decided(c, WIN - 1);
            return;
        }
        let mut list = Vec::new();
        if must_defend(pos) {
            defences(pos, &mut list);
        }
        if list.is_empty() {
            candidates(pos, &mut list);
        }
        if list.is_empty() {
            // Stones everywhere near, or every near point forbidden: anything legal.
            for &c in pos.points() {
                if pos.is_empty(c) && !pos.is_forbidden(c) {
                    list.push((c, 0));
                }
            }
        }
        self.restrict_root_moves(&mut list);
        if list.is_empty() {
            self.result = Some(None);
            self.phase = Phase::Done;
            return;
        }
        picker::best_first(&mut list);
        let (theirs, n) = pos.five_points(me ^ 1);
        if n > 0 {
            // A four to block: one move or none saves the game. A restricted root that
            // may not block searches its allowed moves, which lose.
            let block = theirs[..n].iter().copied().find(|&c| !pos.is_forbidden(c));
            if block.is_none_or(|c| self.root_allows(c)) {
                let score = if n >= 2 { -(WIN - 2) } else { 0 };
                self.decided(block.unwrap_or(list[0].0), score);
                return;
            }
        }
        self.root_moves = list.iter().map(|&(c, _)| c).collect();
        if self.root_moves.len() == 1 {
            let c = self.root_moves[0];
            self.decided(c, evaluate(&self.pos));
            return;
        }
        self.best = None;
        self.threats.clear();
        if self.params.vcf_nodes > 0 {
            attacks(&self.pos, me, false, &mut self.threats);
            self.restrict_threats();
        }
        self.threat_index = 0;
        self.threat_left = self.threat_budget(self.params.vcf_nodes * ROOT_VCF_SHARE);
        self.phase = Phase::Vcf;
        if let Role::Helper { .. } = self.role {
            // The main search looks for the threat wins; a helper goes straight to work
            // on the table.
            self.begin_iterating(1);
        }
    }

    fn begin_iterating(&mut self, depth: u32) {
        self.phase = Phase::Iterate;
        self.depth = depth;
        self.keep_pace();
        self.iter_started = self.elapsed();
    }

    /// A root threat phase may spend `nodes`, but never more than a quarter of a node
    /// limit: the lower levels must keep most of theirs for alpha-beta.
    fn threat_budget(&self, nodes: u64) -> u64 {
        self.limits.nodes.map_or(nodes, |n| nodes.min(n / 4))
    }

    /// Tries one root threat: each is a fixed amount of work, so slicing cannot change what
    /// the search finds.
    pub(super) fn threat_step(&mut self) {
        let vct = self.phase == Phase::Vct;
        if self.threat_index >= self.threats.len() || self.threat_left == 0 {
            if !vct && self.params.vct_nodes > 0 {
                self.threats.clear();
                let me = self.pos.to_move();
                attacks(&self.pos, me, true, &mut self.threats);
                self.restrict_threats();
                let pos = &self.pos;
                self.threats
                    .sort_by_key(|&c| (std::cmp::Reverse(move_score(pos, c, me)), c));
                self.threats.truncate(ROOT_VCT_MOVES);
                self.threat_index = 0;
                self.threat_left = self.threat_budget(self.params.vct_nodes * ROOT_VCT_SHARE);
                self.phase = Phase::Vct;
            } else {
                self.begin_iterating(1);
            }
            return;
        }
        let c = self.threats[self.threat_index];
        self.threat_index += 1;
        let (nodes, depth) = if vct {
            (self.params.vct_nodes, self.params.vct_depth)
        } else {
            (self.params.vcf_nodes, self.params.vcf_depth)
        };
        let table = self
            .threat_table
            .take()
            .unwrap_or_else(|| FailTable::new(THREAT_TABLE_BITS));
        let mut ts = ThreatSearch::new(vct, nodes.min(self.threat_left)).with_table(table);
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(time) = self.limits.time {
            ts = ts.with_deadline(self.started + time);
        }
        let won = ts.wins_with(&mut self.pos, c, depth);
        self.threat_table = ts.take_table();
        self.nodes += ts.nodes;
        self.threat_left = self.threat_left.saturating_sub(ts.nodes);
        if won {
            // A VCT's line stops at the defender's first choice: the plies to the five are
            // those of the line played out, when it can be.
            let (pv, to_five) = self.threat_win_line(&ts.line);
            let plies = if to_five { pv.len() } else { ts.line.len() };
            self.done(c, WIN - plies as i32, pv);
        }
    }

    pub(super) fn iteration_done(&mut self) {
        self.completed = self.depth;
        let unstable = match (self.best, self.iter_best) {
            (Some(old), Some(new)) => old.0 != new.0 || new.1 < old.1 - UNSTABLE_FALL,
            _ => false,
        };
        if let Some(b) = self.iter_best.take() {
            self.best = Some(b);
            if let Some(i) = self.root_moves.iter().position(|&m| m == b.0) {
                let m = self.root_moves.remove(i);
                self.root_moves.insert(0, m);
            }
            if b.1.abs() >= WIN_MIN {
                self.finish();
                return;
            }
        }
        if self.limits.depth.is_some_and(|d| self.depth >= d)
            || self.out_of_budget()
            || self.soft_stop(unstable)
        {
            self.finish();
            return;
        }
        self.depth += 1;
        self.keep_pace();
    }

    pub(super) fn finish(&mut self) {
        if self.result.is_some() {
            return;
        }
        if let Role::Helper { .. } = self.role {
            // A helper's move is not played and its line not shown: it ends at once, not
            // after playing out a win for its main search to wait on.
            self.result = Some(None);
            self.phase = Phase::Done;
            return;
        }
        self.stop_lines();
        // A move of the unfinished iteration counts once it has a full-window score: the
        // first root move is the previous best, so any later one that won is better.
        let best = self
            .iter_best
            .or(self.best)
            .or_else(|| self.root_moves.first().map(|&c| (c, 0)));
        match best {
            None => {
                self.result = Some(None);
                self.phase = Phase::Done;
            }
            Some((c, score)) => {
                let (pv, score) = self.principal_variation(c, score);
                self.done(c, score, pv);
            }
        }
    }
}
