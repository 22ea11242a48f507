//! The network as the search runs it: the fitted network (`net::Net`) with its first layer
//! in 16-bit integers, so the hidden sums over the features' counts are exact 32-bit
//! integers. Two features go through each hidden unit per multiply-add (`madd`), twice the
//! work of a floating-point lane, and with sums that are exact the vector passes give the
//! portable pass's result to the bit on every processor whatever their order: x86_64 with
//! AVX2 natively (`forward_avx2`), WebAssembly SIMD on the web (`forward_simd128`).
//!
//! The skip layer is summed in integers too: each weight split into two 16-bit halves,
//! each half's sum exact in 32 bits (`skip_out`). Only the readout (the rectified units
//! times their output weights) stays in floating point, summed in the same order on every
//! path (`net::readout`).

use std::sync::LazyLock;

use super::features::{Counts, FEATURES, PER_SIDE};
use super::net::{HIDDEN, LANES, NET, NET_RENJU_BLACK, NET_RENJU_WHITE, Net, add_lanes, readout};
use crate::engine::board::{BLACK, CLASSES, PATTERN_COUNT, Side};
use crate::rules::{MAX_SIZE, Rule};

/// Features go through the first layer two at a time: each hidden unit's two weights side
/// by side, as a multiply-add of 16-bit pairs reads them.
const PAIRS: usize = FEATURES / 2;
const _: () = assert!(FEATURES.is_multiple_of(2));
// A feature's number fits the byte `QuantNet::inputs` keeps it in.
const _: () = assert!(FEATURES <= 256);

pub struct QuantNet {
    /// Per feature, what its count is multiplied by before the first layer (`input_scale`).
    input_scale: [i16; FEATURES],
    /// The features the first layer reads, two by two: those with a weight into some
    /// hidden unit, in order (a last one alone is paired with feature 0 at no weight). The
    /// others (14 of the 50 in each network: what quiet positions never hold, `net.rs`)
    /// add nothing to the hidden sums, so the first layer skips them.
    inputs: [[u8; 2]; PAIRS],
    /// How many pairs of `inputs` (and rows of `w1`) there are.
    pairs: usize,
    /// Per pair of `inputs`, per hidden unit j: the two features' weights into unit j at
    /// 2j and 2j + 1, times the unit's scale (`new`) and rounded.
    w1: [[i16; 2 * HIDDEN]; PAIRS],
    /// The hidden units' biases, times their unit's scale and rounded.
    b1: [i32; HIDDEN],
    /// The output weights divided by their unit's scale, so the integer sums need no
    /// division.
    v: [f32; HIDDEN],
    /// The skip layer's weights times `SKIP_SCALE`, rounded (summed in integers too, so
    /// that no pass waits on a chain of floating-point additions), as two 16-bit halves:
    /// a weight is `skip_high * 65,536 + skip_low` (`split_skip`).
    skip_high: [i16; FEATURES],
    skip_low: [i16; FEATURES],
    b2: f32,
}

/// The skip weights' scale: a 65,536th of a unit, where the hand-set weights reach 2,812,
/// so a skip weight fits 32 bits and its rounding moves the evaluation by a fiftieth of a
/// unit at most for the largest count.
const SKIP_SCALE: f64 = 65_536.0;

/// A skip weight (times `SKIP_SCALE`) as its high and low 16-bit halves, `w = high *
/// 65,536 + low`, the low half signed. The weights reach 2,812 units, so the high half
/// stays within 2,813.
fn split_skip(w: i32) -> (i16, i16) {
    let low = w as i16;
    let high = (w - i32::from(low)) >> 16;
    (high as i16, low)
}

/// The sum of `weights` times the counts `x` from feature `from` on, in 32 bits (exact:
/// `QuantNet::skip_out`). Summed in pairs, the shape of a multiply-add of 16-bit pairs,
/// the native bench was about 1% faster than one product at a time.
#[inline]
fn half_sum(weights: &[i16; FEATURES], x: &Counts, from: usize) -> i32 {
    weights[from..]
        .chunks(2)
        .zip(x[from..].chunks(2))
        .fold(0i32, |sum, (w, x)| {
            let pair = w
                .iter()
                .zip(x)
                .map(|(&w, &x)| i32::from(w) * i32::from(x))
                .sum::<i32>();
            sum.wrapping_add(pair)
        })
}

