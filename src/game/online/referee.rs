//! The systems of online play: the player's online commands, the messages from the other
//! copy of the game checked by the session and applied to the board, and this side's
//! moves and endings sent across. A refused message changes nothing and is logged with
//! its reason.

use std::time::Duration;

use bevy::prelude::*;
use tracing::{info, warn};

use super::kept::{self, KeptGame};
use super::link::{LinkEvent, PeerLink};
use super::{Online, OnlineCommand, OnlineSettings, offered_setup, online_setup};
use crate::game::messages::GameCommand;
use crate::game::platform;
use crate::game::play::clock::GameClock;
use crate::game::play::current_game::CurrentGame;
use crate::game::play::notice::Notice;
use crate::game::play::remote_side::RemoteSide;
use crate::game::play::setup::MatchSetup;
use crate::game::play::state::GameFlow;
use crate::game::play::swap2::{self, Pick, Seat, Swap2};
use crate::game::sets::GameSet;
use crate::i18n::{ColourChoice, Msg, OnlineText};
use crate::notation::pos_to_text;
use crate::online::room::{DEFAULT_ICE, DEFAULT_SIGNAL};
use crate::online::{
    Clocks, Event, Message, Phase, RoomCode, Session, Step, Terms, ice_servers,
    quick_match_address, room_address, signal_server,
};
use crate::rules::{Game, MAX_SIZE, Outcome, Pos, Stone};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, join_from_start)
        .add_systems(
            Update,
            (
                keys.run_if(resource_exists::<Online>),
                follow_game_commands,
                carry_out,
                pump_link,
            )
                .chain()
                .in_set(GameSet::Apply)
                .before(crate::game::sets::PlacementSet),
        )
        .add_systems(
            Update,
            tell_this_sides_moves
                .in_set(GameSet::Apply)
                .after(crate::game::sets::PlacementSet)
                .run_if(resource_exists::<Online>),
        );
}

/// The server and STUN list: `GOMOKU_SIGNAL` / `GOMOKU_ICE` natively, `?signal=` / `?ice=`
/// on the web, else the defaults; a bad value is reported and the default used.
pub(super) fn settings_for_this_run() -> OnlineSettings {
    let server = match platform::online_param("signal").map(|s| signal_server(&s)) {
        Some(Ok(server)) => server,
        Some(Err(why)) => {
            warn!("online: {why}; using {DEFAULT_SIGNAL}");
            DEFAULT_SIGNAL.to_string()
        }
        None => DEFAULT_SIGNAL.to_string(),
    };
    let ice = platform::online_param("ice").unwrap_or_else(|| DEFAULT_ICE.to_string());
    let ice = ice_servers(&ice).unwrap_or_else(|why| {
        warn!("online: {why}; using {DEFAULT_ICE}");
        vec![DEFAULT_ICE.to_string()]
    });
    OnlineSettings { server, ice }
}

/// A room given at start (`?room=` on the web, `--join CODE` natively) is joined at once;
/// `?invite=` / `--invite` (black, white or random) opens a room for a game on the saved
/// setup, as the friend page's "Invite a friend by link" does, and `?quick=` / `--quick`
/// (the same colours) waits for a quick match as its "Quick match" does.
fn join_from_start(
    mut commands: MessageWriter<OnlineCommand>,
    mut notice: ResMut<Notice>,
    setup: Res<MatchSetup>,
) {
    let colour_of = |word: String| match word.as_str() {
        "black" => ColourChoice::Black,
        "white" => ColourChoice::White,
        _ => ColourChoice::Random,
    };
    let setup = offered_setup(&setup);
    if let Some(colour) = platform::online_param("invite").map(colour_of) {
        commands.write(OnlineCommand::Invite { setup, colour });
        return;
    }
    if let Some(colour) = platform::online_param("quick").map(colour_of) {
        commands.write(OnlineCommand::QuickMatch { setup, colour });
        return;
    }
    let Some(text) = platform::online_param("room") else {
        return;
    };
    match RoomCode::parse(&text) {
        Some(code) => {
            commands.write(OnlineCommand::Join(code));
        }
        None => notice.say(Msg::Online(OnlineText::BadCode)),
    }
}

