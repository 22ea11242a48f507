//! Puzzle collections as text: the shipped starter set and the player's own collection.
//!
//! ```text
//! # Comments run from '#' to the end of the line; blank lines are skipped.
//! gomoku-puzzles 1
//! freestyle 15 vcf 3 h5g8g11g7g5h8f6f8e8i5e9i7e7 first=i8 from=starter
//! renju 15 vct 5 j6g6f9f7e8h7i8g7e7 first=g8,i7 from=starter  # two answers
//! ```
//!
//! The first line that is not blank or a comment is the header: `gomoku-puzzles` and the
//! format's version, 1. Then one puzzle a line, its fields apart by spaces:
//! - the rule: `freestyle`, `standard` or `renju`;
//! - the board's size: `15` (any size the game plays);
//! - the kind: `vcf` (a win by fours) or `vct` (by fours and threes);
//! - the win's length: the attacker's moves to the five, the five included, against the
//!   defence that resists longest, the blocks of the defender's fours counted too (2 to
//!   99; `Band` groups them); the puzzle asks for a win in so many moves;
//! - the position: the moves from the empty board, black first, in the game's notation
//!   without spaces (`h8i9j10`): the side to move after them is the attacker;
//! - `first=` and every first move that wins in that many moves, apart by commas, in any
//!   order;
//! - `from=starter` (the shipped set) or `from=game` (the player's own game).
//!
//! Reading checks what can be checked without the solver: each field, that every move of
//! the position and each first move may be played, and that the position is not won
//! already. `verify` does the rest.
//!
//! A bad header (an empty file, another kind of file, a newer version) refuses the whole
//! file. A bad puzzle line does not: `read_puzzles` skips it and reports it with the rest
//! kept, so a player's own collection loses nothing readable to one damaged line, and
//! `PuzzleFile::to_text` writes the unread lines back as comments for a person to mend.
//! `parse_puzzles` is the strict reading for the shipped set, where any bad line is an
//! error (and the test suite sees to it that there is none).

use crate::notation::{game_from_moves, moves_to_text, parse_moves, parse_pos, pos_to_text, quote};
use crate::rules::{Game, Pos, Rule, is_supported_size};

use super::error::{Field, LineProblem, PuzzleError};
use super::puzzle::{Kind, Origin, Puzzle, board_order};

/// The header's first word, and the version of the format this file describes.
pub const HEADER: &str = "gomoku-puzzles";
pub const VERSION: u32 = 1;
/// The longest win a puzzle line may give, in the attacker's moves.
pub const MOST_WIN_IN: u32 = 99;

/// A puzzle file read leniently: the puzzles, and the lines skipped with why.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFile {
    pub puzzles: Vec<Puzzle>,
    pub skipped: Vec<Skipped>,
}

/// A line that is no puzzle, as written, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub text: String,
    pub error: PuzzleError,
}

impl PuzzleFile {
    /// The puzzles as `puzzles_to_text` writes them, then each skipped line as a comment
    /// beginning `# unread: `, so that writing the collection back loses nothing.
    pub fn to_text(&self) -> String {
        let mut text = puzzles_to_text(&self.puzzles);
        for skipped in &self.skipped {
            text.push_str("# unread: ");
            text.push_str(skipped.text.trim());
            text.push('\n');
        }
        text
    }
}

/// Every puzzle of `text`, or the first thing wrong with it, bad lines included.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let file = read_puzzles(text)?;
    match file.skipped.into_iter().next() {
        Some(skipped) => Err(skipped.error),
        None => Ok(file.puzzles),
    }
}

/// The puzzles of `text`, skipping (and reporting) the lines that are none; an error only
/// when the file as a whole is not a puzzle file this game reads.
pub fn read_puzzles(text: &str) -> Result<PuzzleFile, PuzzleError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line, line.split('#').next().unwrap_or("").trim()))
        .filter(|(_, _, content)| !content.is_empty());
    let Some((line, _, header)) = lines.next() else {
        return Err(PuzzleError::Empty);
    };
    read_header(line, header)?;
    let mut file = PuzzleFile::default();
    for (line, whole, content) in lines {
        match read_line(content) {
            Ok(puzzle) => file.puzzles.push(puzzle),
            Err(problem) => file.skipped.push(Skipped {
                text: whole.to_string(),
                error: PuzzleError::BadLine { line, problem },
            }),
        }
    }
    Ok(file)
}

/// The header and one line per puzzle.
pub fn puzzles_to_text(puzzles: &[Puzzle]) -> String {
    let mut text = format!("{HEADER} {VERSION}\n");
    for puzzle in puzzles {
        text.push_str(&puzzle_line(puzzle));
        text.push('\n');
    }
    text
}

