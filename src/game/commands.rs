//! What the player asks of the game outside the board: start, resume, new game, menu.
//! The egui overlay writes these messages; headless tests write them the same way.

use bevy::prelude::*;

use super::board::{Board, GameSeed, MatchSetup, Notice};
use super::state::AppState;
use crate::rules::Game;

#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameCommand {
    /// Start a fresh game with this setup.
    Start(MatchSetup),
    /// Go back to the game in progress, with a possibly changed mode or level. A setup with
    /// another board size or rule cannot resume and starts a fresh game instead.
    Resume(MatchSetup),
    /// Start again with the current setup.
    NewGame,
    /// Open the start menu, keeping the game.
    OpenMenu,
}

pub struct CommandsPlugin;

impl Plugin for CommandsPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<GameCommand>()
            .add_systems(Update, apply_commands.in_set(super::GameSet::Apply));
    }
}

fn apply_commands(
    mut commands: MessageReader<GameCommand>,
    mut board: ResMut<Board>,
    mut setup: ResMut<MatchSetup>,
    mut seed: ResMut<GameSeed>,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<AppState>>,
    time: Res<Time>,
) {
    for command in commands.read() {
        match *command {
            GameCommand::Start(new_setup) => {
                *setup = new_setup;
                start_fresh(&mut board, &setup, &mut seed, &time);
                notice.say("New game: black plays first");
                next.set_if_different(AppState::Playing);
            }
            GameCommand::Resume(new_setup) => {
                let same_board =
                    new_setup.size == board.board().size() && new_setup.rule == board.rule();
                *setup = new_setup;
                if same_board {
                    notice.say("Game resumed");
                    next.set_if_different(if board.is_over() {
                        AppState::GameOver
                    } else {
                        AppState::Playing
                    });
                } else {
                    start_fresh(&mut board, &setup, &mut seed, &time);
                    notice.say("New board or rule: a new game has started");
                    next.set_if_different(AppState::Playing);
                }
            }
            GameCommand::NewGame => {
                start_fresh(&mut board, &setup, &mut seed, &time);
                notice.say("New game: black plays first");
                next.set_if_different(AppState::Playing);
            }
            GameCommand::OpenMenu => next.set_if_different(AppState::Menu),
        }
    }
}

fn start_fresh(board: &mut Board, setup: &MatchSetup, seed: &mut GameSeed, time: &Time) {
    board.0 = Game::new(setup.size, setup.rule);
    // Elapsed time is the only entropy that works the same natively and on the web; mixing
    // in the old seed keeps two quick restarts from repeating a game.
    let nanos = time.elapsed().as_nanos() as u64;
    seed.0 = seed.0.rotate_left(17) ^ nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 1;
}
