//! One node: how it is entered (a five or a four to answer, the table's bound, an open
//! four or a double threat that wins, reverse futility, the moves to search, whether the
//! table move is singular and whether ProbCut is tried first), the leaves and their
//! quiescence search of fours, and which late quiet moves are pruned or reduced.

use super::super::board::Cell;
use super::super::board::movegen::{candidates, defences, is_threat, move_score, must_defend};
use super::super::board::pattern::B4;
use super::super::board::zobrist;
use super::super::eval::{WIN, WIN_MIN, evaluate};
use super::params::{
    FAIL_HIGH_BASE, FAIL_HIGH_MARGIN, FUTILITY_DEPTH, FUTILITY_MARGIN, IIR_DEPTH, LMP_COUNT,
    LMP_DEPTH, LMR_DIVISOR, PROBCUT_DEPTH, PROBCUT_MARGIN, PROBCUT_REDUCTION, QUIESCENCE_REACH,
    RFP_MARGIN, SINGULAR_DEPTH, SINGULAR_MARGIN, TT_MOVE_BONUS, double_threat_searched_whole,
    fail_high_reduces, probcut_tried,
};
use super::picker::{self, THREAT_ORDER};
use super::tt::{Bound, Hit};
use super::{Engine, Frame};

impl Engine {
    fn leaf(&mut self, ply: usize) -> i32 {
        let me = self.pos.to_move();
        if self.params.leaf_vcf_nodes > 0 && self.pos.has_four_move(me) {
            let ts = &mut self.leaf_threats;
            ts.restart(false, self.params.leaf_vcf_nodes);
            let won = ts.wins(&mut self.pos, self.params.leaf_vcf_depth);
            self.nodes += ts.nodes;
            if won {
                return WIN - (ply + ts.line.len()) as i32;
            }
        }
        // Evaluated afresh: a cache of evaluations keyed by the hash (2^16 one-word slots)
        // found 18% of them already there and made the search 2-3% slower.
        let raw = evaluate(&self.pos);
        self.stack[ply].eval = raw;
        let mut score = if self.params.two_ply_eval && ply > 0 {
            // This side's view weighed against the other's a ply earlier: a leaf right
            // after a strong move is not taken for the whole swing it is, and scores of
            // odd and even depths stop see-sawing; the side to move keeps some of its
            // tempo. Halves (raw less parent, over 2) scored 47.8% against this over 200
            // games at 200 ms, three quarters less a quarter 47.5%.
            (2 * raw - self.stack[ply - 1].eval) / 3
        } else {
            raw
        };
        if self.params.noise > 0 {
            let span = 2 * self.params.noise as u64 + 1;
            score +=
                (zobrist::mix(self.pos.hash() ^ self.noise_key) % span) as i32 - self.params.noise;
        }
        score
    }

