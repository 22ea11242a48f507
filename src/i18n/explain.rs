//! The coach's facts (`coach::explain::Fact`) as one sentence each, in every language:
//! `explain_en` and `explain_zh` word them; this file holds what they share, the points
//! in international notation (h8) and a line of moves cut after a few.

use super::Lang;
use crate::coach::explain::Fact;
use crate::notation::pos_to_text;
use crate::rules::Pos;

/// The most moves of a line a sentence shows; "…" stands for the rest.
pub(super) const LINE_SHOWN: usize = 6;

/// The sentence for `fact` on a board of `size`, in `lang`.
pub(super) fn text(fact: &Fact, size: usize, lang: Lang) -> String {
    let names = Names { size };
    match lang {
        Lang::En => super::explain_en::sentence(fact, &names),
        Lang::ZhHans => super::explain_zh::sentence(fact, &names, false),
        Lang::ZhHant => super::explain_zh::sentence(fact, &names, true),
    }
}

/// Points as every language writes them.
pub(super) struct Names {
    size: usize,
}

impl Names {
    pub fn at(&self, pos: Pos) -> String {
        pos_to_text(pos, self.size)
    }

    /// A line of moves, "h9 h10 j11 …" past `LINE_SHOWN`.
    pub fn line(&self, line: &[Pos]) -> String {
        let mut words: Vec<String> = line.iter().take(LINE_SHOWN).map(|&p| self.at(p)).collect();
        if line.len() > LINE_SHOWN {
            words.push("…".into());
        }
        words.join(" ")
    }

    /// Points as a list, the last joined by `last` ("e5, e9 or f10"; "e5、e9 或 f10").
    pub fn list(&self, points: &[Pos], comma: &str, last: &str) -> String {
        let names: Vec<String> = points.iter().map(|&p| self.at(p)).collect();
        match names.split_last() {
            None => String::new(),
            Some((only, [])) => only.clone(),
            Some((end, rest)) => format!("{}{last}{end}", rest.join(comma)),
        }
    }
}
