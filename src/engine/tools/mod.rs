//! The engine's tools, not its play: the fixed-depth bench (`bench`) and, for the arena
//! build, the fits of the evaluation to self-play games (`tune` for the features and
//! samples, `net_fit` for the network).

pub mod bench;
#[cfg(feature = "arena")]
pub mod book_make;
#[cfg(feature = "arena")]
pub mod net_fit;
#[cfg(feature = "arena")]
pub mod policy_fit;
#[cfg(feature = "arena")]
pub mod tune;
