//! The negotiation of one game's opening under one rule: the actions accepted so far,
//! what they have settled, and what is due next.

use super::offers::Shape;
use super::{Action, MIN_BOARD, OpeningError, OpeningRule, Seat, Stage, Step};
use crate::rules::{MAX_SIZE, Pos, Stone};

/// A game's opening under an opening rule, from the first stone until colours and the
/// first five stones are settled (see the module's documentation: everything here follows
/// from the rule, the board size and the list of actions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Negotiation {
    rule: OpeningRule,
    size: usize,
    actions: Vec<Action>,
    /// Actions taken back by undo, the next to redo last.
    undone: Vec<Action>,
    // What the actions have settled so far.
    /// The rule's stage now due (an index of its stages).
    stage: usize,
    /// The game's stones, black first: the opening's, then the 5th once there is one.
    stones: Vec<Pos>,
    offers: Vec<Pos>,
    /// The position each offer makes, to find a new offer's symmetrical twin.
    offer_shapes: Vec<Shape>,
    declared: Option<u8>,
    /// Each swap decision in order: whether the player swapped.
    swaps: Vec<bool>,
    chosen: Option<Pos>,
    black: Seat,
}

impl Negotiation {
    /// A negotiation under `rule` on a board of `size` lines, nothing done yet; refused on
    /// boards the rules are not played on (`MIN_BOARD` to `MAX_SIZE` lines).
    pub fn new(rule: OpeningRule, size: usize) -> Result<Negotiation, OpeningError> {
        if !(MIN_BOARD..=MAX_SIZE).contains(&size) {
            return Err(OpeningError::BoardSize { size });
        }
        Ok(Negotiation::fresh(rule, size))
    }

    fn fresh(rule: OpeningRule, size: usize) -> Negotiation {
        Negotiation {
            rule,
            size,
            actions: Vec::new(),
            undone: Vec::new(),
            stage: 0,
            stones: Vec::new(),
            offers: Vec::new(),
            offer_shapes: Vec::new(),
            declared: None,
            swaps: Vec::new(),
            chosen: None,
            black: Seat::TentativeBlack,
        }
    }

    /// The negotiation after `actions`, each made by whoever was due: how a record or a
    /// link is read back. Stops at the first action refused, with its index and reason (a
    /// board the rules are not played on is refused at index 0).
    pub fn replay(
        rule: OpeningRule,
        size: usize,
        actions: &[Action],
    ) -> Result<Negotiation, (usize, OpeningError)> {
        let mut negotiation = Negotiation::new(rule, size).map_err(|why| (0, why))?;
        for (i, &action) in actions.iter().enumerate() {
            let by = negotiation.due().seat().ok_or((i, OpeningError::Settled))?;
            negotiation.apply(by, action).map_err(|why| (i, why))?;
        }
        Ok(negotiation)
    }

    pub fn rule(&self) -> OpeningRule {
        self.rule
    }

    /// Lines on the board.
    pub fn size(&self) -> usize {
        self.size
    }

    /// What is due now, and from whom.
    pub fn due(&self) -> Step {
        let Some(stage) = self.rule.stage(self.stage, self.declared) else {
            return Step::Settled;
        };
        match stage {
            Stage::Stone { colour, by, area } => Step::PlaceStone {
                seat: self.seat_of(by),
                colour,
                number: self.stones.len() + 1,
                area,
            },
            Stage::Swap { by } => Step::ChooseSwap {
                seat: self.seat_of(by),
            },
            Stage::Declare { by, counts } => Step::DeclareOffers {
                seat: self.seat_of(by),
                counts,
            },
            Stage::Offers => Step::PlaceOffer {
                seat: self.seat_of(Stone::Black),
                placed: self.offers.len(),
                of: usize::from(self.declared.unwrap_or(0)),
            },
            Stage::Choose => Step::ChooseOffer {
                seat: self.seat_of(Stone::White),
                offers: self.offers.len(),
            },
        }
    }

    /// Whether colours and the first five stones are settled.
    pub fn is_settled(&self) -> bool {
        self.due() == Step::Settled
    }

    /// Why `by` may not make `action` now, if they may not.
    pub fn check(&self, by: Seat, action: Action) -> Result<(), OpeningError> {
        let step = self.due();
        let due = step.seat().ok_or(OpeningError::Settled)?;
        if by != due {
            return Err(OpeningError::WrongSeat { due });
        }
        match (step, action) {
            (Step::PlaceStone { area, .. }, Action::Place(pos)) => {
                self.check_free(pos)?;
                area.check(pos, &self.stones, self.size)
            }
            (Step::PlaceOffer { .. }, Action::Place(pos)) => {
                self.check_free(pos)?;
                // No forbidden point to check: black has only three stones with the 5th,
                // too few for a double three, a double four or an overline.
                let shape = Shape::of(&self.stones, pos);
                match self.offer_shapes.iter().position(|offer| *offer == shape) {
                    Some(i) => Err(OpeningError::SymmetricalOffer {
                        twin: self.offers[i],
                    }),
                    None => Ok(()),
                }
            }
            (Step::ChooseSwap { .. }, Action::Swap | Action::Keep) => Ok(()),
            (Step::DeclareOffers { counts, .. }, Action::Declare(count)) => {
                if counts.allows(count) {
                    Ok(())
                } else {
                    Err(OpeningError::OfferCountNotAllowed { count })
                }
            }
            (Step::ChooseOffer { .. }, Action::Choose(pos)) => {
                if self.offers.contains(&pos) {
                    Ok(())
                } else {
                    Err(OpeningError::NotAnOffer)
                }
            }
            _ => Err(OpeningError::NotDue),
        }
    }

