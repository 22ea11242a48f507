//! A search whose root may play only some points (`Search::restricted`): the renju
//! opening rules ask for a stone within an area, an offered 5th move that is not the twin
//! of an earlier one, or one of the offered 5th moves. The root's every way to a move
//! honours it: its shortcuts (the centre of an empty board, a five, a forced block) only
//! when their move is allowed, else it searches; its threat searches only from allowed
//! first moves; alpha-beta only over allowed root moves. Below the root nothing changes:
//! the restriction is on the move asked for, not on the game that follows.

use crate::rules::Pos;

use super::super::board::Cell;
use super::super::board::movegen::move_score;
use super::Engine;
use super::Phase;

impl Engine {
    /// Limits the root moves to `points` (those off the board are ignored, so a
    /// restriction to nothing on the board leaves no move). Only before the search starts:
    /// a search under way keeps what it was started with.
    pub fn restrict_root(&mut self, points: &[Pos]) {
        if self.phase != Phase::Start {
            return;
        }
        let size = self.pos.size();
        let cells = points
            .iter()
            .filter(|p| usize::from(p.x) < size && usize::from(p.y) < size)
            .map(|&p| self.pos.cell(p))
            .collect();
        self.only = Some(cells);
    }

    /// Whether the root may play `c`.
    pub(super) fn root_allows(&self, c: Cell) -> bool {
        allows(&self.only, c)
    }

    /// Keeps the root moves the restriction allows. When it allows none of them (the
    /// allowed points all lie away from the stones, or none answers a threat), the
    /// allowed points themselves are the root moves, ordered as moves are: a restricted
    /// search plays an allowed point whenever there is a legal one.
    pub(super) fn restrict_root_moves(&self, list: &mut Vec<(Cell, i32)>) {
        let Some(only) = &self.only else {
            return;
        };
        list.retain(|&(c, _)| only.contains(&c));
        if list.is_empty() {
            let pos = &self.pos;
            let me = pos.to_move();
            for &c in only {
                let legal = pos.is_empty(c) && !pos.is_forbidden(c);
                if legal && list.iter().all(|&(m, _)| m != c) {
                    list.push((c, move_score(pos, c, me)));
                }
            }
        }
    }

    /// Keeps the root threats (first moves of a win by fours or threes) it allows.
    pub(super) fn restrict_threats(&mut self) {
        let only = &self.only;
        self.threats.retain(|&c| allows(only, c));
    }
}

fn allows(only: &Option<Vec<Cell>>, c: Cell) -> bool {
    only.as_ref().is_none_or(|only| only.contains(&c))
}