/// The online keys, while the keyboard is the game's: Y and Shift+N answer the offer or the
/// question asked, Shift+T asks to take back, Shift+D offers a draw (the letters alone
/// where no column bears them: plain letters type a point).
fn keys(
    input: Res<ButtonInput<KeyCode>>,
    focus: Res<crate::game::play::input::UiFocus>,
    online: Res<Online>,
    board: Res<CurrentGame>,
    mut commands: MessageWriter<OnlineCommand>,
) {
    if focus.keyboard {
        return;
    }
    let command_letter = |key| crate::game::play::keys::command_letter(&input, key, board.size());
    let Some(session) = &online.session else {
        return;
    };
    let answer = |yes| match (online.offer.is_some(), session.their_ask) {
        (true, _) => Some(OnlineCommand::AnswerOffer(yes)),
        (_, Some(crate::online::Ask::Draw)) => Some(OnlineCommand::AnswerDraw(yes)),
        (_, Some(crate::online::Ask::Takeback { .. })) => Some(OnlineCommand::AnswerTakeback(yes)),
        (false, None) => None,
    };
    let command = if command_letter(KeyCode::KeyY) {
        answer(true)
    } else if command_letter(KeyCode::KeyN) {
        answer(false)
    } else if command_letter(KeyCode::KeyT) {
        Some(OnlineCommand::AskTakeback)
    } else if command_letter(KeyCode::KeyD) {
        Some(OnlineCommand::OfferDraw)
    } else {
        None
    };
    if let Some(command) = command {
        commands.write(command);
    }
}

/// A game the player starts here, not through online play, leaves the online game.
fn follow_game_commands(
    mut commands: MessageReader<GameCommand>,
    online: Option<ResMut<Online>>,
    mut leave: MessageWriter<OnlineCommand>,
) {
    let Some(mut online) = online else {
        commands.clear();
        return;
    };
    for command in commands.read() {
        let starts = matches!(
            command,
            GameCommand::Start(_)
                | GameCommand::StartOpening(..)
                | GameCommand::NewGame
                | GameCommand::PlayFromSetup(..)
        );
        if starts && !std::mem::take(&mut online.starting) {
            leave.write(OnlineCommand::Leave);
        }
    }
}

/// Everything a system of online play may change.
#[derive(bevy::ecs::system::SystemParam)]
struct Table<'w> {
    board: ResMut<'w, CurrentGame>,
    clock: ResMut<'w, GameClock>,
    notice: ResMut<'w, Notice>,
    remote: ResMut<'w, RemoteSide>,
    setup: ResMut<'w, MatchSetup>,
    swap: ResMut<'w, Swap2>,
    flow: GameFlow<'w>,
    games: MessageWriter<'w, GameCommand>,
}

fn carry_out(
    mut commands: MessageReader<OnlineCommand>,
    mut online: Option<ResMut<Online>>,
    settings: Res<OnlineSettings>,
    mut table: Table,
    mut world: Commands,
) {
    for command in commands.read() {
        match command {
            OnlineCommand::Invite { setup, colour } => {
                let code = RoomCode::from_bits(platform::random_u64());
                let terms = terms_of(setup, *colour);
                let link =
                    PeerLink::open(&room_address(&settings.server, &code), settings.ice.clone());
                info!("online: invited to room {code}");
                platform::show_room(code.as_str());
                table
                    .games
                    .write(GameCommand::Start(online_setup(&terms, *setup)));
                world.insert_resource(Online {
                    starting: true,
                    ..Online::new(
                        Some(Session::host(terms)),
                        Some(code),
                        link,
                        *setup,
                        *colour,
                    )
                });
                set_remote(&mut table.remote, None, false);
                table.notice.say(Msg::Online(OnlineText::WaitingFriend));
            }
            OnlineCommand::QuickMatch { setup, colour } => {
                let link =
                    PeerLink::open(&quick_match_address(&settings.server), settings.ice.clone());
                // An empty board on the setup while the pair is found (the host's offer
                // is this setup; the guest's board starts again on the host's).
                table.games.write(GameCommand::Start(*setup));
                world.insert_resource(Online {
                    starting: true,
                    on_quick_link: true,
                    ..Online::new(None, None, link, *setup, *colour)
                });
                set_remote(&mut table.remote, None, false);
                table.notice.say(Msg::Online(OnlineText::WaitingMatch));
            }
            OnlineCommand::Join(code) => {
                let link =
                    PeerLink::open(&room_address(&settings.server, code), settings.ice.clone());
                platform::show_room(code.as_str());
                if let Some(kept) = kept::read(code) {
                    let moves = kept.moves.len();
                    info!("online: back in room {code} with {moves} moves");
                    resume(kept, link, &mut table, &mut world);
                    continue;
                }
                info!("online: joining room {code}");
                table.games.write(GameCommand::Start(MatchSetup {
                    mode: crate::game::play::setup::Mode::HumanVsHuman,
                    clock: None,
                    ..*table.setup
                }));
                world.insert_resource(Online {
                    starting: true,
                    ..Online::new(
                        Some(Session::guest()),
                        Some(code.clone()),
                        link,
                        *table.setup,
                        ColourChoice::Random,
                    )
                });
                set_remote(&mut table.remote, None, false);
                table.notice.say(Msg::Online(OnlineText::Connecting));
            }
            OnlineCommand::Leave => {
                if let Some(online) = online.as_mut() {
                    online.link.close();
                }
                kept::write(None);
                world.remove_resource::<Online>();
                *table.remote = RemoteSide::None;
                table.notice.say(Msg::Online(OnlineText::Left));
            }
            question => {
                if let Some(online) = online.as_mut() {
                    answer_or_ask(question, online, &mut table);
                }
            }
        }
    }
}

