//! Zobrist keys: one random number per point and colour, so a position's hash is updated
//! by one xor per stone and the transposition table can recognise transpositions.

use std::sync::OnceLock;

use super::cell::MAX_CELLS;

static KEYS: OnceLock<Vec<[u64; 2]>> = OnceLock::new();

/// SplitMix64: fixed keys on every platform and run, so bench signatures and searches
/// repeat exactly.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub fn keys() -> &'static [[u64; 2]] {
    KEYS.get_or_init(|| {
        let mut state = 0x6F6D_6F6B_7500_0001;
        (0..MAX_CELLS)
            .map(|_| [splitmix(&mut state), splitmix(&mut state)])
            .collect()
    })
}

/// A well-mixed 64-bit value of `x`, for seeded noise that does not depend on call order.
pub fn mix(x: u64) -> u64 {
    let mut s = x;
    splitmix(&mut s)
}
