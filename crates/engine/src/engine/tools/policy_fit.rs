//! Fitting the move ordering's values (`tune-eval fit-order`): the ordering score of a
//! move (`movegen::move_score`) is a value of the point's shape for the side to move plus
//! one of its shape for the other side (`board::shape`). This fits both tables to the
//! moves self-play chose, as a softmax over each position's candidates, starting from the
//! hand-made scores so that the fit only moves what the games show. Renju's black and
//! white have tables of their own (black's forbidden points change what its shapes are
//! worth to both); elsewhere both colours share one pair.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;

use crate::engine::board::class::{LEVELS, first_class, threat_class};
use crate::engine::board::movegen::{ShapeScores, candidates, defences, must_defend};
use crate::engine::board::pattern::{
    B1, B2, B3, B4, F1, F2, F3, F4, FIVE, FOUR_PATTERNS, NONE, PATTERN_COUNT, four_of_index,
};
use crate::engine::board::shape::{SHAPES, point_shape};
use crate::engine::board::{Position, Side, side_of};
use crate::rules::{Board, Pos, Rule};

/// The weights fitted: per colour to move, per shape, its value to the side to move, then
/// to the other side.
pub const WEIGHTS: usize = 4 * SHAPES;

const BATCH: usize = 256;
const RATE: f32 = 0.02;
const MAX_EPOCHS: usize = 30;
const PATIENCE: usize = 3;
/// Hand-made scores of fives and open fours reach a million: as logits they would only
/// say "certain", and the fit leaves them be.
const MOST: f32 = 60.0;
/// The ordering units a logit is worth. The hand-made scores predict the games' moves
/// best at the highest temperatures tried (4,778 of 5 to 5,000: their threat values span
/// 20,000 to a million); at this one a killer (3,000) or a full history (2,000) is worth
/// about half a logit.
pub const TEMPERATURE: f32 = 5_000.0;

/// A position's candidate moves as weight index pairs (`weight_index`: own shape, the
/// other side's), and which of them was played.
pub struct OrderSample {
    pub moves: Vec<(u16, u16)>,
    pub played: usize,
}

/// The sample of the position `board` before `played`: `None` where no ordering is asked
/// (a five to make or to stop) or the move is not among the candidates.
pub fn sample(board: &Board, rule: Rule, played: Pos) -> Option<OrderSample> {
    let pos = Position::new(board, rule);
    let me = side_of(board.to_move());
    if pos.has_five_point(me) || pos.five_points(me ^ 1).1 > 0 {
        return None;
    }
    let mut list = Vec::new();
    if must_defend(&pos) {
        defences(&pos, &mut list);
    } else {
        candidates(&pos, &mut list);
    }
    let target = pos.cell(played);
    let played = list.iter().position(|&(c, _)| c == target)?;
    let moves = list
        .iter()
        .map(|&(c, _)| {
            let own = point_shape(pos.pats(c, me));
            let theirs = point_shape(pos.pats(c, me ^ 1));
            (
                weight_index(rule, me, false, own),
                weight_index(rule, me, true, theirs),
            )
        })
        .collect();
    Some(OrderSample { moves, played })
}

/// Which weight a shape reads with `me` to move: for the side to move, or for the other
/// side (`theirs`).
fn weight_index(rule: Rule, me: Side, theirs: bool, shape: u16) -> u16 {
    let colour = if rule == Rule::Renju { me } else { 0 };
    ((2 * colour + usize::from(theirs)) * SHAPES) as u16 + shape
}

/// Per-line worth of a move for attack (our pattern there) and defence (theirs), in the
/// hand-made scores the engine ordered its moves by before the fit.
const ATTACK: [i32; PATTERN_COUNT] = by_pattern([0, 2, 5, 8, 30, 40, 300, 350, 3_000, 50_000]);
const DEFEND: [i32; PATTERN_COUNT] = by_pattern([0, 1, 3, 6, 20, 30, 200, 250, 2_000, 30_000]);
/// Per threat level across the four lines (`class`), its worth on top.
const THREAT_ATTACK: [i32; LEVELS] = [0, 0, 20_000, 40_000, 100_000, 1_000_000];
const THREAT_DEFEND: [i32; LEVELS] = [0, 0, 10_000, 15_000, 50_000, 500_000];

/// A table over the patterns from values for NONE, B1, F1, .., FIVE (overline is worth 0).
const fn by_pattern(v: [i32; 10]) -> [i32; PATTERN_COUNT] {
    let order = [NONE, B1, F1, B2, F2, B3, F3, B4, F4, FIVE];
    let mut t = [0; PATTERN_COUNT];
    let mut i = 0;
    while i < 10 {
        t[order[i] as usize] = v[i];
        i += 1;
    }
    t
}