/// The game kept on this device for its room, on the board again, and the session as it
/// was: the other side's hello will tell what either missed.
fn resume(kept: KeptGame, link: PeerLink, table: &mut Table, world: &mut Commands) {
    let Ok(game) = Game::from_moves(kept.terms.size, kept.terms.rule, &kept.moves) else {
        warn!("online: the kept game is not a game of its rule; not resumed");
        kept::write(None);
        return;
    };
    let Some(session) = Session::resumed(kept.role, kept.terms, &kept.picks, kept.moves.len())
    else {
        warn!("online: the kept game's swap2 picks do not fit it; not resumed");
        kept::write(None);
        return;
    };
    let setup = online_setup(&kept.terms, *table.setup);
    *table.setup = setup;
    table.board.0 = game;
    table.swap.0 = session.opening.clone();
    set_remote(&mut table.remote, session.seat(), false);
    let moves = kept.moves.len();
    world.insert_resource(Online {
        known: moves,
        known_picks: kept.picks.len(),
        kept: Some((moves, kept.picks.len())),
        ..Online::new(
            Some(session),
            Some(kept.room),
            link,
            setup,
            ColourChoice::Random,
        )
    });
    table.notice.say(Msg::Online(OnlineText::Connecting));
    table.flow.judge();
}

/// The questions and answers of a game under way.
fn answer_or_ask(command: &OnlineCommand, online: &mut Online, table: &mut Table) {
    let size = table.board.size();
    let Some(session) = online.session.as_mut() else {
        return;
    };
    let message = match command {
        OnlineCommand::AnswerOffer(yes) => {
            let Some(terms) = online.offer.take() else {
                return;
            };
            let message = session.answer_offer(*yes);
            if *yes {
                online.starting = true;
                table
                    .games
                    .write(GameCommand::Start(online_setup(&terms, online.setup)));
                set_remote(&mut table.remote, session.seat(), online.connected);
                if let Some(you) = session.local(0) {
                    table.notice.say(Msg::Online(OnlineText::Began { you }));
                }
            }
            message
        }
        OnlineCommand::AskTakeback => session.ask_takeback(&table.board),
        OnlineCommand::OfferDraw => session.offer_draw(&table.board),
        OnlineCommand::AnswerTakeback(yes) => {
            session.answer_takeback(*yes).map(|(message, back)| {
                if let Some(to) = back {
                    take_back_to(to, &mut online.known, table);
                }
                message
            })
        }
        OnlineCommand::AnswerDraw(yes) => {
            let message = session.answer_draw(*yes);
            if *yes && message.is_some() && table.board.agree_draw().is_ok() {
                online.ending_told = true;
                table.flow.judge();
            }
            message
        }
        _ => None,
    };
    if let Some(message) = message {
        if matches!(message, Message::TakebackAsk { .. } | Message::DrawOffer) {
            table.notice.say(Msg::Online(OnlineText::WaitingAnswer));
        }
        online.link.send(&message.encode(size));
    }
}

/// The board back to `to` moves, agreed by both sides.
fn take_back_to(to: usize, known: &mut usize, table: &mut Table) {
    let board = &mut table.board;
    if board.is_over() {
        board.take_back_ending();
    }
    while board.stone_count() > to && board.undo().is_some() {}
    board.forget_redo();
    *known = to;
    table.notice.say(Msg::Online(OnlineText::TakenBack));
    table.flow.judge();
}

