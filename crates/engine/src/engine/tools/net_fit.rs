//! Fitting the evaluation's network (`tune-eval fit-net`) to the same quiet positions and
//! targets as the linear fit (`tune`): Adam over mini-batches of the training games'
//! positions, stopping where the held-out games' loss was lowest. The inputs are scaled to
//! unit spread while fitting, and the scaling is folded into the weights at the end, so
//! the engine reads raw counts.

use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use super::tune::{SCALE, Sample, mean_cross_entropy, net_input, sigmoid, weights};
use crate::engine::eval::features::FEATURES;
use crate::engine::eval::net::{HIDDEN, Net};

const BATCH: usize = 256;
const RATE: f32 = 1e-3;
/// Weight decay on the hidden layer's inputs, against fitting single games.
const DECAY: f32 = 1e-4;
/// Passes over the training positions at most, and passes without a better test loss
/// before stopping.
const MAX_EPOCHS: usize = 300;
const PATIENCE: usize = 20;

/// A fitted network and how well it predicts.
pub struct Fit {
    pub net: Net,
    pub train_loss: f64,
    pub test_loss: f64,
    /// The pass whose weights were kept, from 1.
    pub epoch: usize,
}

/// The parameters over the network's inputs in scaled units, flat for Adam: the skip
/// weights, the output's bias, the hidden weights (input-major), their biases, and the
/// hidden units' output weights.
struct Params {
    inputs: usize,
    p: Vec<f32>,
}

impl Params {
    fn len(inputs: usize) -> usize {
        inputs + 1 + inputs * HIDDEN + 2 * HIDDEN
    }
    fn bias(&self) -> usize {
        self.inputs
    }
    fn w1(&self) -> usize {
        self.inputs + 1
    }
    fn b1(&self) -> usize {
        self.w1() + self.inputs * HIDDEN
    }
    fn v(&self) -> usize {
        self.b1() + HIDDEN
    }

    /// The logit for scaled inputs `x`, and the hidden units' activations.
    fn forward(&self, x: &[f32], hidden: &mut [f32; HIDDEN]) -> f32 {
        let p = &self.p;
        hidden.copy_from_slice(&p[self.b1()..self.v()]);
        let mut z = p[self.bias()];
        for (i, &xi) in x.iter().enumerate() {
            z += p[i] * xi;
            let row = &p[self.w1() + i * HIDDEN..][..HIDDEN];
            for (h, w) in hidden.iter_mut().zip(row) {
                *h += w * xi;
            }
        }
        for (h, v) in hidden.iter_mut().zip(&p[self.v()..]) {
            *h = h.max(0.0);
            z += *h * v;
        }
        z
    }

    /// Adds the gradient of the cross-entropy at one position to `g`.
    fn backward(&self, x: &[f32], target: f32, g: &mut [f32]) {
        let mut hidden = [0.0; HIDDEN];
        let e = sigmoid(self.forward(x, &mut hidden)) - target;
        let (w1, b1, v) = (self.w1(), self.b1(), self.v());
        for (i, &xi) in x.iter().enumerate() {
            g[i] += e * xi;
        }
        g[self.bias()] += e;
        for j in 0..HIDDEN {
            g[v + j] += e * hidden[j];
            if hidden[j] > 0.0 {
                let d = e * self.p[v + j];
                g[b1 + j] += d;
                for (i, &xi) in x.iter().enumerate() {
                    g[w1 + i * HIDDEN + j] += d * xi;
                }
            }
        }
    }

    fn loss(&self, rows: &[(Vec<f32>, f32)]) -> f64 {
        let mut hidden = [0.0; HIDDEN];
        mean_cross_entropy(rows.iter().map(|(x, t)| (self.forward(x, &mut hidden), *t)))
    }
}

