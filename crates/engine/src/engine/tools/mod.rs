//! The engine's tools, not its play: the fixed-depth bench (`bench`) and, for the arena
//! build, the fits to self-play games: of the evaluation (`tune` for the features and
//! samples, `net_fit` for the network) and of move ordering (`policy_fit`).

pub mod bench;
#[cfg(feature = "arena")]
pub mod book_make;
#[cfg(feature = "arena")]
pub mod net_fit;
#[cfg(feature = "arena")]
pub mod policy_fit;
#[cfg(feature = "arena")]
pub mod tune;
