//! The pieces of a request or result line: `key=value` fields, points as `x,y` joined
//! by `;`, `-` for a number left unset.

use std::fmt::Write;

use crate::rules::Pos;

pub(super) fn optional<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

pub(super) fn write_moves(text: &mut String, moves: &[Pos]) {
    for (i, pos) in moves.iter().enumerate() {
        let sep = if i == 0 { "" } else { ";" };
        let _ = write!(text, "{sep}{},{}", pos.x, pos.y);
    }
}

pub(super) fn parse_moves(text: &str) -> Result<Vec<Pos>, String> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(';')
        .map(|point| {
            let (x, y) = point
                .split_once(',')
                .ok_or_else(|| format!("point {point:?} is not x,y"))?;
            let coord = |v: &str| {
                v.parse::<u8>()
                    .map_err(|_| format!("point {point:?} has a bad coordinate"))
            };
            Ok(Pos::new(coord(x)?, coord(y)?))
        })
        .collect()
}

/// `key=value` fields separated by spaces, each key at most once.
pub(super) struct Fields<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Fields<'a> {
    pub(super) fn parse(text: &'a str) -> Result<Fields<'a>, String> {
        let mut fields = Vec::new();
        for word in text.split_whitespace() {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| format!("{word:?} is not key=value"))?;
            if fields.iter().any(|&(k, _)| k == key) {
                return Err(format!("{key} is given twice"));
            }
            fields.push((key, value));
        }
        Ok(Fields(fields))
    }

    pub(super) fn get(&self, key: &str) -> Result<&'a str, String> {
        self.maybe(key).ok_or_else(|| format!("{key}= is missing"))
    }

    /// A field that may be left out.
    pub(super) fn maybe(&self, key: &str) -> Option<&'a str> {
        self.0.iter().find(|&&(k, _)| k == key).map(|&(_, v)| v)
    }

    pub(super) fn number<T: std::str::FromStr>(&self, key: &str) -> Result<T, String> {
        let value = self.get(key)?;
        value
            .parse()
            .map_err(|_| format!("{key}={value} is not a number"))
    }

    /// A number, or `-` for none.
    pub(super) fn optional<T: std::str::FromStr>(&self, key: &str) -> Result<Option<T>, String> {
        match self.get(key)? {
            "-" => Ok(None),
            _ => self.number(key).map(Some),
        }
    }
}