fn terms_of(setup: &MatchSetup, colour: ColourChoice) -> Terms {
    let host_plays = match colour {
        ColourChoice::Black => Stone::Black,
        ColourChoice::White => Stone::White,
        ColourChoice::Random if platform::random_u64().is_multiple_of(2) => Stone::Black,
        ColourChoice::Random => Stone::White,
    };
    Terms {
        size: setup.size,
        rule: setup.rule,
        clock: setup.clock.map(|c| (c.main, c.increment)),
        host_plays,
        swap2: setup.opening() == crate::game::play::setup::Opening::Swap2,
    }
}

fn set_remote(remote: &mut RemoteSide, local: Option<Seat>, connected: bool) {
    let side = RemoteSide::Online { local, connected };
    if *remote != side {
        *remote = side;
    }
}

fn clocks_of(clock: &GameClock) -> Option<Clocks> {
    Some(Clocks {
        black_ms: clock.left(Stone::Black)?.as_millis() as u64,
        white_ms: clock.left(Stone::White)?.as_millis() as u64,
    })
}

/// How long after the signaling server failed the link is opened again.
const REOPEN_AFTER: Duration = Duration::from_secs(10);

/// Reads the link: arrivals, departures and messages, each message checked by the
/// session against the board before anything changes. A link the server ended is opened
/// again a little later, for as long as the game is on.
fn pump_link(
    online: Option<ResMut<Online>>,
    settings: Res<OnlineSettings>,
    time: Res<Time<Real>>,
    mut table: Table,
) {
    let Some(mut online) = online else {
        return;
    };
    let online = &mut *online;
    let server = &settings.server;
    if online.reopen_at.is_some_and(|at| time.elapsed() >= at) {
        online.reopen_at = None;
        // A paired quick match meets again in the pair's own room.
        let address = match &online.room {
            Some(room) => room_address(server, room),
            None => quick_match_address(server),
        };
        online.on_quick_link = online.room.is_none();
        online.link = PeerLink::open(&address, settings.ice.clone());
        table.notice.say(Msg::Online(OnlineText::Connecting));
    }
    for event in online.link.poll() {
        match event {
            LinkEvent::Joined => {
                online.connected = true;
                if online.session.is_none() {
                    pair_quick_match(online);
                }
                if let Some(session) = &online.session {
                    if session.phase == Phase::Playing {
                        table.notice.say(Msg::Online(OnlineText::Back));
                    }
                    let hello = session.hello(&table.board, clocks_of(&table.clock));
                    online.link.send(&hello.encode(table.board.size()));
                }
            }
            LinkEvent::Left => {
                online.connected = false;
                table.notice.say(Msg::Online(OnlineText::Away));
                // A quick match's pair meets again in its own room: the one who left
                // comes back to it by the page's address (or the kept game).
                if let Some(room) = online.room.as_ref().filter(|_| online.on_quick_link) {
                    info!("online: waiting for the other player in room {room}");
                    online.link.close();
                    online.link = PeerLink::open(&room_address(server, room), settings.ice.clone());
                    online.on_quick_link = false;
                }
            }
            LinkEvent::Failed(why) => {
                online.connected = false;
                warn!("online: the link ended: {why}");
                let over = online
                    .session
                    .as_ref()
                    .is_some_and(|s| s.phase == Phase::Over);
                if !over {
                    online.reopen_at = Some(time.elapsed() + REOPEN_AFTER);
                }
                table.notice.say(Msg::Online(OnlineText::ServerFailed {
                    address: server.clone(),
                }));
            }
            LinkEvent::Received(bytes) => receive(&bytes, online, &mut table),
        }
    }
    let local = online
        .session
        .as_ref()
        .filter(|s| matches!(s.phase, Phase::Playing | Phase::Over))
        .and_then(Session::seat);
    set_remote(&mut table.remote, local, online.connected);
}

