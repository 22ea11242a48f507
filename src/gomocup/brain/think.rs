//! Answering with a move: the search within the clock's budget (the table kept from move
//! to move, a panic in the engine caught), the root lines `INFO multipv` asks for, and a
//! legal fallback whatever the engine gives.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use crate::engine::{Limits, Search, SearchResult, Table};
use crate::rules::{Board, Pos, Rule, Stone, renju};

use super::{Brain, lines};

impl Brain {
    /// Searches the position, plays the move found on our board and returns it as `x,y`,
    /// after the root lines `INFO multipv` asks for.
    pub(super) fn think(&mut self) -> Result<String, String> {
        let found = self.search(self.multi_pv)?;
        let shown = match &found {
            Some(result) if self.multi_pv > 0 => lines::messages(result),
            _ => String::new(),
        };
        let reply = self.play(found.map(|result| result.best))?;
        Ok(shown + &reply)
    }

    /// Searches the position within the clock's budget (or the fixed limits of the config),
    /// keeping the table for the next move, for `lines` root lines (0 or 1: the plain
    /// search). `None` if the engine gave no move (a panic in it, said on stderr by the
    /// panic hook); an error on a full board.
    pub(super) fn search(&mut self, lines: usize) -> Result<Option<SearchResult>, String> {
        let (rule, level, seed, threads) = (self.rule, self.level, self.config.seed, self.threads);
        // The move's time runs from here: making a table counts too (START makes it with
        // the engine's own tables, but an INFO that changed its size, rule or level drops
        // it); made here, tables took such moves 33 ms past their budget.
        let begun = Instant::now();
        let table = match self.table.take() {
            Some(table) => table,
            None => Table::with_bytes(self.table_bytes()),
        };
        let soft = match self.config.limits {
            Some(_) => None,
            None => self.clock.soft_budget(),
        };
        let limits = self.config.limits.unwrap_or(Limits {
            time: Some(self.clock.budget().saturating_sub(begun.elapsed())),
            nodes: self.max_nodes,
            depth: self.max_depth,
        });
        let board = self.board_mut()?;
        if board.is_full() {
            return Err("the board is full: no move left".into());
        }
        let seed = seed ^ (board.stone_count() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // A panic in the engine must not take the brain down mid-tournament: it falls back
        // to the nearest legal point to the centre and says so on stderr (the panic hook).
        let (found, table) = catch_unwind(AssertUnwindSafe(|| {
            let mut search = Search::playing(board, rule, level, limits, seed, Some(table));
            if let Some(soft) = soft {
                search.set_soft_time(soft);
            }
            search.set_multi_pv(lines);
            search.set_threads(threads);
            let found = loop {
                if let Some(found) = search.step(u64::MAX) {
                    break Some(found);
                }
                if search.is_finished() {
                    break None;
                }
            };
            (found, search.take_table())
        }))
        .unwrap_or((None, None));
        self.table = table;
        Ok(found)
    }

    /// Plays `found` if it is legal, else the fallback move, and returns it as `x,y`.
    pub(super) fn play(&mut self, found: Option<Pos>) -> Result<String, String> {
        let rule = self.rule;
        let board = self.board_mut()?;
        let pos = match found {
            Some(pos) if is_legal(board, rule, pos) => pos,
            _ => fallback_move(board, rule).ok_or_else(|| "no legal move left".to_string())?,
        };
        board.play(pos);
        Ok(format!("{},{}", pos.x, pos.y))
    }
}

/// Whether the side to move may play `pos`.
fn is_legal(board: &Board, rule: Rule, pos: Pos) -> bool {
    board.is_empty_point(pos)
        && !(rule == Rule::Renju
            && board.to_move() == Stone::Black
            && renju::forbidden(board, pos).is_some())
}

/// The legal point nearest the centre: what the brain plays if the engine gives nothing.
/// Under renju black may have only forbidden points left; then any empty point.
fn fallback_move(board: &Board, rule: Rule) -> Option<Pos> {
    let c = (board.size() / 2) as i32;
    let distance = |p: &Pos| (p.x as i32 - c).abs().max((p.y as i32 - c).abs());
    let nearest = |legal_only: bool| {
        board
            .empty_points()
            .filter(|&p| !legal_only || is_legal(board, rule, p))
            .min_by_key(distance)
    };
    nearest(true).or_else(|| nearest(false))
}