    /// Sets up the node on top of the stack, or returns its score when it needs no moves.
    pub(super) fn enter(&mut self, ply: usize) -> Option<i32> {
        let start = self.moves.len();
        let mut f = self.stack[ply];
        if ply == 0 {
            self.stack[0].eval = evaluate(&self.pos);
            self.push_root_moves();
            let top = &mut self.stack[ply];
            top.end = self.moves.len();
            top.under_threat = must_defend(&self.pos);
            return None;
        }
        let pos = &self.pos;
        let me = pos.to_move();
        if pos.has_five_point(me) {
            return Some(WIN - (ply as i32 + 1));
        }
        let (theirs, n) = pos.five_points(me ^ 1);
        if n >= 2 {
            return Some(-(WIN - (ply as i32 + 2)));
        }
        if n == 1 {
            if pos.is_forbidden(theirs[0]) {
                return Some(-(WIN - (ply as i32 + 2)));
            }
            self.moves.push((theirs[0], 0));
            // Its own evaluation, though the node has one move: the leaves after the block
            // weigh it (`leaf`). The parent's, negated, which saves an evaluation at every
            // forced block, scored 47.8% over 200 games (W85 D21 L94).
            let eval = evaluate(pos);
            let top = &mut self.stack[ply];
            top.end = self.moves.len();
            top.forced = true;
            top.eval = eval;
            return None;
        }
        if pos.is_full() {
            return Some(0);
        }
        // The leaves probe too: without their probes `bench 10` searched 29% more nodes
        // (1,137,104 against 879,667) in 23% more time.
        let hit = self.probe(pos.hash(), ply);
        let mut tt_move = 0;
        if let Some(h) = &hit {
            tt_move = h.mv;
            // In PV nodes too: searching those again scored 51.0% over 200 games.
            if h.depth >= f.depth {
                match h.bound {
                    Bound::Exact => return Some(h.score),
                    Bound::Lower if h.score >= f.beta => return Some(h.score),
                    Bound::Upper if h.score <= f.alpha => return Some(h.score),
                    _ => {}
                }
            }
        }
        if pos.has_open_four_point(me) && !pos.has_legal_four_move(me ^ 1) {
            // An open four next move, and they have not even a four to delay it.
            return Some(WIN - (ply as i32 + 3));
        }
        if self.params.double_threats && pos.has_double_threat_win(me) {
            // Two threats with one stone, and no four of theirs to gain a tempo. (A leaf
            // facing such a threat searched a ply deeper, so that only its answers
            // survive, scored 49.2% over 200 games: the evaluation weighs it well enough.)
            return Some(WIN - (ply as i32 + 5));
        }
        if tt_move == 0 && f.depth >= IIR_DEPTH && self.params.lmr {
            // No move from the table: a node never searched before, or whose search failed
            // low. One ply less finds a move to order first, at a fraction of the cost.
            f.depth -= 1;
            self.stack[ply].depth = f.depth;
        }
        if f.depth <= 0 {
            return self.enter_quiescence(ply, tt_move);
        }
        let defending = must_defend(pos);
        // They could make a double threat next move and we have no four: a win for them
        // within five plies unless we block it or answer with a three of our own. Searched whole,
        // as a defence is: no reductions, no pruning.
        let under_threat = defending
            || (self.params.double_threats
                && double_threat_searched_whole(pos.rule())
                && pos.has_double_threat_win(me ^ 1));
        let eval = evaluate(pos);
        // Better than this side's position two plies up: the margin shrinks by a ply.
        let improving = ply >= 2 && eval > self.stack[ply - 2].eval;
        // Reverse futility and the fail-high reduction weigh the table's bound where it
        // says more than the evaluation. Against the evaluation alone, over 200 games at
        // 200 ms: freestyle 54.0% (W100 D16 L84), standard 51.0% (W94 D16 L90), renju
        // 49.5% (W98 D2 L100). In futility pruning too (below alpha): 49.2% on top (W89 D19
        // L92). Reading the leaves' two-ply blend (`leaf`) instead of the evaluation here
        // scored 50.2% over 314 games (W146 D23 L145, two sets of openings).
        let estimate = table_estimate(hit.as_ref(), eval);
        if self.params.lmr
            && !under_threat
            && f.beta.abs() < WIN_MIN
            && estimate - RFP_MARGIN * (f.depth - improving as i32) >= f.beta
        {
            // Reverse futility: so far above beta for the depth left that a move of the
            // other side's will not bring it back. Not while they threaten an open
            // four, which the evaluation cannot weigh.
            return Some(estimate);
        }
        if defending {
            defences(pos, &mut self.moves);
        } else {
            candidates(pos, &mut self.moves);
        }
        // A defence keeps all its moves; otherwise the level's width of the best.
        let keep = if defending {
            usize::MAX
        } else {
            self.params.width
        };
        let settled = picker::order(
            &mut self.moves[start..],
            tt_move,
            &self.history,
            ply,
            me,
            keep,
        );
        // The moves past the kept stay in the list, out of the node's reach (`end`).
        let kept = (self.moves.len() - start).min(keep);
        if kept == 0 {
            return Some(eval);
        }
        let singular = match &hit {
            Some(h)
                if self.params.singular
                    && !defending
                    && f.depth >= SINGULAR_DEPTH
                    && self.moves[start].0 == tt_move
                    && kept > 1
                    && h.bound != Bound::Upper
                    && h.depth >= f.depth - 3
                    && h.score.abs() < WIN_MIN =>
            {
                Some(h.score - SINGULAR_MARGIN * f.depth)
            }
            _ => None,
        };
        let top = &mut self.stack[ply];
        top.end = start + kept;
        top.under_threat = under_threat;
        top.eval = eval;
        top.settled = start + settled;
        top.likely_fail_high = self.params.lmr
            && fail_high_reduces(self.pos.rule())
            && !under_threat
            && f.beta == f.alpha + 1
            && f.beta.abs() < WIN_MIN
            && estimate >= f.beta + FAIL_HIGH_BASE + FAIL_HIGH_MARGIN * f.depth;
        if singular.is_some() {
            top.singular = singular;
            top.next = start + 1;
        } else if self.params.lmr
            // ProbCut: a node expected to fail high is first asked whether a shallow
            // search of its best moves clears beta by a margin; if one does, a full search
            // would almost surely fail high too.
            && probcut_tried(self.pos.rule())
            && !under_threat
            && f.depth >= PROBCUT_DEPTH
            && f.beta == f.alpha + 1
            && f.beta.abs() < WIN_MIN / 2
            && estimate >= f.beta
        {
            let bound = f.beta + PROBCUT_MARGIN;
            let refuted = matches!(&hit, Some(h) if h.depth > f.depth - PROBCUT_REDUCTION
                && h.score < bound && h.bound != Bound::Lower);
            if !refuted {
                top.probcut = Some(bound);
            }
        }
        None
    }

