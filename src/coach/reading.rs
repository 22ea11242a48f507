//! What a review learns about one position of the game: its value for the side to move,
//! the best move and its line, whether any other move holds, and a forced win the threat
//! solver proves.
//!
//! Most positions are one search of the engine. Two kinds are not, because the engine
//! decides them without searching and its score says nothing: a position whose side to
//! move must block the opponent's only four (the engine plays the block with a score of
//! 0) is worth what the position after the block is worth, so it is read there; and the
//! position a game ended in on the board is lost (a five) or drawn (a full board), which
//! the review knows without reading it.

use crate::engine::{SearchResult, ThreatWin, Threats, WIN, WIN_MIN, threat_win, threat_win_with};
use crate::rules::{Board, Pos, Rule, makes_five, may_play};

use super::chances::is_proven_win;

/// Nodes the solver may spend proving a win by fours in one position, and one by fours and
/// threes. Over 452 positions of self-play games between the lower levels, the 62 wins by
/// fours took at most 89 nodes, the 9 wins by threes up to 19,448 (wins by threes branch
/// at every three: Master's root gives them 8 times 3,000), and the proofs cost 12 ms a
/// position natively on average, about a twentieth of a position's review.
pub const VCF_NODES: u64 = 20_000;
pub const VCT_NODES: u64 = 24_000;

/// A position read.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The side to move's value in the engine's units; a proven win is `WIN` less its
    /// plies (`WIN_MIN` or more), a proven loss its negation.
    pub score: i32,
    /// The best move and the line from the position that begins with it.
    pub best: Pos,
    pub line: Vec<Pos>,
    /// The score of the best other move, when the search weighed one (multi-PV).
    pub runner_up: Option<i32>,
    /// The block of the opponent's only four, when the side to move had to play it.
    pub forced_block: Option<Pos>,
    /// A win for the side to move the solver proved.
    pub proof: Option<ThreatWin>,
}

/// How a position the game goes on from (or stopped in without a five) is to be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// The side to move must block the opponent's only four at `block`, and the game's
    /// next move does: the next position, read before this one, settles it.
    BlockPlayed { block: Pos },
    /// A search of `board`: the position itself, or the one after the forced `block` when
    /// the game did not play it (or has no next move). `lost`: the only block is a
    /// forbidden point, so the side to move cannot stop the five.
    Search {
        board: Board,
        block: Option<Pos>,
        lost: bool,
    },
}

/// The plan for `board` under `rule`; `next` is the game's next move from it, if any.
pub fn plan(board: &Board, rule: Rule, next: Option<Pos>) -> Plan {
    let me = board.to_move();
    let fives = |stone| {
        board
            .empty_points()
            .filter(move |&p| makes_five(board, p, stone, rule))
    };
    let search = |lost| Plan::Search {
        board: board.clone(),
        block: None,
        lost,
    };
    // A five of one's own comes first; two fours of theirs cannot both be blocked, which
    // the engine scores itself.
    if fives(me).next().is_some() {
        return search(false);
    }
    let theirs: Vec<Pos> = fives(me.opponent()).collect();
    let [block] = theirs[..] else {
        return search(false);
    };
    if !may_play(board, rule, block) {
        return search(true);
    }
    if next == Some(block) {
        return Plan::BlockPlayed { block };
    }
    let mut after = board.clone();
    after.play(block);
    Plan::Search {
        board: after,
        block: Some(block),
        lost: false,
    }
}

/// The reading of a position from its search (`Plan::Search`); `None` when the search
/// found no legal move, which a position the game went on from never is.
pub fn from_search(
    result: Option<SearchResult>,
    block: Option<Pos>,
    lost: bool,
) -> Option<Reading> {
    let result = result?;
    Some(match block {
        // The search was of the position after the block: the block's line, and its
        // value from the other side.
        Some(block) => Reading {
            score: -result.score,
            best: block,
            line: std::iter::once(block).chain(result.pv).collect(),
            runner_up: None,
            forced_block: Some(block),
            proof: None,
        },
        None => Reading {
            score: if lost { -(WIN - 2) } else { result.score },
            best: result.best,
            runner_up: result.lines.get(1).map(|line| line.score),
            line: result.pv,
            forced_block: None,
            proof: None,
        },
    })
}

/// The reading of a position whose forced `block` the game played, from the reading of
/// the position after it (`None`: the block made five and the game ended).
pub fn from_block(block: Pos, next_score: i32, next: Option<&Reading>) -> Reading {
    let mut line = vec![block];
    line.extend(next.iter().flat_map(|r| r.line.iter().copied()));
    Reading {
        score: -next_score,
        best: block,
        line,
        runner_up: None,
        forced_block: Some(block),
        proof: None,
    }
}

