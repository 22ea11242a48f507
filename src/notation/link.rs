//! A position as a link: the fragment of a web address that sets up a game,
//! `#size=15&rule=freestyle&moves=h8i9j10`. The game on the web reads its page's fragment
//! at start; everywhere a link (or the fragment alone) pasted into the record box loads
//! the same game. A bare `#h8i9j10` is a 15x15 freestyle game, and keys a reader does not
//! know are skipped, so links from later versions still open.
//!
//! A record's link carries more, in keys older readers skip:
//! - a set-up: `black=h8j10&white=i9&tomove=white`, its stones (each colour in the order
//!   placed, which the position does not depend on) and the side to move (when left out,
//!   the side the counts fit); `moves=` then holds the moves played after the set-up;
//! - an opening negotiation: `opening=soosorv-8&actions=h8h9h10nh11=2ni7j7!j7`, the rule's
//!   code and its actions (`opening_actions_to_text`); `moves=` holds every move, the
//!   negotiation's stones first, so an older reader still gets the whole game.
//!
//! So `#size=15&rule=renju&black=h8j10&white=i9&tomove=white&moves=k11` is a renju game
//! from a set-up of three stones, white to move, who has played k11.

use super::assemble::RecordParts;
use super::error::{NotationError, quote};
use super::moves::{moves_to_text, parse_moves};
use super::opening_actions::{opening_actions_to_text, parse_opening_actions};
use super::record::Record;
use crate::rules::opening_rule::Action;
use crate::rules::{Game, OpeningRule, Pos, Rule, Setup, Stone, is_supported_size, side_fitting};

/// The keys this reader knows; a text that starts with one of them is a fragment.
const KEYS: [&str; 8] = [
    "size", "rule", "moves", "black", "white", "tomove", "opening", "actions",
];

/// The fragment (after `#`) of a link to the game after `moves`.
pub fn link_fragment(size: usize, rule: Rule, moves: &[Pos]) -> String {
    format!(
        "size={size}&rule={}&moves={}",
        rule.name().to_lowercase(),
        moves_to_text(moves, size)
    )
}

/// The fragment (after `#`) of a link to everything `record` holds. Without a set-up or
/// an opening rule it is `link_fragment`'s.
pub fn record_link_fragment(record: &Record) -> String {
    let game = &record.game;
    let size = game.size();
    let mut text = format!("size={size}&rule={}", game.rule().name().to_lowercase());
    if let Some(setup) = game.setup() {
        text.push_str(&format!(
            "&black={}&white={}&tomove={}",
            moves_to_text(&setup.black, size),
            moves_to_text(&setup.white, size),
            side_name(setup.to_move),
        ));
    }
    if let Some(negotiation) = &record.opening {
        text.push_str(&format!(
            "&opening={}&actions={}",
            negotiation.rule().code(),
            opening_actions_to_text(negotiation.actions(), size),
        ));
    }
    text.push_str(&format!(
        "&moves={}",
        moves_to_text(game.moves_after_setup(), size)
    ));
    text
}

/// `black` or `white`, as links and PSQ set-up lines write the side to move.
pub(super) fn side_name(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

/// The side `text` names (`black` or `white`, in any case).
pub(super) fn side_from_name(text: &str) -> Option<Stone> {
    [Stone::Black, Stone::White]
        .into_iter()
        .find(|&stone| side_name(stone).eq_ignore_ascii_case(text.trim()))
}

/// Whether `text` is a link or a fragment rather than a move string or a PSQ file.
pub fn looks_like_link(text: &str) -> bool {
    let text = text.trim();
    text.contains('#')
        || KEYS.iter().any(|key| {
            text.strip_prefix(key)
                .is_some_and(|rest| rest.starts_with('='))
        })
}

/// The game a link sets up: everything after its `#` (or the whole text if it has none).
pub fn parse_link(text: &str) -> Result<Game, NotationError> {
    read_link(text).map(|record| record.game)
}

/// The values of a link's keys, as written.
#[derive(Default)]
struct Fields<'a> {
    moves: &'a str,
    black: Option<&'a str>,
    white: Option<&'a str>,
    to_move: Option<&'a str>,
    opening: Option<&'a str>,
    actions: Option<&'a str>,
}

/// Everything a link sets up (see the module's documentation for its keys).
pub(super) fn read_link(text: &str) -> Result<Record, NotationError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, after)| after);
    let (mut size, mut rule, mut fields) = (15, Rule::Freestyle, Fields::default());
    for part in fragment.split('&').filter(|part| !part.is_empty()) {
        match part.split_once('=') {
            Some(("size", value)) => {
                size = value
                    .parse()
                    .ok()
                    .filter(|&size| is_supported_size(size))
                    .ok_or_else(|| NotationError::LinkBadSize { text: quote(value) })?;
            }
            Some(("rule", value)) => {
                rule = Rule::from_name(value)
                    .ok_or_else(|| NotationError::LinkBadRule { text: quote(value) })?;
            }
            Some(("moves", value)) => fields.moves = value,
            Some(("black", value)) => fields.black = Some(value),
            Some(("white", value)) => fields.white = Some(value),
            Some(("tomove", value)) => fields.to_move = Some(value),
            Some(("opening", value)) => fields.opening = Some(value),
            Some(("actions", value)) => fields.actions = Some(value),
            Some(_) => {}                // A key from another version.
            None => fields.moves = part, // `#h8i9j10`
        }
    }
    let opening = read_opening(&fields, size)?;
    let setup = read_setup(&fields, size)?;
    let moves = parse_moves(fields.moves, size)?;
    RecordParts {
        setup,
        opening,
        ..RecordParts::moves(size, rule, moves)
    }
    .assemble()
}

/// The set-up of a link's `black=`, `white=` and `tomove=`, if it has any of them.
fn read_setup(fields: &Fields, size: usize) -> Result<Option<Setup>, NotationError> {
    if fields.black.is_none() && fields.white.is_none() && fields.to_move.is_none() {
        return Ok(None);
    }
    let stones = |text: Option<&str>, stone| {
        parse_moves(text.unwrap_or(""), size).map_err(|error| match error {
            NotationError::BadCoordinateAtMove { text, number, why } => {
                NotationError::BadSetupStone {
                    stone,
                    number,
                    text,
                    why,
                }
            }
            other => other,
        })
    };
    let black = stones(fields.black, Stone::Black)?;
    let white = stones(fields.white, Stone::White)?;
    let to_move = match fields.to_move {
        Some(text) => {
            side_from_name(text).ok_or_else(|| NotationError::LinkBadSide { text: quote(text) })?
        }
        // Counts that fit neither side are `Setup::check`'s to explain.
        None => side_fitting(black.len(), white.len()).unwrap_or(Stone::Black),
    };
    Ok(Some(Setup {
        size,
        black,
        white,
        to_move,
    }))
}

/// The opening rule and actions of a link's `opening=` and `actions=`, if it has them.
fn read_opening(
    fields: &Fields,
    size: usize,
) -> Result<Option<(OpeningRule, Vec<Action>)>, NotationError> {
    let Some(code) = fields.opening else {
        return match fields.actions {
            Some(_) => Err(NotationError::ActionsWithoutOpening),
            None => Ok(None),
        };
    };
    let rule = OpeningRule::from_code(code)
        .ok_or_else(|| NotationError::UnknownOpeningRule { text: quote(code) })?;
    let actions = parse_opening_actions(fields.actions.unwrap_or(""), size)?;
    Ok(Some((rule, actions)))
}
