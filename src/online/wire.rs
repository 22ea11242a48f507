//! The messages two copies of the game send each other over the data channel, as one line
//! of ASCII text each: `g1 <kind> <fields…>`. Text rather than a binary encoding so a
//! message read in a log is a message understood, and so a peer's bytes are parsed by
//! the same careful code whatever sent them.
//!
//! Nothing from the peer is trusted: `decode` bounds the size, refuses another protocol
//! version, unknown kinds, missing or extra fields and points off the board, each with a
//! sentence saying which; it never panics. Whether a well-formed message makes sense now
//! (the turn, the point, the count of moves) is `session`'s question.

use std::fmt;
use std::time::Duration;

use crate::notation::{parse_pos, pos_to_text};
use crate::rules::swap2::Pick;
use crate::rules::{MAX_SIZE, Pos, Rule, Stone, is_supported_size};

/// The protocol's version, the first word of every message. A copy of the game that
/// speaks another refuses the message and says which, rather than guessing.
pub const VERSION: &str = "g1";

/// The longest message accepted, in bytes: a `hello` with a full 26x26 board's moves
/// (676 points of up to 3 characters and a space) fits, with room for the header.
pub const MAX_BYTES: usize = 3 * 1024;

/// Which end of an invitation a copy of the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Created the room; its settings are the game's.
    Host,
    /// Joined by the link or code.
    Guest,
}

impl Role {
    pub fn other(self) -> Role {
        match self {
            Role::Host => Role::Guest,
            Role::Guest => Role::Host,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Role::Host => "host",
            Role::Guest => "guest",
        }
    }
}

/// The game the host offers: what the guest sees before accepting, and then plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    pub size: usize,
    pub rule: Rule,
    /// Main time and increment; `None` for no clock.
    pub clock: Option<(Duration, Duration)>,
    /// The colour the host plays; under swap2 the colour it would keep without a swap
    /// (black: the host opens).
    pub host_plays: Stone,
    /// Whether the game opens with swap2 (else black plays first, anywhere).
    pub swap2: bool,
}

/// Each side's time left, in milliseconds, as its sender's clock read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub black_ms: u64,
    pub white_ms: u64,
}

/// One message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Sent by each side when the channel opens (first contact, or back after a drop):
    /// who it is, and the game's line as it knows it, to resume from.
    Hello {
        role: Role,
        moves: Vec<Pos>,
        /// The swap2 picks made, each with the stones on the board when it was made.
        picks: Vec<(usize, Pick)>,
        clocks: Option<Clocks>,
    },
    /// Host to guest: the game on offer.
    Offer(Terms),
    /// Guest to host: the offer is taken, the game begins.
    Accept,
    /// Guest to host: not this game.
    Decline,
    /// The mover's stone, the `number`th of the game (from 1), and the mover's time left
    /// after it (increment included), when there is a clock.
    Move {
        number: usize,
        pos: Pos,
        left_ms: Option<u64>,
    },
    /// The sender's swap2 pick, made with `stones` stones on the board.
    Pick {
        stones: usize,
        pick: Pick,
    },
    /// Asks to take the game back to `to` moves.
    TakebackAsk {
        to: usize,
    },
    /// The answer to a takeback request for `to` moves.
    TakebackAnswer {
        to: usize,
        yes: bool,
    },
    DrawOffer,
    DrawAnswer {
        yes: bool,
    },
    /// The sender gives up.
    Resign,
    /// The sender's own clock ran out.
    OutOfTime,
    /// The room already has two players.
    Busy,
}

/// Why a peer's bytes are not a message, in a sentence for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    TooLong(usize),
    NotText,
    Empty,
    OtherVersion(String),
    UnknownKind(String),
    /// A field missing, extra, or not what it should be: the kind, and what was wrong.
    BadField(&'static str, String),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLong(n) => write!(f, "a message of {n} bytes (at most {MAX_BYTES})"),
            WireError::NotText => write!(f, "a message that is not ASCII text"),
            WireError::Empty => write!(f, "an empty message"),
            WireError::OtherVersion(v) => {
                write!(
                    f,
                    "a message of protocol '{v}' (this game speaks {VERSION})"
                )
            }
            WireError::UnknownKind(k) => write!(f, "an unknown message '{k}'"),
            WireError::BadField(kind, why) => write!(f, "a '{kind}' message with {why}"),
        }
    }
}

