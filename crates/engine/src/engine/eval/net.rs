//! The evaluation's network: one hidden layer of `HIDDEN` rectified units over the
//! position's features (`features::of`), beside a linear layer over them (the skip). Its
//! output is the side to move's chance as a logit times `tune::SCALE`: the evaluation's
//! units, so the search's margins keep their meaning.
//!
//! The features the network does not see (`tune::net_input`: shapes no quiet position
//! holds, such as the side to move's own fours) have hand-set skip weights and no hidden
//! connections. The weights are fitted by `tune-eval fit-net`, which prints
//! `net_weights.rs`. The search reads them through `quant::QuantNet`, in integers.

use super::features::{FEATURES, Features};

/// Freestyle's network has 32 units fitted to 32,000 self-play games (test loss 0.4218,
/// where 16 units reached 0.4246 on the same games); it scored 56.8% over 200 games at 200
/// ms against 16 units fitted to 16,000 games, which scored 55.2% over 400 against the
/// first fit (issue 37). Earlier, 32 units on 8,000 games scored 44.5% over 55: the size
/// pays only with the data. Refitted to 48,000 newer self-play games (`fs.txt`, the games
/// the move ordering was fitted to), it lost badly although its test loss on those games
/// was lower (0.4274 against this network's 0.4288): 38.8% over 116 games; stopped after 36
/// passes (test 0.4283) 44.0% over 200; fitted to 2,000-node search scores of the same
/// positions 38.4% over 146. The outputs' spread was the same as this network's (mean
/// |evaluation| 1,611 and 1,559 against 1,581), so it is not a matter of scale. Nor of the
/// games: fitted to 24,000 fresh games of today's Master at 3,000 nodes a move (`tune-eval
/// games 600000 12000 3000` and `612000 12000 3000`; test loss 0.4122 at pass 67), it
/// scored 38.0% over 200 (W72 D8 L120); with its output bias lowered so that its mean over
/// those games' positions matched this network's (-118; its own was +4), 39.2% (W73 D11
/// L116). The result loss over quiet game positions does not tell which network searches
/// better, and the search's margins were all chosen with this network. Fine-tuned from
/// this network (its weights as the start, a fifth of the learning rate) it lost too, each
/// time with a lower loss on its own targets: to 2,000-node search scores of `fs.txt`'s
/// positions 46.0% over 200; to 1,000-node scores of 680,000 quiet positions the search
/// itself evaluated (sampled in its trees from `fs.txt`'s positions) 47.0% over 200. About
/// three evaluations in four are of positions that are not quiet (the side to move has a
/// four to make); fitted to those too, every feature an input, it lost worse (43.6% over
/// 101; leaving out won and lost scores 38.0% over 46), although this network's loss on
/// them was 0.92 and the fit's 0.51: a search wants its evaluation to leave fours to the
/// threat searches. Nor did values for each empty point's shape (its four patterns, 1,001
/// shapes a side) added to this network's output, fitted over it to the results of 12,000
/// fresh games at 2,000 nodes a move (test loss 0.4388 against the network's 0.4400 alone,
/// best after one pass, 2,002 values kept incrementally by the position): 45.1% over 144
/// games against it (W60 D10 L74, stopped). With the search of e6532f9, at 100,000 nodes
/// a move on the 788-opening book (seed 6, 600 games each against this network): refitted
/// to 48,000 fresh games at 3,000 nodes a move (`tune-eval games 700000 24000 3000` and
/// `724000 24000 3000`; test loss 0.4082 at pass 72) 50.2% (W277 D49 L274), the same
/// network read only in quiet positions (this one in the rest) 50.8% (W279 D52 L269), the
/// two networks' mean 51.4% (W281 D55 L264); refitted to the next 48,000 (seeds 748000
/// and 772000) 48.6% (W275 D33 L292), to all 96,000 47.2% (W264 D39 L297); refitted with
/// the positions where the side to move has a four (its hand-set weights added to the
/// fit's output) 40.5% over 232 (W88 D12 L132, stopped). A refit now searches nearly as
/// well as this network, but none better, and more games did not help.
///
/// Nor did tuning by play rather than by results: SPSA of the output layer (the 50 skip
/// weights, the hand-set ones of the side to move's fours among them, the 32 output
/// weights and the bias). Each weight was moved a tenth of itself either way at random,
/// the two networks so made played a pair of games (colours swapped) at 10,000 nodes a
/// move on the 788-opening book, and the weights stepped towards the pair's winner:
/// 20,000 pairs, then 11,000 more from there with moves of a fifth. Against this network
/// they scored 51.9% (W288 D47 L265) and 51.7% (W290 D40 L270) at 100,000 nodes (seed 6),
/// and the second 48.5% over 200 games at 200 ms (W86 D22 L92). The weights that moved
/// furthest, the same way in both runs, were hand-set: the side to move's four-three (1,350
/// to 1,830), five points (1,012 to 1,320) and closed fours (68 to 105). Those three with
/// the other side's four-plus points (-68 to -99), the rest as here, scored the same
/// 51.9% at 100,000 nodes (W285 D53 L262) and 50.2% at 200 ms (W88 D25 L87): what
/// 10,000-node games teach does not hold in deeper searches, as scaling all the side to
/// move's four weights had found (`evaluate`).
///
/// Nor did games of better quality: refitted to self-play games at 10,000 nodes a move
/// (the games above had 3,000; `tune-eval games 900000 12000 10000`, then from 912000,
/// 924000 and 936000 likewise), 24,000 games (test loss 0.3895 at pass 112) scored 51.5%
/// over 200 games at 200 ms against this network (W94 D18 L88, seed 1), then 47.5% on
/// seed 2's openings (W88 D14 L98), 49.5% over 400; all 48,000 (test loss 0.3909 at pass
/// 60) 49.5% over 200 (W93 D12 L95, seed 1).
///
/// To fit another size, change this and first fill the weights files with zeros of that
/// shape: the fitting tool is built with the engine and its weights.
pub const HIDDEN: usize = 32;