/// One puzzle as a line of a puzzle file.
pub fn puzzle_line(puzzle: &Puzzle) -> String {
    let first: Vec<String> = puzzle
        .first
        .iter()
        .map(|&p| pos_to_text(p, puzzle.size))
        .collect();
    format!(
        "{} {} {} {} {} first={} from={}",
        puzzle.rule.name().to_ascii_lowercase(),
        puzzle.size,
        puzzle.kind.name(),
        puzzle.win_in,
        moves_to_text(&puzzle.position, puzzle.size),
        first.join(","),
        puzzle.origin.name()
    )
}

/// One puzzle line as `puzzle_line` writes it (a comment after '#' allowed), on its own:
/// for a puzzle handed over as one line (the web page's worker).
pub fn parse_puzzle_line(line: &str) -> Result<Puzzle, LineProblem> {
    read_line(line.split('#').next().unwrap_or("").trim())
}

fn read_header(line: usize, header: &str) -> Result<(), PuzzleError> {
    let words: Vec<&str> = header.split_whitespace().collect();
    match words[..] {
        [name, version] if name.eq_ignore_ascii_case(HEADER) => {
            if version.parse() == Ok(VERSION) {
                Ok(())
            } else {
                Err(PuzzleError::UnknownVersion {
                    line,
                    version: quote(version),
                })
            }
        }
        _ => Err(PuzzleError::NotPuzzles {
            line,
            text: quote(header),
        }),
    }
}

/// A puzzle line (its comment cut off) as a puzzle.
fn read_line(content: &str) -> Result<Puzzle, LineProblem> {
    let mut words = content.split_whitespace();
    let mut next = |field| words.next().ok_or(LineProblem::Missing { field });
    let rule_text = next(Field::Rule)?;
    let rule = Rule::from_name(rule_text).ok_or_else(|| LineProblem::UnknownRule {
        text: quote(rule_text),
    })?;
    let size_text = next(Field::Size)?;
    let size = size_text
        .parse()
        .ok()
        .filter(|&size| is_supported_size(size))
        .ok_or_else(|| LineProblem::BadSize {
            text: quote(size_text),
        })?;
    let kind_text = next(Field::Kind)?;
    let kind = Kind::from_name(kind_text).ok_or_else(|| LineProblem::UnknownKind {
        text: quote(kind_text),
    })?;
    let win_text = next(Field::WinIn)?;
    let win_in = win_text
        .parse()
        .ok()
        .filter(|n| (2..=MOST_WIN_IN).contains(n))
        .ok_or_else(|| LineProblem::BadWinIn {
            text: quote(win_text),
        })?;
    let position_text = next(Field::Position)?;
    let position = parse_moves(position_text, size).map_err(LineProblem::BadPosition)?;
    let game = game_from_moves(&position, size, rule).map_err(LineProblem::BadPosition)?;
    if game.is_over() {
        return Err(LineProblem::AlreadyWon);
    }
    let (mut first, mut origin) = (None, None);
    for word in words {
        let (key, value) = word.split_once('=').unwrap_or((word, ""));
        if key.eq_ignore_ascii_case("first") {
            if first.is_some() {
                return Err(LineProblem::Repeated {
                    field: Field::First,
                });
            }
            first = Some(first_moves(value, &game)?);
        } else if key.eq_ignore_ascii_case("from") {
            if origin.is_some() {
                return Err(LineProblem::Repeated {
                    field: Field::Origin,
                });
            }
            origin = Some(
                Origin::from_name(value)
                    .ok_or_else(|| LineProblem::UnknownOrigin { text: quote(value) })?,
            );
        } else {
            return Err(LineProblem::UnknownField { text: quote(word) });
        }
    }
    Ok(Puzzle {
        rule,
        size,
        position,
        kind,
        win_in,
        first: first.ok_or(LineProblem::Missing {
            field: Field::First,
        })?,
        origin: origin.ok_or(LineProblem::Missing {
            field: Field::Origin,
        })?,
    })
}

/// The first moves after `first=`: at least one, each a point the attacker may play.
fn first_moves(text: &str, game: &Game) -> Result<Vec<Pos>, LineProblem> {
    let mut moves = Vec::new();
    for word in text.split(',') {
        let pos = parse_pos(word, game.size()).map_err(LineProblem::BadFirstMove)?;
        game.check(pos)
            .map_err(|why| LineProblem::FirstMoveUnplayable {
                pos: pos_to_text(pos, game.size()),
                why,
            })?;
        moves.push(pos);
    }
    board_order(&mut moves);
    Ok(moves)
}