/// A quick match's pair is known: the one whose id sorts first hosts, with its setup.
fn pair_quick_match(online: &mut Online) {
    let (Some(me), Some(peer)) = (online.link.id(), online.link.peer()) else {
        return;
    };
    let hosting = me.0 < peer.0;
    online.session = Some(if hosting {
        Session::host(terms_of(&online.setup, online.colour))
    } else {
        Session::guest()
    });
    // The pair's own room, should either have to come back after a drop.
    let (a, b) = if hosting {
        (me.0, peer.0)
    } else {
        (peer.0, me.0)
    };
    online.room = Some(RoomCode::from_bits(
        (a.as_u64_pair().0 ^ b.as_u64_pair().1).rotate_left(7),
    ));
    info!("online: paired, hosting: {hosting}");
    if let Some(room) = &online.room {
        platform::show_room(room.as_str());
    }
}

fn receive(bytes: &[u8], online: &mut Online, table: &mut Table) {
    let size = match online.session.as_ref().map(|s| (s.phase, s.terms)) {
        Some((Phase::Playing | Phase::Over, Some(terms))) => terms.size,
        _ => MAX_SIZE,
    };
    let message = match Message::decode(bytes, size) {
        Ok(message) => message,
        Err(why) => {
            warn!("online: refused {why}");
            table.notice.say(Msg::Online(OnlineText::BadMessage));
            return;
        }
    };
    let Some(session) = online.session.as_mut() else {
        return;
    };
    let event = match session.receive(message, &table.board) {
        Ok(event) => event,
        Err(why) => {
            warn!("online: refused {why}");
            table.notice.say(Msg::Online(OnlineText::BadMessage));
            return;
        }
    };
    apply(event, online, table);
}

/// Carries out what a checked message means.
fn apply(event: Event, online: &mut Online, table: &mut Table) {
    let size = table.board.size();
    let remote = online
        .colour_here(table.board.stone_count())
        .map(Stone::opponent);
    let say = |table: &mut Table, text: OnlineText| table.notice.say(Msg::Online(text));
    match event {
        Event::PeerArrived => {
            if let Some(offer) = online.session.as_mut().and_then(Session::offer) {
                online.link.send(&offer.encode(size));
            }
        }
        Event::Offered { terms, .. } => {
            log_offer(&terms);
            online.offer = Some(terms);
        }
        Event::Accepted => {
            if let Some(you) = online.colour_here(0) {
                say(table, OnlineText::Began { you });
            }
        }
        Event::Declined => say(table, OnlineText::Declined),
        Event::Move { pos, left_ms } => {
            if let Some(stone) = place_peers_stone(pos, table) {
                online.known = table.board.stone_count();
                online.pending_clock = left_ms.map(|ms| (stone, Duration::from_millis(ms)));
                table.flow.judge();
            }
        }
        Event::Picked(pick) => {
            make_peers_pick(pick, table);
            online.known_picks = table.swap.picks().len();
            table.flow.judge();
        }
        Event::CatchUp { steps, clocks } => {
            for step in steps {
                match step {
                    Step::Pick(pick) => make_peers_pick(pick, table),
                    Step::Stone(pos) => {
                        place_peers_stone(pos, table);
                    }
                }
            }
            online.known = table.board.stone_count();
            online.known_picks = table.swap.picks().len();
            let remote = online
                .colour_here(table.board.stone_count())
                .map(Stone::opponent);
            if let Some(c) = clocks {
                online.pending_clock = remote.map(|stone| {
                    let ms = if stone == Stone::Black {
                        c.black_ms
                    } else {
                        c.white_ms
                    };
                    (stone, Duration::from_millis(ms))
                });
            }
            table.flow.judge();
        }
        // The other side catches up from this side's hello, which carries every move:
        // sending them again would play them twice.
        Event::Resend { from } => info!("online: the other side lacks moves from {}", from + 1),
        Event::InStep => {}
        Event::RoomBusy => say(table, OnlineText::RoomBusy),
        Event::TakebackAsked { .. } => say(table, OnlineText::TakebackAsked),
        Event::TakeBack { to } => take_back_to(to, &mut online.known, table),
        Event::TakebackRefused => say(table, OnlineText::TakebackRefused),
        Event::DrawOffered => say(table, OnlineText::DrawOffered),
        Event::DrawAgreed => {
            online.ending_told = true;
            if table.board.agree_draw().is_ok() {
                table.flow.judge();
            }
        }
        Event::DrawRefused => say(table, OnlineText::DrawRefused),
        Event::Resigned => {
            online.ending_told = true;
            if let Some(loser) = remote
                && table.board.resign(loser).is_ok()
            {
                table.flow.judge();
            }
        }
        Event::PeerOutOfTime => {
            online.ending_told = true;
            if let Some(loser) = remote
                && table.board.lose_on_time(loser).is_ok()
            {
                table.flow.judge();
            }
        }
    }
}

