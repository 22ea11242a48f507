//! Grades: how much of the mover's winning chances a move gave away, and the verdicts only
//! gomoku's proofs can give (a win missed, a move that loses by force, the one move that
//! holds, a block the rules forced).

use crate::rules::{Pos, Stone};

/// What a move was, from the best to the worst of those graded by loss, then the verdicts
/// a proof gives, which outrank the loss when they apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grade {
    /// The engine's move, or one as good as far as it can tell (a loss under `GOOD`).
    Best,
    /// A little worse than the best: a loss under `INACCURACY`.
    Good,
    /// A loss under `MISTAKE`.
    Inaccuracy,
    /// A loss under `BLUNDER_STATED` (the review's noise may hide a Blunder here).
    Mistake,
    /// A loss of `BLUNDER_STATED` or more as measured: at least `BLUNDER` as a deeper
    /// search sees it.
    Blunder,
    /// The mover had a forced win, proven by the threat solver, and the move played did
    /// not keep one.
    MissedWin,
    /// From a won or balanced position (chances of `BALANCED` or more, and of
    /// `BLUNDER_STATED` or more so that the loss is a Blunder's beyond the review's noise;
    /// not a proven loss)
    /// into a proven loss.
    LosingMove,
    /// The one move that holds: it is the engine's, the mover is not lost after it, and
    /// every other move is (the best of the others is a proven loss).
    OnlyMove,
    /// The block of the opponent's only four: the rules left no other move that does not
    /// lose at once. Not counted in accuracy (see `accuracy`).
    Forced,
}

