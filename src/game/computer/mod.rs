//! The computer: its moves (`ai`), the engine run off the frame (`engine_job`), hints
//! (`hint`), the analysis of every position shown (`analysis`) and the evaluation graph
//! (`graph`). The engine itself is `crate::engine`, with no Bevy in it.

pub mod ai;
pub mod analysis;
pub mod engine_job;
pub mod graph;
pub mod hint;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((ai::plugin, analysis::plugin, graph::plugin, hint::plugin));
}