    /// A leaf: the evaluation, or with quiescence the better of it (standing pat) and the
    /// side to move's fours, each answered by its forced block (the node below keeps the
    /// depth), so the line stays narrow; `quiescence` fours deep at most. Its results go
    /// to the table like any node's.
    ///
    /// Not kept: a search of fours and threes (VCT) at the first leaf where the side to
    /// move could make an open three and has a four to make, a win scored as one: with
    /// 30 nodes three of its moves deep it scored 51.5% over 200 games (W91 D24 L85,
    /// freestyle, 200 ms), with 15 nodes 47.7% over 196 (W84 D19 L93, stopped). It made
    /// bench 12 take 1.8 and 1.5 times as long. Nor, at a leaf whose standing pat would
    /// fail high, a search of the other side's fours as if this side passed (30 nodes,
    /// eight of its moves deep), standing pat 400 lower when they won: 35.9% over 78 games
    /// (W25 D6 L47, stopped); bench 12 took 1.2 times as long. Nor the table's bound as
    /// the standing pat where it says more than the evaluation (`table_estimate`, as the
    /// nodes above read it): at 100,000 nodes a move on the 789-opening book, 51.3% (W280
    /// D56 L264, seed 6) and 50.8% (W279 D51 L270, seed 7), 51.0% over 1,200: noise.
    /// Nor a search of threes and fours (VCT, 500 nodes, seven of its moves deep) at the
    /// principal variation's nodes from depth 4, a win scored as one: 45.0% over 150 at
    /// 100,000 nodes (W63 D9 L78, stopped).
    fn enter_quiescence(&mut self, ply: usize, tt_move: Cell) -> Option<i32> {
        let f = self.stack[ply];
        let stand = self.leaf(ply);
        let me = self.pos.to_move();
        if stand >= f.beta
            || f.depth <= -self.params.quiescence
            || !self.pos.has_legal_four_move(me)
        {
            return Some(stand);
        }
        let start = self.moves.len();
        let pos = &self.pos;
        // Past the first four, only fours in line with the last one: the continuations of
        // an attack, not every four on the board again.
        let moves = &mut self.moves;
        let mut consider = |c: Cell| {
            if pos.is_empty(c) && pos.best_pat(c, me) >= B4 && !pos.is_forbidden(c) {
                let score = if c == tt_move {
                    TT_MOVE_BONUS
                } else {
                    move_score(pos, c, me)
                };
                moves.push((c, score));
            }
        };
        match pos.recent(1) {
            last_four if f.depth < 0 && last_four != 0 => pos
                .line_points(last_four, QUIESCENCE_REACH)
                .for_each(&mut consider),
            _ => pos.four_points(me).iter().for_each(&mut consider),
        }
        if self.moves.len() == start {
            return Some(stand);
        }
        picker::best_first(&mut self.moves[start..]);
        let top = &mut self.stack[ply];
        top.end = self.moves.len();
        top.best = stand;
        top.alpha = top.alpha.max(stand);
        None
    }