impl Message {
    /// The message as one line of text (no newline).
    pub fn encode(&self, size: usize) -> String {
        let point = |pos: &Pos| pos_to_text(*pos, size);
        let body = match self {
            Message::Hello {
                role,
                moves,
                picks,
                clocks,
            } => {
                let clocks = match clocks {
                    Some(c) => format!("{} {}", c.black_ms, c.white_ms),
                    None => "- -".into(),
                };
                let picks: Vec<String> = picks
                    .iter()
                    .map(|&(stones, pick)| format!("{stones}:{}", pick_word(pick)))
                    .collect();
                let picks = if picks.is_empty() {
                    "-".to_string()
                } else {
                    picks.join(",")
                };
                let line: Vec<String> = moves.iter().map(point).collect();
                format!(
                    "hello {} {size} {clocks} {picks} {}",
                    role.word(),
                    line.join(" ")
                )
            }
            Message::Offer(terms) => {
                let clock = match terms.clock {
                    Some((main, inc)) => format!("{}+{}", main.as_secs(), inc.as_secs()),
                    None => "none".into(),
                };
                format!(
                    "offer {} {} {clock} {} {}",
                    terms.size,
                    terms.rule.name().to_lowercase(),
                    colour_word(terms.host_plays),
                    if terms.swap2 { "swap2" } else { "free" }
                )
            }
            Message::Pick { stones, pick } => format!("pick {stones} {}", pick_word(*pick)),
            Message::Accept => "accept".into(),
            Message::Decline => "decline".into(),
            Message::Move {
                number,
                pos,
                left_ms,
            } => {
                let left = left_ms.map_or("-".into(), |ms| ms.to_string());
                format!("move {number} {} {left}", point(pos))
            }
            Message::TakebackAsk { to } => format!("takeback {to}"),
            Message::TakebackAnswer { to, yes } => format!("takeback-{} {to}", yes_no(*yes)),
            Message::DrawOffer => "draw".into(),
            Message::DrawAnswer { yes } => format!("draw-{}", yes_no(*yes)),
            Message::Resign => "resign".into(),
            Message::OutOfTime => "out-of-time".into(),
            Message::Busy => "busy".into(),
        };
        format!("{VERSION} {}", body.trim_end())
    }

    /// Reads a message from a peer's bytes; points are read on a board of `size` (the
    /// game's, or the largest before an offer fixed it).
    pub fn decode(bytes: &[u8], size: usize) -> Result<Message, WireError> {
        if bytes.len() > MAX_BYTES {
            return Err(WireError::TooLong(bytes.len()));
        }
        let text = std::str::from_utf8(bytes)
            .ok()
            .filter(|t| t.is_ascii())
            .ok_or(WireError::NotText)?;
        let mut words = text.split_ascii_whitespace();
        let version = words.next().ok_or(WireError::Empty)?;
        if version != VERSION {
            return Err(WireError::OtherVersion(version.chars().take(16).collect()));
        }
        let kind = words.next().ok_or(WireError::Empty)?;
        let fields: Vec<&str> = words.collect();
        match kind {
            "hello" => decode_hello(&fields),
            "offer" => decode_offer(&fields),
            "move" => decode_move(&fields, size),
            "pick" => {
                let [stones, pick] = exactly("pick", &fields)?;
                Ok(Message::Pick {
                    stones: count("pick", stones)?,
                    pick: read_pick(pick)?,
                })
            }
            "takeback" => {
                let [to] = exactly(kind_name(kind), &fields)?;
                Ok(Message::TakebackAsk {
                    to: count("takeback", to)?,
                })
            }
            "takeback-yes" | "takeback-no" => {
                let [to] = exactly("takeback answer", &fields)?;
                Ok(Message::TakebackAnswer {
                    to: count("takeback answer", to)?,
                    yes: kind == "takeback-yes",
                })
            }
            _ => {
                let message = match kind {
                    "accept" => Message::Accept,
                    "decline" => Message::Decline,
                    "draw" => Message::DrawOffer,
                    "draw-yes" => Message::DrawAnswer { yes: true },
                    "draw-no" => Message::DrawAnswer { yes: false },
                    "resign" => Message::Resign,
                    "out-of-time" => Message::OutOfTime,
                    "busy" => Message::Busy,
                    _ => {
                        return Err(WireError::UnknownKind(kind.chars().take(24).collect()));
                    }
                };
                exactly::<0>(kind_name(kind), &fields)?;
                Ok(message)
            }
        }
    }
}

