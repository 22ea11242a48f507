//! The home screen: the game's name over a few large choices, each one tap from a game,
//! a second step for the mode's choices (level, colour, board, rule, opening, clock) that
//! remembers the last ones, and the settings page, also reachable from the game.
//!
//! The pages are plain egui over plain data (`show` takes the context, `Home` and
//! `HomeFacts` and answers with the command to carry out), so the headless tests drive
//! them through egui itself, by the names a screen reader hears. The Bevy systems at the
//! bottom only hand them the resources.

mod front;
mod match_page;
mod online_choices;
mod openings_page;
mod preferences_page;
pub mod puzzles_page;
pub mod widgets;

use crate::game::online::{OnlineCommand, OnlineSettings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::coach::puzzles::Band;
use crate::game::messages::GameCommand;
use crate::game::platform;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::input::UiFocus;
use crate::game::play::puzzle_progress::PuzzleProgress;
use crate::game::play::settings::PlayedBefore;
use crate::game::play::setup::{MatchSetup, Mode, Opening, Preferences};
use crate::game::puzzle::collection::Collection;
use crate::game::puzzle::library::PuzzleLibrary;
use crate::i18n::Lang;
use crate::rules::{NamedOpening, Rule, Stone};
use puzzles_page::PuzzleFacts;

/// Which page of the home screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Page {
    /// The name and the large choices.
    #[default]
    Front,
    /// Against the computer: its level, the player's colour, then the board and rules.
    Computer,
    /// Two people at this screen: the board, the rule, the opening, the clock.
    Friend,
    /// The computer against itself: its level and the board.
    Watch,
    /// One of renju's 26 openings, who plays it and the rule.
    Openings,
    /// A collection of puzzles to solve.
    Puzzles,
    Settings,
}

/// The home screen's state: the page, and the match being chosen (a copy of the setup,
/// which only changes when a game starts from it).
#[derive(Resource, Debug, Clone)]
pub struct Home {
    pub page: Page,
    pub draft: MatchSetup,
    /// Whether the board-and-rules part of a computer page is unfolded.
    pub rules_open: bool,
    /// The named opening chosen on its page.
    pub opening: NamedOpening,
    /// The puzzles chosen on their page.
    pub puzzles: Collection,
    /// The friend page's online choices.
    pub online: online_choices::OnlineDraft,
}

impl Default for Home {
    fn default() -> Home {
        Home::new(MatchSetup::default())
    }
}

impl Home {
    /// Home as it opens: the front page, choices as the last game had them.
    pub fn new(setup: MatchSetup) -> Home {
        Home {
            page: Page::Front,
            draft: setup,
            rules_open: false,
            opening: NamedOpening::Kagetsu,
            puzzles: Collection::default(),
            online: Default::default(),
        }
    }

    /// What "Play" (or Enter) does on this page: start the draft, from the chosen opening
    /// on its page (where the stones are the opening, so no swap2).
    pub fn play(&self) -> GameCommand {
        if self.page == Page::Puzzles {
            return GameCommand::OpenPuzzles(self.puzzles);
        }
        if self.page == Page::Openings {
            let setup = MatchSetup {
                opening: Opening::Free,
                ..self.draft
            };
            GameCommand::StartOpening(setup, self.opening)
        } else {
            GameCommand::Start(self.draft)
        }
    }

    /// Goes to a page; a mode's page sets the draft's players to that mode, keeping the
    /// player's last colour against the computer.
    pub fn open(&mut self, page: Page) {
        self.page = page;
        self.draft.mode = match (page, self.draft.mode) {
            (Page::Computer, Mode::HumanVsComputer { human }) => Mode::HumanVsComputer { human },
            (Page::Computer, _) => Mode::HumanVsComputer {
                human: Stone::Black,
            },
            (Page::Friend, _) => Mode::HumanVsHuman,
            (Page::Watch, _) => Mode::Demo,
            (Page::Openings, Mode::Demo) => Mode::HumanVsHuman,
            (Page::Openings, mode) => mode,
            (Page::Front | Page::Puzzles | Page::Settings, mode) => mode,
        };
    }
}

/// What the home screen shows but does not change.
#[derive(Debug, Clone, Copy)]
pub struct HomeFacts {
    pub lang: Lang,
    /// The setup of the last game, which "Play again" and "Continue" use.
    pub setup: MatchSetup,
    /// A game with stones on the board and no result: "Continue" is offered.
    pub in_progress: bool,
    /// A game was played before (now or on an earlier run): "Play again" is offered.
    pub played_before: bool,
    /// A finger plays: the tap-twice option is offered.
    pub touch: bool,
    pub puzzles: PuzzleFacts,
}

