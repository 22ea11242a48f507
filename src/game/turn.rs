//! Applies placements to the `Board` and moves the state machine: whose turn, or game over.
//! The rules decide legality and wins; this file only routes their answers.

use bevy::prelude::*;

use super::board::{Board, MatchSetup, Notice};
use super::input::{PlaceStone, Player};
use super::state::{AppState, Turn};
use crate::notation::pos_to_text;
use crate::rules::{Outcome, PlaceError};

pub struct TurnPlugin;

impl Plugin for TurnPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, apply_placements.in_set(super::GameSet::Apply))
            .add_systems(
                Update,
                settle_turn
                    .in_set(super::GameSet::Turn)
                    .run_if(in_state(AppState::Playing).or_else(in_state(AppState::GameOver))),
            )
            .add_systems(OnEnter(AppState::GameOver), announce_result);
    }
}

fn apply_placements(
    mut placements: MessageReader<PlaceStone>,
    mut board: ResMut<Board>,
    state: Res<State<AppState>>,
    turn: Option<Res<State<Turn>>>,
    mut notice: ResMut<Notice>,
) {
    for &PlaceStone { pos, by } in placements.read() {
        let whose_turn = turn.as_ref().map(|t| *t.get());
        match (*state.get(), whose_turn, by) {
            (AppState::Playing, Some(Turn::Human), Player::Human)
            | (AppState::Playing, Some(Turn::Computer), Player::Computer) => {}
            (AppState::Playing, Some(Turn::Computer), Player::Human) => {
                notice.say("Please wait: the computer is thinking");
                continue;
            }
            (AppState::GameOver, _, Player::Human) => {
                notice.say("The game is over: choose Play again or Menu");
                continue;
            }
            // A computer move that arrives after the game changed under it is stale.
            _ => continue,
        }
        let stone = board.to_move();
        let size = board.board().size();
        match board.place(pos) {
            Ok(_) => {
                let number = board.board().stone_count();
                notice.say(format!(
                    "move {number}: {} {}",
                    stone.name().to_lowercase(),
                    pos_to_text(pos, size)
                ));
            }
            Err(PlaceError::Forbidden(why)) => notice.say(format!(
                "{} is forbidden for black ({why})",
                pos_to_text(pos, size)
            )),
            Err(err) => notice.say(format!("Cannot play {}: {err}", pos_to_text(pos, size))),
        }
    }
}

/// Keeps the state machine in step with the board: game over once there is an outcome,
/// otherwise the turn of whoever has the side to move.
fn settle_turn(
    board: Res<Board>,
    setup: Res<MatchSetup>,
    state: Res<State<AppState>>,
    mut next_state: ResMut<NextState<AppState>>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    if board.is_over() {
        next_state.set_if_different(AppState::GameOver);
    } else if *state.get() == AppState::GameOver {
        // The result was undone: play on.
        next_state.set_if_different(AppState::Playing);
    } else if setup.computer_plays(board.to_move()) {
        next_turn.set_if_different(Turn::Computer);
    } else {
        next_turn.set_if_different(Turn::Human);
    }
}

fn announce_result(board: Res<Board>, setup: Res<MatchSetup>, mut notice: ResMut<Notice>) {
    notice.say(result_text(&board, &setup));
}

/// The headline of the result overlay, from the player's point of view.
pub fn result_text(board: &Board, setup: &MatchSetup) -> String {
    match board.outcome() {
        Some(Outcome::Win { winner, .. }) => {
            if setup.computer_plays(*winner) {
                format!("The computer ({}) wins", winner.name().to_lowercase())
            } else if setup.computer_plays(winner.opponent()) {
                format!("You win with {}!", winner.name().to_lowercase())
            } else {
                format!("{winner} wins!")
            }
        }
        Some(Outcome::Draw) => "Draw: the board is full".to_string(),
        None => "The game goes on".to_string(),
    }
}
