//! The evaluation's network: one hidden layer of `HIDDEN` rectified units over the
//! position's features (`features::of`), beside a linear layer over them (the skip). Its
//! output is the side to move's chance as a logit times `tune::SCALE`: the evaluation's
//! units, so the search's margins keep their meaning.
//!
//! The features the network does not see (`tune::net_input`: shapes no quiet position
//! holds, such as the side to move's own fours) have hand-set skip weights and no hidden
//! connections. The weights are fitted by `tune-eval fit-net`, which prints
//! `net_weights.rs`.

use super::features::{FEATURES, Features};
use crate::rules::Rule;

/// Freestyle's network has 32 units fitted to 32,000 self-play games (test loss 0.4218,
/// where 16 units reached 0.4246 on the same games); it scored 56.8% over 200 games at
/// 200 ms against 16 units fitted to 16,000 games, which scored 55.2% over 400 against the
/// first fit (issue 37). Earlier, 32 units on 8,000 games scored 44.5% over 55: the size
/// pays only with the data. To fit another size, change this and first fill the weights
/// files with zeros of that shape: the fitting tool is built with the engine and its
/// weights.
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

/// Freestyle's network, the one `tune-eval fit-net` writes.
pub static NET: Net = include!("net_weights.rs");
/// The first fit (16 units, 4,000 freestyle games; its other 16 units have no weights).
/// Standard and renju keep it: freestyle's refit played renju at 48.5% against it, and
/// refits to games of their own rule did not gain (renju 51.0%, standard 48.2%, 200 games).
pub static NET_FIRST: Net = include!("net_weights_first.rs");

/// The network that evaluates positions under `rule`.
pub fn for_rule(rule: Rule) -> &'static Net {
    match rule {
        Rule::Freestyle => &NET,
        Rule::Standard | Rule::Renju => &NET_FIRST,
    }
}

impl Net {
    /// The output for these features. Most features of a position are zero (the classes
    /// and combinations it does not hold), and they are skipped.
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
        for (h, v) in hidden.iter().zip(&self.v) {
            out += h.max(0.0) * v;
        }
        out
    }
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

    #[test]
    fn skipping_zero_features_gives_the_plain_formula() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            let mut x = [0.0; FEATURES];
            for x in &mut x {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Half the features zero, the rest small counts.
                *x = if seed.is_multiple_of(2) {
                    0.0
                } else {
                    (seed % 40) as f32
                };
            }
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