/// Each side's features by kind, as (first, how many, the most their counts sum to) on the
/// largest board: a pattern is counted once per empty point and direction, a threat class
/// once per empty point, and one combination is there or none.
fn kinds() -> [(usize, usize, usize); 3] {
    let points = MAX_SIZE * MAX_SIZE;
    [
        (0, PATTERN_COUNT, 4 * points),
        (PATTERN_COUNT, CLASSES, points),
        (
            PATTERN_COUNT + CLASSES,
            PER_SIDE - PATTERN_COUNT - CLASSES,
            1,
        ),
    ]
}

/// The most feature `f`'s count can be multiplied by and stay within 16 bits, whatever the
/// position.
fn most_input_scale(f: usize) -> i16 {
    let i = f % PER_SIDE;
    let (_, _, most) = kinds()
        .into_iter()
        .find(|&(first, len, _)| (first..first + len).contains(&i))
        .expect("every feature is of a kind");
    (i16::MAX as usize / most) as i16
}

/// The largest hidden sum unit `j` can reach, bias included, whatever the position: the
/// counts of a kind sum to its most, so at most that many times its largest weight.
fn largest_sum(net: &Net, j: usize) -> f32 {
    let mut sum = net.b1[j].abs();
    for side in 0..2 {
        for (first, len, most) in kinds() {
            let features = side * PER_SIDE + first..side * PER_SIDE + first + len;
            sum += most as f32 * features.fold(0.0f32, |m, f| m.max(net.w1[f][j].abs()));
        }
    }
    sum
}

/// The fitted networks: freestyle's (standard's too), renju black's and white's.
const FITTED: [&Net; 3] = [&NET, &NET_RENJU_BLACK, &NET_RENJU_WHITE];

/// The integer networks, made from the fitted ones on first use (`engine::init` makes
/// them before any search), in `FITTED`'s order.
static NETS: LazyLock<[QuantNet; 3]> = LazyLock::new(|| FITTED.map(QuantNet::new));

/// Makes the integer networks now rather than in the first search.
pub fn init() {
    LazyLock::force(&NETS);
}

/// The network that evaluates positions under `rule` with `to_move` to move.
pub fn for_position(rule: Rule, to_move: Side) -> &'static QuantNet {
    &NETS[network_index(rule, to_move)]
}

/// Which of `FITTED` (and `NETS`) evaluates positions under `rule` with `to_move` to move.
fn network_index(rule: Rule, to_move: Side) -> usize {
    match (rule, to_move) {
        (Rule::Freestyle | Rule::Standard, _) => 0,
        (Rule::Renju, BLACK) => 1,
        (Rule::Renju, _) => 2,
    }
}

impl QuantNet {
    /// `net` in integers. Each hidden unit's sum is scaled as far as 32 bits allow for any
    /// position on the largest board (`largest_sum`). Each feature's count is multiplied
    /// by the least that lets its weights take those scales within 16 bits, where its
    /// largest count allows (`most_input_scale`), and its weights divided by the same: a
    /// combination's (a count of 0 or 1) by 20 to 300, a threat class's by up to 48, a
    /// pattern count's (in the hundreds) by 1 to 5. Rounding then moves the evaluation by
    /// two units at most over the positions of random games (half a unit on average),
    /// where it spans ±1,600.
    pub fn new(net: &Net) -> QuantNet {
        let room = i32::MAX as f32 / 2.0;
        let sum_scale: [f32; HIDDEN] = std::array::from_fn(|j| room / largest_sum(net, j));
        let input_scale: [i16; FEATURES] = std::array::from_fn(|f| {
            let need = (0..HIDDEN)
                .map(|j| net.w1[f][j].abs() * sum_scale[j] / f32::from(i16::MAX))
                .fold(1.0, f32::max)
                .ceil();
            need.min(f32::from(most_input_scale(f))) as i16
        });
        let weight = |f: usize, j: usize| net.w1[f][j] / f32::from(input_scale[f]);
        let scale: [f32; HIDDEN] = std::array::from_fn(|j| {
            let largest = (0..FEATURES).fold(0.0f32, |m, f| m.max(weight(f, j).abs()));
            if largest == 0.0 {
                sum_scale[j]
            } else {
                sum_scale[j].min(f32::from(i16::MAX) / largest)
            }
        });
        let read: Vec<usize> = (0..FEATURES)
            .filter(|&f| net.w1[f].iter().any(|&w| w != 0.0))
            .collect();
        let w1 = std::array::from_fn(|p| {
            std::array::from_fn(|k| {
                let j = k / 2;
                read.get(2 * p + k % 2)
                    .map_or(0, |&f| (weight(f, j) * scale[j]).round() as i16)
            })
        });
        let inputs = std::array::from_fn(|p| {
            std::array::from_fn(|k| read.get(2 * p + k).map_or(0, |&f| f as u8))
        });
        let skip = net.skip.map(|w| (f64::from(w) * SKIP_SCALE).round() as i32);
        QuantNet {
            input_scale,
            inputs,
            pairs: read.len().div_ceil(2),
            w1,
            b1: std::array::from_fn(|j| (net.b1[j] * scale[j]).round() as i32),
            v: std::array::from_fn(|j| net.v[j] / scale[j]),
            skip_high: skip.map(|w| split_skip(w).0),
            skip_low: skip.map(|w| split_skip(w).1),
            b2: net.b2,
        }
    }

