//! What the player asks of the game outside the board: start, resume, new game, menu, undo,
//! redo, a hint, a record to load. The egui overlay and the keyboard write these messages;
//! headless tests write them the same way.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::game::messages::{GameCommand, PuzzleCommand, ReviewStep};
use crate::game::platform::{self, Opened};
use crate::game::play::current_game::{CurrentGame, GameSeed};
use crate::game::play::editor::Editor;
use crate::game::play::grades::GradeCache;
use crate::game::play::history::{Choices, go_to, replay, take_back};
use crate::game::play::notice::Notice;
use crate::game::play::opening::Openings;
use crate::game::play::opening_rule::RuleOpening;
use crate::game::play::record_files::RecordFile;
use crate::game::play::remote_side::RemoteSide;
use crate::game::play::setup::{MatchSetup, Mode, Opening, Preferences};
use crate::game::play::state::{AppState, GameFlow};
use crate::game::play::swap2::Swap2;
use crate::game::sets::{GameSet, PlacementSet};
use crate::i18n::Msg;
use crate::notation::{pos_to_text, read_full_record};
use crate::rules::{Game, Setup, Symmetry};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameCommand>()
        // After the frame's placements: a computer's move collected this frame was found
        // for the board as it stands, so it lands before a command (a record loaded, an
        // undo, a new game) changes that board. In either order unstated, a move could
        // land on the board a record had just replaced.
        .add_systems(
            Update,
            apply_commands.in_set(GameSet::Apply).after(PlacementSet),
        );
}

/// What a command may change. `CurrentGame` and `MatchSetup` are taken mutably only when a
/// command does change them: a refused record or an empty undo must not mark them changed
/// (that would redraw every stone and rewrite the settings file).
#[derive(SystemParam)]
struct GameParts<'w> {
    board: ResMut<'w, CurrentGame>,
    swap: ResMut<'w, Swap2>,
    rule: ResMut<'w, RuleOpening>,
    editor: ResMut<'w, Editor>,
    setup: ResMut<'w, MatchSetup>,
    fresh: FreshGames<'w>,
    notice: ResMut<'w, Notice>,
    preferences: ResMut<'w, Preferences>,
    flow: GameFlow<'w>,
    state: Res<'w, State<AppState>>,
    file: Res<'w, RecordFile>,
    puzzles: MessageWriter<'w, PuzzleCommand>,
    grades: ResMut<'w, GradeCache>,
    remote: Res<'w, RemoteSide>,
}

impl GameParts<'_> {
    /// The opening, read without marking its resources changed.
    fn openings(&self) -> Openings<'_> {
        Openings {
            swap: &self.swap,
            rule: &self.rule,
        }
    }
}

