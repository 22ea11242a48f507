//! The alpha-beta walk (principal variation search) over an explicit stack instead of
//! recursion, so a search can stop after any number of nodes and carry on later exactly
//! where it was. Each frame is a node; its moves live in one shared buffer. A child's
//! score comes back to its parent here, which searches it again when a null window or a
//! reduction proves too narrow, extends a singular table move, ends a node its ProbCut
//! searches cleared, and records cut-offs.

use super::super::board::Cell;
use super::super::board::pattern::B4;
use super::super::eval::INF;
use super::node::reduction;
use super::params::{ASPIRATION, CUT_NODE_REDUCTION, PROBCUT_MOVES, PROBCUT_REDUCTION};
use super::picker;
use super::tt::Bound;
use super::{Engine, Frame, Slice};

impl Engine {
    /// Plays `c` and pushes its node; `cut` says whether it is expected to fail high.
    ///
    /// Not kept: probing the child's table slots before playing `c`, to return a bound
    /// that already decides it with no put and undo (where nothing before the probe in
    /// `node::enter` could end the child first, the same search node for node). Only 6% of
    /// the bench's nodes end on that probe, and the probe then waits for memory the
    /// prefetch here hides behind the put: slower, or the same with the next move's slots
    /// prefetched ahead (2.02M against 2.05M nodes/s).
    fn push_child(&mut self, c: Cell, depth: i32, alpha: i32, beta: i32, cut: bool) {
        self.tt.prefetch(self.pos.hash_after(c));
        self.pos.play(c);
        self.nodes += 1;
        let start = self.moves.len();
        let mut frame = Frame::new(depth, alpha, beta, start);
        frame.cut = cut;
        self.stack.push(frame);
    }

    /// Pops the node on top of the stack, handing its score to its parent.
    fn leave(&mut self, score: i32) {
        let f = self.stack.pop().expect("a node to leave");
        self.moves.truncate(f.start);
        self.ret = Some(score);
    }

