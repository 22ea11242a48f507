//! The worker's review job: a game reviewed by the coach, stepped in slices like a search,
//! its progress readable between slices.
//!
//! Request: `review <size> <rule> <moves> <budget>`: the board's size, the rule's name
//! (`freestyle`, `standard`, `renju`), the game's moves in the game's notation (`h8i9j10`,
//! `-` for none) and what each position may cost, `nodes=150000` or `depth=8`:
//!
//! `review 15 renju h8i9j10g7 nodes=150000`
//!
//! Reply: one grade line per move, in the order of the game, apart by line breaks, as
//! `coach::grade_line` writes them (`coach::parse_grade_line` reads each back); an empty
//! reply for a game of no moves.

use crate::coach::{Budget, GameReview, Review, grade_line, parse_grade_line};
use crate::notation::{game_from_moves, moves_to_text, parse_moves, pos_to_text};
use crate::rules::{Game, Pos, Rule, is_supported_size};

use super::words::next_word;

/// The request's first word.
pub const REVIEW_JOB: &str = "review";

/// A game to review, and the budget of each position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRequest {
    pub size: usize,
    pub rule: Rule,
    pub moves: Vec<Pos>,
    pub budget: Budget,
}

impl ReviewRequest {
    pub fn new(game: &Game, budget: Budget) -> ReviewRequest {
        ReviewRequest {
            size: game.size(),
            rule: game.rule(),
            moves: game.moves().to_vec(),
            budget,
        }
    }

    pub fn to_text(&self) -> String {
        let moves = match self.moves.as_slice() {
            [] => "-".to_string(),
            moves => moves_to_text(moves, self.size),
        };
        let budget = match self.budget {
            Budget::Nodes(n) => format!("nodes={n}"),
            Budget::Depth(d) => format!("depth={d}"),
        };
        format!(
            "{REVIEW_JOB} {} {} {moves} {budget}",
            self.size,
            self.rule.name().to_ascii_lowercase()
        )
    }

    /// The request `to_text` wrote, or what is wrong with it.
    pub fn parse(text: &str) -> Result<ReviewRequest, String> {
        let (job, rest) = next_word(text);
        if job != REVIEW_JOB {
            return Err(format!("a review request begins with '{REVIEW_JOB}'"));
        }
        let (size_text, rest) = next_word(rest);
        let (rule_text, rest) = next_word(rest);
        let (moves_text, rest) = next_word(rest);
        let (budget_text, rest) = next_word(rest);
        if !rest.is_empty() {
            return Err(format!("'{rest}' follows the budget"));
        }
        if budget_text.is_empty() {
            return Err("a review request is 'review <size> <rule> <moves> <budget>'".into());
        }
        let size = size_text
            .parse()
            .ok()
            .filter(|&size| is_supported_size(size))
            .ok_or_else(|| format!("size '{size_text}' is not a board size the game plays"))?;
        let rule =
            Rule::from_name(rule_text).ok_or_else(|| format!("unknown rule '{rule_text}'"))?;
        let moves = match moves_text {
            "-" => Vec::new(),
            text => parse_moves(text, size).map_err(|err| format!("moves: {err}"))?,
        };
        let number = |value: &str| value.parse().ok().filter(|&n| n > 0);
        let budget = match budget_text.split_once('=') {
            Some(("nodes", n)) => number(n).map(Budget::Nodes),
            Some(("depth", d)) => number(d)
                .and_then(|d| u32::try_from(d).ok())
                .map(Budget::Depth),
            _ => None,
        }
        .ok_or_else(|| format!("budget '{budget_text}' is not nodes=<n> or depth=<n>, n > 0"))?;
        Ok(ReviewRequest {
            size,
            rule,
            moves,
            budget,
        })
    }

    /// The review, ready to step; an error when the moves do not replay.
    pub fn review(&self) -> Result<Review, String> {
        let game = game_from_moves(&self.moves, self.size, self.rule).map_err(|e| e.to_string())?;
        Ok(Review::new(&game, self.budget))
    }

    /// The reply to this request read back: every move graded, in order, each the move
    /// the request asked about.
    pub fn read_reply(&self, reply: &str) -> Result<GameReview, String> {
        let lines: Vec<&str> = reply.lines().filter(|l| !l.trim().is_empty()).collect();
        if lines.len() != self.moves.len() {
            return Err(format!(
                "{} grade lines for {} moves",
                lines.len(),
                self.moves.len()
            ));
        }
        let mut moves = Vec::with_capacity(lines.len());
        for (ply, (line, &played)) in lines.iter().zip(&self.moves).enumerate() {
            let graded = parse_grade_line(line, self.size)
                .map_err(|err| format!("grade line {}: {err}", ply + 1))?;
            if graded.ply != ply || graded.played != played {
                return Err(format!(
                    "grade line {} is not move {} ({})",
                    ply + 1,
                    ply + 1,
                    pos_to_text(played, self.size)
                ));
            }
            moves.push(graded);
        }
        Ok(GameReview {
            size: self.size,
            rule: self.rule,
            moves,
        })
    }
}

/// A finished review as the reply's lines.
pub fn review_reply(review: &GameReview) -> String {
    let lines: Vec<String> = review
        .moves
        .iter()
        .map(|graded| grade_line(graded, review.size))
        .collect();
    lines.join("\n")
}