fn colour_word(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

fn pick_word(pick: Pick) -> &'static str {
    match pick {
        Pick::Black => "black",
        Pick::White => "white",
        Pick::PlaceTwo => "two",
    }
}

fn read_pick(text: &str) -> Result<Pick, WireError> {
    match text {
        "black" => Ok(Pick::Black),
        "white" => Ok(Pick::White),
        "two" => Ok(Pick::PlaceTwo),
        other => Err(WireError::BadField(
            "pick",
            format!("'{}' as a pick", clip(other)),
        )),
    }
}

/// `-`, or the picks as `3:two,5:white`: at most the two swap2 has.
fn read_picks(text: &str) -> Result<Vec<(usize, Pick)>, WireError> {
    const KIND: &str = "hello";
    if text == "-" {
        return Ok(Vec::new());
    }
    let picks = text
        .split(',')
        .map(|one| {
            let (stones, pick) = one
                .split_once(':')
                .ok_or_else(|| WireError::BadField(KIND, format!("'{}' as a pick", clip(one))))?;
            Ok((count(KIND, stones)?, read_pick(pick)?))
        })
        .collect::<Result<Vec<_>, WireError>>()?;
    if picks.len() > 2 {
        return Err(WireError::BadField(KIND, format!("{} picks", picks.len())));
    }
    Ok(picks)
}

fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// The kinds' names as `BadField` quotes them (static, so errors own no peer text).
fn kind_name(kind: &str) -> &'static str {
    match kind {
        "takeback" => "takeback",
        "accept" => "accept",
        "decline" => "decline",
        "draw" => "draw",
        "draw-yes" | "draw-no" => "draw answer",
        "resign" => "resign",
        "out-of-time" => "out-of-time",
        "busy" => "busy",
        _ => "message",
    }
}

fn exactly<'a, const N: usize>(
    kind: &'static str,
    fields: &[&'a str],
) -> Result<[&'a str; N], WireError> {
    <[&str; N]>::try_from(fields)
        .map_err(|_| WireError::BadField(kind, format!("{} fields (expected {N})", fields.len())))
}

/// A count of moves: no more than the largest board holds.
fn count(kind: &'static str, text: &str) -> Result<usize, WireError> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n <= MAX_SIZE * MAX_SIZE)
        .ok_or_else(|| WireError::BadField(kind, format!("'{}' as a count of moves", clip(text))))
}

fn millis(kind: &'static str, text: &str) -> Result<Option<u64>, WireError> {
    if text == "-" {
        return Ok(None);
    }
    // A clock's largest main time plus a game's worth of increments fits in a day.
    text.parse::<u64>()
        .ok()
        .filter(|&ms| ms <= 24 * 3600 * 1000)
        .map(Some)
        .ok_or_else(|| WireError::BadField(kind, format!("'{}' as milliseconds", clip(text))))
}

fn point(kind: &'static str, text: &str, size: usize) -> Result<Pos, WireError> {
    parse_pos(text, size)
        .map_err(|_| WireError::BadField(kind, format!("'{}' as a point of the board", clip(text))))
}

/// At most 12 characters of a peer's text, for an error message.
fn clip(text: &str) -> String {
    text.chars().take(12).collect()
}

fn decode_hello(fields: &[&str]) -> Result<Message, WireError> {
    const KIND: &str = "hello";
    let [role, size, black, white, picks, moves @ ..] = fields else {
        return Err(WireError::BadField(
            KIND,
            format!("{} fields (expected 5 or more)", fields.len()),
        ));
    };
    let role = match *role {
        "host" => Role::Host,
        "guest" => Role::Guest,
        other => {
            return Err(WireError::BadField(
                KIND,
                format!("'{}' as a role", clip(other)),
            ));
        }
    };
    let size = size
        .parse::<usize>()
        .ok()
        .filter(|&s| is_supported_size(s))
        .ok_or_else(|| WireError::BadField(KIND, format!("'{}' as a board size", clip(size))))?;
    let clocks = match (millis(KIND, black)?, millis(KIND, white)?) {
        (Some(black_ms), Some(white_ms)) => Some(Clocks { black_ms, white_ms }),
        (None, None) => None,
        _ => {
            return Err(WireError::BadField(
                KIND,
                "one clock without the other".into(),
            ));
        }
    };
    let moves = moves
        .iter()
        .map(|text| point(KIND, text, size))
        .collect::<Result<Vec<Pos>, _>>()?;
    Ok(Message::Hello {
        role,
        moves,
        picks: read_picks(picks)?,
        clocks,
    })
}