    /// Runs the current iteration until it ends, the slice is used up or a limit is hit.
    pub(super) fn search(&mut self, slice_end: u64) -> Slice {
        if self.stack.is_empty() && self.ret.is_none() {
            self.iter_best = None;
            self.window = match self.aspiration_centre() {
                Some(score) => (score - ASPIRATION, score + ASPIRATION),
                None => (-INF, INF),
            };
            self.stack.push(Frame::new(
                self.depth as i32,
                self.window.0,
                self.window.1,
                0,
            ));
            self.moves.clear();
        }
        loop {
            if let Some(v) = self.ret.take() {
                if self.stack.is_empty() {
                    let (alpha, beta) = self.window;
                    if (v <= alpha && alpha > -INF) || (v >= beta && beta < INF) {
                        // Outside the aspiration window: again with the full window, the
                        // move that failed high (if one did) first.
                        if let Some((m, _)) = self.iter_best {
                            let order = self.root_order_mut();
                            if let Some(i) = order.iter().position(|&c| c == m) {
                                let m = order.remove(i);
                                order.insert(0, m);
                            }
                        }
                        self.window = (-INF, INF);
                        self.stack.push(Frame::new(self.depth as i32, -INF, INF, 0));
                        self.moves.clear();
                        continue;
                    }
                    // The root's score and move are already in `iter_best`.
                    return Slice::Finished;
                }
                self.pos.undo();
                let ply = self.stack.len() - 1;
                let f = &mut self.stack[ply];
                let score = -v;
                let m = f.child;
                if let Some(bound) = f.probcut {
                    if score >= bound {
                        self.probcut_cuts += 1;
                        self.leave(score);
                    } else if f.next - f.start >= PROBCUT_MOVES || f.next >= f.end {
                        f.probcut = None;
                        f.next = f.start;
                    }
                    continue;
                }
                if let Some(bound) = f.singular {
                    if score >= bound {
                        // Another move holds as well: the table move is not singular.
                        f.singular = None;
                        f.next = f.start;
                        if bound >= f.beta {
                            // Two moves reach beta's side of the bound (multi-cut).
                            self.leave(bound);
                        }
                    }
                    continue;
                }
                // Not kept: a reduced move whose score came back more than 100 above the
                // node's best searched again a ply deeper than the full depth (as chess
                // engines' deeper re-search): 49.2% at 50,000 nodes a move over 400 games
                // (W184 D26 L190, balanced openings, seed 6).
                if f.reduced && score > f.alpha {
                    f.reduced = false;
                    let (d, a, cut) = (f.child_depth(), f.alpha, !f.cut);
                    self.push_child(m, d, -a - 1, -a, cut);
                    continue;
                }
                if f.null_window && score > f.alpha && score < f.beta {
                    f.null_window = false;
                    let (d, a, b) = (f.child_depth(), f.alpha, f.beta);
                    self.push_child(m, d, -b, -a, false);
                    continue;
                }
                if score > f.best {
                    f.best = score;
                    f.best_move = m;
                    if score > f.alpha {
                        f.alpha = score;
                        if ply == 0 {
                            self.iter_best = Some((m, score));
                        }
                        if score >= f.beta {
                            let (depth, forced) = (f.depth, f.forced);
                            if !forced && depth > 0 {
                                let me = self.pos.to_move();
                                // The moves tried before it failed here: they lose credit.
                                let tried = &self.moves[f.start..f.next - 1];
                                self.history.cut_off(ply, depth, me, m, tried);
                            }
                            self.store(ply);
                            let best = self.stack[ply].best;
                            self.leave(best);
                            continue;
                        }
                    }
                }
            } else {
                let ply = self.stack.len() - 1;
                if !self.stack[ply].entered {
                    self.stack[ply].entered = true;
                    if let Some(v) = self.enter(ply) {
                        self.leave(v);
                        continue;
                    }
                }
            }
            if self.out_of_budget() {
                return Slice::Stopped;
            }
            if self.nodes >= slice_end {
                return Slice::Paused;
            }
            let ply = self.stack.len() - 1;
            let f = self.stack[ply];
            if f.singular.is_some() && f.next >= f.end {
                // No other move came near the table move's score: it alone holds the
                // node, so it gets a ply more.
                let top = &mut self.stack[ply];
                top.singular = None;
                top.extend_first = true;
                top.next = top.start;
                self.singular_extensions += 1;
                continue;
            }
            if f.next >= f.end {
                self.store(ply);
                self.leave(f.best);
                continue;
            }
            if f.next >= f.settled {
                // The node's own moves, the kept and the rest: its children's have gone.
                let moves = &mut self.moves[f.start..];
                let settled = picker::settle(moves, f.next - f.start, f.end - f.start);
                self.stack[ply].settled = f.start + settled;
            }
            let (m, order) = self.moves[f.next];
            // A shallow test against a bound before the node's real search: ProbCut's (does
            // a move clear it?) or the singular extension's (does any other move reach it?).
            // Its result is read as it comes back, never searched again.
            let test = match (f.probcut, f.singular) {
                (Some(bound), _) => Some((f.depth - PROBCUT_REDUCTION, bound)),
                (None, Some(bound)) => Some((f.depth / 2 - 1, bound)),
                (None, None) => None,
            };
            if let Some((depth, bound)) = test {
                let top = &mut self.stack[ply];
                top.next += 1;
                top.child = m;
                top.null_window = false;
                top.reduced = false;
                self.push_child(m, depth, -bound, -bound + 1, false);
                continue;
            }
            let index = f.next - f.start;
            if index > 0 && self.prunable(&f, ply, m, order, index) {
                self.stack[ply].next += 1;
                continue;
            }
            let full = f.child_depth();
            let fail_high_cut = f.likely_fail_high && self.pos.best_pat(m, self.pos.to_move()) < B4;
            // The depth this move gets before any late-move reduction; a reduced move that
            // beats alpha is searched again at `full`.
            let depth = full - fail_high_cut as i32;
            let reduce = self.params.lmr
                && !f.forced
                && !f.under_threat
                && f.depth >= 3
                && index >= 3
                && !self.makes_or_stops_a_four(m);
            let top = &mut self.stack[ply];
            top.next += 1;
            top.child = m;
            if index == 0 {
                top.null_window = false;
                top.reduced = false;
                // A principal variation node's first child is one too; in a null-window node
                // the first child's role is the opposite of its parent's.
                let cut = f.beta == f.alpha + 1 && !f.cut;
                self.push_child(m, depth + f.extend_first as i32, -f.beta, -f.alpha, cut);
            } else {
                top.null_window = true;
                top.reduced = reduce || fail_high_cut;
                let d = if reduce {
                    let more = if f.cut { CUT_NODE_REDUCTION } else { 0 };
                    (depth - reduction(f.depth, index) - more).max(1)
                } else {
                    depth
                };
                // A reduced move is expected not to beat alpha: its node to fail high.
                self.push_child(m, d, -f.alpha - 1, -f.alpha, reduce || !f.cut);
            }
        }
    }

    /// Whether `m` makes a four for the side to move or stops one of the other side's: the
    /// moves a late-move reduction leaves at full depth. Our open threes are reduced like
    /// any late quiet move (they were not before): a three the search needs comes back at
    /// full depth when it beats alpha, and the plies saved go to the rest. At 100,000 nodes
    /// a move it scored 53.2% and 52.8% over two matches of 600 games, and 54.4% over 400
    /// at 200 ms (W197 D41 L162) against the build before; bench 12 took 17% less time.
    fn makes_or_stops_a_four(&self, m: Cell) -> bool {
        let me = self.pos.to_move();
        self.pos.best_pat(m, me) >= B4 || self.pos.best_pat(m, me ^ 1) >= B4
    }

    fn store(&mut self, ply: usize) {
        let f = self.stack[ply];
        let bound = if f.best <= f.orig_alpha {
            Bound::Upper
        } else if f.best >= f.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt
            .store(self.pos.hash(), ply, f.best_move, f.best, f.depth, bound);
    }
}
