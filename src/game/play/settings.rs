//! Settings kept between runs: the match setup (mode, board, rule, level) and the player's
//! preferences (language among them). Natively a small text file in the platform's config
//! directory; on the web the page's localStorage (`platform`). A line that cannot be used is ignored with a
//! warning, never a crash: its key keeps the default and every other line is kept.

use bevy::prelude::*;
use tracing::warn;

use crate::engine::Level;
use crate::game::platform;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::puzzle_progress::PuzzleProgress;
use crate::game::play::setup::{MatchSetup, Mode, Opening, Preferences, TimeControl};
use crate::game::view::board_theme::BoardTheme;
use crate::i18n::Lang;
use crate::rules::{Game, Rule, Stone, is_supported_size};

pub(in crate::game) fn plugin(app: &mut App) {
    // Read while the app is built: the start menu copies the setup on entering its state,
    // which happens before any startup system could load it.
    let saved = match platform::read_settings() {
        Ok(text) => text.map(|text| parse(&text)),
        Err(why) => {
            warn!("could not read the saved settings ({why}); starting with the defaults");
            None
        }
    };
    let mut preferences = Preferences::default();
    let mut saved_lang = None;
    if let Some(settings) = saved {
        for problem in &settings.problems {
            warn!("ignoring a saved setting ({problem}); it keeps its default");
        }
        let setup = settings.setup;
        app.insert_resource(PlayedBefore)
            .insert_resource(setup)
            .insert_resource(CurrentGame(Game::new(setup.size, setup.rule)));
        preferences = settings.preferences;
        saved_lang = settings.lang;
        app.insert_resource(settings.puzzles);
    }
    preferences.lang = choose_lang(platform::forced_lang(), saved_lang, platform::system_lang());
    app.insert_resource(preferences);
    app.init_resource::<PuzzleProgress>();
    app.add_systems(
        Last,
        save_settings.run_if(
            resource_changed::<MatchSetup>
                .or_else(resource_changed::<Preferences>)
                .or_else(resource_changed::<PuzzleProgress>),
        ),
    );
}

/// Settings were saved on an earlier run: a game was set up then, and home offers to play
/// it again.
#[derive(Resource, Debug)]
pub struct PlayedBefore;

fn save_settings(
    setup: Res<MatchSetup>,
    preferences: Res<Preferences>,
    puzzles: Res<PuzzleProgress>,
) {
    if setup.is_added() && preferences.is_added() && puzzles.is_added() {
        return; // Nothing chosen yet: no need to write the defaults.
    }
    let text = format(&setup, &preferences) + &puzzles.lines();
    if let Err(message) = platform::write_settings(&text) {
        warn!("could not save the settings: {message}");
    }
}

/// The language to speak at start-up: the one forced (`GOMOKU_LANG` natively, `?lang=` on
/// the web), else the one saved, else the system's, else English. A saved language that
/// could not be read is `None` here (with a warning from `parse`), so the system's wins.
pub fn choose_lang(forced: Option<Lang>, saved: Option<Lang>, system: Option<Lang>) -> Lang {
    forced.or(saved).or(system).unwrap_or_default()
}

/// Settings read back: every usable line, and why the others were not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub setup: MatchSetup,
    pub preferences: Preferences,
    /// The saved language, if there was a usable one (then also in `preferences`).
    pub lang: Option<Lang>,
    pub puzzles: PuzzleProgress,
    /// One sentence per line that could not be used; its key keeps its default.
    pub problems: Vec<String>,
}