    fn check_free(&self, pos: Pos) -> Result<(), OpeningError> {
        if usize::from(pos.x) >= self.size || usize::from(pos.y) >= self.size {
            Err(OpeningError::OffBoard)
        } else if self.stones.contains(&pos) || self.offers.contains(&pos) {
            Err(OpeningError::Occupied)
        } else {
            Ok(())
        }
    }

    /// `by` makes `action`, if they may (see `check`). An action other than the next one
    /// taken back forgets the actions taken back; the same one keeps the rest for redo.
    pub fn apply(&mut self, by: Seat, action: Action) -> Result<(), OpeningError> {
        self.check(by, action)?;
        self.commit(action);
        self.actions.push(action);
        if self.undone.last() == Some(&action) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(())
    }

    /// Moves the negotiation on by `action`, which `check` has accepted.
    fn commit(&mut self, action: Action) {
        let stage = self.rule.stage(self.stage, self.declared);
        match (stage, action) {
            (Some(Stage::Stone { .. }), Action::Place(pos)) => {
                self.stones.push(pos);
                self.stage += 1;
            }
            (Some(Stage::Swap { .. }), Action::Swap | Action::Keep) => {
                let swap = action == Action::Swap;
                if swap {
                    self.black = self.black.other();
                }
                self.swaps.push(swap);
                self.stage += 1;
            }
            (Some(Stage::Declare { .. }), Action::Declare(count)) => {
                self.declared = Some(count);
                self.stage += 1;
            }
            (Some(Stage::Offers), Action::Place(pos)) => {
                self.offers.push(pos);
                self.offer_shapes.push(Shape::of(&self.stones, pos));
                if self.offers.len() >= usize::from(self.declared.unwrap_or(0)) {
                    self.stage += 1;
                    // One offer is the 5th move: white has nothing to choose.
                    let choose_next = self.rule.stage(self.stage, self.declared);
                    if self.offers.len() == 1 && choose_next == Some(Stage::Choose) {
                        self.commit(Action::Choose(pos));
                    }
                }
            }
            (Some(Stage::Choose), Action::Choose(pos)) => {
                self.chosen = Some(pos);
                self.stones.push(pos);
                self.stage += 1;
            }
            // `check` lets through nothing else.
            _ => {}
        }
    }

    /// Takes back the last action, keeping it for redo.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.actions.pop()?;
        let kept = std::mem::take(&mut self.actions);
        let mut undone = std::mem::take(&mut self.undone);
        undone.push(action);
        // Every kept action was accepted from the same beginning, so committing them again
        // rebuilds exactly the state they made.
        *self = Negotiation::fresh(self.rule, self.size);
        for action in kept {
            self.commit(action);
            self.actions.push(action);
        }
        self.undone = undone;
        Some(action)
    }

    /// Makes again the last action taken back, by whoever is due (the same player who
    /// made it: the actions before it are the same).
    pub fn redo(&mut self) -> Option<Action> {
        let action = *self.undone.last()?;
        let by = self.due().seat()?;
        self.apply(by, action).ok()?;
        Some(action)
    }

    pub fn can_undo(&self) -> bool {
        !self.actions.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The actions accepted, in order: what a record writes.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The actions taken back, next to redo first: the continuation a review steps into.
    pub fn redo_actions(&self) -> impl Iterator<Item = Action> + '_ {
        self.undone.iter().rev().copied()
    }

    /// The game's stones so far, black first and alternating: the opening's stones, then
    /// the 5th move once it is settled (the chosen offer, or the one 5th stone).
    pub fn stones(&self) -> &[Pos] {
        &self.stones
    }

    /// The 5th moves black has offered, in order.
    pub fn offers(&self) -> &[Pos] {
        &self.offers
    }

    /// The number of 5th moves declared, once declared.
    pub fn declared(&self) -> Option<u8> {
        self.declared
    }

    /// The offered 5th move white took, once taken.
    pub fn chosen(&self) -> Option<Pos> {
        self.chosen
    }

    /// Each swap decision made, in order: whether that player swapped.
    pub fn swaps(&self) -> &[bool] {
        &self.swaps
    }

    /// The seat holding black now.
    pub fn black_seat(&self) -> Seat {
        self.black
    }

    /// The seat holding `colour` now.
    pub fn seat_of(&self, colour: Stone) -> Seat {
        match colour {
            Stone::Black => self.black,
            Stone::White => self.black.other(),
        }
    }

    /// The colour `seat` holds now.
    pub fn colour_of(&self, seat: Seat) -> Stone {
        if seat == self.black {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// Every point the due player may put a stone or an offer on, or choose, now, row by
    /// row: what the game marks and what the engine picks from. Empty when a decision
    /// other than a point is due.
    pub fn allowed_points(&self) -> Vec<Pos> {
        let step = self.due();
        let Some(by) = step.seat() else {
            return Vec::new();
        };
        let action: fn(Pos) -> Action = match step {
            Step::PlaceStone { .. } | Step::PlaceOffer { .. } => Action::Place,
            Step::ChooseOffer { .. } => Action::Choose,
            _ => return Vec::new(),
        };
        let size = self.size as u8;
        (0..size)
            .flat_map(|y| (0..size).map(move |x| Pos::new(x, y)))
            .filter(|&pos| self.check(by, action(pos)).is_ok())
            .collect()
    }
}
