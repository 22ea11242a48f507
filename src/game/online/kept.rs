//! The online game kept on this device until it ends, so that closing the tab or the
//! window and opening the room's link again resumes it: the room, the terms, this side's
//! role and the moves, written in the protocol's own lines (`online::wire`), so reading
//! them back checks them as a peer's message would be.
//!
//! ```text
//! room ABC234
//! g1 offer 15 freestyle none black swap2
//! g1 hello guest 15 - - 3:white h8 i9 h9 j10
//! ```

use crate::game::platform;
use crate::online::{Message, Role, RoomCode, Terms};
use crate::rules::swap2::Pick;
use crate::rules::{MAX_SIZE, Pos};

/// The name of the kept file (`online.txt` natively, `gomoku.online` in localStorage).
const NAME: &str = "online";

/// An online game as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptGame {
    pub room: RoomCode,
    pub role: Role,
    pub terms: Terms,
    pub moves: Vec<Pos>,
    pub picks: Vec<(usize, Pick)>,
}

impl KeptGame {
    pub fn to_text(&self) -> String {
        let offer = Message::Offer(self.terms).encode(self.terms.size);
        let line = Message::Hello {
            role: self.role,
            moves: self.moves.clone(),
            picks: self.picks.clone(),
            clocks: None,
        }
        .encode(self.terms.size);
        format!("room {}\n{offer}\n{line}\n", self.room)
    }

    /// Reads what `to_text` wrote; `None` for anything else (an old or damaged file is
    /// then simply not resumed).
    pub fn from_text(text: &str) -> Option<KeptGame> {
        let mut lines = text.lines();
        let room = RoomCode::parse(lines.next()?.strip_prefix("room ")?)?;
        let Ok(Message::Offer(terms)) = Message::decode(lines.next()?.as_bytes(), MAX_SIZE) else {
            return None;
        };
        let Ok(Message::Hello {
            role, moves, picks, ..
        }) = Message::decode(lines.next()?.as_bytes(), terms.size)
        else {
            return None;
        };
        Some(KeptGame {
            room,
            role,
            terms,
            moves,
            picks,
        })
    }
}

/// The game kept for `room`, if this device has one.
pub fn read(room: &RoomCode) -> Option<KeptGame> {
    let text = platform::read_kept(NAME).ok().flatten()?;
    KeptGame::from_text(&text).filter(|kept| kept.room == *room)
}

pub fn write(kept: Option<&KeptGame>) {
    let text = kept.map_or_else(String::new, KeptGame::to_text);
    if let Err(why) = platform::write_kept(NAME, &text) {
        tracing::warn!("online: could not keep the game ({why})");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rule, Stone};
    use std::time::Duration;

    #[test]
    fn a_kept_game_reads_back_and_a_damaged_one_is_not_resumed() {
        let kept = KeptGame {
            room: RoomCode::parse("ABC234").expect("a code"),
            role: Role::Guest,
            terms: Terms {
                size: 19,
                rule: Rule::Standard,
                clock: Some((Duration::from_secs(600), Duration::from_secs(5))),
                host_plays: Stone::Black,
                swap2: true,
            },
            moves: vec![
                Pos::new(9, 9),
                Pos::new(10, 10),
                Pos::new(8, 8),
                Pos::new(1, 1),
            ],
            picks: vec![(3, Pick::White)],
        };
        let text = kept.to_text();
        assert_eq!(KeptGame::from_text(&text), Some(kept));
        assert_eq!(KeptGame::from_text(""), None);
        assert_eq!(
            KeptGame::from_text(&text.replace("offer 19", "offer 99")),
            None
        );
        assert_eq!(
            KeptGame::from_text(&text.replace("hello guest", "hello judge")),
            None
        );
    }
}
