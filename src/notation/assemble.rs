//! What every form of record reads into, checked the same way whatever the form: a set-up
//! that can be played on, moves that may be played after it, and an opening negotiation
//! whose actions replay and whose stones are the game's first moves.

use super::coords::pos_to_text;
use super::error::NotationError;
use super::record::Record;
use crate::rules::opening_rule::Action;
use crate::rules::{Game, Negotiation, OpeningRule, Outcome, Pos, Rule, Setup};

/// A record as read, before it is checked.
pub(super) struct RecordParts {
    pub size: usize,
    pub rule: Rule,
    pub setup: Option<Setup>,
    /// The moves after the set-up.
    pub moves: Vec<Pos>,
    /// The number the text gives the first of `moves` (a PSQ file counts the set-up's
    /// stones too; a link's `moves=` starts from 1).
    pub first_number: usize,
    pub opening: Option<(OpeningRule, Vec<Action>)>,
    /// A resignation or a loss on time written after the moves.
    pub ending: Option<Outcome>,
}

impl RecordParts {
    /// The plain game of `moves` on a board of `size` under `rule`: what old records hold.
    pub fn moves(size: usize, rule: Rule, moves: Vec<Pos>) -> RecordParts {
        RecordParts {
            size,
            rule,
            setup: None,
            moves,
            first_number: 1,
            opening: None,
            ending: None,
        }
    }

    /// The record, or the first thing in it that does not hold.
    pub fn assemble(self) -> Result<Record, NotationError> {
        if self.setup.is_some() && self.opening.is_some() {
            return Err(NotationError::SetupAndOpening);
        }
        let mut game = match &self.setup {
            Some(setup) => Game::from_setup(setup, self.rule).map_err(NotationError::BadSetup)?,
            None => Game::new(self.size, self.rule),
        };
        for (i, &pos) in self.moves.iter().enumerate() {
            game.place(pos).map_err(|why| NotationError::Unplayable {
                number: self.first_number + i,
                pos: pos_to_text(pos, self.size),
                why,
            })?;
        }
        // The record keeps a resignation or a loss on time; a finished board keeps its own.
        match self.ending {
            Some(Outcome::Resigned { loser }) => {
                let _ = game.resign(loser);
            }
            Some(Outcome::OutOfTime { loser }) => {
                let _ = game.lose_on_time(loser);
            }
            Some(Outcome::DrawAgreed) => {
                let _ = game.agree_draw();
            }
            _ => {}
        }
        let opening = match self.opening {
            Some((rule, actions)) => Some(negotiation_of(&game, rule, &actions)?),
            None => None,
        };
        Ok(Record { game, opening })
    }
}

/// The negotiation `actions` make under `rule`, if they replay and their stones are the
/// first moves of `game`, and no move comes before the opening is settled.
fn negotiation_of(
    game: &Game,
    rule: OpeningRule,
    actions: &[Action],
) -> Result<Negotiation, NotationError> {
    let size = game.size();
    let negotiation = Negotiation::replay(rule, size, actions)
        .map_err(|(i, why)| NotationError::OpeningRefused { number: i + 1, why })?;
    let stones = negotiation.stones();
    for (i, &stone) in stones.iter().enumerate() {
        let played = game.moves().get(i).copied();
        if played != Some(stone) {
            return Err(NotationError::OpeningNotTheGame {
                number: i + 1,
                opening: pos_to_text(stone, size),
                game: played.map(|pos| pos_to_text(pos, size)),
            });
        }
    }
    if !negotiation.is_settled() && game.stone_count() > stones.len() {
        return Err(NotationError::MoveBeforeSettled {
            number: stones.len() + 1,
        });
    }
    Ok(negotiation)
}
