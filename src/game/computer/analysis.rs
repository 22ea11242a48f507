//! Analysis: with the switch on, the engine reads the position on the board in the
//! background (natively on the task pool, on the web in the worker), one search at a time,
//! and never while the computer thinks about its own move. What it found is kept by
//! position, so stepping back and forth in a review does not search again; the board's
//! overlay (`analysis_view`) and the panel's bar show it.
//!
//! The switch is off at the start of every game against the computer: an evaluation on
//! screen would help a player by accident.

use crate::game::play::remote_side::RemoteSide;
use std::collections::HashMap;
use std::time::Duration;

use bevy::prelude::*;

use crate::engine::{Level, Limits, SearchRequest, SearchResult};
use crate::game::computer::ai::ThinkLimits;
use crate::game::computer::engine_job::EngineJob;
use crate::game::messages::GameCommand;
use crate::game::platform::ThinkMode;
use crate::game::play::current_game::{CurrentGame, GameSeed, PositionKey};
use crate::game::play::setup::{MatchSetup, Mode};
use crate::game::play::state::{AppState, Turn};
use crate::game::sets::GameSet;
use crate::rules::{Pos, Stone};

/// How long the engine reads one position: long enough for Master to see deep, short
/// enough that a step through a game shows something soon.
const READING_TIME: Duration = Duration::from_millis(2500);

/// Root moves the analysis shows with their scores.
pub const CANDIDATES: usize = 3;

/// Readings kept before the oldest games' are dropped (a reading is a few hundred bytes).
const CACHE_LIMIT: usize = 4096;

/// Whether the player wants the analysis shown.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AnalysisOn(pub bool);

/// What the engine found in a position, from the side to move's view.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub side: Stone,
    pub result: SearchResult,
}

impl Reading {
    /// The score from black's view, in centi-stones.
    pub fn black_score(&self) -> i32 {
        match self.side {
            Stone::Black => self.result.score,
            Stone::White => -self.result.score,
        }
    }

    /// Black's share of the position for the bar: 0 to 1, a forced win all of it.
    pub fn black_share(&self) -> f32 {
        let black = |plies: i32| (plies > 0) == (self.side == Stone::Black);
        match self.result.forced {
            Some(plies) if plies != 0 => {
                if black(plies) {
                    1.0
                } else {
                    0.0
                }
            }
            // A logistic curve: a stone's worth (100) is a modest lead, "better" (300)
            // about three quarters.
            _ => 1.0 / (1.0 + (-(self.black_score() as f32) / 250.0).exp()),
        }
    }
}

/// Readings by position.
#[derive(Resource, Debug, Clone, Default)]
pub struct Readings(HashMap<PositionKey, Reading>);

impl Readings {
    /// The reading of the board as it stands, if the engine has one.
    pub fn of(&self, board: &CurrentGame) -> Option<&Reading> {
        self.0.get(&board.key())
    }

    fn keep(&mut self, key: PositionKey, reading: Reading) {
        if self.0.len() >= CACHE_LIMIT {
            self.0.clear();
        }
        self.0.insert(key, reading);
    }
}

/// The search under way, for the position it reads (the graph waits while it runs).
#[derive(Resource)]
pub struct Reader {
    key: PositionKey,
    side: Stone,
    job: EngineJob,
}

impl Reader {
    /// The moves of the position being read.
    pub fn position(&self) -> &[Pos] {
        &self.key.moves
    }
}

/// The analysis's systems, for others to order themselves after.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReadingSet;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnalysisOn>()
        .init_resource::<Readings>()
        .add_systems(
            Update,
            (switch, read, collect.run_if(resource_exists::<Reader>))
                .chain()
                .in_set(GameSet::Apply)
                .in_set(ReadingSet)
                .after(crate::game::sets::PlacementSet),
        );
}

