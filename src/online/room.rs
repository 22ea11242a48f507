//! Rooms on the signaling server: the short code a player reads to a friend, the
//! addresses the game connects to, and the invitation link.

use std::fmt;

/// The letters of a room code: no 0/O, 1/I/L, so a code read aloud or typed from a
/// phone's screen is the code meant.
const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// 31^6, about 900 million rooms: two invitations at once never meet by chance.
pub const CODE_LEN: usize = 6;

/// A room's code, as `ABC234`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RoomCode(String);

impl RoomCode {
    /// A code from random bits (the game's generator provides them).
    pub fn from_bits(mut bits: u64) -> RoomCode {
        let mut code = String::with_capacity(CODE_LEN);
        for _ in 0..CODE_LEN {
            code.push(ALPHABET[(bits % ALPHABET.len() as u64) as usize] as char);
            bits /= ALPHABET.len() as u64;
        }
        RoomCode(code)
    }

    /// A code as a player typed or pasted it: any case, spaces and dashes ignored, or a
    /// whole invitation link (its `room=`). `None` when it is not a code.
    pub fn parse(text: &str) -> Option<RoomCode> {
        let text = match text.split_once("room=") {
            Some((_, rest)) => rest.split(['&', '#']).next().unwrap_or(""),
            None => text,
        };
        let code: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let valid = code.len() == CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b));
        valid.then_some(RoomCode(code))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The signaling server's address the README documents for players; a host runs its own
/// with `scripts/signal-server.sh` and points the game at it (`GOMOKU_SIGNAL`, `?signal=`).
pub const DEFAULT_SIGNAL: &str = "ws://127.0.0.1:3536";

/// The STUN servers players' connections use to find their way through home routers
/// unless set otherwise (`GOMOKU_ICE`, `?ice=`; empty for none, as the tests run).
pub const DEFAULT_ICE: &str = "stun:stun.l.google.com:19302";

/// A signaling server's address as given, checked: a WebSocket URL, without a trailing
/// slash.
pub fn signal_server(text: &str) -> Result<String, String> {
    let text = text.trim().trim_end_matches('/');
    let rest = text
        .strip_prefix("ws://")
        .or_else(|| text.strip_prefix("wss://"))
        .ok_or_else(|| format!("'{text}' is not a ws:// or wss:// address"))?;
    if rest.is_empty() || rest.contains(char::is_whitespace) {
        return Err(format!("'{text}' has no host"));
    }
    Ok(text.to_string())
}

/// The ICE servers a list names: comma-separated `stun:`/`turn:` URLs; an empty list
/// means none (connections then work only where the peers reach each other directly).
pub fn ice_servers(text: &str) -> Result<Vec<String>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|url| !url.is_empty())
        .map(|url| {
            let known = ["stun:", "stuns:", "turn:", "turns:"];
            if known.iter().any(|scheme| url.starts_with(scheme)) {
                Ok(url.to_string())
            } else {
                Err(format!("'{url}' is not a stun: or turn: address"))
            }
        })
        .collect()
}

/// The server's room for an invitation.
pub fn room_address(server: &str, code: &RoomCode) -> String {
    format!("{server}/gomoku-{code}")
}

/// The server's room that pairs the next two players waiting.
pub fn quick_match_address(server: &str) -> String {
    format!("{server}/gomoku-quick?next=2")
}

/// The web link that opens the game straight into `code`'s room: the page's own address
/// (without its query) with `room=`, and the server when it is not the default.
pub fn invitation_link(page: &str, code: &RoomCode, server: &str) -> String {
    let page = page.split(['?', '#']).next().unwrap_or(page);
    let mut link = format!("{page}?room={code}");
    if server != DEFAULT_SIGNAL {
        link.push_str("&signal=");
        link.push_str(server);
    }
    link
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_however_it_was_typed() {
        let code = RoomCode::from_bits(0x1234_5678_9abc);
        assert_eq!(code.as_str().len(), CODE_LEN);
        let typed = code.as_str().to_lowercase();
        let spaced = format!(" {}-{} ", &typed[..3], &typed[3..]);
        assert_eq!(RoomCode::parse(&spaced), Some(code.clone()));
        let link = invitation_link("https://x.org/gomoku/?lang=en#a", &code, DEFAULT_SIGNAL);
        assert_eq!(link, format!("https://x.org/gomoku/?room={code}"));
        assert_eq!(RoomCode::parse(&link), Some(code.clone()));
        let elsewhere = invitation_link("http://h/", &code, "ws://10.0.0.2:9");
        assert_eq!(
            elsewhere,
            format!("http://h/?room={code}&signal=ws://10.0.0.2:9")
        );
        assert_eq!(RoomCode::parse(&elsewhere), Some(code));
    }

    #[test]
    fn what_is_not_a_code_is_refused() {
        for text in [
            "", "ABC23", "ABC2345", "ABC23O", "ABC23I", "room=", "ÄBC234",
        ] {
            assert_eq!(RoomCode::parse(text), None, "{text}");
        }
        assert_ne!(RoomCode::from_bits(1), RoomCode::from_bits(2));
    }

    #[test]
    fn addresses_are_checked() {
        assert_eq!(
            signal_server(" ws://127.0.0.1:3536/ "),
            Ok("ws://127.0.0.1:3536".into())
        );
        assert!(signal_server("http://x").is_err());
        assert!(signal_server("ws://").is_err());
        assert_eq!(ice_servers(""), Ok(vec![]));
        assert_eq!(
            ice_servers("stun:a:1, turn:b:2"),
            Ok(vec!["stun:a:1".to_string(), "turn:b:2".to_string()])
        );
        assert!(ice_servers("http://a").is_err());
        let code = RoomCode::parse("abc234").expect("a code");
        assert_eq!(room_address("ws://s", &code), "ws://s/gomoku-ABC234");
        assert_eq!(quick_match_address("ws://s"), "ws://s/gomoku-quick?next=2");
    }
}