fn apply_commands(mut commands: MessageReader<GameCommand>, mut game: GameParts) {
    for command in commands.read() {
        if let Some(why) = game.remote.refuses_command(command, game.board.is_over()) {
            game.notice.say(why);
            continue;
        }
        match command {
            GameCommand::Start(new_setup) => {
                *game.setup = *new_setup;
                start_fresh(&mut game);
                game.notice.say(Msg::NewGameBlackFirst);
                game.flow.judge();
            }
            GameCommand::StartOpening(new_setup, opening) => {
                *game.setup = *new_setup;
                start_fresh(&mut game);
                let size = new_setup.size;
                // Placed as a record of three moves, so undo, review and records see them as
                // the game's first moves.
                if let Some(stones) = opening.stones(Symmetry::IDENTITY, size) {
                    let moves: String = stones.iter().map(|&pos| pos_to_text(pos, size)).collect();
                    load_record(&moves, &mut game);
                }
                game.notice.say(Msg::OpeningName(*opening));
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
                    start_fresh(&mut game);
                    game.notice.say(Msg::NewBoardOrRule);
                }
                game.flow.judge();
            }
            GameCommand::NewGame => {
                start_fresh(&mut game);
                game.notice.say(Msg::NewGameBlackFirst);
                game.flow.judge();
            }
            GameCommand::OpenMenu => game.flow.open_menu(),
            GameCommand::EditBoard { from_game } => {
                let tool = game.editor.tool;
                *game.editor = if *from_game {
                    Editor::of_game(&game.board, tool)
                } else {
                    Editor {
                        setup: Setup::new(game.setup.size),
                        rule: game.setup.rule,
                        tool,
                    }
                };
                game.flow.edit();
            }
            GameCommand::CloseEditor => game.flow.judge(),
            GameCommand::OpenPuzzles(collection) => {
                game.puzzles.write(PuzzleCommand::Open(*collection));
            }
            GameCommand::PlayFromSetup(new_setup, position) => {
                play_from_setup(new_setup, position, &mut game)
            }
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
                // Checked first: a ResMut handed on is marked changed even if unused.
                let taken = if game.openings().can_step_back(&game.board) {
                    let mut choices = Choices {
                        swap: &mut game.swap,
                        rule: &mut game.rule,
                    };
                    take_back(&mut game.board, &mut choices, &game.setup)
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
                let replayed = if game.openings().can_step_forward(&game.board) {
                    let mut choices = Choices {
                        swap: &mut game.swap,
                        rule: &mut game.rule,
                    };
                    replay(&mut game.board, &mut choices, &game.setup)
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
            // The hint, analysis and coach plugins answer these.
            GameCommand::Hint
            | GameCommand::SetAnalysis(_)
            | GameCommand::GradeMoves
            | GameCommand::StopGrading => {}
            GameCommand::SavePsqFile => {
                let record = game.board.record(game.rule.negotiation());
                let text = game.grades.psq(&game.board, &record);
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
    match read_full_record(text, game.setup.size, game.setup.rule) {
        Ok(record) => {
            let loaded = record.game;
            // A record with a review brings its grades.
            game.grades.read_from_record(text, &loaded);
            let (size, rule) = (loaded.size(), loaded.rule());
            let count = loaded.stone_count();
            game.board.0 = loaded;
            if game.setup.size != size || game.setup.rule != rule {
                game.setup.size = size;
                game.setup.rule = rule;
            }
            *game.swap = Swap2::for_record(game.setup.opening(), count);
            // A record of a renju opening rule brings its negotiation and the rule with it.
            if let Some(negotiation) = &record.opening {
                game.setup.opening = Opening::Rule(negotiation.rule());
            }
            *game.rule = RuleOpening::for_record(&game.setup, count, record.opening);
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

/// Starts a game from a position set up by hand, or says why none can go on from it and
/// stays in the editor.
fn play_from_setup(new_setup: &MatchSetup, position: &Setup, game: &mut GameParts) {
    match Game::from_setup(position, new_setup.rule) {
        Ok(started) => {
            // The set-up is the opening: nothing is negotiated.
            *game.setup = MatchSetup {
                size: position.size,
                opening: Opening::Free,
                ..*new_setup
            };
            start_fresh(game);
            game.board.0 = started;
            game.notice.say(Msg::PlayingFromSetup {
                stones: position.stone_count(),
            });
            game.flow.judge();
        }
        Err(why) => game.notice.say(Msg::SetupRefused(why)),
    }
}

/// The web page's address may carry a shared position (natively, the command line):
/// the game opens on it.
pub fn open_start_link(mut commands: MessageWriter<GameCommand>) {
    if let Some(link) = platform::start_link() {
        commands.write(GameCommand::OpenLink(link));
    }
}

/// A fresh game of the current setup: an empty board, the opening from its start, a new
/// seed.
fn start_fresh(game: &mut GameParts) {
    game.fresh.start(&mut game.board, &game.setup);
    *game.swap = Swap2::new(game.setup.opening());
    *game.rule = RuleOpening::new(&game.setup);
}

/// What starting a new game needs besides the board: a new seed for the computer.
#[derive(SystemParam)]
struct FreshGames<'w> {
    seed: ResMut<'w, GameSeed>,
    time: Res<'w, Time>,
}

impl FreshGames<'_> {
    fn start(&mut self, board: &mut CurrentGame, setup: &MatchSetup) {
        board.0 = Game::new(setup.size, setup.rule);
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
        _ if game.remote.is_online() => game
            .remote
            .resigning()
            .flatten()
            .map(|seat| game.swap.colour_of(seat, game.board.stone_count())),
        Mode::Demo => None,
        Mode::HumanVsHuman => Some(game.board.to_move()),
        Mode::HumanVsComputer { .. } => game.openings().human_colour(&game.setup, &game.board),
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
        let mut choices = Choices {
            swap: &mut game.swap,
            rule: &mut game.rule,
        };
        go_to(&mut game.board, &mut choices, target);
    }
    game.notice.say(Msg::ReviewPosition {
        shown: game.board.stone_count(),
        total,
    });
}