    /// The output for these features, every pair of the network's inputs through the
    /// first layer. Most pairs of a position are zero (the classes and combinations it does
    /// not hold), but skipping those made the search slower: without that branch, bench 12
    /// took 1.5% less time natively (farm-bench, 10 pairs, every one faster), and the web
    /// engine searched about 1% more nodes a second (`tests/web/search-speed.mjs`, three
    /// pairs). Skipping the features of no weight (`inputs`: 18 pairs rather than 25) made
    /// the web engine faster (eight alternating pairs of runs each: in headless Chromium
    /// 2% by the medians, seven pairs faster; in Node 6%, every pair faster) and changed
    /// nothing natively. Nor did it help to read the two combinations
    /// (one-hot features) as a row of biases per pair of them: 2.7% slower natively.
    ///
    /// Natively on x86_64 with AVX2, the hidden sums are eight 32-bit lanes in each of four
    /// registers (`forward_avx2`), and on the web four lanes in each of eight
    /// (`forward_simd128`).
    pub fn forward(&self, x: &Counts) -> f32 {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return self.forward_simd128(x);
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2, just checked.
            return unsafe { self.forward_avx2(x) };
        }
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        self.forward_portable(x)
    }

    #[cfg_attr(
        all(target_arch = "wasm32", target_feature = "simd128"),
        allow(dead_code)
    )]
    fn forward_portable(&self, x: &Counts) -> f32 {
        let mut hidden = self.b1;
        for (w1, pair) in self.w1.iter().zip(self.scaled_pairs(x)) {
            for (j, h) in hidden.iter_mut().enumerate() {
                *h += i32::from(pair[0]) * i32::from(w1[2 * j])
                    + i32::from(pair[1]) * i32::from(w1[2 * j + 1]);
            }
        }
        readout(&hidden.map(|h| h as f32), &self.v, self.skip_out(x))
    }

    /// The output's bias and skip layer: the weights' sum in integers (exact, in any
    /// order), then scaled. Each half of the weights (`split_skip`) is summed in 32 bits,
    /// which cannot overflow: a half is at most 32,768 and a position's counts add up to
    /// 6,762 at most (`kinds`, both sides), so a half's sum stays below 2.3 * 10^8.
    ///
    /// Summed in 64 bits, as before, the web's SIMD emulated each 64-bit multiply in a
    /// sequence of its own; in halves of 16 bits it multiplies and adds pairs of them
    /// (`skip_halves_simd128`), and the web engine searched 2-3% more nodes a second.
    /// (Summed as doubles, exact too below 2^53, it had been no faster.)
    #[inline]
    fn skip_out(&self, x: &Counts) -> f32 {
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        let (high, low) = self.skip_halves_simd128(x);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        let (high, low) = (
            half_sum(&self.skip_high, x, 0),
            half_sum(&self.skip_low, x, 0),
        );
        let sum = (i64::from(high) << 16) + i64::from(low);
        self.b2 + (sum as f64 / SKIP_SCALE) as f32
    }

    /// The skip layer's two halves summed (`skip_out`): eight features per
    /// `i32x4.dot_i16x8`, the last few one by one.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline]
    fn skip_halves_simd128(&self, x: &Counts) -> (i32, i32) {
        use std::arch::wasm32::{
            i32x4_add, i32x4_dot_i16x8, i32x4_extract_lane, i32x4_splat, v128, v128_load,
        };
        const PER_VECTOR: usize = 8;
        const WHOLE: usize = FEATURES / PER_VECTOR;
        // SAFETY: the k-th 16-byte piece, k < WHOLE, of an array of FEATURES 16-bit values
        // (wasm loads need no alignment).
        let load = |values: &[i16; FEATURES], k: usize| unsafe {
            v128_load(values.as_ptr().add(PER_VECTOR * k) as *const v128)
        };
        let (mut high, mut low) = (i32x4_splat(0), i32x4_splat(0));
        for k in 0..WHOLE {
            let counts = load(x, k);
            high = i32x4_add(high, i32x4_dot_i16x8(load(&self.skip_high, k), counts));
            low = i32x4_add(low, i32x4_dot_i16x8(load(&self.skip_low, k), counts));
        }
        let total = |v: v128, rest: i32| {
            rest.wrapping_add(i32x4_extract_lane::<0>(v))
                .wrapping_add(i32x4_extract_lane::<1>(v))
                .wrapping_add(i32x4_extract_lane::<2>(v))
                .wrapping_add(i32x4_extract_lane::<3>(v))
        };
        let rest = PER_VECTOR * WHOLE;
        (
            total(high, half_sum(&self.skip_high, x, rest)),
            total(low, half_sum(&self.skip_low, x, rest)),
        )
    }

    /// The pairs of features the first layer reads (`inputs`), times their input scales:
    /// all the features scaled at once (in vectors), then picked.
    #[inline]
    fn scaled_pairs(&self, x: &Counts) -> impl Iterator<Item = [i16; 2]> {
        let scaled: [i16; FEATURES] = std::array::from_fn(|f| x[f] * self.input_scale[f]);
        self.inputs[..self.pairs]
            .iter()
            .map(move |pair| pair.map(|f| scaled[usize::from(f)]))
    }

    /// A pair of 16-bit counts as the one 32-bit word a multiply-add repeats in every lane.
    #[cfg_attr(
        not(any(
            target_arch = "x86_64",
            all(target_arch = "wasm32", target_feature = "simd128")
        )),
        allow(dead_code)
    )]
    fn pair_word(pair: [i16; 2]) -> i32 {
        i32::from(pair[0] as u16) | (i32::from(pair[1]) << 16)
    }

    /// `forward_portable` in four 8-lane AVX2 registers of 32-bit sums.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn forward_avx2(&self, x: &Counts) -> f32 {
        use std::arch::x86_64::{
            __m256i, _mm256_add_epi32, _mm256_add_ps, _mm256_cvtepi32_ps, _mm256_loadu_ps,
            _mm256_loadu_si256, _mm256_madd_epi16, _mm256_max_epi32, _mm256_mul_ps,
            _mm256_set1_epi32, _mm256_setzero_ps, _mm256_setzero_si256, _mm256_storeu_ps,
        };
        const _: () = assert!(HIDDEN == 4 * LANES && LANES == 8);
        // SAFETY (all the loads and the store): the k-th 32-byte piece, k < 4, of an array
        // of 128 bytes (64 weights of 16 bits, 32 sums or floats of 32); the store writes
        // eight floats into `lanes`, eight long.
        let load_pairs = |w: &[i16; 2 * HIDDEN], k: usize| unsafe {
            _mm256_loadu_si256(w.as_ptr().add(16 * k) as *const __m256i)
        };
        let mut h: [__m256i; 4] = std::array::from_fn(|k| unsafe {
            _mm256_loadu_si256(self.b1.as_ptr().add(LANES * k) as *const __m256i)
        });
        for (w1, pair) in self.w1.iter().zip(self.scaled_pairs(x)) {
            let xv = _mm256_set1_epi32(Self::pair_word(pair));
            for (k, h) in h.iter_mut().enumerate() {
                *h = _mm256_add_epi32(*h, _mm256_madd_epi16(load_pairs(w1, k), xv));
            }
        }
        // The readout, lane by lane as `net::readout` sums it.
        let zero = _mm256_setzero_si256();
        let mut sums = _mm256_setzero_ps();
        for (k, h) in h.into_iter().enumerate() {
            let unit = _mm256_cvtepi32_ps(_mm256_max_epi32(h, zero));
            let v = unsafe { _mm256_loadu_ps(self.v.as_ptr().add(LANES * k)) };
            sums = _mm256_add_ps(sums, _mm256_mul_ps(unit, v));
        }
        let mut lanes = [0.0f32; LANES];
        unsafe { _mm256_storeu_ps(lanes.as_mut_ptr(), sums) };
        self.skip_out(x) + add_lanes(lanes)
    }

    /// `forward_portable` in eight 4-lane WebAssembly SIMD registers of 32-bit sums, the
    /// readout's eight lanes in two.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn forward_simd128(&self, x: &Counts) -> f32 {
        use std::arch::wasm32::{
            f32x4_add, f32x4_convert_i32x4, f32x4_mul, f32x4_splat, i32x4_add, i32x4_dot_i16x8,
            i32x4_max, i32x4_splat, v128, v128_load,
        };
        const SIMD_LANES: usize = 4;
        const _: () = assert!(HIDDEN == 4 * LANES && LANES == 2 * SIMD_LANES);
        // SAFETY (all the loads): the k-th 16-byte piece, k < 8, of an array of 128 bytes
        // (wasm loads need no alignment).
        let load =
            |bytes: *const u8, k: usize| unsafe { v128_load(bytes.add(16 * k) as *const v128) };
        let mut h: [v128; HIDDEN / SIMD_LANES] =
            std::array::from_fn(|k| load(self.b1.as_ptr() as *const u8, k));
        for (w1, pair) in self.w1.iter().zip(self.scaled_pairs(x)) {
            let xv = i32x4_splat(Self::pair_word(pair));
            for (k, h) in h.iter_mut().enumerate() {
                *h = i32x4_add(*h, i32x4_dot_i16x8(load(w1.as_ptr() as *const u8, k), xv));
            }
        }
        // The readout's lanes 0-3 and 4-7: units 8c..8c+3 go to the first, 8c+4..8c+7 to
        // the second, as `net::readout` sums them.
        let zero = i32x4_splat(0);
        let mut sums = [f32x4_splat(0.0); 2];
        for (k, h) in h.into_iter().enumerate() {
            let unit = f32x4_convert_i32x4(i32x4_max(h, zero));
            let v = load(self.v.as_ptr() as *const u8, k);
            sums[k % 2] = f32x4_add(sums[k % 2], f32x4_mul(unit, v));
        }
        // SAFETY: two 16-byte vectors are eight floats, lane 0 first.
        let lanes: [f32; LANES] = unsafe { std::mem::transmute(sums) };
        self.skip_out(x) + add_lanes(lanes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::Position;
    use crate::engine::eval::{evaluate, features};
    use crate::rules::{Board, Pos};

    /// Counts for a test, from a xorshift `seed`: half of them zero, the rest up to 60
    /// (a combination's up to 1).
    fn random_counts(seed: &mut u64) -> Counts {
        std::array::from_fn(|f| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            let most = if f % PER_SIDE < PATTERN_COUNT + CLASSES {
                60
            } else {
                1
            };
            if seed.is_multiple_of(2) {
                0
            } else {
                (*seed % (most + 1)) as i16
            }
        })
    }

    /// The first layer reads every feature that has a weight into a hidden unit, once,
    /// and nothing else at a weight (the pairing's filler).
    #[test]
    fn the_first_layer_reads_each_weighted_feature_once() {
        for (net, quant) in FITTED.iter().zip(&*NETS) {
            let mut read = [0; FEATURES];
            for (pair, w1) in quant.inputs[..quant.pairs].iter().zip(&quant.w1) {
                for (k, &f) in pair.iter().enumerate() {
                    if (0..HIDDEN).any(|j| w1[2 * j + k] != 0) {
                        read[usize::from(f)] += 1;
                    }
                }
            }
            for (f, (&times, weights)) in read.iter().zip(&net.w1).enumerate() {
                let weighted = weights.iter().any(|&w| w != 0.0);
                assert_eq!(times, usize::from(weighted), "feature {f}");
            }
            assert!(quant.pairs < PAIRS);
        }
    }

    #[test]
    fn a_skip_weight_is_its_two_halves() {
        for w in [
            0,
            1,
            -1,
            32_767,
            32_768,
            -32_768,
            -32_769,
            65_535,
            i32::MAX / 8,
            i32::MIN / 8,
        ] {
            let (high, low) = split_skip(w);
            assert_eq!(
                i64::from(high) * 65_536 + i64::from(low),
                i64::from(w),
                "{w}"
            );
        }
    }

    /// At the most counts a board holds (every point's patterns of one kind, on the
    /// largest board), the skip layer's halves summed in 32 bits still give the 64-bit sum.
    #[test]
    fn the_skip_layer_is_exact_at_the_largest_counts() {
        for net in FITTED {
            let quant = QuantNet::new(net);
            for (first, len, most) in kinds() {
                for f in (first..first + len).chain(PER_SIDE + first..PER_SIDE + first + len) {
                    let mut x = [0; FEATURES];
                    // All of this side's count in this one feature, and the other side's
                    // in the same kind's first.
                    x[f] = most as i16;
                    let other_side = (1 - f / PER_SIDE) * PER_SIDE;
                    x[other_side + first] = most as i16;
                    let wide: i64 = (0..FEATURES)
                        .map(|g| {
                            let (high, low) = (quant.skip_high[g], quant.skip_low[g]);
                            (i64::from(high) * 65_536 + i64::from(low)) * i64::from(x[g])
                        })
                        .sum();
                    let expected = quant.b2 + (wide as f64 / SKIP_SCALE) as f32;
                    assert_eq!(quant.skip_out(&x), expected, "feature {f}");
                }
            }
        }
    }

    #[test]
    fn the_integer_network_reads_as_the_fitted_one_within_a_few_units() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for net in FITTED {
            let quant = QuantNet::new(net);
            let mut worst = 0.0f32;
            for _ in 0..500 {
                let x = random_counts(&mut seed);
                let exact = net.forward(&x.map(f32::from));
                worst = worst.max((quant.forward(&x) - exact).abs());
            }
            // Counts up to 60 in half the features: far more than a game's positions
            // hold, where the difference is a unit or two.
            assert!(worst < 8.0, "{worst}");
        }
    }

    /// Over games of random moves, the integer network reads every position within two
    /// units of the fitted one (half a unit on average), and what it rounds off changes by
    /// as little from one of a side's moves to its next: a search compares such positions.
    #[test]
    fn from_move_to_move_the_integer_network_moves_as_the_fitted_one() {
        let mut seed = 0x51_7CC1_B727_220Au64;
        let (mut worst, mut worst_step) = (0.0f32, 0.0f32);
        for rule in Rule::ALL {
            for game in 0..20 {
                let mut board = Board::new(15);
                let mut last = [None; 2];
                for _ in 0..40 + game {
                    let pos = Position::new(&board, rule);
                    let fitted = FITTED[network_index(rule, pos.to_move())];
                    let x = features::counts(&pos);
                    let off = for_position(rule, pos.to_move()).forward(&x)
                        - fitted.forward(&x.map(f32::from));
                    worst = worst.max(off.abs());
                    // Two plies on: the same side to move, the same network.
                    if let Some(before) = last[board.stone_count() % 2].replace(off) {
                        worst_step = worst_step.max((off - before).abs());
                    }
                    let near_centre = |p: &Pos| p.x.abs_diff(7) <= 4 && p.y.abs_diff(7) <= 4;
                    let empty: Vec<Pos> = board.empty_points().filter(near_centre).collect();
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if empty.is_empty() || !board.play(empty[seed as usize % empty.len()]) {
                        break;
                    }
                }
            }
        }
        // A move is worth about 1,200 units; the search's finest margin is 16 a ply.
        assert!(worst < 3.0 && worst_step < 3.0, "{worst} {worst_step}");
    }

    /// The AVX2 pass gives every network's portable result to the bit, so searches (and
    /// the bench signature) are the same on every processor.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_avx2_pass_matches_the_portable_one_to_the_bit() {
        if !std::arch::is_x86_feature_detected!("avx2") {
            return;
        }
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for net in &*NETS {
            for _ in 0..200 {
                let x = random_counts(&mut seed);
                // SAFETY: the processor has AVX2, checked above.
                let fast = unsafe { net.forward_avx2(&x) };
                assert_eq!(fast.to_bits(), net.forward_portable(&x).to_bits());
            }
        }
    }

    #[test]
    fn renju_reads_the_network_of_the_colour_to_move() {
        let moves = [(7, 7), (6, 8), (8, 7), (8, 9)];
        let [_, black, white] = &*NETS;
        for (stones, net, other) in [(&moves[..], black, white), (&moves[..3], white, black)] {
            let mut board = Board::new(15);
            for &(x, y) in stones {
                assert!(board.play(Pos::new(x, y)));
            }
            let pos = Position::new(&board, Rule::Renju);
            let x = features::counts(&pos);
            assert_eq!(evaluate(&pos), net.forward(&x) as i32);
            // The two colours' networks read this position differently, so the test
            // tells them apart.
            assert_ne!(net.forward(&x) as i32, other.forward(&x) as i32);
        }
    }
}
