//! The threats on the board in words (issue 35): after each move, what it made (a four, an
//! open three, a four-three...), what the side to move must answer and what the hinted
//! move would make, and why a graded mistake was one, from the coach's
//! explanations, for the panel to say. Read once per position, never per frame (each read
//! is under a millisecond).

use bevy::prelude::*;

use crate::coach::explain::{Fact, explain_graded, explain_move, threat_to_answer};
use crate::game::computer::hint::Hint;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::grades::GradeCache;
use crate::rules::Board;

/// What the panel says of the position on the board.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct BoardNews {
    /// The last move's threat (nothing for a quiet move).
    pub made: Option<Fact>,
    /// What the side to move must answer.
    pub answer: Option<Fact>,
    /// What the hinted move would make.
    pub hint: Option<Fact>,
    /// Why the move the review graded as an error, played from the position shown, was
    /// one (a graded game stepped back to just before it).
    pub graded: Option<Fact>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardNews>().add_systems(
        Update,
        read_board.run_if(resource_changed::<CurrentGame>.or_else(resource_changed::<Hint>)),
    );
}

fn read_board(
    board: Res<CurrentGame>,
    hint: Res<Hint>,
    grades: Res<GradeCache>,
    mut news: ResMut<BoardNews>,
) {
    let made = board.last_move().and_then(|last| {
        // The position before the last move, from the rules' own board.
        let mut before = Board::new(board.size());
        let moves = board.moves();
        for &pos in &moves[..moves.len() - 1] {
            before.play(pos);
        }
        match explain_move(&before, board.rule(), last) {
            Fact::Quiet { .. } => None,
            fact => Some(fact),
        }
    });
    // The answer, unless the last move's threat already named the points that answer it
    // ("White a4 makes a four: black must block at a5" says it all).
    let answer = (!board.is_over())
        .then(|| threat_to_answer(board.position(), board.rule()))
        .flatten()
        .filter(|answer| {
            made.as_ref()
                .is_none_or(|made| made.marks().defence_points != answer.marks().defence_points)
        });
    let hint = hint.for_board(&board).and_then(|advice| {
        match explain_move(board.position(), board.rule(), advice.best) {
            Fact::Quiet { .. } => None,
            fact => Some(fact),
        }
    });
    let graded = grades
        .error_ahead(&board)
        .map(|graded| explain_graded(board.position(), board.rule(), graded));
    news.set_if_neq(BoardNews {
        made,
        answer,
        hint,
        graded,
    });
}
