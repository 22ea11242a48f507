//! Accuracy: one number per side for a reviewed game.

use crate::rules::Stone;

use super::grade::{Grade, GradedMove};

/// A side's accuracy in a reviewed game, 0 to 100:
///
/// `accuracy = 100 - 103.1668 × (1 - e^(-4.354 × L))`, at least 0,
///
/// where `L` is the mean of the side's losses of winning chances (0 to 1, `GradedMove::
/// loss`) over its moves, leaving out the blocks of a four the rules forced
/// (`Grade::Forced`): they say nothing of the player, and a game of fours would otherwise
/// read as accurate. It is Lichess's curve of accuracy against the loss in winning
/// percentage, `103.1668 × e^(-0.04354 × loss%) - 3.1669`, taken over the mean loss
/// (written so that no loss is exactly 100): a mean loss of 2% reads 91, 5% 80, 10% 64,
/// 20% 40, and from 80% on it reads 0. `None` when the side made no move that counts.
pub fn accuracy(moves: &[GradedMove], side: Stone) -> Option<f64> {
    let losses: Vec<f64> = moves
        .iter()
        .filter(|m| m.mover() == side && m.grade != Grade::Forced)
        .map(|m| f64::from(m.loss()))
        .collect();
    if losses.is_empty() {
        return None;
    }
    let mean = losses.iter().sum::<f64>() / losses.len() as f64;
    Some(accuracy_of_mean_loss(mean))
}

/// The curve of `accuracy`, for a mean loss of `mean` (0 to 1).
pub fn accuracy_of_mean_loss(mean: f64) -> f64 {
    (100.0 - 103.1668 * (1.0 - (-4.354 * mean).exp())).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Pos;

    fn graded(ply: usize, grade: Grade, before: f32, after: f32) -> GradedMove {
        GradedMove {
            ply,
            played: Pos::new(7, 7),
            grade,
            before,
            after,
            best: Pos::new(7, 7),
            line: vec![Pos::new(7, 7)],
        }
    }

    #[test]
    fn the_curve_falls_from_100_with_the_mean_loss() {
        assert_eq!(accuracy_of_mean_loss(0.0), 100.0);
        for (mean, expected) in [(0.02, 91.4), (0.05, 79.8), (0.10, 63.6), (0.20, 40.0)] {
            let got = accuracy_of_mean_loss(mean);
            assert!((got - expected).abs() < 0.1, "{mean}: {got}");
        }
        assert_eq!(accuracy_of_mean_loss(0.9), 0.0);
    }

    #[test]
    fn each_side_counts_its_own_moves_but_not_forced_blocks() {
        let moves = [
            graded(0, Grade::Best, 0.5, 0.5),
            graded(1, Grade::Blunder, 0.5, 0.1),
            graded(2, Grade::Forced, 0.9, 0.9),
            graded(3, Grade::Forced, 0.2, 0.2),
            graded(4, Grade::Mistake, 0.9, 0.78),
        ];
        let black = accuracy(&moves, Stone::Black).expect("black moved");
        assert!(
            (black - accuracy_of_mean_loss(0.06)).abs() < 1e-4,
            "{black}"
        );
        let white = accuracy(&moves, Stone::White).expect("white moved");
        assert!((white - accuracy_of_mean_loss(0.4)).abs() < 1e-4, "{white}");
        assert_eq!(accuracy(&moves[..1], Stone::White), None);
    }
}