/// Below this height (a phone on its side) home's pages scroll, and the front page leaves
/// out its tagline and stones.
pub const SHORT_WINDOW: f32 = 560.0;

/// Draws the home screen over the dimmed board and returns the command its choices made,
/// if any. `preferences` is edited in place by the settings page.
pub fn show(
    ctx: &egui::Context,
    home: &mut Home,
    facts: &HomeFacts,
    preferences: &mut Preferences,
) -> Option<GameCommand> {
    dim_the_board(ctx);
    let mut command = keys(ctx, home, facts);
    let width = widgets::sheet_width(ctx.content_rect().width());
    let max_height = ctx.content_rect().height() - 28.0;
    // The id is fixed: the pages change their size and language.
    egui::Area::new(egui::Id::new("home"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            widgets::sheet().show(ui, |ui| {
                ui.set_width(width);
                widgets::ink_on_sheet(ui);
                let mut page = |ui: &mut egui::Ui| {
                    let chosen = match home.page {
                        Page::Front => front::page(ui, home, facts),
                        Page::Computer | Page::Friend | Page::Watch => {
                            match_page::page(ui, home, facts)
                        }
                        Page::Openings => openings_page::page(ui, home, facts),
                        Page::Puzzles => puzzles_page::page(ui, home, facts),
                        Page::Settings => {
                            if preferences_page::page(ui, preferences, facts) {
                                home.page = Page::Front;
                            }
                            None
                        }
                    };
                    command = command.take().or(chosen);
                };
                if max_height < SHORT_WINDOW {
                    // A window too short for a page (a phone on its side) scrolls it
                    // rather than pile its cards on one another.
                    egui::ScrollArea::vertical()
                        .max_height(max_height)
                        .min_scrolled_height(max_height)
                        .show(ui, |ui| {
                            ui.set_width(width);
                            page(ui);
                        });
                } else {
                    ui.set_max_height(max_height);
                    page(ui);
                }
            });
        });
    command
}

/// Draws the settings page over the game (from the panel's "Settings"); true once it is
/// done.
pub fn settings_over_game(
    ctx: &egui::Context,
    preferences: &mut Preferences,
    facts: &HomeFacts,
) -> bool {
    let width = widgets::sheet_width(ctx.content_rect().width());
    let mut done = ctx.input(|input| input.key_pressed(egui::Key::Escape));
    egui::Area::new(egui::Id::new("settings_over_game"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            widgets::sheet().show(ui, |ui| {
                ui.set_width(width);
                widgets::ink_on_sheet(ui);
                done |= preferences_page::page(ui, preferences, facts);
            });
        });
    done
}

/// The board stays in sight behind home, dimmed so the sheet reads as the thing to use.
fn dim_the_board(ctx: &egui::Context) {
    let layer = egui::LayerId::new(egui::Order::Background, egui::Id::new("home_veil"));
    let veil = egui::Color32::from_black_alpha(110);
    ctx.layer_painter(layer)
        .rect_filled(ctx.content_rect(), 0.0, veil);
}

/// The keys: 1 to 4 pick the front page's choices, Escape goes back a step, Enter plays a
/// mode's page (when the keyboard is not on a choice, which Enter then presses). Tab walks
/// the choices, as everywhere in egui.
fn keys(ctx: &egui::Context, home: &mut Home, facts: &HomeFacts) -> Option<GameCommand> {
    if ctx.text_edit_focused() {
        return None;
    }
    let pressed = |key| ctx.input(|input| input.key_pressed(key));
    if pressed(egui::Key::Escape) && home.page != Page::Front {
        home.page = Page::Front;
        return None;
    }
    match home.page {
        Page::Front => {
            for (key, page) in [
                (egui::Key::Num1, Page::Computer),
                (egui::Key::Num2, Page::Friend),
                (egui::Key::Num3, Page::Watch),
                (egui::Key::Num4, Page::Openings),
                (egui::Key::Num5, Page::Puzzles),
            ] {
                if pressed(key) {
                    home.open(page);
                }
            }
            (pressed(egui::Key::Escape) && facts.in_progress)
                .then_some(GameCommand::Resume(facts.setup))
        }
        Page::Computer | Page::Friend | Page::Watch | Page::Openings | Page::Puzzles => {
            let nothing_focused = ctx.memory(|memory| memory.focused().is_none());
            (pressed(egui::Key::Enter) && nothing_focused).then(|| home.play())
        }
        Page::Settings => None,
    }
}

