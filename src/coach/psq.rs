//! A review's grades kept in a PSQ record, one comment line per move after the moves:
//!
//! ```text
//! Piskvork 15x15, 11:11, 0
//! 8,8,0
//! 9,9,0
//! Coach: move=2 played=i7 grade=mistake before=0.52 after=0.39 best=g9 line=g9,h10,g10
//! ```
//!
//! `move` counts from 1 as players do; points are written as players read them ("h8").
//! A PSQ reader stops reading moves at the first line that is not one, and
//! `notation::parse_psq` reads nothing after it but a `Result:` line, so records with
//! grades load in readers that know nothing of them (a `Result:` line may stand before or
//! after the grades). Reading the grades back never fails the record: a malformed grade
//! line is skipped, with the reason (`ReadGrades::skipped`). Unknown fields are ignored,
//! so that later versions may add some.

use std::fmt;

use crate::notation::{parse_pos, pos_to_text, to_psq};
use crate::rules::{Outcome, Pos};

use super::grade::{Grade, GradedMove};

/// The word a grade line starts with.
const PREFIX: &str = "Coach:";

/// The PSQ record of a game (`notation::to_psq`) with its grades after it.
pub fn grades_to_psq(
    size: usize,
    moves: &[Pos],
    ending: Option<&Outcome>,
    grades: &[GradedMove],
) -> String {
    let mut text = to_psq(size, moves, ending);
    for graded in grades {
        text.push_str(&grade_line(graded, size));
        text.push('\n');
    }
    text
}

/// One move's grade line (without the line break). Chances are written as Rust writes an
/// `f32`: the shortest text that reads back as the same number.
pub fn grade_line(graded: &GradedMove, size: usize) -> String {
    let point = |pos| pos_to_text(pos, size);
    let line: Vec<String> = graded.line.iter().map(|&pos| point(pos)).collect();
    format!(
        "{PREFIX} move={} played={} grade={} before={} after={} best={} line={}",
        graded.ply + 1,
        point(graded.played),
        graded.grade.name(),
        graded.before,
        graded.after,
        point(graded.best),
        line.join(","),
    )
}

/// Why a grade line was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GradeLineError {
    NotAGradeLine,
    /// A word that is not `key=value`, quoted.
    NotKeyValue(String),
    KeyTwice(&'static str),
    Missing(&'static str),
    /// A field whose value does not read, with the value quoted.
    BadValue {
        key: &'static str,
        value: String,
    },
    /// Chances run from 0 to 1, and a move's are never higher after it than before.
    BadChances {
        before: String,
        after: String,
    },
    /// The line does not begin with the better move.
    LineNotFromBest,
    /// The record has no move of that number.
    NoSuchMove {
        number: usize,
        moves: usize,
    },
    /// The point the grade says was played is not the record's move.
    NotTheRecordsMove {
        number: usize,
        written: String,
        record: String,
    },
    /// A move graded on an earlier line.
    GradedTwice {
        number: usize,
    },
}

impl fmt::Display for GradeLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GradeLineError::NotAGradeLine => write!(f, "it does not begin with '{PREFIX}'"),
            GradeLineError::NotKeyValue(word) => write!(f, "{word} is not key=value"),
            GradeLineError::KeyTwice(key) => write!(f, "{key}= is given twice"),
            GradeLineError::Missing(key) => write!(f, "{key}= is missing"),
            GradeLineError::BadValue { key, value } => write!(f, "{key}={value} does not read"),
            GradeLineError::BadChances { before, after } => write!(
                f,
                "chances before={before} after={after} are not 0 to 1 with after not above before"
            ),
            GradeLineError::LineNotFromBest => f.write_str("its line does not begin with best="),
            GradeLineError::NoSuchMove { number, moves } => {
                write!(f, "move {number} is not in the record, which has {moves}")
            }
            GradeLineError::NotTheRecordsMove {
                number,
                written,
                record,
            } => write!(f, "move {number} is {record} in the record, not {written}"),
            GradeLineError::GradedTwice { number } => {
                write!(f, "move {number} was graded on an earlier line")
            }
        }
    }
}

impl std::error::Error for GradeLineError {}

/// The grades of a record, and the grade lines skipped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReadGrades {
    /// In the order of the game.
    pub grades: Vec<GradedMove>,
    /// The skipped lines' numbers in the text (from 1), and why each was skipped.
    pub skipped: Vec<(usize, GradeLineError)>,
}

