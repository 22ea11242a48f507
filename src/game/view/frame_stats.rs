//! Frame-time figures for measuring, in builds with the `dev` feature: the CPU time
//! of each frame's Update schedule (where the game's own systems and a sliced search run),
//! split by whether the computer is thinking, and Bevy's frame-time diagnostic. Printed as
//! `frame stats:` lines every few seconds; the end-to-end scripts collect them.

use std::time::Duration;

use bevy::app::MainScheduleOrder;
use bevy::diagnostic::{DiagnosticsStore, FrameTimeDiagnosticsPlugin};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use tracing::info;

use crate::game::play::state::Turn;

const REPORT_EVERY: Duration = Duration::from_secs(5);

#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
struct BeforeUpdate;

#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
struct AfterUpdate;

#[derive(Resource, Debug)]
struct FrameStats {
    update_started: Instant,
    last_report: Instant,
    thinking: Window,
    idle: Window,
}

/// The frames since the last report.
#[derive(Debug, Default)]
struct Window {
    frames: u32,
    longest: Duration,
    total: Duration,
}

impl Window {
    fn add(&mut self, took: Duration) {
        self.frames += 1;
        self.longest = self.longest.max(took);
        self.total += took;
    }

    fn describe(&self) -> String {
        if self.frames == 0 {
            return "no frames".to_string();
        }
        let mean = self.total.as_secs_f64() * 1000.0 / self.frames as f64;
        format!(
            "{} frames, longest {:.2} ms, mean {mean:.2} ms",
            self.frames,
            self.longest.as_secs_f64() * 1000.0
        )
    }
}

pub(in crate::game) fn plugin(app: &mut App) {
    let now = Instant::now();
    app.add_plugins(FrameTimeDiagnosticsPlugin::default())
        .insert_resource(FrameStats {
            update_started: now,
            last_report: now,
            thinking: Window::default(),
            idle: Window::default(),
        })
        .init_schedule(BeforeUpdate)
        .init_schedule(AfterUpdate)
        .add_systems(BeforeUpdate, |mut stats: ResMut<FrameStats>| {
            stats.update_started = Instant::now()
        })
        .add_systems(AfterUpdate, record_frame);
    let mut order = app.world_mut().resource_mut::<MainScheduleOrder>();
    order.insert_before(Update, BeforeUpdate);
    order.insert_after(Update, AfterUpdate);
}

fn record_frame(
    mut stats: ResMut<FrameStats>,
    turn: Option<Res<State<Turn>>>,
    diagnostics: Res<DiagnosticsStore>,
) {
    let took = stats.update_started.elapsed();
    if turn.is_some_and(|t| *t.get() == Turn::Computer) {
        stats.thinking.add(took);
    } else {
        stats.idle.add(took);
    }
    if stats.last_report.elapsed() < REPORT_EVERY {
        return;
    }
    let frame = diagnostics
        .get(&FrameTimeDiagnosticsPlugin::FRAME_TIME)
        .and_then(|d| d.smoothed())
        .map_or("n/a".to_string(), |ms| format!("{ms:.1} ms"));
    info!(
        "frame stats: Update while the computer thinks: {}; otherwise: {}; whole frame (smoothed): {frame}",
        stats.thinking.describe(),
        stats.idle.describe()
    );
    stats.thinking = Window::default();
    stats.idle = Window::default();
    stats.last_report = Instant::now();
}
