//! A record as a PSQ file: the stones in order as any PSQ reader reads them, then lines of
//! this game's own for what PSQ has no place for, before the `Result:` line:
//!
//! ```text
//! Piskvork 15x15, 11:11, 0
//! 8,8,0
//! 9,9,0
//! 10,10,0
//! 11,7,0
//! Setup: stones=3 tomove=white
//! Result: black resigned
//! ```
//!
//! - `Setup: stones=3 tomove=white`: the first 3 stones are a set-up (placed by hand, not
//!   played; undo stops above them) and white was to move after it. The set-up's stones
//!   are written black, white, black, ... like moves, so a reader that knows nothing of
//!   set-ups still gives every stone its colour.
//! - `Opening: rule=soosorv-8 actions=h8h9h10nh11=2ni7j7!j7`: the game opened under that
//!   renju opening rule with those actions (`opening_actions_to_text`); its stones are the
//!   game's first moves.
//!
//! PSQ names no rule, so a PSQ record is played under the reader's rule, as any PSQ file
//! is (a link carries its own).
//!
//! Other readers stop at the first line that is not a move and skip what follows, so these
//! files load everywhere; and `notation::parse_psq` reads them as before. The first line of
//! each kind counts; within one, words are `key=value` and unknown keys are skipped, so
//! later versions may add some.

use super::assemble::RecordParts;
use super::error::{NotationError, quote};
use super::link::{side_from_name, side_name};
use super::opening_actions::{opening_actions_to_text, parse_opening_actions};
use super::psq::{parse_psq, psq_with_lines};
use super::record::Record;
use crate::rules::opening_rule::Action;
use crate::rules::{OpeningRule, Rule, Setup, Stone};

const SETUP: &str = "Setup:";
const OPENING: &str = "Opening:";

/// The PSQ text of everything `record` holds (`to_psq`'s text when it holds no set-up and
/// no opening rule).
pub fn record_to_psq(record: &Record) -> String {
    let game = &record.game;
    let size = game.size();
    let mut lines = Vec::new();
    if let Some(setup) = game.setup() {
        lines.push(format!(
            "{SETUP} stones={} tomove={}",
            game.setup_stones(),
            side_name(setup.to_move)
        ));
    }
    if let Some(negotiation) = &record.opening {
        lines.push(format!(
            "{OPENING} rule={} actions={}",
            negotiation.rule().code(),
            opening_actions_to_text(negotiation.actions(), size)
        ));
    }
    psq_with_lines(size, game.moves(), &lines, game.outcome())
}

/// Everything a PSQ file's `text` holds, its game played under `rule`.
pub(super) fn read_psq_record(text: &str, rule: Rule) -> Result<Record, NotationError> {
    let psq = parse_psq(text)?;
    let lines = || {
        text.lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.trim()))
    };
    let setup_line = lines().find(|(_, line)| line.starts_with(SETUP));
    let opening_line = lines().find(|(_, line)| line.starts_with(OPENING));
    let mut setup_stones = 0;
    let mut setup = None;
    if let Some((number, line)) = setup_line {
        let (stones, to_move) =
            read_setup_line(line).ok_or_else(|| NotationError::PsqBadSetupLine {
                line: number,
                text: quote(line),
            })?;
        if stones > psq.moves.len() {
            return Err(NotationError::PsqSetupTooLong {
                line: number,
                stones,
                moves: psq.moves.len(),
            });
        }
        let placed = &psq.moves[..stones];
        let colour = |parity: usize| placed.iter().skip(parity).step_by(2).copied().collect();
        setup_stones = stones;
        setup = Some(Setup {
            size: psq.size,
            black: colour(0),
            white: colour(1),
            // Written or not, the side the stones' order leaves to move; a different
            // side written is `Setup::check`'s to explain.
            to_move: to_move.unwrap_or(if stones % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            }),
        });
    }
    let opening = match opening_line {
        Some((number, line)) => Some(read_opening_line(line, number, psq.size)?),
        None => None,
    };
    RecordParts {
        size: psq.size,
        rule,
        setup,
        moves: psq.moves[setup_stones..].to_vec(),
        first_number: setup_stones + 1,
        opening,
        ending: psq.ending,
    }
    .assemble()
}

/// The words of a record line after its prefix, as `key=value` pairs; `None` if one is not.
fn key_values(rest: &str) -> Option<Vec<(&str, &str)>> {
    rest.split_whitespace()
        .map(|word| word.split_once('='))
        .collect()
}

/// The set-up's stone count and the side to move, if written, of a `Setup:` line.
fn read_setup_line(line: &str) -> Option<(usize, Option<Stone>)> {
    let (mut stones, mut to_move) = (None, None);
    for (key, value) in key_values(line.strip_prefix(SETUP)?)? {
        match key {
            "stones" => stones = Some(value.parse().ok()?),
            "tomove" => to_move = Some(side_from_name(value)?),
            _ => {}
        }
    }
    Some((stones?, to_move))
}

/// The opening rule and actions of an `Opening:` line, which is line `number` of the file.
fn read_opening_line(
    line: &str,
    number: usize,
    size: usize,
) -> Result<(OpeningRule, Vec<Action>), NotationError> {
    let bad = || NotationError::PsqBadOpeningLine {
        line: number,
        text: quote(line),
    };
    let (mut code, mut actions) = (None, "");
    let fields = line.strip_prefix(OPENING).and_then(key_values);
    for (key, value) in fields.ok_or_else(bad)? {
        match key {
            "rule" => code = Some(value),
            "actions" => actions = value,
            _ => {}
        }
    }
    let code = code.ok_or_else(bad)?;
    let rule = OpeningRule::from_code(code)
        .ok_or_else(|| NotationError::UnknownOpeningRule { text: quote(code) })?;
    Ok((rule, parse_opening_actions(actions, size)?))
}