/// The side to move's win by threats on `board`, fours first (cheaper, and a shorter
/// line to show), proven within the nodes above.
pub fn prove_win(board: &Board, rule: Rule) -> Option<ThreatWin> {
    threat_win(board, rule, Threats::Fours, VCF_NODES)
        .or_else(|| threat_win(board, rule, Threats::FoursAndThrees, VCT_NODES))
}

/// Whether the side to move on `board` still wins by `threats` after playing `first`,
/// with the budget the win was proven in.
pub fn keeps_win(board: &Board, rule: Rule, first: Pos, threats: Threats) -> bool {
    let nodes = match threats {
        Threats::Fours => VCF_NODES,
        Threats::FoursAndThrees => VCT_NODES,
    };
    threat_win_with(board, rule, first, threats, nodes).is_some()
}

impl Reading {
    /// Adds the solver's proof: a proven win whatever the search thought (the solver tries
    /// every defence; the search prunes), shown by the proof's line unless the search
    /// found a win of its own, whose line is played out to the five.
    pub fn with_proof(mut self, proof: Option<ThreatWin>) -> Reading {
        if let Some(proof) = &proof
            && !is_proven_win(self.score)
            && let Some(&first) = proof.line.first()
        {
            self.score = (WIN - proof.line.len() as i32).clamp(WIN_MIN, WIN - 1);
            self.best = first;
            self.line = proof.line.clone();
            self.runner_up = None;
        }
        self.proof = proof;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    fn board(rule: Rule, moves: &[(u8, u8)]) -> Board {
        let moves: Vec<Pos> = moves.iter().map(|&(x, y)| Pos::new(x, y)).collect();
        let game = Game::from_moves(15, rule, &moves).expect("a legal position");
        game.board().clone()
    }

    /// White lines up four stones on the first column; black is scattered, to move.
    const WHITE_FOUR: [(u8, u8); 8] = [
        (7, 7),
        (0, 0),
        (9, 7),
        (0, 1),
        (7, 9),
        (0, 2),
        (11, 9),
        (0, 3),
    ];

    #[test]
    fn a_four_to_block_is_read_after_the_block() {
        let b = board(Rule::Freestyle, &WHITE_FOUR);
        let block = Pos::new(0, 4);
        assert_eq!(
            plan(&b, Rule::Freestyle, Some(block)),
            Plan::BlockPlayed { block }
        );
        let mut after = b.clone();
        after.play(block);
        for next in [Some(Pos::new(14, 14)), None] {
            assert_eq!(
                plan(&b, Rule::Freestyle, next),
                Plan::Search {
                    board: after.clone(),
                    block: Some(block),
                    lost: false
                }
            );
        }
    }

    #[test]
    fn a_five_to_make_or_two_fours_to_block_are_the_engines_to_read() {
        let itself = |b: &Board| Plan::Search {
            board: b.clone(),
            block: None,
            lost: false,
        };
        // Black has four on the third row too: its five comes first.
        let mut moves = WHITE_FOUR.to_vec();
        let black_four = [
            (3, 12),
            (14, 0),
            (4, 12),
            (14, 2),
            (5, 12),
            (14, 4),
            (6, 12),
            (14, 6),
        ];
        moves.splice(0..0, black_four);
        let b = board(Rule::Freestyle, &moves);
        assert_eq!(plan(&b, Rule::Freestyle, None), itself(&b));
        // White's four in the middle of column n can be completed at both ends.
        let two = [
            (7, 7),
            (13, 5),
            (9, 7),
            (13, 6),
            (7, 9),
            (13, 7),
            (11, 9),
            (13, 8),
        ];
        let b = board(Rule::Freestyle, &two);
        assert_eq!(plan(&b, Rule::Freestyle, Some(Pos::new(13, 4))), itself(&b));
    }

    #[test]
    fn a_forbidden_block_loses_in_renju() {
        // White's four on column f ends where black's stone would make six in a row on
        // row 8 (an overline, forbidden to black); black's c8 d8 e8 g8 h8 and f13.
        let b = board(
            Rule::Renju,
            &[
                (2, 7),
                (5, 3),
                (3, 7),
                (5, 4),
                (4, 7),
                (5, 5),
                (6, 7),
                (5, 6),
                (7, 7),
                (12, 12),
                (5, 2),
                (12, 10),
            ],
        );
        assert!(!may_play(&b, Rule::Renju, Pos::new(5, 7)));
        assert_eq!(
            plan(&b, Rule::Renju, Some(Pos::new(9, 9))),
            Plan::Search {
                board: b.clone(),
                block: None,
                lost: true
            }
        );
    }
}