fn decode_offer(fields: &[&str]) -> Result<Message, WireError> {
    const KIND: &str = "offer";
    let [size, rule, clock, colour, opening] = exactly(KIND, fields)?;
    let size = size
        .parse::<usize>()
        .ok()
        .filter(|&s| is_supported_size(s))
        .ok_or_else(|| WireError::BadField(KIND, format!("'{}' as a board size", clip(size))))?;
    let rule = Rule::from_name(rule)
        .ok_or_else(|| WireError::BadField(KIND, format!("'{}' as a rule", clip(rule))))?;
    let clock =
        match clock {
            "none" => None,
            text => {
                let seconds = |t: &str| t.parse::<u64>().ok().map(Duration::from_secs);
                let parsed = text
                    .split_once('+')
                    .and_then(|(main, inc)| Some((seconds(main)?, seconds(inc)?)))
                    .filter(|(main, inc)| {
                        !main.is_zero()
                            && *main <= Duration::from_secs(180 * 60)
                            && *inc <= Duration::from_secs(60)
                    });
                Some(parsed.ok_or_else(|| {
                    WireError::BadField(KIND, format!("'{}' as a clock", clip(text)))
                })?)
            }
        };
    let host_plays = match colour {
        "black" => Stone::Black,
        "white" => Stone::White,
        other => {
            return Err(WireError::BadField(
                KIND,
                format!("'{}' as a colour", clip(other)),
            ));
        }
    };
    let swap2 = match opening {
        "free" => false,
        // Renju has its own opening rules; the game offers swap2 only without them.
        "swap2" if rule == Rule::Renju => {
            return Err(WireError::BadField(KIND, "swap2 under renju".into()));
        }
        "swap2" => true,
        other => {
            return Err(WireError::BadField(
                KIND,
                format!("'{}' as an opening", clip(other)),
            ));
        }
    };
    Ok(Message::Offer(Terms {
        size,
        rule,
        clock,
        host_plays,
        swap2,
    }))
}

