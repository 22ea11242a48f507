//! A search and its result written as one line of text, for an engine that runs somewhere
//! else: the web page's Web Worker (`src/worker/`), which gets the game's position as a
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
//!
//! Restricted root (the renju opening rules' areas and offers): the request may add
//! `only=7,7;8,8`, the points the move must be one of (`Search::restricted`); absent, any
//! point, so older request lines still parse.
//!
//! A move to play (the game's computer player): the request may add `book=1`, and the
//! strong levels then answer from the opening book where it holds the position
//! (`Search::playing`); absent, the position is searched, as hints and analysis want.
//! Such a move at Master searches with the table kept from the computer's last move
//! (`KeptTable`), in the game and in the Web Worker alike.

mod fields;
mod kept_table;
mod result_text;

use std::fmt::Write;
use std::time::Duration;

use crate::rules::{Board, Pos, Rule, is_supported_size};

use super::level::Level;
use super::limits::Limits;
use super::search::{Search, Table};
use fields::{Fields, optional, parse_moves, write_moves};

pub use kept_table::KeptTable;
pub use result_text::{parse_result, result_to_text};

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
    /// The points the move must be one of (`Search::restricted`); empty: any point.
    pub only: Vec<Pos>,
    /// A move to play: the opening book may answer (`Search::playing`), where the
    /// request is for one line and any point.
    pub book: bool,
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
            only: Vec::new(),
            book: false,
        }
    }

    /// The same request for a move to play, which the opening book may answer.
    pub fn to_play(self) -> Self {
        SearchRequest { book: true, ..self }
    }

    /// The same request asking for `lines` root lines.
    pub fn with_multi_pv(self, lines: usize) -> Self {
        SearchRequest {
            multi_pv: lines,
            ..self
        }
    }

    /// The same request with its move limited to `points` (empty: any point).
    pub fn with_only(self, points: Vec<Pos>) -> Self {
        SearchRequest {
            only: points,
            ..self
        }
    }

    /// The search of this request, its limits as given (the engine reads the clock).
    pub fn search(&self) -> Result<Search, String> {
        self.search_with(self.limits, None)
    }

    /// The search without its time limit, for a runner that keeps the time itself and
    /// stops the search when it is up (the worker: the engine cannot read the clock in
    /// wasm). The level's own depth and node caps still apply.
    pub fn search_untimed(&self) -> Result<Search, String> {
        self.search_with(self.untimed_limits(), None)
    }

    fn untimed_limits(&self) -> Limits {
        Limits {
            time: None,
            // Not `Limits::default()`, which would mean the level's default time again.
            depth: Some(self.limits.depth.unwrap_or(u32::MAX)),
            nodes: self.limits.nodes,
        }
    }

    /// Whether this is a plain move to play: one line, any point, the book allowed
    /// (`Search::playing`), as the game's computer player asks for its moves.
    fn is_move_to_play(&self) -> bool {
        self.book && self.only.is_empty() && self.multi_pv == 1
    }

    /// The search under `limits`; `table`, where given, is searched with (a move to play
    /// only: `KeptTable` lends none to any other request).
    fn search_with(&self, limits: Limits, table: Option<Table>) -> Result<Search, String> {
        let board = self.board()?;
        if self.is_move_to_play() {
            return Ok(Search::playing(
                &board, self.rule, self.level, limits, self.seed, table,
            ));
        }
        let mut search =
            Search::restricted(&board, self.rule, self.level, limits, self.seed, &self.only);
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
        if !self.only.is_empty() {
            text.push_str(" only=");
            write_moves(&mut text, &self.only);
        }
        if self.book {
            text.push_str(" book=1");
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
            only: parse_only(fields.maybe("only"), size)?,
            book: parse_book(fields.maybe("book"))?,
        })
    }
}

/// The `book=` field: absent or 0, the position is searched; 1, the book may answer.
fn parse_book(text: Option<&str>) -> Result<bool, String> {
    match text {
        None | Some("0") => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(format!("book={other}: 1 or 0")),
    }
}

/// The `only=` field: absent, no restriction; present, one or more points on the board.
fn parse_only(text: Option<&str>, size: usize) -> Result<Vec<Pos>, String> {
    let Some(text) = text else {
        return Ok(Vec::new());
    };
    let points = parse_moves(text).map_err(|why| format!("only={text}: {why}"))?;
    if points.is_empty() {
        return Err("only= names no point (leave it out for any point)".to_string());
    }
    match points
        .iter()
        .find(|p| usize::from(p.x) >= size || usize::from(p.y) >= size)
    {
        Some(p) => Err(format!(
            "only={text}: point {},{} is off the {size}x{size} board",
            p.x, p.y
        )),
        None => Ok(points),
    }
}