/// The switch follows the player's command; a new game against the computer turns it off.
fn switch(
    mut commands: MessageReader<GameCommand>,
    mut on: ResMut<AnalysisOn>,
    setup: Res<MatchSetup>,
    (remote, board): (Res<RemoteSide>, Res<CurrentGame>),
) {
    for command in commands.read() {
        match command {
            // Refused, with the reason, by the commands (`RemoteSide::refuses_command`).
            _ if remote.refuses_command(command, board.is_over()).is_some() => false,
            GameCommand::SetAnalysis(wanted) => on.set_if_neq(AnalysisOn(*wanted)),
            GameCommand::Start(new) | GameCommand::StartOpening(new, _)
                if matches!(new.mode, Mode::HumanVsComputer { .. }) =>
            {
                on.set_if_neq(AnalysisOn(false))
            }
            GameCommand::NewGame if matches!(setup.mode, Mode::HumanVsComputer { .. }) => {
                on.set_if_neq(AnalysisOn(false))
            }
            _ => false,
        };
    }
    // An online game begun with the analysis on: it waits until the game ends.
    if remote.is_online() && !board.is_over() && on.0 {
        on.set_if_neq(AnalysisOn(false));
    }
}

#[derive(bevy::ecs::system::SystemParam)]
struct ReadInputs<'w> {
    on: Res<'w, AnalysisOn>,
    board: Res<'w, CurrentGame>,
    readings: Res<'w, Readings>,
    app: Res<'w, State<AppState>>,
    turn: Option<Res<'w, State<Turn>>>,
    seed: Res<'w, GameSeed>,
    mode: Res<'w, ThinkMode>,
    limits: Res<'w, ThinkLimits>,
}

/// Starts reading the position shown when there is none for it yet and nothing else is
/// searching; a search for a position no longer shown is dropped, which cancels it.
fn read(mut commands: Commands, inputs: ReadInputs, reader: Option<Res<Reader>>) {
    let board = &inputs.board;
    let key = board.key();
    let computer_thinking = inputs.turn.as_deref().map(State::get) == Some(&Turn::Computer);
    let wanted = inputs.on.0
        && !board.is_over()
        && !matches!(
            inputs.app.get(),
            AppState::Menu | AppState::Editing | AppState::Puzzle
        )
        && !computer_thinking
        && inputs.readings.of(board).is_none();
    match reader {
        Some(reader) if wanted && reader.key == key => {}
        Some(_) if !wanted => {
            commands.remove_resource::<Reader>();
        }
        _ if wanted => {
            let limits = inputs.limits.0.unwrap_or(Limits::time(READING_TIME));
            let request = SearchRequest::new(
                board.position(),
                board.rule(),
                Level::Master,
                limits,
                inputs.seed.0 ^ 0xa1a1,
            )
            .with_multi_pv(CANDIDATES);
            commands.insert_resource(Reader {
                key,
                side: board.to_move(),
                job: EngineJob::start(request, *inputs.mode),
            });
        }
        _ => {}
    }
}

fn collect(mut commands: Commands, mut reader: ResMut<Reader>, mut readings: ResMut<Readings>) {
    let Some(result) = reader.job.poll() else {
        return;
    };
    commands.remove_resource::<Reader>();
    if let Some(result) = result {
        let side = reader.side;
        readings.keep(reader.key.clone(), Reading { side, result });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(side: Stone, score: i32, forced: Option<i32>) -> Reading {
        Reading {
            side,
            result: SearchResult {
                best: Pos::new(7, 7),
                score,
                depth: 9,
                nodes: 1000,
                forced,
                pv: vec![Pos::new(7, 7)],
                lines: Vec::new(),
            },
        }
    }

    #[test]
    fn the_bar_leans_to_the_side_ahead_and_fills_for_a_forced_win() {
        let even = reading(Stone::White, 0, None).black_share();
        assert!((even - 0.5).abs() < 1e-6);
        assert!(reading(Stone::Black, 300, None).black_share() > 0.7);
        assert!(reading(Stone::White, 300, None).black_share() < 0.3);
        assert_eq!(reading(Stone::White, 9000, Some(5)).black_share(), 0.0);
        assert_eq!(reading(Stone::White, -9000, Some(-4)).black_share(), 1.0);
        assert_eq!(reading(Stone::White, 120, None).black_score(), -120);
    }
}
