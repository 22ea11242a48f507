//! The coach in the game: "Grade the moves" reviews the game in the background, the
//! grades stay with the game (a second look is instant, a PSQ record carries them and
//! brings them back), and a win the player missed joins their own puzzles.

use crate::common::*;
use bevy::prelude::*;
use gomoku::coach::Grade;
use gomoku::game::coach::grading::Grading;
use gomoku::game::messages::GameCommand;
use gomoku::game::play::current_game::CurrentGame;
use gomoku::game::play::grades::GradeCache;
use gomoku::game::puzzle::collection::Collection;
use gomoku::game::puzzle::library::PuzzleLibrary;
use gomoku::notation::parse_pos;

/// Black makes an open three (h8 i8 j8) and then plays far away instead of the open four
/// that wins; white's column on the edge is no threat until then.
const MISSED: &str = "h8a1i8a2j8a3o15a4";

fn graded(app: &mut App) {
    command(app, GameCommand::GradeMoves);
    let done = run_until(app, |app| {
        let board = app.world().resource::<CurrentGame>();
        app.world()
            .resource::<GradeCache>()
            .of_game(board)
            .is_some()
    });
    assert!(done, "the review never finished");
    assert!(app.world().resource::<Grading>().progress().is_none());
}

#[test]
fn a_missed_win_is_graded_kept_with_the_record_and_becomes_a_puzzle() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::LoadRecord(MISSED.into()));
    let mine_before = app
        .world()
        .resource::<PuzzleLibrary>()
        .count(Collection::Mine);
    graded(&mut app);
    let board = app.world().resource::<CurrentGame>();
    let cache = app.world().resource::<GradeCache>();
    let review = cache.of_game(board).unwrap().clone();
    assert_eq!(review.moves.len(), 8);
    let far = &review.moves[6];
    assert_eq!(far.played, parse_pos("o15", 15).unwrap());
    assert_eq!(far.grade, Grade::MissedWin, "{far:?}");
    let winning = [parse_pos("k8", 15).unwrap(), parse_pos("g8", 15).unwrap()];
    assert!(
        winning.contains(&far.best),
        "the better move makes the open four: {far:?}"
    );
    // The missed win is the player's puzzle now.
    let library = app.world().resource::<PuzzleLibrary>();
    assert_eq!(library.count(Collection::Mine), mine_before + 1);
    let mine = library.puzzles(Collection::Mine);
    assert_eq!(mine.last().unwrap().position.len(), 6);
    assert_notice(&app, "joined your puzzles");
    // The record as PSQ carries the grades; loaded again, the review is there at once.
    let record = board.record(None);
    let psq = cache.psq(board, &record);
    assert_eq!(psq.matches("Coach:").count(), 8, "{psq}");
    let mut again = started(pvp());
    command(&mut again, GameCommand::LoadRecord(psq));
    let board = again.world().resource::<CurrentGame>();
    let kept = again.world().resource::<GradeCache>().of_game(board);
    assert_eq!(kept.map(|r| r.moves.len()), Some(8));
    assert_eq!(kept.unwrap().moves[6].grade, Grade::MissedWin);
}

#[test]
fn grading_can_be_stopped_and_the_board_stays_usable() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::LoadRecord(MISSED.into()));
    command(&mut app, GameCommand::GradeMoves);
    assert!(app.world().resource::<Grading>().progress().is_some());
    // The board stays playable while the review runs.
    click(&mut app, parse_pos("k8", 15).unwrap());
    assert_eq!(board(&app).stone_count(), 9);
    command(&mut app, GameCommand::StopGrading);
    assert!(app.world().resource::<Grading>().progress().is_none());
    frames(&mut app, 5);
    let board = app.world().resource::<CurrentGame>();
    assert!(
        app.world()
            .resource::<GradeCache>()
            .of_game(board)
            .is_none()
    );
}
