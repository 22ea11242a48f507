//! A search's result as one line of text (see the parent module for the format): what
//! the web page's worker answers.

use std::fmt::Write;

use super::super::result::{RootLine, SearchResult};
use super::fields::{Fields, optional, parse_moves, write_moves};

/// The worker's answer: the search's result, or `none` when there was no legal move.
pub fn result_to_text(result: Option<&SearchResult>) -> String {
    let Some(r) = result else {
        return "none".to_string();
    };
    let mut text = format!(
        "best={},{} score={} depth={} nodes={} forced={} pv=",
        r.best.x,
        r.best.y,
        r.score,
        r.depth,
        r.nodes,
        optional(r.forced),
    );
    write_moves(&mut text, &r.pv);
    if r.lines.len() > 1 {
        text.push_str(" lines=");
        for (i, line) in r.lines.iter().enumerate() {
            let sep = if i == 0 { "" } else { "|" };
            let (x, y) = (line.best.x, line.best.y);
            let _ = write!(text, "{sep}{x},{y}:{}:{}:", line.score, line.depth);
            write_moves(&mut text, &line.pv);
        }
    }
    text
}

pub fn parse_result(text: &str) -> Result<Option<SearchResult>, String> {
    if text.trim() == "none" {
        return Ok(None);
    }
    let fields = Fields::parse(text)?;
    let best = parse_moves(fields.get("best")?)?;
    let [best] = best[..] else {
        return Err(format!("best={} is not one point", fields.get("best")?));
    };
    let mut result = SearchResult {
        best,
        score: fields.number("score")?,
        depth: fields.number("depth")?,
        nodes: fields.number("nodes")?,
        forced: fields.optional("forced")?,
        pv: parse_moves(fields.get("pv")?)?,
        lines: Vec::new(),
    };
    let own = RootLine::of(&result);
    result.lines = match fields.maybe("lines") {
        None => vec![own],
        Some(text) => {
            let lines = text
                .split('|')
                .enumerate()
                .map(|(i, line)| {
                    parse_line(line).map_err(|why| format!("lines= line {}: {why}", i + 1))
                })
                .collect::<Result<Vec<_>, _>>()?;
            if lines.first() != Some(&own) {
                return Err("lines= does not begin with best, score, depth and pv".to_string());
            }
            lines
        }
    };
    Ok(Some(result))
}

/// One root line, `move:score:depth:pv`.
fn parse_line(text: &str) -> Result<RootLine, String> {
    let parts: Vec<&str> = text.split(':').collect();
    let [best, score, depth, pv] = parts[..] else {
        return Err(format!("{text:?} is not move:score:depth:pv"));
    };
    let [best] = parse_moves(best)?[..] else {
        return Err(format!("{best:?} is not one point"));
    };
    let pv = parse_moves(pv)?;
    if pv.first() != Some(&best) {
        return Err(format!(
            "its pv does not begin with its move {},{}",
            best.x, best.y
        ));
    }
    Ok(RootLine {
        best,
        score: score
            .parse()
            .map_err(|_| format!("score {score:?} is not a number"))?,
        depth: depth
            .parse()
            .map_err(|_| format!("depth {depth:?} is not a number"))?,
        pv,
    })
}