/// The settings as `key = value` lines.
pub fn format(setup: &MatchSetup, preferences: &Preferences) -> String {
    let mode = match setup.mode {
        Mode::HumanVsHuman => "human-vs-human",
        Mode::HumanVsComputer {
            human: Stone::Black,
        } => "human-black-vs-computer",
        Mode::HumanVsComputer {
            human: Stone::White,
        } => "human-white-vs-computer",
        Mode::Demo => "demo",
    };
    let opening = setup.opening.code();
    let clock = match setup.clock {
        None => "none".to_string(),
        Some(control) => format!(
            "{}+{}",
            control.main.as_secs() / 60,
            control.increment.as_secs()
        ),
    };
    format!(
        "# gomoku settings\nmode = {mode}\nsize = {}\nrule = {}\nlevel = {}\nopening = {opening}\nclock = {clock}\nmove_numbers = {}\nsound = {}\nlang = {}\ntheme = {}\nconfirm_taps = {}\n",
        setup.size,
        setup.rule.name().to_lowercase(),
        setup.level.name().to_lowercase(),
        preferences.move_numbers,
        preferences.sound,
        preferences.lang.code(),
        preferences.board_theme.code(),
        preferences.confirm_taps,
    )
}

/// Reads what `format` wrote. A missing key keeps its default; so does a key whose line
/// cannot be used (an unknown value, a board size the rules do not support, a line from a newer
/// version), with a problem naming the line, so one bad line never loses the others.
pub fn parse(text: &str) -> Settings {
    let mut settings = Settings {
        setup: MatchSetup::default(),
        preferences: Preferences::default(),
        lang: None,
        puzzles: PuzzleProgress::default(),
        problems: Vec::new(),
    };
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Err(what) = apply_line(line, &mut settings) {
            settings
                .problems
                .push(format!("line {}: {what}: '{line}'", number + 1));
        }
    }
    settings
}

fn apply_line(line: &str, settings: &mut Settings) -> Result<(), &'static str> {
    let (key, value) = line.split_once('=').ok_or("expected key = value")?;
    let value = value.trim().to_lowercase();
    if let Some(read) = settings.puzzles.apply(key.trim(), &value) {
        return read;
    }
    let (setup, preferences) = (&mut settings.setup, &mut settings.preferences);
    let flag = |value: &str| value.parse::<bool>().map_err(|_| "expected true or false");
    match key.trim() {
        "mode" => {
            setup.mode = match value.as_str() {
                "human-vs-human" => Mode::HumanVsHuman,
                "human-black-vs-computer" => Mode::HumanVsComputer {
                    human: Stone::Black,
                },
                "human-white-vs-computer" => Mode::HumanVsComputer {
                    human: Stone::White,
                },
                "demo" => Mode::Demo,
                _ => return Err("unknown mode"),
            }
        }
        "size" => {
            setup.size = value
                .parse()
                .ok()
                .filter(|&size| is_supported_size(size))
                .ok_or("not a board size the game supports")?
        }
        "rule" => setup.rule = Rule::from_name(&value).ok_or("unknown rule")?,
        "level" => setup.level = Level::from_name(&value).ok_or("unknown level")?,
        "opening" => setup.opening = Opening::from_code(&value).ok_or("unknown opening")?,
        "clock" => setup.clock = parse_clock(&value)?,
        "move_numbers" => preferences.move_numbers = flag(&value)?,
        "sound" => preferences.sound = flag(&value)?,
        "confirm_taps" => preferences.confirm_taps = flag(&value)?,
        "lang" => {
            let lang = Lang::from_code(&value).ok_or("unknown language")?;
            preferences.lang = lang;
            settings.lang = Some(lang);
        }
        "theme" => {
            preferences.board_theme = BoardTheme::from_code(&value).ok_or("unknown board theme")?
        }
        _ => return Err("unknown setting"),
    }
    Ok(())
}

/// `none`, or `minutes+increment seconds` as `format` writes it ("10+5").
fn parse_clock(value: &str) -> Result<Option<TimeControl>, &'static str> {
    if value == "none" {
        return Ok(None);
    }
    let bad = "expected none or minutes+seconds, like 10+5";
    let (minutes, increment) = value.split_once('+').ok_or(bad)?;
    let minutes: u64 = minutes.trim().parse().map_err(|_| bad)?;
    let increment: u64 = increment.trim().parse().map_err(|_| bad)?;
    let control = TimeControl::minutes_plus(minutes.min(u64::MAX / 60), increment);
    if control.is_usable() {
        Ok(Some(control))
    } else {
        Err("not a clock the game offers")
    }
}
