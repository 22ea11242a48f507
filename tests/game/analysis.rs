//! Analysis: the engine reads each position shown in the background, its line is drawn
//! on the board, a reading is kept by position (stepping back shows it at once), a
//! reading never lands on another position, and games against the computer start with it
//! off.

use crate::common::*;
use bevy::prelude::*;
use std::time::Duration;

use gomoku::engine::Limits;
use gomoku::game::computer::ai::ThinkLimits;
use gomoku::game::computer::analysis::{AnalysisOn, Reader, Readings};
use gomoku::game::computer::graph::EvalGraph;
use gomoku::game::messages::{GameCommand, ReviewStep};
use gomoku::game::view::analysis_view::{CandidateLabel, LINE_SHOWN, LineStone, score_text};
use gomoku::game::view::board_text::BoardText;
use gomoku::rules::{Pos, Stone};

fn reading_shown(app: &App) -> bool {
    app.world().resource::<Readings>().of(board(app)).is_some()
}

fn line_stones(app: &mut App) -> Vec<usize> {
    let mut q = app.world_mut().query::<&LineStone>();
    let mut numbers: Vec<usize> = q.iter(app.world()).map(|s| s.number).collect();
    numbers.sort();
    numbers
}

#[test]
fn the_engine_reads_each_position_and_draws_its_line() {
    let mut app = started(pvp());
    // (The first stone is played without a search: start from two.)
    click(&mut app, Pos::new(7, 7));
    click(&mut app, Pos::new(8, 8));
    command(&mut app, GameCommand::SetAnalysis(true));
    assert!(run_until(&mut app, reading_shown));
    app.update();
    let reading = app
        .world()
        .resource::<Readings>()
        .of(board(&app))
        .unwrap()
        .clone();
    assert_eq!(reading.side, Stone::Black);
    let line = line_stones(&mut app);
    let expected = reading.result.pv.len().min(LINE_SHOWN);
    assert!(expected >= 1);
    assert_eq!(line, (1..=expected).collect::<Vec<_>>());
    // The best moves, each with its score, the first the engine's choice.
    let mut q = app.world_mut().query::<(&CandidateLabel, &BoardText)>();
    let mut labels: Vec<(usize, String)> = q
        .iter(app.world())
        .map(|(c, t)| (c.rank, t.text.clone()))
        .collect();
    labels.sort();
    assert_eq!(labels.len(), reading.result.lines.len().min(3));
    assert!(labels.len() >= 2, "several candidates in an open position");
    assert_eq!(labels[0].1, score_text(&reading.result.lines[0]));
    // A move: the old reading stays in the cache, a new one comes for the new position.
    click(&mut app, Pos::new(6, 6));
    assert!(run_until(&mut app, reading_shown));
    let second = app.world().resource::<Readings>().of(board(&app)).unwrap();
    assert_eq!(second.side, Stone::White, "read for the position shown");
    // Stepping back shows the first reading at once, with no search.
    command(&mut app, GameCommand::Step(ReviewStep::Back));
    assert!(reading_shown(&app));
    // Off: the line goes.
    command(&mut app, GameCommand::SetAnalysis(false));
    assert!(line_stones(&mut app).is_empty());
}

#[test]
fn a_game_against_the_computer_starts_with_the_analysis_off() {
    let mut app = started(pvp());
    command(&mut app, GameCommand::SetAnalysis(true));
    assert!(app.world().resource::<AnalysisOn>().0);
    command(&mut app, GameCommand::Start(pvc(Stone::Black)));
    assert!(!app.world().resource::<AnalysisOn>().0);
    // (The empty board's reading from before is still known, but not shown.)
    assert!(line_stones(&mut app).is_empty());
    click(&mut app, Pos::new(7, 7));
    assert!(run_until(&mut app, |app| board(app).stone_count() == 2));
    for _ in 0..20 {
        app.update();
    }
    assert!(
        !reading_shown(&app),
        "nothing is read with the analysis off"
    );
    assert!(line_stones(&mut app).is_empty());
}

#[test]
fn the_graph_has_one_value_per_position_and_follows_a_changed_line() {
    let mut app = started(pvp());
    for pos in [
        Pos::new(7, 7),
        Pos::new(8, 8),
        Pos::new(6, 6),
        Pos::new(9, 9),
    ] {
        click(&mut app, pos);
    }
    command(&mut app, GameCommand::SetAnalysis(true));
    let complete = |app: &App| {
        let (read, total) = app.world().resource::<EvalGraph>().progress();
        read == total
    };
    assert!(run_until(&mut app, complete));
    let graph = app.world().resource::<EvalGraph>().clone();
    assert_eq!(graph.shares.len(), 5, "positions after 0 to 4 moves");
    assert!(
        graph
            .shares
            .iter()
            .all(|s| s.is_some_and(|v| (0.0..=1.0).contains(&v)))
    );
    // Reviewing keeps the line (the moves ahead count); a different move replaces its end.
    command(&mut app, GameCommand::Step(ReviewStep::To(2)));
    assert_eq!(app.world().resource::<EvalGraph>().shares.len(), 5);
    command(&mut app, GameCommand::PlayFromHere);
    click(&mut app, Pos::new(0, 0));
    let graph = app.world().resource::<EvalGraph>();
    assert_eq!(graph.line.len(), 3);
    assert_eq!(graph.shares.len(), 4);
    assert!(
        graph.shares[..3].iter().all(Option::is_some),
        "the common beginning is kept"
    );
}

#[test]
fn a_reading_is_dropped_when_the_position_changes_and_never_lands_on_another() {
    let mut app = headless_app();
    // Searches that would not end within the test: only cancelling ends them.
    app.insert_resource(ThinkLimits(Some(Limits::time(Duration::from_secs(60)))));
    command(&mut app, GameCommand::Start(pvp()));
    click(&mut app, Pos::new(7, 7));
    command(&mut app, GameCommand::SetAnalysis(true));
    let reading_of = |app: &App| {
        app.world()
            .get_resource::<Reader>()
            .map(|r| r.position().to_vec())
    };
    assert_eq!(reading_of(&app), Some(vec![Pos::new(7, 7)]));
    click(&mut app, Pos::new(8, 8));
    app.update();
    assert_eq!(reading_of(&app), Some(vec![Pos::new(7, 7), Pos::new(8, 8)]));
    // Stepping back starts over for that position; nothing was kept for either.
    command(&mut app, GameCommand::Step(ReviewStep::Back));
    assert_eq!(reading_of(&app), Some(vec![Pos::new(7, 7)]));
    assert!(!reading_shown(&app));
    // Off: the search is dropped.
    command(&mut app, GameCommand::SetAnalysis(false));
    assert_eq!(reading_of(&app), None);
}
