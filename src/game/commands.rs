//! What the player asks of the game outside the board: start, resume, new game, menu, undo,
//! redo, a hint, a record to load. The egui overlay and the keyboard write these messages;
//! headless tests write them the same way.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::ai::GameSeed;
use super::board::Board;
use super::board_theme::BoardTheme;
use super::notice::Notice;
use super::platform::{self, Opened};
use super::record_files::RecordFile;
use super::setup::{MatchSetup, Mode, Preferences};
use super::state::{AppState, Flow};
use super::swap2::{self, Swap2};
use crate::i18n::{Lang, Msg};
use crate::notation::{NotationError, looks_like_link, parse_game, parse_link, parse_psq, to_psq};
use crate::rules::{Game, Outcome};

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
    /// Show the engine's reading of every position shown, or stop (see `analysis`).
    SetAnalysis(bool),
    /// Step through the game: the board shows an earlier or later position and nobody
    /// moves until `PlayFromHere` (entering the review if need be).
    Step(ReviewStep),
    /// Leave the review and play on from the position shown; the moves after it stay
    /// ahead (redo) until a different move is played.
    PlayFromHere,
    /// Set up the game from a record: a move string ("h8i9j10"), a PSQ file's text or a
    /// link (`notation::parse_link`). Loaded while the menu is open, it waits there.
    LoadRecord(String),
    /// Set up the game of a shared link and play it at once (the web page's address).
    OpenLink(String),
    /// Save the game as a Piskvork PSQ file (`RecordFile`: a path natively, a download on
    /// the web).
    SavePsqFile,
    /// Load a game from a PSQ file (or a file holding a move string): the `RecordFile` path
    /// natively, a file the player picks on the web.
    OpenRecordFile,
    /// Speak this language from now on (kept in the settings).
    SetLanguage(Lang),
    /// Draw the board in this theme from now on (kept in the settings).
    SetBoardTheme(BoardTheme),
    /// The player gives the game up: against the computer the person, between two people
    /// the side to move (the panel asks for a confirmation first).
    Resign,
}

/// Where a review step goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewStep {
    First,
    Back,
    Forward,
    Last,
    /// To the position after this many moves.
    To(usize),
}

pub struct CommandsPlugin;

impl Plugin for CommandsPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<GameCommand>()
            .add_systems(Update, apply_commands.in_set(super::GameSet::Apply));
    }
}

/// What a command may change. `Board` and `MatchSetup` are taken mutably only when a
/// command does change them: a refused record or an empty undo must not mark them changed
/// (that would redraw every stone and rewrite the settings file).
#[derive(SystemParam)]
struct GameParts<'w> {
    board: ResMut<'w, Board>,
    swap: ResMut<'w, Swap2>,
    setup: ResMut<'w, MatchSetup>,
    fresh: FreshGames<'w>,
    notice: ResMut<'w, Notice>,
    preferences: ResMut<'w, Preferences>,
    flow: Flow<'w>,
    state: Res<'w, State<AppState>>,
    file: Res<'w, RecordFile>,
}