impl Grade {
    pub const ALL: [Grade; 9] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
        Grade::MissedWin,
        Grade::LosingMove,
        Grade::OnlyMove,
        Grade::Forced,
    ];

    /// The name records keep (`coach::psq`): lower case, one word.
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
            Grade::MissedWin => "missed-win",
            Grade::LosingMove => "losing-move",
            Grade::OnlyMove => "only-move",
            Grade::Forced => "forced",
        }
    }

    /// The grade called `name`, in any case.
    pub fn from_name(name: &str) -> Option<Grade> {
        Grade::ALL
            .into_iter()
            .find(|grade| grade.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Whether the move is one a review should point at: it gave away a result or a good
    /// part of the mover's chances.
    pub fn is_error(self) -> bool {
        matches!(
            self,
            Grade::Mistake | Grade::Blunder | Grade::MissedWin | Grade::LosingMove
        )
    }
}

// The thresholds are losses of winning chances (0 to 1), each twice the one below. They
// were calibrated on 32 seeded self-play games between Easy, Medium, Hard and Master (1,186
// moves, 207 of them forced blocks), each reviewed at the game's budget (150,000 nodes a
// position) and again at twice it: `examples/review_calibration.rs`.
// - A search twice as deep puts 93 to 100% of the moves that lost at least t (t from 0.05)
//   at t/2 or more: a grade holds to within one step, hence steps of two.
// - Master searching the review's own budget afresh each move lost nothing on 90% of its
//   moves, under 0.044 on 95% (the review reads each position knowing the next ones, so it
//   may prefer another of two close moves): an Inaccuracy from 0.05 calls at most one of
//   the engine's own moves in twenty inaccurate.
// - At 0.20 the deeper review agrees with the same threshold on 92% of the moves (80 to
//   89% for thresholds from 0.05 to 0.15): Blunder starts there. Blunders are then 0.3% of
//   Master's moves, 3% of Hard's, 6% of Medium's and 9% of Easy's; a Mistake or worse
//   2%, 7%, 13% and 17%.
// - Every move graded Blunder or LosingMove lost at least 0.10 (a Mistake) in the deeper
//   review but one of 104 (two runs), whose position that review found lost already; 91%
//   lost at least 0.20 there too.

/// A loss from here is Good rather than Best.
pub const GOOD: f32 = 0.025;
/// A loss from here is an Inaccuracy.
pub const INACCURACY: f32 = 0.05;
/// A loss from here is a Mistake.
pub const MISTAKE: f32 = 0.10;
/// A Blunder is a loss of this much or more: what the grade promises, and what a deeper
/// search must confirm (`grade_check`).
pub const BLUNDER: f32 = 0.20;
/// The loss a review must measure before it says Blunder (and the chances a LosingMove
/// must start from): the promise with a margin for the review's own noise. On 40 games
/// of their own (`review_calibration -- 40 150000 100`, seeds 100 to 139), a search twice
/// as deep bore out 31 of the 36 Blunders measured from 0.20 (86%), 26 of 27 from 0.225,
/// 23 of 24 from 0.25, and every one from 0.275 (19) and 0.30 (16); one LosingMove
/// from 0.231 it found lost already. The margin is half the promise: 0.30.
pub const BLUNDER_STATED: f32 = 0.30;
/// A LosingMove starts from at least these chances: a won or balanced position. The
/// engine gives White 0.20 to 0.24 after Black's first stone in the centre, the balance a
/// freestyle game starts from (Black moves first, and the side to move holds the
/// initiative), so "balanced" begins there. Of the 38 moves into a proven loss in the
/// calibration games, 10 started from 0.36 or more, 8 from 0.20 to 0.30 and 20 from
/// less (a lost cause). A LosingMove thus always loses at least a Blunder's worth.
pub const BALANCED: f32 = 0.20;

/// One move of a reviewed game with its grade.
#[derive(Clone, Debug, PartialEq)]
pub struct GradedMove {
    /// Its place in the game, from 0 (black's first stone).
    pub ply: usize,
    pub played: Pos,
    pub grade: Grade,
    /// The mover's winning chances with the best move (`best`), and after the move played;
    /// `before` is never below `after`.
    pub before: f32,
    pub after: f32,
    /// The better move: the engine's, or the first of a proven win's line; `played` when
    /// the move played was it.
    pub best: Pos,
    /// The line from the position before the move, beginning with `best`: the engine's
    /// principal variation, or the proven win's line.
    pub line: Vec<Pos>,
}

impl GradedMove {
    /// Black on even plies: every game starts from the empty board.
    pub fn mover(&self) -> Stone {
        if self.ply.is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// The winning chances the move gave away.
    pub fn loss(&self) -> f32 {
        (self.before - self.after).max(0.0)
    }
}

/// What a review found out about one move, for `judge`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Evidence {
    /// The mover's chances with the best move, and after the move played.
    pub before: f32,
    pub after: f32,
    /// The move played was the review's best.
    pub played_best: bool,
    /// The mover had to block the opponent's only four, and did.
    pub forced_block: bool,
    /// The solver proved a win for the mover, and the move played kept none.
    pub win_missed: bool,
    /// A proven loss for the mover before the move, and after it.
    pub lost_before: bool,
    pub lost_after: bool,
    /// The best move other than the review's best is a proven loss.
    pub others_lose: bool,
}

/// The grade of a move: the proofs' verdicts first (a win missed outranks a loss, as a
/// review should show the win), then the chances lost.
pub fn judge(e: &Evidence) -> Grade {
    let loss = (e.before - e.after).max(0.0);
    if e.win_missed {
        Grade::MissedWin
    } else if e.lost_after && !e.lost_before && e.before >= BALANCED.max(BLUNDER_STATED) {
        Grade::LosingMove
    } else if e.played_best && e.forced_block {
        Grade::Forced
    } else if e.played_best && e.others_lose && !e.lost_after {
        Grade::OnlyMove
    } else if e.played_best || loss < GOOD {
        Grade::Best
    } else if loss < INACCURACY {
        Grade::Good
    } else if loss < MISTAKE {
        Grade::Inaccuracy
    } else if loss < BLUNDER_STATED {
        Grade::Mistake
    } else {
        Grade::Blunder
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_loss(before: f32, after: f32) -> Grade {
        judge(&Evidence {
            before,
            after,
            ..Evidence::default()
        })
    }

    #[test]
    fn losses_grade_from_best_to_blunder_at_the_thresholds() {
        assert_eq!(by_loss(0.6, 0.6), Grade::Best);
        assert_eq!(by_loss(0.6, 0.6 - GOOD + 0.001), Grade::Best);
        assert_eq!(by_loss(0.6, 0.6 - GOOD - 0.001), Grade::Good);
        assert_eq!(by_loss(0.6, 0.6 - INACCURACY - 0.001), Grade::Inaccuracy);
        assert_eq!(by_loss(0.6, 0.6 - MISTAKE - 0.001), Grade::Mistake);
        // A Blunder's loss as measured, but within the review's noise: said only from
        // the margin on.
        assert_eq!(by_loss(0.6, 0.6 - BLUNDER - 0.001), Grade::Mistake);
        assert_eq!(by_loss(0.6, 0.6 - BLUNDER_STATED + 0.001), Grade::Mistake);
        assert_eq!(by_loss(0.6, 0.6 - BLUNDER_STATED - 0.001), Grade::Blunder);
        // A move that turned out better than the engine's gave nothing away.
        assert_eq!(by_loss(0.4, 0.7), Grade::Best);
    }

    #[test]
    fn proofs_outrank_the_loss() {
        let missed = Evidence {
            before: 1.0,
            after: 0.9,
            win_missed: true,
            ..Evidence::default()
        };
        assert_eq!(judge(&missed), Grade::MissedWin);
        let losing = Evidence {
            before: 0.5,
            after: 0.0,
            lost_after: true,
            ..Evidence::default()
        };
        assert_eq!(judge(&losing), Grade::LosingMove);
        // Already worse than balanced: a loss like any other.
        let from_worse = Evidence {
            before: 0.15,
            ..losing
        };
        assert_eq!(judge(&from_worse), Grade::Mistake);
        // Balanced, but within the noise of a Blunder's margin: graded by the loss.
        let from_close = Evidence {
            before: 0.25,
            ..losing
        };
        assert_eq!(judge(&from_close), Grade::Mistake);
        // Already lost: nothing more to give away.
        let lost = Evidence {
            before: 0.0,
            lost_before: true,
            ..losing
        };
        assert_eq!(judge(&lost), Grade::Best);
        let only = Evidence {
            before: 0.5,
            after: 0.5,
            played_best: true,
            others_lose: true,
            ..Evidence::default()
        };
        assert_eq!(judge(&only), Grade::OnlyMove);
        // The one move that does not lose at once, yet loses: nothing holds.
        let holds_nothing = Evidence {
            before: 0.0,
            after: 0.0,
            lost_before: true,
            lost_after: true,
            ..only
        };
        assert_eq!(judge(&holds_nothing), Grade::Best);
        let block = Evidence {
            forced_block: true,
            ..only
        };
        assert_eq!(judge(&block), Grade::Forced);
    }

    #[test]
    fn names_read_back() {
        for grade in Grade::ALL {
            assert_eq!(Grade::from_name(grade.name()), Some(grade));
        }
        assert_eq!(Grade::from_name("BLUNDER"), Some(Grade::Blunder));
        assert_eq!(Grade::from_name("brilliant"), None);
        let errors: Vec<Grade> = Grade::ALL.into_iter().filter(|g| g.is_error()).collect();
        assert_eq!(
            errors,
            [
                Grade::Mistake,
                Grade::Blunder,
                Grade::MissedWin,
                Grade::LosingMove
            ]
        );
    }
}