pub struct Net {
    /// Per feature, its weight into each hidden unit.
    pub w1: [[f32; HIDDEN]; FEATURES],
    pub b1: [f32; HIDDEN],
    /// Per feature, its weight straight into the output.
    pub skip: Features,
    /// Per hidden unit, its weight into the output.
    pub v: [f32; HIDDEN],
    pub b2: f32,
}

/// Freestyle's network, the one `tune-eval fit-net` writes; standard's too. Standard kept
/// the first fit (16 units over 8,000 freestyle games) until this network, with
/// freestyle's search (`params::double_threat_searched_whole`, `params::probcut_tried`),
/// beat it there: 56.8% (W106 D15 L79, seed 1) and 56.0% (W103 D18 L79, seed 2) over 200
/// games each at 200 ms, 56.4% over 400. Alone, on the search of its day, this network had
/// scored 48.8% there against the first fit, and a fit to standard's own games 48.2%.
pub static NET: Net = include!("net_weights.rs");
/// Renju's networks, one for each colour to move: black's forbidden points make the same
/// counts mean different things for the two sides. Fitted to 26,000 renju games of the
/// Master before them, they scored 52.0% and 52.5% against the first network over two
/// matches of 200 games (one network for both colours, fitted to the same games, fitted
/// their positions worse: test loss 0.4929 against 0.4889 for the pair).
pub static NET_RENJU_BLACK: Net = include!("net_weights_renju_black.rs");
pub static NET_RENJU_WHITE: Net = include!("net_weights_renju_white.rs");

