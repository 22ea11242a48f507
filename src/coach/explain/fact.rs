//! The facts an explanation states: typed, so the catalog words each one in every language
//! (`i18n::explain`) and the board marks what it names (`Fact::marks`), and nothing here
//! is text.

use crate::engine::Threats;
use crate::rules::renju::Forbidden;
use crate::rules::{Pos, Stone};

/// One thing worth saying about a position or a move, with the points it names.
/// `stones` are the threat's own stones (the move's included); a `side` is the colour the
/// sentence is about, as each variant says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    // What a move just made (`explain_move`): `side` played `at`.
    /// Five in a row: the game is won.
    Five {
        side: Stone,
        at: Pos,
        stones: Vec<Pos>,
    },
    /// Two fours at once: `fives` are their five points, more than one stone can block.
    DoubleFour {
        side: Stone,
        at: Pos,
        fives: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// A four and an open three at once: the four must be blocked at `block`, and then the
    /// three becomes an open four at one of `open_fours`.
    FourThree {
        side: Stone,
        at: Pos,
        block: Pos,
        open_fours: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// An open four: a five at either of `fives`.
    OpenFour {
        side: Stone,
        at: Pos,
        fives: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// Two open threes at once (a win where the rule allows it): each becomes an open four
    /// at its `open_fours`, and one stone stops one three only.
    DoubleThree {
        side: Stone,
        at: Pos,
        open_fours: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// A four: the other side must block at `block`.
    Four {
        side: Stone,
        at: Pos,
        block: Pos,
        stones: Vec<Pos>,
    },
    /// An open three: the other side must play one of `defences` or face an open four.
    OpenThree {
        side: Stone,
        at: Pos,
        defences: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// Nothing the other side is forced to answer.
    Quiet { side: Stone, at: Pos },

    // What the side to move must answer (`threat_to_answer`): `side` is to move.
    /// The opponent has a four: `side` must block at `at`.
    BlockFour {
        side: Stone,
        at: Pos,
        stones: Vec<Pos>,
    },
    /// The opponent has fives at two or more points (`fives`): one stone cannot block them.
    CannotBlock {
        side: Stone,
        fives: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// Renju: black's only block of white's four, `at`, is forbidden to it.
    BlockForbidden {
        at: Pos,
        why: Forbidden,
        stones: Vec<Pos>,
    },
    /// The opponent threatens an open four: `side` must play one of `defences`.
    StopThree {
        side: Stone,
        defences: Vec<Pos>,
        stones: Vec<Pos>,
    },
    /// The opponent threatens open fours (at `open_fours`) that no one stone stops.
    CannotStopThrees {
        side: Stone,
        open_fours: Vec<Pos>,
        stones: Vec<Pos>,
    },

    /// `side`, to move, wins by `threats`, the solver's `line` (attacker's and defender's
    /// moves in turn); `moves`: the attacker's moves to the five, when the solver counted
    /// them (a win by fours).
    WinsBy {
        side: Stone,
        threats: Threats,
        moves: Option<u32>,
        line: Vec<Pos>,
    },
    /// Renju: black may not play `at`.
    Forbidden { at: Pos, why: Forbidden },

    // A review's verdicts (`explain_graded`): `side` made the move `played`.
    /// The move let the opponent win: by `win` (its threats and line), when the solver
    /// proves it within its budget; `defences` are the points that held, when the
    /// opponent's threat named them (one: the only defence).
    LetWin {
        side: Stone,
        played: Pos,
        win: Option<(Threats, Vec<Pos>)>,
        defences: Vec<Pos>,
    },
    /// `side` had a forced win beginning at `win_at` and played `played` instead; `threats`
    /// and `moves` as in `WinsBy`, when the solver proves it within its budget.
    MissedWin {
        side: Stone,
        played: Pos,
        win_at: Pos,
        threats: Option<Threats>,
        moves: Option<u32>,
        line: Vec<Pos>,
    },

    // A puzzle's wrong move (`explain_wrong`, one per `puzzles::Wrong`): `side` attacks.
    /// `side` had a five to make at `at`.
    MissedFive { side: Stone, at: Pos },
    /// The move did not stop the defender's four: `side`'s opponent makes five at `at`.
    AllowedFive { side: Stone, at: Pos },
    /// The move threatens nothing, and the defender, free to move, wins by fours: `line`.
    DefenderWins {
        side: Stone,
        played: Pos,
        line: Vec<Pos>,
    },
    /// The move threatens nothing the puzzle counts: the defender is free to move.
    NoThreat { side: Stone, played: Pos },
    /// The defender answers at `defence`, and no forced win is left.
    Refuted { side: Stone, defence: Pos },
    /// After the defender's `defence` a win is left, but it takes more moves than the
    /// puzzle has.
    TooSlow { side: Stone, defence: Pos },
    /// No forced win is left after the move.
    NoForcedWin { side: Stone, played: Pos },
}

/// What the board draws for a fact: the threat's stones, the points that answer it (the
/// blocks, the defences, or the fives it threatens), and a line of moves to number.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub threat_stones: Vec<Pos>,
    pub defence_points: Vec<Pos>,
    pub line: Vec<Pos>,
}

impl Fact {
    /// The points the board should mark for this fact.
    pub fn marks(&self) -> Marks {
        use Fact::*;
        let marks = |stones: &[Pos], points: &[Pos]| Marks {
            threat_stones: stones.to_vec(),
            defence_points: points.to_vec(),
            line: Vec::new(),
        };
        let line = |line: &[Pos]| Marks {
            line: line.to_vec(),
            ..Marks::default()
        };
        match self {
            Five { stones, .. } => marks(stones, &[]),
            DoubleFour { fives, stones, .. }
            | OpenFour { fives, stones, .. }
            | CannotBlock { fives, stones, .. } => marks(stones, fives),
            FourThree {
                block,
                open_fours,
                stones,
                ..
            } => {
                let mut points = vec![*block];
                points.extend(open_fours);
                marks(stones, &points)
            }
            DoubleThree {
                open_fours, stones, ..
            }
            | CannotStopThrees {
                open_fours, stones, ..
            } => marks(stones, open_fours),
            Four { block, stones, .. } => marks(stones, &[*block]),
            BlockFour { at, stones, .. } | BlockForbidden { at, stones, .. } => {
                marks(stones, &[*at])
            }
            OpenThree {
                defences, stones, ..
            }
            | StopThree {
                defences, stones, ..
            } => marks(stones, defences),
            Quiet { .. } | NoThreat { .. } | NoForcedWin { .. } => Marks::default(),
            WinsBy { line: l, .. } | DefenderWins { line: l, .. } => line(l),
            Forbidden { at, .. } | MissedFive { at, .. } | AllowedFive { at, .. } => {
                marks(&[], &[*at])
            }
            LetWin { win, defences, .. } => Marks {
                defence_points: defences.clone(),
                line: win.as_ref().map(|(_, l)| l.clone()).unwrap_or_default(),
                ..Marks::default()
            },
            MissedWin { win_at, line, .. } => Marks {
                defence_points: Vec::new(),
                line: if line.is_empty() {
                    vec![*win_at]
                } else {
                    line.clone()
                },
                ..Marks::default()
            },
            Refuted { defence, .. } | TooSlow { defence, .. } => marks(&[], &[*defence]),
        }
    }
}
