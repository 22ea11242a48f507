//! The principal variation a result reports: the moves the table keeps as best, from the
//! root on; and, for a won or lost line, its end up to the five. The search proves many
//! wins without playing them out (a five to make, an open four or a double threat they
//! cannot answer, a win by fours at a leaf, a root threat search that keeps only the
//! forced part of its line), so those lines stop short of the five; they are played out
//! here with the rules' forced moves and searches of threats, so that the line a player
//! reads shows how the game is won, and its length agrees with the plies the result says.

use super::super::board::movegen::defences;
use super::super::board::pattern::FIVE;
use super::super::board::{Cell, Side};
use super::super::eval::{WIN, WIN_MIN};
use super::Engine;
use super::threat::ThreatSearch;

/// Plies the table's line may run past the depth searched: quiescence and forced blocks
/// look that far beyond it.
const BEYOND_DEPTH: usize = 4;
/// The most a played-out win adds to a line.
const WIN_PLIES: usize = 64;
/// The threat searches that play a win out share this many nodes: enough for the wins the
/// search proves, few enough to cost a few milliseconds at most. They are reporting, not
/// searching: their nodes are not counted, and the bench's node count stays as it was.
const WIN_NODES: u64 = 20_000;
const VCF_DEPTH: u32 = 16;
const VCT_DEPTH: u32 = 8;

/// How adding a move to a line went.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    /// Played; the game goes on.
    Played,
    /// Played, and it made five: the line is over.
    Five,
    /// Not played: the side to move may not play it.
    Illegal,
}

impl Engine {
    /// The line from the root that begins with `first`, whose search score is `score`, and
    /// the score it stands for. Every move in it is legal when played in order: empty, and
    /// in renju not forbidden for black. A won or lost line played out to its five may be
    /// longer than the search's proof (the threat search that plays it out finds a win,
    /// not the shortest): its score then counts its own plies, so the plies a result says
    /// are those of the line it shows.
    pub(super) fn principal_variation(&mut self, first: Cell, score: i32) -> (Vec<Cell>, i32) {
        let root_side = self.pos.to_move();
        let mut pv = Vec::new();
        let mut step = self.push_legal(&mut pv, first);
        let longest = (self.completed as usize).max(1) + BEYOND_DEPTH;
        while step == Step::Played && pv.len() < longest {
            match self.probe(self.pos.hash(), pv.len()) {
                Some(hit) if hit.mv != 0 => step = self.push_legal(&mut pv, hit.mv),
                _ => break,
            }
        }
        if step == Step::Played && score.abs() >= WIN_MIN {
            let winner = if score > 0 { root_side } else { root_side ^ 1 };
            step = self.play_out_win(&mut pv, winner);
        }
        self.take_back(pv.len());
        // The five is the winner's when the line's length has the winner's parity.
        let winners_five = (pv.len() % 2 == 1) == (score > 0);
        let score = if step == Step::Five && score.abs() >= WIN_MIN && winners_five {
            score.signum() * (WIN - pv.len() as i32)
        } else {
            score
        };
        (pv, score)
    }

    /// A root threat search's winning line for the side to move, played out to the five;
    /// with whether it got there (a VCT's line stops at the defender's first choice, and a
    /// search of threats from there may run out of nodes).
    pub(super) fn threat_win_line(&mut self, line: &[Cell]) -> (Vec<Cell>, bool) {
        let winner = self.pos.to_move();
        let mut pv = Vec::new();
        let mut step = Step::Played;
        for &c in line {
            step = self.push_legal(&mut pv, c);
            if step != Step::Played {
                break;
            }
        }
        if step == Step::Played {
            step = self.play_out_win(&mut pv, winner);
        }
        self.take_back(pv.len());
        (pv, step == Step::Five)
    }

    /// Plays the proven win of `winner` on from where the line stops: the side to move
    /// makes a five it has; the loser blocks the winner's four (one of two: the other then
    /// wins) or answers its three with the defence that looks best; the winner plays its
    /// fours, or its fours and threes. Ends at the five, or where no threat is found.
    fn play_out_win(&mut self, pv: &mut Vec<Cell>, winner: Side) -> Step {
        let start = pv.len();
        let mut nodes_left = WIN_NODES;
        while pv.len() < start + WIN_PLIES {
            let me = self.pos.to_move();
            if let Some(c) = self.pos.five_point(me) {
                return self.push_legal(pv, c);
            }
            if me == winner {
                let Some(line) = self.winning_threats(&mut nodes_left) else {
                    return Step::Played;
                };
                for c in line {
                    let step = self.push_legal(pv, c);
                    if step != Step::Played {
                        return step;
                    }
                }
                continue;
            }
            let Some(c) = self.loser_reply(winner) else {
                return Step::Played;
            };
            let step = self.push_legal(pv, c);
            if step != Step::Played {
                return step;
            }
        }
        Step::Played
    }

    /// The side to move's win by fours, else by fours and threes, from here: its line (up
    /// to the defender's first choice for threes), or `None` if none is found in the nodes
    /// left.
    fn winning_threats(&mut self, nodes_left: &mut u64) -> Option<Vec<Cell>> {
        for (threes, depth) in [(false, VCF_DEPTH), (true, VCT_DEPTH)] {
            let mut ts = ThreatSearch::new(threes, *nodes_left);
            let won = ts.wins(&mut self.pos, depth);
            *nodes_left = nodes_left.saturating_sub(ts.nodes);
            if won && !ts.line.is_empty() {
                return Some(ts.line);
            }
        }
        None
    }

    /// The loser's move in a won line: a block of the winner's four, else the best-looking
    /// answer to its three; `None` when the winner threatens neither (the win lies deeper
    /// than threats) or the loser may not block.
    fn loser_reply(&self, winner: Side) -> Option<Cell> {
        let (fours, n) = self.pos.five_points(winner);
        if n > 0 {
            return fours[..n]
                .iter()
                .copied()
                .find(|&c| !self.pos.is_forbidden(c));
        }
        if !self.pos.has_open_four_point(winner) {
            return None;
        }
        let mut answers = Vec::new();
        defences(&self.pos, &mut answers);
        answers
            .into_iter()
            .max_by_key(|&(c, score)| (score, std::cmp::Reverse(c)))
            .map(|(c, _)| c)
    }

    /// Plays `c` and adds it to `pv` if the side to move may play it.
    fn push_legal(&mut self, pv: &mut Vec<Cell>, c: Cell) -> Step {
        if self.pos.is_full() || !self.pos.is_empty(c) || self.pos.is_forbidden(c) {
            return Step::Illegal;
        }
        let five = self.pos.best_pat(c, self.pos.to_move()) == FIVE;
        self.pos.play(c);
        pv.push(c);
        if five { Step::Five } else { Step::Played }
    }

    fn take_back(&mut self, moves: usize) {
        for _ in 0..moves {
            self.pos.undo();
        }
    }
}
