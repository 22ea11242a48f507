//! Fitting the evaluation's weights (the `tune-eval` tool): the features
//! `eval::evaluate` weighs, read from a position, and a logistic fit of the weights to a
//! target: who won the game a quiet position came from (Texel's method), or what a deeper
//! search makes of the position, through the same logistic curve. A search's score is far
//! less noisy than one game's result.

use crate::rules::{Board, Rule};

use crate::engine::board::class::{
    CLASSES, DOUBLE_FOUR, DOUBLE_THREE, DOUBLE_TWO, FOUR, FOUR_PLUS,
};
use crate::engine::board::pattern::{B1, F3, F4};
use crate::engine::board::{PATTERN_COUNT, Position};
use crate::engine::eval::features::{self, PER_SIDE};
pub use crate::engine::eval::features::{FEATURES, Features};

/// What an evaluation means (`eval::SCALE`, where the coach reads it too).
pub use crate::engine::eval::SCALE;

// The linear evaluation's weights, which the network (`net`) replaced: what
// `tune-eval fit` starts from and prints again, and the hand-set values that the
// network's fit copies for the shapes it does not see (`net_input`). A logistic
// model of the side to move's chance to win at the evaluation's scale (`SCALE`), fitted
// to the results of freestyle 15x15 self-play games. Shapes no quiet position holds keep
// the values the fit started from (the hand-set ones): the side to move's own fours,
// fives and four-threes, and the other side's five. Indexed by `Pattern` and by threat
// class; the combinations by `combo`. Class and combination weights overlap (a double
// three is both): only their sums mean much. The classes (a four or an open three split
// by what the point also makes on its other lines, and the double two) took the fit's
// test loss from 0.485 to 0.469 and scored 53.8% against the levels alone over 600 games
// (W319 D7 L274 at 200 ms). Splitting them further by whether the other lines' shapes
// are open twos or closed threes (13 classes) left the test loss where it was (0.46030
// to 0.46020, the training loss falling to 0.4498: fitting noise). The network, on the
// same kind of positions, reached 0.431 where this linear fit reached 0.469.
// The side to move's hand-set four weights (its fours, open-four points, four-threes and
// double fours: what a network reads in the positions it was not fitted to, about three
// evaluations in four) were tried in play, all scaled alike, against these in freestyle
// at 200 ms over 200 games: half 48.2% (W91 D11 L98), 1.6 times 53.2% (W98 D17 L85),
// 1.4 times 47.8% on other openings (seed 2, W90 D11 L99), 2.5 times 41.1% (stopped at
// 186). Scaling the whole evaluation by 0.85 against the search's margins scored 47.2%
// (W88 D13 L99).
const OWN_PATTERN: [i32; PATTERN_COUNT] = [0, 0, -6, -9, 5, 3, 56, 107, 68, 338, 1012];
const THEIR_PATTERN: [i32; PATTERN_COUNT] = [0, 0, 9, 9, 1, 0, -37, -128, -265, -766, -900];
const OWN_CLASS: [i32; CLASSES] = [0, 65, 59, 59, 47, 98, -439, 0, 0, 0];
const THEIR_CLASS: [i32; CLASSES] = [0, -61, 49, -305, -4, -156, -659, -1424, 80, 0];
const OWN_COMBO: [i32; 4] = [0, 155, 1350, 2812];
const THEIR_COMBO: [i32; 4] = [0, 949, 790, -280];

/// The features of the position after `board` (`features::of`); `None` when it is not
/// quiet: the side to move has a four to make or the other a five.
pub fn features(board: &Board, rule: Rule) -> Option<Features> {
    let pos = Position::new(board, rule);
    let me = pos.to_move();
    if pos.has_four_move(me) || pos.has_five_point(me ^ 1) {
        return None;
    }
    Some(features::of(&pos))
}

/// The linear evaluation's weights, laid out as `features`.
pub fn weights() -> Features {
    let mut w = [0.0; FEATURES];
    let sides = [
        (&OWN_PATTERN, &OWN_CLASS, &OWN_COMBO),
        (&THEIR_PATTERN, &THEIR_CLASS, &THEIR_COMBO),
    ];
    for (i, (pattern, class, combo)) in sides.into_iter().enumerate() {
        let values = pattern.iter().chain(class).chain(combo);
        for (w, &v) in w[i * PER_SIDE..].iter_mut().zip(values) {
            *w = v as f32;
        }
    }
    w
}