impl Net {
    /// The output for these features, in floating point: what the fitting tools read.
    /// The search runs the same network in integers (`quant::QuantNet`). Most features of
    /// a position are zero (the classes and combinations it does not hold), and they are
    /// skipped.
    #[cfg(any(test, feature = "arena"))]
    pub fn forward(&self, x: &Features) -> f32 {
        let mut hidden = self.b1;
        let mut out = self.b2;
        for ((&xf, w1), skip) in x.iter().zip(&self.w1).zip(&self.skip) {
            if xf != 0.0 {
                out += skip * xf;
                for (h, w) in hidden.iter_mut().zip(w1) {
                    *h += w * xf;
                }
            }
        }
        readout(&hidden, &self.v, out)
    }
}

/// The output from the hidden units' sums and the skip layer's `out`: unit `i` rectified
/// and weighed by `v[i]` into lane `i % LANES`, then the lanes added pairwise
/// (`add_lanes`). Eight sums side by side, where one sum of 32 waited on each addition in
/// turn: it took a third of the evaluation's time. The integer network's vector passes
/// sum their lanes in this order too (`quant`).
pub(super) fn readout(hidden: &[f32; HIDDEN], v: &[f32; HIDDEN], out: f32) -> f32 {
    let mut lanes = [0.0f32; LANES];
    for (h, v) in hidden.chunks_exact(LANES).zip(v.chunks_exact(LANES)) {
        for ((sum, h), v) in lanes.iter_mut().zip(h).zip(v) {
            *sum += h.max(0.0) * v;
        }
    }
    out + add_lanes(lanes)
}

/// The lanes an output's terms are summed in (one AVX2 register).
pub(super) const LANES: usize = 8;

/// The lanes' total, added in pairs the way the AVX2 pass does: the same roundings.
pub(super) fn add_lanes(s: [f32; LANES]) -> f32 {
    ((s[0] + s[4]) + (s[2] + s[6])) + ((s[1] + s[5]) + (s[3] + s[7]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::Position;
    use crate::engine::eval::evaluate;
    use crate::rules::{Board, Pos, Rule};

    /// The plain formula, every feature counted.
    fn dense(net: &Net, x: &Features) -> f32 {
        let mut out = net.b2;
        for j in 0..HIDDEN {
            let h: f32 = net.b1[j] + x.iter().zip(&net.w1).map(|(x, w)| x * w[j]).sum::<f32>();
            out += h.max(0.0) * net.v[j];
        }
        out + (0..FEATURES).map(|f| net.skip[f] * x[f]).sum::<f32>()
    }

    /// Features for a test, from a xorshift `seed`: half of them zero, the rest small
    /// counts.
    fn random_features(seed: &mut u64) -> Features {
        let mut x = [0.0; FEATURES];
        for x in &mut x {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *x = if seed.is_multiple_of(2) {
                0.0
            } else {
                (*seed % 40) as f32
            };
        }
        x
    }

    #[test]
    fn skipping_zero_features_gives_the_plain_formula() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            let x = random_features(&mut seed);
            let (fast, plain) = (NET.forward(&x), dense(&NET, &x));
            assert!(
                (fast - plain).abs() <= 1e-3 * plain.abs().max(1.0),
                "{fast} {plain}"
            );
        }
    }

    fn position(moves: &[(u8, u8)]) -> Position {
        let mut board = Board::new(15);
        for &(x, y) in moves {
            assert!(board.play(Pos::new(x, y)));
        }
        Position::new(&board, Rule::Freestyle)
    }

    #[test]
    fn an_open_three_weighs_against_the_side_that_must_answer_it() {
        // Black has two in a row in the middle, white two stones nearby; black's third
        // stone either makes an open three or goes to the corner.
        let start = [(7, 7), (6, 8), (8, 7), (8, 9)];
        let three = position(&[&start[..], &[(9, 7)]].concat());
        let corner = position(&[&start[..], &[(0, 14)]].concat());
        // White to move in both: the open three is worse for it.
        assert!(
            evaluate(&three) < evaluate(&corner) - 100,
            "{} {}",
            evaluate(&three),
            evaluate(&corner)
        );
    }
}
