//! Text for moves and positions: "h8" coordinates, move strings ("h8i9j10"), Piskvork
//! PSQ game files and the actions of a renju opening rule's negotiation ("h8h9h10s"), and
//! records: a game with its set-up and opening negotiation, as a link or a PSQ file.
//! Everything that reads text returns a [`NotationError`] that says what is wrong and
//! where, in a form the game renders in the player's language ("bad coordinate
//! 'z99' at move 4: ..." in English); nothing here panics on bad input.

mod assemble;
mod coords;
mod error;
mod link;
mod moves;
mod opening_actions;
mod psq;
mod record;
mod record_psq;

pub use coords::{column_letter, parse_pos, pos_to_text, row_number};
pub(crate) use error::quote;
pub use error::{Axis, HeaderProblem, MoveLineProblem, NotationError, PosProblem};
pub use link::{link_fragment, looks_like_link, parse_link, record_link_fragment};
pub use moves::{game_from_moves, moves_to_text, parse_game, parse_moves};
pub use opening_actions::{opening_actions_to_text, parse_opening_actions};
pub use psq::{Psq, parse_psq, to_psq};
pub use record::{Record, read_full_record, read_record};
pub use record_psq::record_to_psq;