    /// Whether a late quiet move of a shallow node may be skipped: past the node's move
    /// count, or with the static evaluation so far below alpha that a quiet move will not
    /// lift it. Never in forced nodes or nodes under threat, never while every move so far loses,
    /// never our own threes and fours nor a block of their three.
    pub(super) fn prunable(
        &self,
        f: &Frame,
        ply: usize,
        m: Cell,
        order: i32,
        index: usize,
    ) -> bool {
        if !self.params.lmr
            || ply == 0
            || f.forced
            || f.under_threat
            || f.depth > LMP_DEPTH
            || f.depth <= 0
            || f.best <= -WIN_MIN
            || order >= THREAT_ORDER
        {
            return false;
        }
        let me = self.pos.to_move();
        if is_threat(&self.pos, m, me) || self.pos.best_pat(m, me ^ 1) >= B4 {
            return false;
        }
        if index >= LMP_COUNT[f.depth as usize] {
            return true;
        }
        f.depth <= FUTILITY_DEPTH
            && f.eval + FUTILITY_MARGIN * f.depth <= f.alpha
            && f.alpha.abs() < WIN_MIN
    }
}

/// The better guess of a node's score: the table's score where it lies beyond the static
/// evaluation `eval` on its own side (a lower bound above it, an upper bound below it, or
/// an exact score), `eval` otherwise. Proven wins and losses are left to the search.
fn table_estimate(hit: Option<&Hit>, eval: i32) -> i32 {
    match hit {
        Some(h)
            if h.score.abs() < WIN_MIN
                && match h.bound {
                    Bound::Lower => h.score > eval,
                    Bound::Upper => h.score < eval,
                    Bound::Exact => true,
                } =>
        {
            h.score
        }
        _ => eval,
    }
}

/// Plies a late quiet move is reduced by: growing with the log of both the depth left and
/// the move's place in the order, so the best-ordered moves get most of the depth. A ply
/// more for moves whose history is below half the cap's negative and one less above half
/// the cap scored 50.6% over 400 games at 200 ms: no gain. Reducing from the third move
/// (not the fourth) scored 47.8% over 200 games; no reductions at the root 42.0% over 174
/// (balanced openings); the root's later moves ordered by the nodes they took in the last
/// iteration 48.2% over 200 (random) and 45.9% over 123 (balanced). A ply less in the
/// principal variation's nodes scored 53.5% and 51.5% over two freestyle matches of 200
/// games, but 47.0% in renju and 48.6% over 107 in standard; with a ply more in nodes
/// expected to fail high (cut nodes) on top, 50.5% in freestyle: neither kept. The cut
/// nodes' ply alone was kept later (`CUT_NODE_REDUCTION`); the PV nodes' ply less on top of
/// it then scored 44.3% over 96 games (W36 D13 L47, stopped), and 50.8% at 100,000 nodes a
/// move (W277 D56 L267, `params`). The cut nodes' extra ply at the root's late moves too
/// scored 51.0% over 200 (W92 D20 L88; 6% fewer bench nodes): noise. Reducing from depth 2
/// (not 3) scored 51.0% over 200 (W92 D20 L88): noise. Leaving the ply's two killers
/// unreduced scored 55.0% over 200 (W100 D20 L80, seed 1), then 48.8% on seed 2's openings
/// (W89 D17 L94): 51.9% over 400, noise; at 100,000 nodes a move 50.2% over 600 (W279 D45
/// L276). Leaving unreduced the moves on points where the other side would make an open
/// three or better scored 51.8% over 200 (W94 D19 L87; 9% more bench nodes): noise. With
/// open threes reduced, reducing from the fifth move (not the fourth) scored 51.8% at
/// 100,000 nodes (W282 D58 L260): noise. A ply more for the late moves of nodes whose
/// evaluation is no better than this side's two plies up (not improving, as chess
/// engines do) scored 50.5% over 200 (W89 D24 L87, seed 1; bench 12 took 9% less time):
/// noise.
pub(super) fn reduction(depth: i32, index: usize) -> i32 {
    let r = (depth as f32).ln() * (index as f32).ln() / LMR_DIVISOR + 0.5;
    (r as i32).max(1)
}