/// The grade lines of a PSQ record's `text` whose game on a board of `size` is `moves`.
pub fn read_grades(text: &str, size: usize, moves: &[Pos]) -> ReadGrades {
    let mut read = ReadGrades::default();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with(PREFIX) {
            continue;
        }
        let checked = parse_grade_line(line, size).and_then(|graded| {
            let number = graded.ply + 1;
            let Some(&record) = moves.get(graded.ply) else {
                return Err(GradeLineError::NoSuchMove {
                    number,
                    moves: moves.len(),
                });
            };
            if record != graded.played {
                return Err(GradeLineError::NotTheRecordsMove {
                    number,
                    written: pos_to_text(graded.played, size),
                    record: pos_to_text(record, size),
                });
            }
            if read.grades.iter().any(|g| g.ply == graded.ply) {
                return Err(GradeLineError::GradedTwice { number });
            }
            Ok(graded)
        });
        match checked {
            Ok(graded) => read.grades.push(graded),
            Err(why) => read.skipped.push((i + 1, why)),
        }
    }
    read.grades.sort_by_key(|g| g.ply);
    read
}

/// One grade line on a board of `size`, on its own (`read_grades` also checks it against
/// the record's moves).
pub fn parse_grade_line(line: &str, size: usize) -> Result<GradedMove, GradeLineError> {
    let fields = line
        .trim()
        .strip_prefix(PREFIX)
        .ok_or(GradeLineError::NotAGradeLine)?;
    let fields = Fields::parse(fields)?;
    let point = |key| {
        let value = fields.get(key)?;
        parse_pos(value, size).map_err(|_| bad(key, value))
    };
    let number = fields.get("move")?;
    let ply = match number.parse::<usize>() {
        Ok(n) if n >= 1 => n - 1,
        _ => return Err(bad("move", number)),
    };
    let grade = fields.get("grade")?;
    let grade = Grade::from_name(grade).ok_or_else(|| bad("grade", grade))?;
    let chance = |key| {
        let value = fields.get(key)?;
        value.parse::<f32>().map_err(|_| bad(key, value))
    };
    let (before, after) = (chance("before")?, chance("after")?);
    if !((0.0..=1.0).contains(&before) && (0.0..=1.0).contains(&after) && after <= before) {
        return Err(GradeLineError::BadChances {
            before: fields.get("before")?.to_string(),
            after: fields.get("after")?.to_string(),
        });
    }
    let best = point("best")?;
    let line_text = fields.get("line")?;
    let line = line_text
        .split(',')
        .map(|p| parse_pos(p, size).map_err(|_| bad("line", line_text)))
        .collect::<Result<Vec<Pos>, _>>()?;
    if line.first() != Some(&best) {
        return Err(GradeLineError::LineNotFromBest);
    }
    Ok(GradedMove {
        ply,
        played: point("played")?,
        grade,
        before,
        after,
        best,
        line,
    })
}

fn bad(key: &'static str, value: &str) -> GradeLineError {
    GradeLineError::BadValue {
        key,
        value: quoted(value),
    }
}

/// `text` quoted for a message, cut short if long: a pasted novel is no reason.
fn quoted(text: &str) -> String {
    const LONGEST: usize = 24;
    if text.chars().count() <= LONGEST {
        format!("'{text}'")
    } else {
        format!("'{}...'", text.chars().take(LONGEST).collect::<String>())
    }
}

/// The keys a grade line must have.
const KEYS: [&str; 7] = ["move", "played", "grade", "before", "after", "best", "line"];

/// A grade line's `key=value` words, each known key at most once.
struct Fields<'a>(Vec<(&'static str, &'a str)>);

impl<'a> Fields<'a> {
    fn parse(text: &'a str) -> Result<Fields<'a>, GradeLineError> {
        let mut fields = Vec::new();
        for word in text.split_whitespace() {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| GradeLineError::NotKeyValue(quoted(word)))?;
            let Some(&key) = KEYS.iter().find(|&&k| k == key) else {
                continue;
            };
            if fields.iter().any(|&(k, _)| k == key) {
                return Err(GradeLineError::KeyTwice(key));
            }
            fields.push((key, value));
        }
        Ok(Fields(fields))
    }

    fn get(&self, key: &'static str) -> Result<&'a str, GradeLineError> {
        self.0
            .iter()
            .find(|&&(k, _)| k == key)
            .map(|&(_, v)| v)
            .ok_or(GradeLineError::Missing(key))
    }
}