fn apply_commands(mut commands: MessageReader<GameCommand>, mut game: GameParts) {
    for command in commands.read() {
        match command {
            GameCommand::Start(new_setup) => {
                *game.setup = *new_setup;
                game.fresh
                    .start(&mut game.board, &mut game.swap, &game.setup);
                game.notice.say(Msg::NewGameBlackFirst);
                game.flow.judge();
            }
            GameCommand::Resume(new_setup) => {
                // Another opening is another game, too.
                let same_board = new_setup.size == game.board.size()
                    && new_setup.rule == game.board.rule()
                    && new_setup.opening() == game.setup.opening();
                game.setup.set_if_neq(*new_setup);
                if same_board {
                    game.notice.say(Msg::GameResumed);
                } else {
                    game.fresh
                        .start(&mut game.board, &mut game.swap, &game.setup);
                    game.notice.say(Msg::NewBoardOrRule);
                }
                game.flow.judge();
            }
            GameCommand::NewGame => {
                game.fresh
                    .start(&mut game.board, &mut game.swap, &game.setup);
                game.notice.say(Msg::NewGameBlackFirst);
                game.flow.judge();
            }
            GameCommand::OpenMenu => game.flow.open_menu(),
            // Reviewing, undo and redo step through the game rather than play on.
            GameCommand::Undo if *game.state.get() == AppState::Review => {
                review_step(ReviewStep::Back, &mut game)
            }
            GameCommand::Redo if *game.state.get() == AppState::Review => {
                review_step(ReviewStep::Forward, &mut game)
            }
            GameCommand::Undo => {
                // A resignation or a loss on time is taken back with the last move, so a
                // flag that fell gets that move's time back (see `clock`).
                let ending = game.board.is_over() && game.board.take_back_ending();
                let stones = game.board.stone_count();
                // Checked first: a ResMut handed on is marked changed even if unused.
                let taken = if game.board.can_undo() || game.swap.can_take_back_pick(stones) {
                    take_back(&mut game.board, &mut game.swap, &game.setup)
                } else {
                    0
                };
                game.notice.say(match taken {
                    0 if ending => Msg::GameResumed,
                    0 => Msg::NothingToTakeBack,
                    count => Msg::TookBack { count },
                });
                if taken > 0 || ending {
                    game.flow.judge();
                }
            }
            GameCommand::Redo => {
                let stones = game.board.stone_count();
                let replayed = if game.board.can_redo() || game.swap.can_redo_pick(stones) {
                    replay(&mut game.board, &mut game.swap, &game.setup)
                } else {
                    0
                };
                game.notice.say(match replayed {
                    0 => Msg::NothingToRedo,
                    count => Msg::Replayed { count },
                });
                if replayed > 0 {
                    game.flow.judge();
                }
            }
            // The hint and analysis plugins answer these.
            GameCommand::Hint | GameCommand::SetAnalysis(_) => {}
            GameCommand::SavePsqFile => {
                let text = to_psq(game.board.size(), game.board.moves(), game.board.outcome());
                let said = platform::save_record(&game.file.0, &text).unwrap_or_else(|err| err);
                game.notice.say(said);
            }
            GameCommand::OpenRecordFile => match platform::open_record(&game.file.0) {
                Ok(Opened::Text(text)) => {
                    load_record(&text, &mut game);
                }
                Ok(Opened::Later) => game.notice.say(Msg::ChooseRecord),
                Err(err) => game.notice.say(err),
            },
            GameCommand::LoadRecord(text) => {
                load_record(text, &mut game);
            }
            GameCommand::OpenLink(text) => {
                if load_record(text, &mut game) {
                    game.flow.judge();
                }
            }
            GameCommand::Resign => resign(&mut game),
            GameCommand::Step(step) => review_step(*step, &mut game),
            GameCommand::PlayFromHere => {
                if *game.state.get() == AppState::Review {
                    game.notice.say(Msg::GameResumed);
                    game.flow.judge();
                }
            }
            GameCommand::SetLanguage(lang) => {
                // Everything on screen is rendered from messages each frame, the notice
                // included, so the new language shows at once.
                game.preferences.lang = *lang;
            }
            GameCommand::SetBoardTheme(theme) => {
                game.preferences.board_theme = *theme;
            }
        }
    }
}

/// Sets up the game a record describes, or says why it cannot and changes nothing (then
/// false). A record loaded while the menu is open (a file picked on the web) waits there:
/// "Resume game" plays it.
fn load_record(text: &str, game: &mut GameParts) -> bool {
    match read_record(text, &game.setup) {
        Ok(loaded) => {
            let (size, rule) = (loaded.size(), loaded.rule());
            let count = loaded.stone_count();
            game.board.0 = loaded;
            if game.setup.size != size || game.setup.rule != rule {
                game.setup.size = size;
                game.setup.rule = rule;
            }
            *game.swap = Swap2::for_record(game.setup.opening(), count);
            game.notice.say(Msg::LoadedGame { count });
            if *game.state.get() != AppState::Menu {
                game.flow.judge();
            }
            true
        }
        Err(why) => {
            game.notice.say(Msg::CouldNotLoad(why));
            false
        }
    }
}

/// The web page's address may carry a shared position (natively, the command line):
/// the game opens on it.
pub fn open_start_link(mut commands: MessageWriter<GameCommand>) {
    if let Some(link) = platform::start_link() {
        commands.write(GameCommand::OpenLink(link));
    }
}

/// What starting a new game needs besides the board: a new seed for the computer.
#[derive(SystemParam)]
struct FreshGames<'w> {
    seed: ResMut<'w, GameSeed>,
    time: Res<'w, Time>,
}