/// Fits a network to `train`, keeping the weights that did best on `test`; `seed` sets
/// the starting weights and the order of the positions.
pub fn fit(train: &[Sample], test: &[Sample], seed: u64) -> Fit {
    let inputs: Vec<usize> = (0..FEATURES).filter(|&f| net_input(f)).collect();
    let n = train.len().max(1) as f32;
    let mean: Vec<f32> = inputs
        .iter()
        .map(|&f| train.iter().map(|s| s.x[f]).sum::<f32>() / n)
        .collect();
    let spread: Vec<f32> = inputs
        .iter()
        .zip(&mean)
        .map(|(&f, m)| {
            let var = train.iter().map(|s| (s.x[f] - m).powi(2)).sum::<f32>() / n;
            var.sqrt() + 1e-3
        })
        .collect();
    let scaled = |samples: &[Sample]| -> Vec<(Vec<f32>, f32)> {
        samples
            .iter()
            .map(|s| {
                let x = inputs
                    .iter()
                    .zip(mean.iter().zip(&spread))
                    .map(|(&f, (m, sd))| (s.x[f] - m) / sd)
                    .collect();
                (x, s.target)
            })
            .collect()
    };
    let (mut train_rows, test_rows) = (scaled(train), scaled(test));

    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let d = inputs.len();
    let mut params = Params {
        inputs: d,
        p: vec![0.0; Params::len(d)],
    };
    // Hidden weights drawn with spread 1/sqrt(inputs), the rest from zero.
    let reach = (3.0 / d as f32).sqrt();
    let (w1, b1) = (params.w1(), params.b1());
    for w in &mut params.p[w1..b1] {
        *w = rng.random_range(-reach..reach);
    }

    let mut adam = Adam::new(params.p.len());
    let mut best = (params.loss(&test_rows), params.p.clone(), 0);
    for epoch in 1..=MAX_EPOCHS {
        train_rows.shuffle(&mut rng);
        for batch in train_rows.chunks(BATCH) {
            let mut g = vec![0.0; params.p.len()];
            for (x, t) in batch {
                params.backward(x, *t, &mut g);
            }
            let scale = 1.0 / batch.len() as f32;
            for (i, g) in g.iter_mut().enumerate() {
                *g *= scale;
                if (w1..b1).contains(&i) {
                    *g += DECAY * params.p[i];
                }
            }
            adam.step(&mut params.p, &g);
        }
        let test_loss = params.loss(&test_rows);
        if test_loss < best.0 {
            best = (test_loss, params.p.clone(), epoch);
        } else if epoch - best.2 >= PATIENCE {
            break;
        }
    }
    let (test_loss, p, epoch) = best;
    params.p = p;
    Fit {
        train_loss: params.loss(&train_rows),
        test_loss,
        epoch,
        net: fold(&params, &inputs, &mean, &spread),
    }
}

/// The engine's network from parameters over scaled inputs: raw counts in, the
/// evaluation's units out, and the hand-set weights for the features it does not see.
fn fold(params: &Params, inputs: &[usize], mean: &[f32], spread: &[f32]) -> Net {
    let p = &params.p;
    let mut net = Net {
        w1: [[0.0; HIDDEN]; FEATURES],
        b1: [0.0; HIDDEN],
        skip: weights(),
        v: [0.0; HIDDEN],
        b2: 0.0,
    };
    let mut b2 = p[params.bias()];
    net.b1.copy_from_slice(&p[params.b1()..params.v()]);
    for (i, &f) in inputs.iter().enumerate() {
        let (m, sd) = (mean[i], spread[i]);
        net.skip[f] = p[i] / sd * SCALE;
        b2 -= p[i] * m / sd;
        for j in 0..HIDDEN {
            let w = p[params.w1() + i * HIDDEN + j];
            net.w1[f][j] = w / sd;
            net.b1[j] -= w * m / sd;
        }
    }
    for j in 0..HIDDEN {
        net.v[j] = p[params.v() + j] * SCALE;
    }
    net.b2 = b2 * SCALE;
    net
}

struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
    steps: i32,
}

