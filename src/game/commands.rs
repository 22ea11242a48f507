//! What the player asks of the game outside the board: start, resume, new game, menu, undo,
//! redo, a hint, a record to load. The egui overlay and the keyboard write these messages;
//! headless tests write them the same way.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::board::{Board, GameSeed, MatchSetup, Notice};
use super::record_files::{self, Opened, RecordFile};
use super::state::AppState;
use crate::notation::{parse_game, parse_psq, to_psq};
use crate::rules::Game;

#[derive(Message, Debug, Clone, PartialEq, Eq)]
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
    /// Take back the last move; against the computer, back to the player's own turn.
    Undo,
    /// Play again what was taken back; against the computer, up to the player's turn.
    Redo,
    /// Ask the engine for a move for the side to move (see `hint`).
    Hint,
    /// Set up the game from a record: a move string ("h8i9j10") or a PSQ file's text.
    LoadRecord(String),
    /// Save the game as a Piskvork PSQ file (`RecordFile`: a path natively, a download on
    /// the web).
    SavePsqFile,
    /// Load a game from a PSQ file (or a file holding a move string): the `RecordFile` path
    /// natively, a file the player picks on the web.
    OpenRecordFile,
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
    mut fresh: FreshGames,
    mut notice: ResMut<Notice>,
    mut next: ResMut<NextState<AppState>>,
    file: Res<RecordFile>,
) {
    for command in commands.read() {
        match command {
            GameCommand::Start(new_setup) => {
                *setup = *new_setup;
                fresh.start(&mut board, &setup);
                notice.say("New game: black plays first");
                next.set_if_different(AppState::Playing);
            }
            GameCommand::Resume(new_setup) => {
                let same_board =
                    new_setup.size == board.board().size() && new_setup.rule == board.rule();
                *setup = *new_setup;
                if same_board {
                    notice.say("Game resumed");
                    next.set_if_different(play_state(&board));
                } else {
                    fresh.start(&mut board, &setup);
                    notice.say("New board or rule: a new game has started");
                    next.set_if_different(AppState::Playing);
                }
            }
            GameCommand::NewGame => {
                fresh.start(&mut board, &setup);
                notice.say("New game: black plays first");
                next.set_if_different(AppState::Playing);
            }
            GameCommand::OpenMenu => next.set_if_different(AppState::Menu),
            GameCommand::Undo => {
                let taken = take_back(&mut board, &setup);
                notice.say(moves_message(taken, "Nothing to take back", "Took back"));
            }
            GameCommand::Redo => {
                let replayed = replay(&mut board, &setup);
                notice.say(moves_message(replayed, "Nothing to redo", "Replayed"));
            }
            GameCommand::Hint => {} // The hint plugin answers it.
            GameCommand::SavePsqFile => {
                let text = to_psq(board.board().size(), board.board().moves());
                notice.say(record_files::save(&file.0, &text).unwrap_or_else(|err| err));
            }
            GameCommand::OpenRecordFile => match record_files::open(&file.0) {
                Ok(Opened::Text(text)) => {
                    load_record(&text, &mut board, &mut setup, &mut notice, &mut next)
                }
                Ok(Opened::Later) => notice.say("Choose a PSQ file or a move string to load"),
                Err(err) => notice.say(format!("{err}; the game is unchanged")),
            },
            GameCommand::LoadRecord(text) => {
                load_record(text, &mut board, &mut setup, &mut notice, &mut next)
            }
        }
    }
}

fn load_record(
    text: &str,
    board: &mut Board,
    setup: &mut MatchSetup,
    notice: &mut Notice,
    next: &mut NextState<AppState>,
) {
    match read_record(text, setup) {
        Ok(game) => {
            setup.size = game.board().size();
            let count = game.board().stone_count();
            board.0 = game;
            notice.say(format!("Loaded a game of {count} moves"));
            next.set_if_different(play_state(board));
        }
        Err(message) => notice.say(format!(
            "Could not load that record ({message}); the game is unchanged"
        )),
    }
}

/// "Took back 1 move", "Took back 3 moves", or what to say when there was nothing to do.
fn moves_message(count: usize, none: &str, verb: &str) -> String {
    match count {
        0 => none.to_string(),
        1 => format!("{verb} 1 move"),
        n => format!("{verb} {n} moves"),
    }
}

fn play_state(board: &Board) -> AppState {
    if board.is_over() {
        AppState::GameOver
    } else {
        AppState::Playing
    }
}

/// What starting a new game needs besides the board: a new seed for the computer.
#[derive(SystemParam)]
struct FreshGames<'w> {
    seed: ResMut<'w, GameSeed>,
    time: Res<'w, Time>,
}

impl FreshGames<'_> {
    fn start(&mut self, board: &mut Board, setup: &MatchSetup) {
        board.0 = Game::new(setup.size, setup.rule);
        // Elapsed time is the only entropy that works the same natively and on the web;
        // mixing in the old seed keeps two quick restarts from repeating a game.
        let nanos = self.time.elapsed().as_nanos() as u64;
        let seed = &mut self.seed.0;
        *seed = seed.rotate_left(17) ^ nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 1;
    }
}

/// Takes back moves until a person is to move again (at least one move; against the
/// computer that is the player's move and the computer's reply). Returns how many.
pub fn take_back(board: &mut Board, setup: &MatchSetup) -> usize {
    let mut taken = 0;
    while board.undo().is_some() {
        taken += 1;
        if !setup.computer_plays(board.to_move()) || setup.mode == super::board::Mode::Demo {
            break;
        }
    }
    taken
}

/// Replays taken-back moves until a person is to move again or nothing is left to redo.
pub fn replay(board: &mut Board, setup: &MatchSetup) -> usize {
    let mut replayed = 0;
    while board.redo().is_some() {
        replayed += 1;
        if !setup.computer_plays(board.to_move())
            || setup.mode == super::board::Mode::Demo
            || board.is_over()
        {
            break;
        }
    }
    replayed
}

/// A PSQ file if the text looks like one, otherwise a move string on the current board size.
fn read_record(text: &str, setup: &MatchSetup) -> Result<Game, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("the record is empty".to_string());
    }
    if text.to_ascii_lowercase().starts_with("piskvork") {
        let psq = parse_psq(text).map_err(|e| e.to_string())?;
        crate::notation::game_from_moves(&psq.moves, psq.size, setup.rule)
            .map_err(|e| e.to_string())
    } else {
        parse_game(text, setup.size, setup.rule).map_err(|e| e.to_string())
    }
}
