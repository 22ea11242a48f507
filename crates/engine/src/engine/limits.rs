//! What bounds a search: time, nodes, depth.

use std::time::Duration;

/// Bounds on one search; the search stops at the first one reached and plays the best move
/// it has. `None` means unbounded in that respect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Limits {
    pub time: Option<Duration>,
    pub nodes: Option<u64>,
    pub depth: Option<u32>,
}

impl Limits {
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }
}
