//! Grading the game's moves (issue 35): "Grade the moves" reviews the game's whole line
//! with the engine in the background (`job`), the board staying usable; the review is kept
//! with the game (`play::grades`) and its missed wins join the player's own puzzles.

use crate::game::play::remote_side::RemoteSide;
use bevy::prelude::*;
use tracing::warn;

use super::job::ReviewJob;
use crate::coach::puzzles::puzzles_from_review;
use crate::coach::{Budget, Progress};
use crate::game::messages::GameCommand;
use crate::game::play::current_game::{CurrentGame, PositionKey};
use crate::game::play::grades::{GradeCache, line_key};
use crate::game::play::notice::Notice;
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::puzzle::library::{KeptPuzzles, PuzzleLibrary, save_mine};
use crate::i18n::{Msg, PuzzleText, ReviewText};

/// The review under way, for the game line it grades.
#[derive(Resource, Default)]
pub struct Grading {
    job: Option<(PositionKey, ReviewJob)>,
}

impl Grading {
    /// How far the review has got, while one runs.
    pub fn progress(&self) -> Option<Progress> {
        self.job.as_ref().map(|(_, job)| job.progress())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Grading>()
        .add_systems(Update, (start_or_stop, follow_review).chain());
}

/// The game's whole line as a game: the moves played, then those ahead of a review.
fn whole_line(board: &CurrentGame) -> crate::rules::Game {
    let mut game = board.0.clone();
    while game.redo().is_some() {}
    game
}

fn start_or_stop(
    mut commands: MessageReader<GameCommand>,
    board: Res<CurrentGame>,
    grades: Res<GradeCache>,
    mut grading: ResMut<Grading>,
    mut notice: ResMut<Notice>,
    remote: Res<RemoteSide>,
) {
    for command in commands.read() {
        match command {
            // Refused, with the reason, by the commands (`RemoteSide::refuses_command`).
            _ if remote.refuses_command(command, board.is_over()).is_some() => {}
            GameCommand::GradeMoves => {
                if grades.of_game(&board).is_some() {
                    notice.say(Msg::Coach(ReviewText::Graded));
                } else if grading.job.is_none() {
                    let game = whole_line(&board);
                    let job = ReviewJob::start(&game, Budget::GAME);
                    grading.job = Some((line_key(&board), job));
                }
            }
            GameCommand::StopGrading => grading.job = None,
            _ => {}
        }
    }
}

fn follow_review(
    mut grading: ResMut<Grading>,
    mut grades: ResMut<GradeCache>,
    mut library: ResMut<PuzzleLibrary>,
    kept: Option<Res<KeptPuzzles>>,
    setup: Res<MatchSetup>,
    mut notice: ResMut<Notice>,
) {
    let Some((_, job)) = &mut grading.job else {
        return;
    };
    let Some(done) = job.poll() else { return };
    let Some((key, _)) = grading.job.take() else {
        return;
    };
    let Some(review) = done else {
        warn!("the review gave no grades");
        return;
    };
    // The wins missed by the person (both people between friends) become puzzles.
    let player = match setup.mode {
        Mode::HumanVsComputer { human } => Some(human),
        _ => None,
    };
    let puzzles = puzzles_from_review(&review, player);
    grades.keep(key, review);
    let added = library.add_mine(puzzles);
    if added > 0 {
        save_mine(&library, kept.as_deref());
        notice.say(Msg::Puzzle(PuzzleText::Added { count: added }));
    } else {
        notice.say(Msg::Coach(ReviewText::Graded));
    }
}
