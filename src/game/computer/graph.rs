//! The evaluation graph: with the analysis on, every position of the game (the moves
//! played and those ahead of a review) is read with a small fixed budget, one after
//! another in the background and only while nothing else searches, so the panel can draw
//! how the game went and mark where it turned.

use bevy::prelude::*;

use crate::engine::{Level, Limits, SearchRequest};
use crate::game::computer::ai::ThinkLimits;
use crate::game::computer::analysis::{AnalysisOn, Reader, Reading};
use crate::game::computer::engine_job::EngineJob;
use crate::game::platform::ThinkMode;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::state::Turn;
use crate::game::sets::GameSet;
use crate::rules::{self, Pos, Rule};

/// The budget per position: small, so a long game's graph fills in within seconds.
const GRAPH_NODES: u64 = 40_000;

/// The game's line and black's share of each position along it (`None`: not read yet).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct EvalGraph {
    pub size: usize,
    pub rule: Option<Rule>,
    /// The moves of the whole game: played, then ahead.
    pub line: Vec<Pos>,
    /// One value per position, after 0, 1, ... `line.len()` moves.
    pub shares: Vec<Option<f32>>,
}

impl EvalGraph {
    /// How many positions are read, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.shares.iter().filter(|s| s.is_some()).count(),
            self.shares.len(),
        )
    }

    /// The positions after which black's share moved the most, largest first.
    pub fn swings(&self, count: usize) -> Vec<usize> {
        let mut moves: Vec<(usize, f32)> = self
            .shares
            .windows(2)
            .enumerate()
            .filter_map(|(i, pair)| Some((i + 1, (pair[1]? - pair[0]?).abs())))
            .filter(|&(_, swing)| swing > 0.15)
            .collect();
        moves.sort_by(|a, b| b.1.total_cmp(&a.1));
        moves.into_iter().take(count).map(|(i, _)| i).collect()
    }

    /// Follows the game's line: values along a common beginning are kept.
    fn follow(&mut self, size: usize, rule: Rule, line: Vec<Pos>) {
        if self.size != size || self.rule != Some(rule) {
            *self = EvalGraph {
                size,
                rule: Some(rule),
                ..EvalGraph::default()
            };
        }
        let common = self
            .line
            .iter()
            .zip(&line)
            .take_while(|(a, b)| a == b)
            .count();
        self.shares.truncate(common + 1);
        self.shares.resize(line.len() + 1, None);
        self.line = line;
    }
}

/// The graph's search, for the position after `index` moves of its line.
#[derive(Resource)]
struct GraphSearch {
    index: usize,
    line: Vec<Pos>,
    side: rules::Stone,
    job: EngineJob,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EvalGraph>().add_systems(
        Update,
        (
            follow_game.run_if(resource_changed::<CurrentGame>),
            read_next,
            collect.run_if(resource_exists::<GraphSearch>),
        )
            .chain()
            .in_set(GameSet::Apply)
            .after(crate::game::computer::analysis::ReadingSet),
    );
}

fn follow_game(board: Res<CurrentGame>, mut graph: ResMut<EvalGraph>) {
    let line = board.line();
    graph.follow(board.size(), board.rule(), line);
}

fn read_next(
    mut commands: Commands,
    (on, mut graph, reader): (Res<AnalysisOn>, ResMut<EvalGraph>, Option<Res<Reader>>),
    turn: Option<Res<State<Turn>>>,
    search: Option<Res<GraphSearch>>,
    mode: Res<ThinkMode>,
    limits: Res<ThinkLimits>,
) {
    let computer_thinking = turn.as_deref().map(State::get) == Some(&Turn::Computer);
    let busy = reader.is_some() || computer_thinking;
    if !on.0 || busy {
        // Nothing else may search meanwhile: a graph search waits (dropped, it is cancelled).
        if search.is_some() {
            commands.remove_resource::<GraphSearch>();
        }
        return;
    }
    if search.is_some() {
        return;
    }
    let Some(index) = graph.shares.iter().position(Option::is_none) else {
        return;
    };
    let Some(rule) = graph.rule else { return };
    let Ok(game) = rules::Game::from_moves(graph.size, rule, &graph.line[..index]) else {
        return;
    };
    // A finished position needs no search: it is all the winner's.
    if let Some(outcome) = game.outcome() {
        let share = match outcome.winner() {
            Some(rules::Stone::Black) => 1.0,
            Some(rules::Stone::White) => 0.0,
            None => 0.5,
        };
        graph.shares[index] = Some(share);
        return;
    }
    let limits = limits.0.unwrap_or(Limits::nodes(GRAPH_NODES));
    let request = SearchRequest::new(game.board(), rule, Level::Master, limits, index as u64);
    commands.insert_resource(GraphSearch {
        index,
        line: graph.line.clone(),
        side: game.to_move(),
        job: EngineJob::start(request, *mode),
    });
}

fn collect(mut commands: Commands, mut search: ResMut<GraphSearch>, mut graph: ResMut<EvalGraph>) {
    let Some(result) = search.job.poll() else {
        return;
    };
    commands.remove_resource::<GraphSearch>();
    let index = search.index;
    // A line that changed under the search: its value belongs to another game.
    if graph.line.get(..index) != search.line.get(..index) {
        return;
    }
    if let Some(result) = result {
        let reading = Reading {
            side: search.side,
            result,
        };
        if let Some(share) = graph.shares.get_mut(index) {
            *share = Some(reading.black_share());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_line_keeps_the_values_of_the_common_beginning() {
        let mut graph = EvalGraph::default();
        let a = [Pos::new(7, 7), Pos::new(8, 8), Pos::new(9, 9)];
        graph.follow(15, Rule::Freestyle, a.to_vec());
        assert_eq!(graph.shares.len(), 4);
        graph.shares = vec![Some(0.5), Some(0.6), Some(0.9), Some(0.2)];
        assert_eq!(graph.swings(2), vec![3, 2]);
        let b = [
            Pos::new(7, 7),
            Pos::new(8, 8),
            Pos::new(1, 1),
            Pos::new(2, 2),
        ];
        graph.follow(15, Rule::Freestyle, b.to_vec());
        assert_eq!(
            graph.shares,
            vec![Some(0.5), Some(0.6), Some(0.9), None, None]
        );
        assert_eq!(graph.progress(), (3, 5));
        graph.follow(19, Rule::Freestyle, b.to_vec());
        assert_eq!(graph.progress(), (0, 5));
    }
}