/// The offer in the log, as the guest reads it (the tests read it too).
fn log_offer(terms: &Terms) {
    let (size, rule, host) = (terms.size, terms.rule.name(), terms.host_plays);
    let clock = terms.clock.map_or("none".to_string(), |(main, increment)| {
        format!("{}+{}", main.as_secs() / 60, increment.as_secs())
    });
    let open = if terms.swap2 { "swap2" } else { "free" };
    info!("online: offered {size}x{size} {rule}, host plays {host:?}, clock {clock}, {open}");
}

/// The other player's stone, checked by the session, played here and told: its colour.
fn place_peers_stone(pos: Pos, table: &mut Table) -> Option<Stone> {
    let (stone, number) = (table.board.to_move(), table.board.stone_count() + 1);
    table.board.place(pos).ok()?;
    let pos = pos_to_text(pos, table.board.size());
    table.notice.say(Msg::MovePlayed { number, stone, pos });
    Some(stone)
}

/// The other player's swap2 pick, checked by the session, made on this screen's opening.
fn make_peers_pick(pick: Pick, table: &mut Table) {
    let stones = table.board.stone_count();
    let seat = table.swap.actor(stones, table.board.to_move());
    if table.swap.pick(stones, pick) {
        table.board.forget_redo();
        table.notice.say(swap2::announce(&table.setup, seat, pick));
    }
}

/// Sends this side's new swap2 picks and stone (with its clock), and an ending this side
/// caused (resigning, its own flag); sets the clock reading that came with the other's
/// move.
fn tell_this_sides_moves(
    mut online: ResMut<Online>,
    board: Res<CurrentGame>,
    swap: Res<Swap2>,
    mut clock: ResMut<GameClock>,
) {
    let online = &mut *online;
    if let Some((stone, left)) = online.pending_clock.take() {
        clock.reconcile(stone, left);
    }
    keep(online, &board);
    let Some(session) = online.session.as_mut() else {
        return;
    };
    if !matches!(session.phase, Phase::Playing) {
        return;
    }
    let size = board.size();
    // A pick first: a stone placed where a pick was due came after it ("stay white").
    for &(stones, pick) in swap.picks().iter().skip(online.known_picks) {
        match session.picked(stones, pick) {
            Some(message) => online.link.send(&message.encode(size)),
            None => warn!("online: this side's pick {pick:?} at {stones} stones was not its own"),
        }
    }
    online.known_picks = swap.picks().len();
    if board.stone_count() == online.known + 1 && session.placed_here(&board) {
        let mover = board.to_move().opponent();
        let left = clock.left(mover).map(|d| d.as_millis() as u64);
        if let Some(message) = session.moved(&board, left) {
            online.link.send(&message.encode(size));
            online.known = board.stone_count();
        }
    }
    let Some(local) = session.local(board.stone_count()) else {
        return;
    };
    let told = match board.outcome() {
        _ if online.ending_told => None,
        Some(Outcome::Resigned { loser }) if *loser == local => Some(Message::Resign),
        Some(Outcome::OutOfTime { loser }) if *loser == local => Some(Message::OutOfTime),
        _ => None,
    };
    if let Some(message) = told {
        online.link.send(&message.encode(size));
        online.ending_told = true;
    }
    if board.is_over() {
        session.end();
    }
}

/// Keeps the game on this device while it goes on (for resuming after the tab or window
/// closed), and forgets it once it ended.
fn keep(online: &mut Online, board: &CurrentGame) {
    let (Some(session), Some(room)) = (&online.session, &online.room) else {
        return;
    };
    // Runs every frame: the line is copied and written only when it grew or shrank (every
    // move, pick and takeback changes its counts).
    let counts = match session.phase {
        Phase::Playing => Some((board.stone_count(), session.opening.picks().len())),
        Phase::Over => None,
        _ => return,
    };
    if online.kept == counts {
        return;
    }
    let kept = session
        .terms
        .filter(|_| counts.is_some())
        .map(|terms| KeptGame {
            room: room.clone(),
            role: session.role,
            terms,
            moves: board.moves().to_vec(),
            picks: session.opening.picks().to_vec(),
        });
    kept::write(kept.as_ref());
    online.kept = counts;
}