impl Adam {
    fn new(len: usize) -> Adam {
        Adam {
            m: vec![0.0; len],
            v: vec![0.0; len],
            steps: 0,
        }
    }

    fn step(&mut self, p: &mut [f32], g: &[f32]) {
        self.steps += 1;
        let (c1, c2) = (
            1.0 - 0.9f32.powi(self.steps),
            1.0 - 0.999f32.powi(self.steps),
        );
        for i in 0..p.len() {
            self.m[i] = 0.9 * self.m[i] + 0.1 * g[i];
            self.v[i] = 0.999 * self.v[i] + 0.001 * g[i] * g[i];
            p[i] -= RATE * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + 1e-8);
        }
    }
}

/// The network as the Rust expression of `net_weights.rs`, each weight written so that
/// it reads back exactly.
pub fn source(net: &Net, how: &str) -> String {
    let list = |v: &[f32]| {
        v.iter()
            .map(|x| format!("{x:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = format!("// Written by {how}; do not edit.\nNet {{\n    w1: [\n");
    for row in &net.w1 {
        out += &format!("        [{}],\n", list(row));
    }
    out += &format!("    ],\n    b1: [{}],\n", list(&net.b1));
    out += &format!("    skip: [{}],\n", list(&net.skip));
    out += &format!("    v: [{}],\n", list(&net.v));
    out += &format!("    b2: {:?},\n}}\n", net.b2);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::features::Features;
    use crate::engine::eval::net::Net;
    use crate::engine::tune::learnable;

    /// Positions where the side to move wins when exactly one of two shapes is on the
    /// board: no linear model does better than even odds there.
    fn exclusive_or() -> (Vec<Sample>, usize, usize) {
        let mut learnt = (0..FEATURES).filter(|&f| learnable(f));
        let (a, b) = (learnt.next().unwrap(), learnt.next().unwrap());
        let rows = (0..800)
            .map(|i| {
                let mut x: Features = [0.0; FEATURES];
                x[a] = (i % 2 * 4) as f32;
                x[b] = (i / 2 % 2 * 4) as f32;
                let one = (x[a] > 0.0) != (x[b] > 0.0);
                Sample {
                    x,
                    target: if one { 0.9 } else { 0.1 },
                }
            })
            .collect();
        (rows, a, b)
    }

    fn chance(net: &Net, x: &Features) -> f32 {
        sigmoid(net.forward(x) / SCALE)
    }

    #[test]
    fn the_network_learns_what_a_line_cannot() {
        let (rows, a, b) = exclusive_or();
        let fitted = fit(&rows, &rows, 7);
        // Even odds cost ln 2 = 0.693; the targets' own entropy is 0.325.
        assert!(fitted.test_loss < 0.45, "loss {}", fitted.test_loss);
        // Folded back to raw counts, the engine's network says the same.
        let mut x = [0.0; FEATURES];
        let both_off = chance(&fitted.net, &x);
        x[a] = 4.0;
        let one_on = chance(&fitted.net, &x);
        x[b] = 4.0;
        let both_on = chance(&fitted.net, &x);
        assert!(
            one_on > both_off + 0.3 && one_on > both_on + 0.3,
            "{both_off} {one_on} {both_on}"
        );
    }

    #[test]
    fn the_fit_keeps_the_hand_set_weights_and_writes_every_weight() {
        let (rows, _, _) = exclusive_or();
        let fitted = fit(&rows, &rows, 7);
        let hand = weights();
        for f in (0..FEATURES).filter(|&f| !net_input(f)) {
            assert_eq!(fitted.net.skip[f], hand[f]);
            assert!(fitted.net.w1[f].iter().all(|&w| w == 0.0));
        }
        let text = source(&fitted.net, "a test");
        assert!(text.starts_with("// Written by a test; do not edit.\nNet {\n"));
        assert!(text.contains(&format!("b2: {:?},", fitted.net.b2)));
        assert!(text.contains(&format!("v: [{:?}, ", fitted.net.v[0])));
    }
}