/// Whether a feature can be learnt from quiet positions (the side to move has no four to
/// make, the other side no five), those the fits read: the shapes a quiet freestyle
/// position can hold. Not the empty shape, class 0 or "no combination" (each the rest of
/// a whole, so in a linear fit they say nothing the others do not), nor overlines (none in
/// freestyle); nor what the quiet filter rules out: the side to move's fours and fives and
/// what needs a four (four-threes, double fours), and the other side's five.
pub fn learnable(f: usize) -> bool {
    let (own, i) = (f < PER_SIDE, f % PER_SIDE);
    if i < PATTERN_COUNT {
        let most = if own { F3 } else { F4 };
        return (B1..=most).contains(&(i as u8));
    }
    let i = i - PATTERN_COUNT;
    if i < CLASSES {
        let own_four = [FOUR, FOUR_PLUS].contains(&(i as u8));
        let most = if own { DOUBLE_THREE } else { DOUBLE_FOUR };
        return (DOUBLE_TWO..=most).contains(&(i as u8)) && !(own && own_four);
    }
    let combination = i - CLASSES;
    (1..=if own { 1 } else { 3 }).contains(&combination)
}

/// Whether the network sees a feature: the learnable ones, and the rests of each whole
/// (no pattern, class 0, no combination), which tell it how much of the board is still
/// empty. The others are never seen in a quiet position, so the network could only guess
/// at them: they keep hand-set weights.
pub fn net_input(f: usize) -> bool {
    let i = f % PER_SIDE;
    learnable(f) || i == 0 || i == PATTERN_COUNT || i == PATTERN_COUNT + CLASSES
}

/// A quiet position and its target: the side to move's chance, from its game's result
/// (1 won, 0 lost, 0.5 drawn) or from a search's score (`target_of_score`).
pub struct Sample {
    pub x: Features,
    pub target: f32,
}

pub fn dot(w: &Features, x: &Features) -> f32 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

pub fn sigmoid(v: f32) -> f32 {
    1.0 / (1.0 + (-v).exp())
}

/// Mean cross-entropy between the chances some logits predict and the targets: the loss
/// both fits (the linear one and the network's) lower.
pub fn mean_cross_entropy(logits_and_targets: impl Iterator<Item = (f32, f32)>) -> f64 {
    let (mut total, mut n) = (0.0, 0usize);
    for (z, t) in logits_and_targets {
        let p = sigmoid(z).clamp(1e-6, 1.0 - 1e-6);
        total += -(t * p.ln() + (1.0 - t) * (1.0 - p).ln()) as f64;
        n += 1;
    }
    total / n.max(1) as f64
}

/// Mean cross-entropy between `sigmoid(w·x / scale)` and the targets.
pub fn loss(w: &Features, scale: f32, samples: &[Sample]) -> f64 {
    mean_cross_entropy(samples.iter().map(|s| (dot(w, &s.x) / scale, s.target)))
}

/// The scale at which `w` predicts the targets best (within 5%).
pub fn best_scale(w: &Features, samples: &[Sample]) -> f32 {
    let mut best = (f64::MAX, 1.0);
    let mut scale = 20.0;
    while scale < 20_000.0 {
        let l = loss(w, scale, samples);
        if l < best.0 {
            best = (l, scale);
        }
        scale *= 1.05;
    }
    best.1
}

/// Adam from `w` on the learnable weights, `steps` full passes over `train`; returns the
/// weights that did best on `test` along the way (early stopping) and their loss.
pub fn fit(
    mut w: Features,
    scale: f32,
    train: &[Sample],
    test: &[Sample],
    steps: u32,
) -> (Features, f64) {
    // Features differ in size by orders of magnitude (hundreds of empty-point shapes, a
    // few threats): one step size in units of each feature's spread suits them all.
    let mut spread = [1.0f32; FEATURES];
    let n = train.len().max(1) as f32;
    for (f, sp) in spread.iter_mut().enumerate() {
        let mean = train.iter().map(|s| s.x[f]).sum::<f32>() / n;
        let var = train.iter().map(|s| (s.x[f] - mean).powi(2)).sum::<f32>() / n;
        *sp = var.sqrt().max(1e-3);
    }
    let (mut m, mut v) = ([0.0f32; FEATURES], [0.0f32; FEATURES]);
    let mut best = (w, loss(&w, scale, test));
    for step in 1..=steps as i32 {
        let mut grad = [0.0f32; FEATURES];
        for s in train {
            let e = sigmoid(dot(&w, &s.x) / scale) - s.target;
            for (g, x) in grad.iter_mut().zip(&s.x) {
                *g += e * x / scale;
            }
        }
        for f in (0..FEATURES).filter(|&f| learnable(f)) {
            let g = grad[f] / n;
            m[f] = 0.9 * m[f] + 0.1 * g;
            v[f] = 0.999 * v[f] + 0.001 * g * g;
            let (mh, vh) = (
                m[f] / (1.0 - 0.9f32.powi(step)),
                v[f] / (1.0 - 0.999f32.powi(step)),
            );
            w[f] -= 2.0 / spread[f] * mh / (vh.sqrt() + 1e-9);
        }
        let l = loss(&w, scale, test);
        if l < best.1 {
            best = (w, l);
        }
    }
    best
}