/// The hand-made scores of each shape: its threat level's worth and each line's.
pub fn hand_made_scores() -> ShapeScores {
    let level = |class: u8| {
        (0..LEVELS)
            .rev()
            .find(|&l| class as usize >= first_class(l))
    };
    let mut own = [0; SHAPES];
    let mut theirs = [0; SHAPES];
    // Every order of four patterns: each shape is written once per order, the same.
    for p in (0..FOUR_PATTERNS).map(four_of_index) {
        let (shape, l) = (point_shape(p) as usize, level(threat_class(p)).unwrap_or(0));
        own[shape] = THREAT_ATTACK[l] + p.iter().map(|&p| ATTACK[p as usize]).sum::<i32>();
        theirs[shape] = THREAT_DEFEND[l] + p.iter().map(|&p| DEFEND[p as usize]).sum::<i32>();
    }
    (own, theirs)
}

/// The hand-made scores as the fit's weights, for both colours.
pub fn hand_made() -> Vec<f32> {
    let (own, theirs) = hand_made_scores();
    let one = own.iter().chain(theirs.iter()).map(|&v| v as f32);
    one.clone().chain(one).collect()
}

/// The fitted scores (in the ordering's units, as `WEIGHTS` lays them out) as the Rust
/// expression of a scores file: black's pair of tables, then white's.
pub fn source(scores: &[f32], how: &str) -> String {
    let list = |v: &[f32]| {
        v.iter()
            .map(|x| (x.round() as i64).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!("// Written by {how}; do not edit.\n[\n");
    for pair in scores.chunks(2 * SHAPES) {
        let (own, theirs) = pair.split_at(SHAPES);
        out += &format!("    ([{}], [{}]),\n", list(own), list(theirs));
    }
    out + "]\n"
}

/// How well logits `w` order the samples: the mean negative log-likelihood of the played
/// move, and how often it comes first.
pub fn quality(w: &[f32], samples: &[OrderSample]) -> (f64, f64) {
    let (mut nll, mut first) = (0.0f64, 0usize);
    let mut z = Vec::new();
    for s in samples {
        logits(w, s, &mut z);
        let top = z.iter().cloned().fold(f32::MIN, f32::max);
        let sum: f32 = z.iter().map(|&v| (v - top).exp()).sum();
        nll += (top + sum.ln() - z[s.played]) as f64;
        // Ties count against the played move: the order breaks them by point, not by
        // anything the games say.
        if z.iter()
            .enumerate()
            .all(|(i, &v)| i == s.played || v < z[s.played])
        {
            first += 1;
        }
    }
    let n = samples.len().max(1) as f64;
    (nll / n, first as f64 / n)
}

fn logits(w: &[f32], s: &OrderSample, z: &mut Vec<f32>) {
    z.clear();
    z.extend(
        s.moves
            .iter()
            .map(|&(a, b)| (w[a as usize] + w[b as usize]).min(MOST)),
    );
}

/// A fit: the tables in the ordering's units, and how well they order.
pub struct Fit {
    pub scores: Vec<f32>,
    /// The hand-made scores' test quality and the fit's (`quality`).
    pub hand: (f64, f64),
    pub fitted: (f64, f64),
    pub epoch: usize,
}

/// Adam on the logits from the hand-made scores (over `TEMPERATURE`); each pass
/// that does not improve the test likelihood halves the rate from the best so far.
pub fn fit(train: &mut [OrderSample], test: &[OrderSample], seed: u64) -> Fit {
    let hand = hand_made();
    let t = TEMPERATURE;
    let mut w: Vec<f32> = hand.iter().map(|v| v / t).collect();
    let hand_quality = quality(&w, test);
    let mut best = (hand_quality.0, w.clone(), 0);
    let (mut m, mut v) = (vec![0.0f32; WEIGHTS], vec![0.0f32; WEIGHTS]);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut steps, mut rate, mut misses) = (0, RATE, 0);
    let mut z = Vec::new();
    for epoch in 1..=MAX_EPOCHS {
        train.shuffle(&mut rng);
        for batch in train.chunks(BATCH) {
            let mut g = vec![0.0f32; WEIGHTS];
            for s in batch {
                logits(&w, s, &mut z);
                let top = z.iter().cloned().fold(f32::MIN, f32::max);
                let sum: f32 = z.iter().map(|&v| (v - top).exp()).sum();
                for (i, (&(a, b), &zi)) in s.moves.iter().zip(&z).enumerate() {
                    let p = (zi - top).exp() / sum;
                    let e = p - if i == s.played { 1.0 } else { 0.0 };
                    if zi < MOST {
                        g[a as usize] += e;
                        g[b as usize] += e;
                    }
                }
            }
            steps += 1;
            let (c1, c2) = (1.0 - 0.9f32.powi(steps), 1.0 - 0.999f32.powi(steps));
            let k = 1.0 / batch.len() as f32;
            for i in 0..WEIGHTS {
                let g = g[i] * k;
                m[i] = 0.9 * m[i] + 0.1 * g;
                v[i] = 0.999 * v[i] + 0.001 * g * g;
                w[i] -= rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
            }
        }
        let q = quality(&w, test);
        eprintln!("pass {epoch}: test nll {:.4}, first {:.3}", q.0, q.1);
        if q.0 < best.0 {
            best = (q.0, w.clone(), epoch);
        } else {
            misses += 1;
            if misses >= PATIENCE {
                break;
            }
            rate *= 0.5;
            w.clone_from(&best.1);
        }
    }
    let fitted = quality(&best.1, test);
    Fit {
        scores: best.1.iter().map(|v| v * t).collect(),
        hand: hand_quality,
        fitted,
        epoch: best.2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions of three candidates where the game always played the one whose shape
    /// for the side to move is `liked`, though the hand-made scores rank it last.
    fn rows(liked: u16, other: u16) -> Vec<OrderSample> {
        let theirs = weight_index(Rule::Freestyle, 0, true, 0);
        (0..3000)
            .map(|_| OrderSample {
                moves: vec![(other, theirs), (liked, theirs), (other, theirs)],
                played: 1,
            })
            .collect()
    }

    #[test]
    fn the_fit_learns_the_shape_the_games_play() {
        let hand = hand_made();
        // Two quiet shapes the hand-made scores order: the games prefer the weaker.
        let (mut weak, mut strong) = (0u16, 0u16);
        for s in 1..SHAPES as u16 {
            if hand[s as usize] > 0.0 && hand[s as usize] < 100.0 {
                weak = s;
            }
            if hand[s as usize] > 200.0 && hand[s as usize] < 1_000.0 {
                strong = s;
            }
        }
        assert!(weak > 0 && strong > 0);
        let mut train = rows(weak, strong);
        let test = rows(weak, strong);
        let fitted = fit(&mut train, &test, 5);
        assert!(fitted.hand.1 < 0.01, "{:?}", fitted.hand);
        assert!(fitted.fitted.1 > 0.99, "{:?}", fitted.fitted);
        assert!(fitted.scores[weak as usize] > fitted.scores[strong as usize]);
    }

    #[test]
    fn the_hand_made_scores_are_each_lines_worth_and_the_threat_level() {
        let (own, theirs) = hand_made_scores();
        // An open three and a two on another line: threat level 1 (worth nothing extra)
        // plus the lines' worth.
        let s = point_shape([F3, F2, NONE, NONE]) as usize;
        assert_eq!(own[s], ATTACK[F3 as usize] + ATTACK[F2 as usize]);
        assert_eq!(theirs[s], DEFEND[F3 as usize] + DEFEND[F2 as usize]);
        // A four-three: level 3; a double four: level 4.
        let s = point_shape([B4, F3, NONE, NONE]) as usize;
        assert_eq!(
            own[s],
            THREAT_ATTACK[3] + ATTACK[B4 as usize] + ATTACK[F3 as usize]
        );
        let s = point_shape([B4, B4, NONE, NONE]) as usize;
        assert_eq!(theirs[s], THREAT_DEFEND[4] + 2 * DEFEND[B4 as usize]);
    }

    #[test]
    fn a_sample_lists_the_candidates_and_finds_the_move_played() {
        let mut board = Board::new(15);
        for (x, y) in [(7, 7), (8, 8), (7, 8)] {
            assert!(board.play(Pos::new(x, y)));
        }
        let s = sample(&board, Rule::Freestyle, Pos::new(7, 9)).expect("a candidate");
        let pos = Position::new(&board, Rule::Freestyle);
        let mut list = Vec::new();
        candidates(&pos, &mut list);
        assert_eq!(s.moves.len(), list.len());
        let c = pos.cell(Pos::new(7, 9));
        let me = side_of(board.to_move());
        assert_eq!(list[s.played].0, c);
        assert_eq!(s.moves[s.played].0, point_shape(pos.pats(c, me)));
        // Outside renju both colours read the first pair of tables.
        assert!(
            s.moves
                .iter()
                .all(|&(a, b)| (a as usize) < 2 * SHAPES && (b as usize) < 2 * SHAPES)
        );
        // A move far from every stone is no candidate.
        assert!(sample(&board, Rule::Freestyle, Pos::new(0, 0)).is_none());
    }
}
