//! The transposition table (and history) a game's computer player keeps from one of its
//! moves to the next, as the Gomocup brain keeps one through a game: what the last move's
//! search learnt about the positions that follow is not thrown away.
//!
//! Only Master's moves to play keep one. The lower levels' strength was measured with a
//! fresh table at every move (the level ladder), and they stay repeatable for a game's
//! seed; hints, analysis, a swap2 pick and a renju opening step are searched as they
//! stand.

use crate::rules::Rule;

use super::super::level::Level;
use super::super::search::{Search, Table};
use super::SearchRequest;

/// The level whose moves keep a table.
const KEEPING_LEVEL: Level = Level::Master;

/// A table kept between searches, lent to the next move to play of the same board size
/// and rule (a table of another is of no use).
#[derive(Default)]
pub struct KeptTable {
    table: Option<Table>,
    /// What the table lent last was made for; the table given back is taken to be it.
    owner: Option<Owner>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Owner {
    size: usize,
    rule: Rule,
}

impl KeptTable {
    /// `request.search()`, with the kept table when the request is a move to play at a
    /// level that keeps one (a fresh table of the level's size when none is kept for it).
    /// Hand the table back with `keep` once the search has finished.
    pub fn search(&mut self, request: &SearchRequest) -> Result<Search, String> {
        let table = self.lend(request);
        request.search_with(request.limits, table)
    }

    /// `request.search_untimed()`, with the kept table as `search` lends it.
    pub fn search_untimed(&mut self, request: &SearchRequest) -> Result<Search, String> {
        let table = self.lend(request);
        request.search_with(request.untimed_limits(), table)
    }

    /// Keeps the table of a finished search (`Search::take_table`) for the next move. A
    /// search that was lent none gives back `None`, which changes nothing.
    pub fn keep(&mut self, table: Option<Table>) {
        if table.is_some() {
            self.table = table;
        }
    }

    /// Whether a table is kept for the next move.
    pub fn holds_table(&self) -> bool {
        self.table.is_some()
    }

    fn lend(&mut self, request: &SearchRequest) -> Option<Table> {
        if request.level != KEEPING_LEVEL || !request.is_move_to_play() {
            return None;
        }
        let owner = Owner {
            size: request.size,
            rule: request.rule,
        };
        let kept = self.table.take().filter(|_| self.owner == Some(owner));
        self.owner = Some(owner);
        Some(kept.unwrap_or_else(|| Table::for_level(KEEPING_LEVEL)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Limits, SearchResult};
    use crate::rules::{Board, Pos};

    /// The bench's first game, past the opening book's few plies: its positions are
    /// searched.
    const GAME: &[(u8, u8)] = crate::engine::bench::POSITIONS[0].2;

    fn move_request(stones: usize, rule: Rule, level: Level) -> SearchRequest {
        let mut board = Board::new(15);
        for &(x, y) in &GAME[..stones] {
            assert!(board.play(Pos::new(x, y)));
        }
        SearchRequest::new(&board, rule, level, Limits::depth(8), 7).to_play()
    }

    /// The search `kept` makes for `request`, run to its end, its table kept.
    fn play(kept: &mut KeptTable, request: &SearchRequest) -> SearchResult {
        let mut search = kept.search(request).expect("the game replays");
        let result = search.step(u64::MAX).expect("a move");
        kept.keep(search.take_table());
        result
    }

    fn fresh(request: &SearchRequest) -> SearchResult {
        request
            .search()
            .expect("the game replays")
            .run()
            .expect("a move")
    }

    #[test]
    fn masters_next_move_searches_with_what_the_last_one_learnt() {
        let mut kept = KeptTable::default();
        let first = move_request(10, Rule::Freestyle, Level::Master);
        // The first move has nothing kept: a fresh table, the plain search.
        assert_eq!(play(&mut kept, &first), fresh(&first));
        // Two plies on, at depth 8 (at 7 it saved a little or nothing along this game: the
        // table's moves from the last search reach few of the new one's nodes).
        let next = move_request(12, Rule::Freestyle, Level::Master);
        let with_kept = play(&mut kept, &next);
        let without = fresh(&next);
        assert_eq!(with_kept.depth, without.depth);
        assert!(
            with_kept.nodes < without.nodes,
            "the same depth took {} nodes with the kept table, {} without",
            with_kept.nodes,
            without.nodes
        );
    }

    #[test]
    fn a_table_kept_under_another_rule_is_not_lent() {
        let mut kept = KeptTable::default();
        play(&mut kept, &move_request(10, Rule::Freestyle, Level::Master));
        let renju = move_request(12, Rule::Renju, Level::Master);
        assert_eq!(play(&mut kept, &renju), fresh(&renju));
    }

    #[test]
    fn hints_analysis_and_the_lower_levels_keep_no_table() {
        let mut kept = KeptTable::default();
        let hard = move_request(10, Rule::Freestyle, Level::Hard);
        let hint = SearchRequest {
            book: false,
            ..move_request(10, Rule::Freestyle, Level::Master)
        };
        let analysis = move_request(10, Rule::Freestyle, Level::Master).with_multi_pv(2);
        for request in [hard, hint, analysis] {
            let mut search = kept.search(&request).expect("the game replays");
            search.step(u64::MAX).expect("a move");
            assert!(search.take_table().is_none(), "{}", request.to_text());
        }
        assert!(!kept.holds_table());
    }
}
