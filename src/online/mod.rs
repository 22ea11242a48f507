//! Online play's rules of conversation, with no Bevy and no network in them: the messages
//! two copies of the game exchange (`wire`), what each side may do and what a peer's
//! message means for the game (`session`), and the rooms and addresses (`room`). The game
//! carries them over WebRTC (`game::online`); tests drive them directly.

pub mod room;
pub mod session;
pub mod wire;

pub use room::{
    RoomCode, ice_servers, invitation_link, quick_match_address, room_address, signal_server,
};
pub use session::{Ask, Event, Phase, Refusal, Session, Step};
pub use wire::{Clocks, MAX_BYTES, Message, Role, Terms, WireError};
