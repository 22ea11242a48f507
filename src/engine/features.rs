//! What the evaluation reads of a position: per side, the side to move first, its count
//! of each line pattern over the empty points, its count of points of each threat class,
//! and its strongest combination (one-hot). All are counts `Position` keeps, so reading
//! them costs nothing per move.

use super::eval::{CLASSES, DOUBLE_FOUR, DOUBLE_THREE, DOUBLE_TWO, FOUR, FOUR_PLUS, combo};
use super::pattern::{B1, F3, F4, PATTERN_COUNT};
use super::position::Position;

pub const PER_SIDE: usize = PATTERN_COUNT + CLASSES + 4;
pub const FEATURES: usize = 2 * PER_SIDE;

pub type Features = [f32; FEATURES];

/// The features of a position from the side to move's view.
pub fn of(pos: &Position) -> Features {
    let me = pos.to_move();
    let mut x = [0.0; FEATURES];
    for (i, side) in [me, me ^ 1].into_iter().enumerate() {
        let x = &mut x[i * PER_SIDE..(i + 1) * PER_SIDE];
        for (p, x) in x[..PATTERN_COUNT].iter_mut().enumerate() {
            *x = pos.count(side, p as u8) as f32;
        }
        for (class, x) in x[PATTERN_COUNT..][..CLASSES].iter_mut().enumerate() {
            *x = pos.points_of_class(side, class) as f32;
        }
        x[PATTERN_COUNT + CLASSES + combo(pos, side)] = 1.0;
    }
    x
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
