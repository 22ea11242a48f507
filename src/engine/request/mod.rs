//! A search and its result written as one line of text, for an engine that runs somewhere
//! else: the web page's Web Worker (`src/worker.rs`), which gets the game's position as a
//! request and answers with the result. Parsing never panics: a malformed line is an error
//! that says what was wrong.
//!
//! Request: `size=15 rule=Freestyle level=Master seed=7 time=2000 nodes=- depth=- moves=7,7;8,8`
//! Result:  `best=7,8 score=35 depth=9 nodes=812345 forced=- pv=7,8;6,6` or `none`.
//!
//! Multi-PV (analysis): the request may add `multipv=3` (lines wanted; 1 when absent, so
//! older request lines still parse), and a result of more than one line adds
//! `lines=7,8:35:9:7,8;6,6|6,6:20:9:6,6;7,8`: each root line as `move:score:depth:pv`,
//! separated by `|`, the first being `best`'s own. Without `lines=` a result has its one.

use std::fmt::Write;
use std::time::Duration;

use crate::rules::{Board, Pos, Rule, is_supported_size};

use super::level::Level;
use super::limits::Limits;
use super::result::{RootLine, SearchResult};
use super::search::Search;

/// Everything a search needs, as the game has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchRequest {
    pub size: usize,
    pub rule: Rule,
    pub level: Level,
    pub limits: Limits,
    pub seed: u64,
    pub moves: Vec<Pos>,
    /// Root lines wanted (`Search::set_multi_pv`); 1 to just play.
    pub multi_pv: usize,
}

impl SearchRequest {
    pub fn new(board: &Board, rule: Rule, level: Level, limits: Limits, seed: u64) -> Self {
        SearchRequest {
            size: board.size(),
            rule,
            level,
            limits,
            seed,
            moves: board.moves().to_vec(),
            multi_pv: 1,
        }
    }

    /// The same request asking for `lines` root lines.
    pub fn with_multi_pv(self, lines: usize) -> Self {
        SearchRequest {
            multi_pv: lines,
            ..self
        }
    }

    /// The search of this request, its limits as given (the engine reads the clock).
    pub fn search(&self) -> Result<Search, String> {
        let mut search = Search::new(
            &self.board()?,
            self.rule,
            self.level,
            self.limits,
            self.seed,
        );
        search.set_multi_pv(self.multi_pv);
        Ok(search)
    }

    /// The search without its time limit, for a runner that keeps the time itself and
    /// stops the search when it is up (the worker: the engine cannot read the clock in
    /// wasm). The level's own depth and node caps still apply.
    pub fn search_untimed(&self) -> Result<Search, String> {
        let limits = Limits {
            time: None,
            // Not `Limits::default()`, which would mean the level's default time again.
            depth: Some(self.limits.depth.unwrap_or(u32::MAX)),
            nodes: self.limits.nodes,
        };
        let mut search = Search::new(&self.board()?, self.rule, self.level, limits, self.seed);
        search.set_multi_pv(self.multi_pv);
        Ok(search)
    }

    fn board(&self) -> Result<Board, String> {
        let mut board = Board::new(self.size);
        for (i, &pos) in self.moves.iter().enumerate() {
            if !board.play(pos) {
                return Err(format!(
                    "move {} ({},{}) is off the board or on a stone",
                    i + 1,
                    pos.x,
                    pos.y
                ));
            }
        }
        Ok(board)
    }

    pub fn to_text(&self) -> String {
        let mut text = format!(
            "size={} rule={} level={} seed={} time={} nodes={} depth={}",
            self.size,
            self.rule.name(),
            self.level.name(),
            self.seed,
            optional(self.limits.time.map(|t| t.as_millis())),
            optional(self.limits.nodes),
            optional(self.limits.depth),
        );
        if self.multi_pv != 1 {
            let _ = write!(text, " multipv={}", self.multi_pv);
        }
        text.push_str(" moves=");
        write_moves(&mut text, &self.moves);
        text
    }

    pub fn parse(text: &str) -> Result<SearchRequest, String> {
        let fields = Fields::parse(text)?;
        let size = fields.number("size")?;
        if !is_supported_size(size) {
            return Err(format!("size={size} is not a supported board size"));
        }
        let rule = fields.get("rule")?;
        let level = fields.get("level")?;
        let multi_pv = match fields.maybe("multipv") {
            None => 1,
            Some(_) => fields.number("multipv")?,
        };
        if multi_pv == 0 {
            return Err("multipv=0: at least one line".to_string());
        }
        Ok(SearchRequest {
            size,
            rule: Rule::from_name(rule).ok_or_else(|| format!("unknown rule={rule}"))?,
            level: Level::from_name(level).ok_or_else(|| format!("unknown level={level}"))?,
            seed: fields.number("seed")?,
            limits: Limits {
                time: fields.optional("time")?.map(Duration::from_millis),
                nodes: fields.optional("nodes")?,
                depth: fields.optional("depth")?,
            },
            moves: parse_moves(fields.get("moves")?)?,
            multi_pv,
        })
    }
}

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

fn optional<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

fn write_moves(text: &mut String, moves: &[Pos]) {
    for (i, pos) in moves.iter().enumerate() {
        let sep = if i == 0 { "" } else { ";" };
        let _ = write!(text, "{sep}{},{}", pos.x, pos.y);
    }
}

fn parse_moves(text: &str) -> Result<Vec<Pos>, String> {
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
struct Fields<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Fields<'a> {
    fn parse(text: &'a str) -> Result<Fields<'a>, String> {
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

    fn get(&self, key: &str) -> Result<&'a str, String> {
        self.maybe(key).ok_or_else(|| format!("{key}= is missing"))
    }

    /// A field that may be left out.
    fn maybe(&self, key: &str) -> Option<&'a str> {
        self.0.iter().find(|&&(k, _)| k == key).map(|&(_, v)| v)
    }

    fn number<T: std::str::FromStr>(&self, key: &str) -> Result<T, String> {
        let value = self.get(key)?;
        value
            .parse()
            .map_err(|_| format!("{key}={value} is not a number"))
    }

    /// A number, or `-` for none.
    fn optional<T: std::str::FromStr>(&self, key: &str) -> Result<Option<T>, String> {
        match self.get(key)? {
            "-" => Ok(None),
            _ => self.number(key).map(Some),
        }
    }
}