/// Whether the settings page shows over the game (the panel's "Settings" opens it).
#[derive(Resource, Debug, Default)]
pub struct SettingsOverGame(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Home>()
        .init_resource::<SettingsOverGame>()
        .add_systems(
            OnEnter(crate::game::play::state::AppState::Menu),
            reset_home,
        );
}

/// On opening home, the front page and the setup as it is; and when the setup changes under
/// it (a record loaded while it is open brings its board size), the draft follows.
pub fn reset_home(
    setup: Res<MatchSetup>,
    mut home: ResMut<Home>,
    mut over_game: ResMut<SettingsOverGame>,
) {
    *home = Home::new(*setup);
    over_game.0 = false;
}

pub fn follow_setup(setup: Res<MatchSetup>, mut home: ResMut<Home>) {
    home.draft = *setup;
}

fn facts(
    preferences: &Preferences,
    setup: &MatchSetup,
    board: &CurrentGame,
    played: bool,
    puzzles: PuzzleFacts,
) -> HomeFacts {
    let in_progress = board.stone_count() > 0 && !board.is_over();
    HomeFacts {
        lang: preferences.lang,
        setup: *setup,
        in_progress,
        played_before: played || board.stone_count() > 0,
        touch: platform::touch_screen(),
        puzzles,
    }
}

/// What home shows of the puzzles: the collections' sizes and the player's record.
fn puzzle_facts(library: &PuzzleLibrary, progress: &PuzzleProgress) -> PuzzleFacts {
    let mut counts = [[0; 4]; 2];
    for (row, rule) in [Rule::Freestyle, Rule::Renju].into_iter().enumerate() {
        for (column, band) in Band::ALL.into_iter().enumerate() {
            counts[row][column] = library.count(Collection::Starter { rule, band });
        }
    }
    PuzzleFacts {
        counts,
        mine: library.count(Collection::Mine),
        solved: progress.solved,
        streak: progress.streak,
        best_streak: progress.best_streak,
        starter: library.starter_count(),
    }
}

pub fn home_screen(
    mut contexts: EguiContexts,
    mut home: ResMut<Home>,
    setup: Res<MatchSetup>,
    board: Res<CurrentGame>,
    mut preferences: ResMut<Preferences>,
    (played, library, progress): (
        Option<Res<PlayedBefore>>,
        Res<PuzzleLibrary>,
        Res<PuzzleProgress>,
    ),
    (mut commands, online_settings, mut online): (
        MessageWriter<GameCommand>,
        Res<OnlineSettings>,
        MessageWriter<OnlineCommand>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if home.online.server != online_settings.server {
        home.online.server = online_settings.server.clone();
    }
    let puzzles = puzzle_facts(&library, &progress);
    let facts = facts(&preferences, &setup, &board, played.is_some(), puzzles);
    // A copy: a changed Preferences rewrites the settings file and every stone.
    let mut edited = *preferences;
    if let Some(command) = show(ctx, &mut home, &facts, &mut edited) {
        commands.write(command);
    }
    if let Some(command) = home.online.request.take() {
        online.write(command);
    }
    preferences.set_if_neq(edited);
    Ok(())
}

/// Shift+O opens the settings over the game, as the panel's "Settings" does (and closes
/// them again).
pub fn settings_key(
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<UiFocus>,
    board: Res<CurrentGame>,
    mut over_game: ResMut<SettingsOverGame>,
) {
    if !focus.keyboard
        && crate::game::play::keys::command_letter(&keys, KeyCode::KeyO, board.size())
    {
        over_game.0 = !over_game.0;
    }
}

pub fn settings_window(
    mut contexts: EguiContexts,
    mut over_game: ResMut<SettingsOverGame>,
    setup: Res<MatchSetup>,
    board: Res<CurrentGame>,
    mut preferences: ResMut<Preferences>,
    mut over_ui: ResMut<UiFocus>,
) -> Result {
    if !over_game.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let facts = facts(&preferences, &setup, &board, true, PuzzleFacts::default());
    let mut edited = *preferences;
    if settings_over_game(ctx, &mut edited, &facts) {
        over_game.0 = false;
    }
    preferences.set_if_neq(edited);
    over_ui.pointer |= ctx.egui_wants_pointer_input() || ctx.is_pointer_over_egui();
    Ok(())
}