/// A search's score as a target: the side to move's chance at the evaluation's scale.
pub fn target_of_score(score: i32) -> f32 {
    sigmoid(score as f32 / SCALE)
}

/// The weights as the Rust constants above, rounded.
pub fn constants(w: &Features) -> String {
    let list = |v: &[f32]| {
        v.iter()
            .map(|x| (x.round() as i32).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = String::new();
    for (i, who) in ["OWN", "THEIR"].into_iter().enumerate() {
        let side = &w[i * PER_SIDE..(i + 1) * PER_SIDE];
        let (pattern, rest) = side.split_at(PATTERN_COUNT);
        let (class, combo) = rest.split_at(CLASSES);
        out += &format!(
            "const {who}_PATTERN: [i32; PATTERN_COUNT] = [{}];\n",
            list(pattern)
        );
        out += &format!("const {who}_CLASS: [i32; CLASSES] = [{}];\n", list(class));
        out += &format!("const {who}_COMBO: [i32; 4] = [{}];\n", list(combo));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::net::{NET, NET_RENJU_BLACK, NET_RENJU_WHITE};

    #[test]
    fn every_network_keeps_the_hand_set_weights_of_what_it_does_not_see() {
        let w = weights();
        let unseen: Vec<usize> = (0..FEATURES).filter(|&f| !net_input(f)).collect();
        assert!(unseen.len() >= 10, "{unseen:?}");
        for (name, net) in [
            ("freestyle", &NET),
            ("renju black", &NET_RENJU_BLACK),
            ("renju white", &NET_RENJU_WHITE),
        ] {
            for &f in &unseen {
                assert_eq!(net.skip[f], w[f], "{name}: feature {f}");
                assert!(net.w1[f].iter().all(|&x| x == 0.0), "{name}: feature {f}");
            }
        }
    }

    #[test]
    fn fitting_lowers_the_loss_of_results_the_weights_misjudge() {
        // Results that follow the first learnable feature, with the weights starting at
        // zero: the fit must find it.
        let mut rows = Vec::new();
        for i in 0..400 {
            let mut x = [0.0; FEATURES];
            let f = (0..FEATURES).find(|&f| learnable(f)).unwrap();
            x[f] = (i % 20) as f32 - 10.0;
            rows.push(Sample {
                x,
                target: if x[f] > 0.0 { 1.0 } else { 0.0 },
            });
        }
        let zero = [0.0; FEATURES];
        let (w, test_loss) = fit(zero, 100.0, &rows, &rows, 200);
        assert!(test_loss < 0.5 * loss(&zero, 100.0, &rows));
        assert!(w.iter().enumerate().all(|(f, &v)| learnable(f) || v == 0.0));
    }

    #[test]
    fn the_constants_list_every_weight() {
        let text = constants(&weights());
        let list = |v: &[i32]| {
            v.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        for (name, values) in [
            ("OWN_PATTERN", list(&OWN_PATTERN)),
            ("OWN_CLASS", list(&OWN_CLASS)),
            ("OWN_COMBO", list(&OWN_COMBO)),
            ("THEIR_PATTERN", list(&THEIR_PATTERN)),
            ("THEIR_CLASS", list(&THEIR_CLASS)),
            ("THEIR_COMBO", list(&THEIR_COMBO)),
        ] {
            assert!(text.contains(&format!("{name}: ")), "{name}");
            assert!(text.contains(&format!("= [{values}];")), "{name}: {values}");
        }
        assert_eq!(text.lines().count(), 6);
    }
}