impl FreshGames<'_> {
    fn start(&mut self, board: &mut Board, swap: &mut Swap2, setup: &MatchSetup) {
        board.0 = Game::new(setup.size, setup.rule);
        *swap = Swap2::new(setup.opening());
        // Elapsed time is the only entropy that works the same natively and on the web;
        // mixing in the old seed keeps two quick restarts from repeating a game.
        let nanos = self.time.elapsed().as_nanos() as u64;
        let seed = &mut self.seed.0;
        *seed = seed.rotate_left(17) ^ nanos.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 1;
    }
}

/// Who resigns: against the computer the person, whoever's turn it is; between two
/// people the side to move. A demo has nobody to resign, a finished game nothing to give.
fn resign(game: &mut GameParts) {
    let loser = match game.setup.mode {
        Mode::Demo => None,
        Mode::HumanVsHuman => Some(game.board.to_move()),
        Mode::HumanVsComputer { .. } => swap2::human_colour(&game.setup, &game.swap, &game.board),
    };
    let resigned = loser.is_some_and(|loser| game.board.resign(loser).is_ok());
    if resigned {
        game.flow.judge();
    } else {
        game.notice.say(Msg::NoResignNow);
    }
}

/// Shows the position `step` asks for and enters the review. Picks of a swap2 opening are
/// passed over with the stones around them.
fn review_step(step: ReviewStep, game: &mut GameParts) {
    let now = game.board.stone_count();
    let total = now + game.board.redo_moves().count();
    let target = match step {
        ReviewStep::First => 0,
        ReviewStep::Back => now.saturating_sub(1),
        ReviewStep::Forward => (now + 1).min(total),
        ReviewStep::Last => total,
        ReviewStep::To(moves) => moves.min(total),
    };
    if *game.state.get() != AppState::Review {
        game.flow.review();
    }
    // Checked first: a ResMut handed on is marked changed even if unused.
    if target != now {
        let (board, swap) = (&mut *game.board, &mut *game.swap);
        while board.stone_count() > target && step_back(board, swap) {}
        while board.stone_count() < target && step_forward(board, swap) {}
        // A pick made right at the target belongs to the position shown.
        while swap.redo_pick(board.stone_count()) {}
    }
    game.notice.say(Msg::ReviewPosition {
        shown: game.board.stone_count(),
        total,
    });
}

/// One step back in the game's history: the last swap2 pick if it came after the last
/// stone, else the last stone. False when there is nothing to take back.
fn step_back(board: &mut Board, swap: &mut Swap2) -> bool {
    swap.take_back_pick(board.stone_count()) || board.undo().is_some()
}

/// One step forward again: a pick taken back at this point, else a stone.
fn step_forward(board: &mut Board, swap: &mut Swap2) -> bool {
    swap.redo_pick(board.stone_count()) || board.redo().is_some()
}

/// Takes back until a person is to act again (at least one step; against the computer
/// that is the player's move and the computer's reply). Returns how many steps.
pub fn take_back(board: &mut Board, swap: &mut Swap2, setup: &MatchSetup) -> usize {
    let mut taken = 0;
    while step_back(board, swap) {
        taken += 1;
        if !swap2::computer_acts(setup, swap, board) || setup.mode == Mode::Demo {
            break;
        }
    }
    taken
}

/// Replays what was taken back until a person is to act again or nothing is left.
pub fn replay(board: &mut Board, swap: &mut Swap2, setup: &MatchSetup) -> usize {
    let mut replayed = 0;
    while step_forward(board, swap) {
        replayed += 1;
        if !swap2::computer_acts(setup, swap, board) || setup.mode == Mode::Demo || board.is_over()
        {
            break;
        }
    }
    replayed
}

/// A PSQ file or a link if the text looks like one, otherwise a move string on the current
/// board size.
fn read_record(text: &str, setup: &MatchSetup) -> Result<Game, NotationError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(NotationError::EmptyRecord);
    }
    if looks_like_link(text) {
        return parse_link(text);
    }
    if text.to_ascii_lowercase().starts_with("piskvork") {
        let psq = parse_psq(text)?;
        let mut game = crate::notation::game_from_moves(&psq.moves, psq.size, setup.rule)?;
        // The record keeps a resignation or a loss on time; a finished board keeps its own.
        match psq.ending {
            Some(Outcome::Resigned { loser }) => {
                let _ = game.resign(loser);
            }
            Some(Outcome::OutOfTime { loser }) => {
                let _ = game.lose_on_time(loser);
            }
            _ => {}
        }
        Ok(game)
    } else {
        parse_game(text, setup.size, setup.rule)
    }
}
