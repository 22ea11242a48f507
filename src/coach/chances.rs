//! Winning chances: what the engine's score means to a player, 0 (lost) to 1 (won).

use crate::engine::{EVAL_SCALE, WIN_MIN};

/// The side to move's chance to win from a score in the engine's units (its view): the
/// logistic curve the evaluation was fitted through, `1 / (1 + e^(-score / 639))`
/// (`engine::EVAL_SCALE`), so 639 is 73%, 1,278 88%. A proven win is 1 and a proven loss
/// 0, however many plies away: a won position is won.
pub fn winning_chances(score: i32) -> f32 {
    if score >= WIN_MIN {
        1.0
    } else if score <= -WIN_MIN {
        0.0
    } else {
        1.0 / (1.0 + (-(score as f32) / EVAL_SCALE).exp())
    }
}

/// Whether a score is a proven win for the side it is from.
pub fn is_proven_win(score: i32) -> bool {
    score >= WIN_MIN
}

/// Whether a score is a proven loss for the side it is from.
pub fn is_proven_loss(score: i32) -> bool {
    score <= -WIN_MIN
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::WIN;

    #[test]
    fn chances_follow_the_evaluations_logistic_and_proofs_are_certain() {
        assert!((winning_chances(0) - 0.5).abs() < 1e-6);
        assert!((winning_chances(639) - 0.731).abs() < 1e-3);
        assert!((winning_chances(-639) - 0.269).abs() < 1e-3);
        assert_eq!(winning_chances(WIN - 7), 1.0);
        assert_eq!(winning_chances(-(WIN - 12)), 0.0);
        // Better scores are better chances all the way up.
        let curve: Vec<f32> = (-3_000..=3_000).step_by(100).map(winning_chances).collect();
        assert!(curve.windows(2).all(|w| w[0] < w[1]));
    }
}