fn decode_move(fields: &[&str], size: usize) -> Result<Message, WireError> {
    const KIND: &str = "move";
    let [number, pos, left] = exactly(KIND, fields)?;
    let number = count(KIND, number)?;
    if number == 0 {
        return Err(WireError::BadField(
            KIND,
            "move number 0 (moves count from 1)".into(),
        ));
    }
    Ok(Message::Move {
        number,
        pos: point(KIND, pos, size)?,
        left_ms: millis(KIND, left)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(message: Message, size: usize) {
        let text = message.encode(size);
        assert!(text.len() <= MAX_BYTES, "{text}");
        assert_eq!(
            Message::decode(text.as_bytes(), size),
            Ok(message),
            "{text}"
        );
    }

    #[test]
    fn every_message_reads_back_as_written() {
        let p = |x, y| Pos::new(x, y);
        for message in [
            Message::Hello {
                role: Role::Guest,
                moves: vec![p(7, 7), p(8, 8)],
                picks: vec![],
                clocks: Some(Clocks {
                    black_ms: 1,
                    white_ms: 299_000,
                }),
            },
            Message::Hello {
                role: Role::Host,
                moves: vec![p(7, 7), p(8, 8), p(9, 9), p(1, 1), p(2, 2), p(3, 3)],
                picks: vec![(3, Pick::PlaceTwo), (5, Pick::White)],
                clocks: None,
            },
            Message::Hello {
                role: Role::Host,
                moves: vec![],
                picks: vec![],
                clocks: None,
            },
            Message::Offer(Terms {
                size: 19,
                rule: Rule::Renju,
                clock: Some((Duration::from_secs(300), Duration::from_secs(5))),
                host_plays: Stone::White,
                swap2: false,
            }),
            Message::Offer(Terms {
                size: 15,
                rule: Rule::Freestyle,
                clock: None,
                host_plays: Stone::Black,
                swap2: true,
            }),
            Message::Accept,
            Message::Decline,
            Message::Pick {
                stones: 3,
                pick: Pick::PlaceTwo,
            },
            Message::Pick {
                stones: 5,
                pick: Pick::Black,
            },
            Message::Move {
                number: 12,
                pos: p(0, 14),
                left_ms: Some(61_250),
            },
            Message::Move {
                number: 1,
                pos: p(7, 7),
                left_ms: None,
            },
            Message::TakebackAsk { to: 3 },
            Message::TakebackAnswer { to: 3, yes: true },
            Message::TakebackAnswer { to: 0, yes: false },
            Message::DrawOffer,
            Message::DrawAnswer { yes: true },
            Message::DrawAnswer { yes: false },
            Message::Resign,
            Message::OutOfTime,
            Message::Busy,
        ] {
            round_trip(message, 15);
        }
    }

    #[test]
    fn a_full_largest_board_fits_in_one_hello() {
        let moves: Vec<Pos> = (0..MAX_SIZE as u8)
            .flat_map(|x| (0..MAX_SIZE as u8).map(move |y| Pos::new(x, y)))
            .collect();
        round_trip(
            Message::Hello {
                role: Role::Host,
                moves,
                picks: vec![(3, Pick::PlaceTwo), (5, Pick::White)],
                clocks: Some(Clocks {
                    black_ms: 86_400_000,
                    white_ms: 86_400_000,
                }),
            },
            MAX_SIZE,
        );
    }

    #[test]
    fn bad_bytes_are_refused_with_the_reason() {
        let refused = |bytes: &[u8]| Message::decode(bytes, 15).expect_err("refused");
        assert_eq!(
            refused(&[b'x'; MAX_BYTES + 1]),
            WireError::TooLong(MAX_BYTES + 1)
        );
        assert_eq!(refused(&[0xff, 0xfe]), WireError::NotText);
        assert_eq!(refused("g1 move 1 h8 — ".as_bytes()), WireError::NotText);
        assert_eq!(refused(b""), WireError::Empty);
        assert_eq!(refused(b"g1"), WireError::Empty);
        assert_eq!(
            refused(b"g2 move 1 h8 -"),
            WireError::OtherVersion("g2".into())
        );
        assert_eq!(
            refused(b"g1 teleport"),
            WireError::UnknownKind("teleport".into())
        );
        for (bytes, why) in [
            (&b"g1 move 1 z99 -"[..], "'z99' as a point of the board"),
            (b"g1 move 1 p8 -", "'p8' as a point of the board"),
            (b"g1 move 0 h8 -", "move number 0 (moves count from 1)"),
            (b"g1 move 1 h8", "2 fields (expected 3)"),
            (
                b"g1 move 99999999999999999999 h8 -",
                "'999999999999' as a count of moves",
            ),
            (b"g1 move 2 h8 -5", "'-5' as milliseconds"),
            (b"g1 resign now", "1 fields (expected 0)"),
            (b"g1 offer 15 chess none black free", "'chess' as a rule"),
            (b"g1 offer 99 renju none black free", "'99' as a board size"),
            (b"g1 offer 15 renju 0+0 black free", "'0+0' as a clock"),
            (b"g1 offer 15 renju none red free", "'red' as a colour"),
            (
                b"g1 offer 15 renju none black swap3",
                "'swap3' as an opening",
            ),
            (b"g1 offer 15 renju none black swap2", "swap2 under renju"),
            (b"g1 offer 15 renju none black", "4 fields (expected 5)"),
            (b"g1 hello host 15 - 5 - h8", "one clock without the other"),
            (b"g1 hello judge 15 - - -", "'judge' as a role"),
            (b"g1 hello host 15 - -", "4 fields (expected 5 or more)"),
            (b"g1 hello host 15 - - 3:three h8", "'three' as a pick"),
            (b"g1 hello host 15 - - 3two h8", "'3two' as a pick"),
            (b"g1 hello host 15 - - 3:two,5:white,7:black", "3 picks"),
            (b"g1 pick 3 purple", "'purple' as a pick"),
            (b"g1 pick 3", "1 fields (expected 2)"),
        ] {
            match refused(bytes) {
                WireError::BadField(_, said) => assert_eq!(said, why, "{bytes:?}"),
                other => panic!("{bytes:?}: {other:?}"),
            }
        }
    }
}
