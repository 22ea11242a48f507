//! The connection to the other copy of the game: a matchbox WebRTC socket in a signaling
//! server's room, one reliable ordered data channel, text messages. The socket's message
//! loop runs on Bevy's IO task pool (the browser's event loop on the web); the game
//! polls the socket each frame. A third player in the room is told it is busy and
//! otherwise ignored.

use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::IoTaskPool;
use matchbox_socket::{PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use tracing::{info, warn};

use crate::online::Message;
use crate::rules::MAX_SIZE;

/// What happened on the link since the last poll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkEvent {
    /// The other player's channel is open (first contact, or back after a drop).
    Joined,
    /// Their channel closed.
    Left,
    Received(Vec<u8>),
    /// The signaling server could not be reached, or dropped this side.
    Failed(String),
}

/// The socket and who is at the other end.
pub struct PeerLink {
    socket: WebRtcSocket,
    peer: Option<PeerId>,
    /// Others who came into the room: told it is busy.
    strangers: Vec<PeerId>,
    /// Why the message loop ended, once it has.
    ended: Arc<Mutex<Option<String>>>,
    reported_end: bool,
}

impl PeerLink {
    /// Opens a socket in the room at `room_url`, with these STUN/TURN servers (none: only
    /// peers that reach each other directly connect).
    pub fn open(room_url: &str, ice: Vec<String>) -> PeerLink {
        let servers = ice.len();
        info!("online: connecting to {room_url} with {servers} STUN/TURN servers");
        let (socket, message_loop) = WebRtcSocket::builder(room_url)
            .ice_server(RtcIceServerConfig {
                urls: ice,
                username: None,
                credential: None,
            })
            .reconnect_attempts(Some(3))
            .add_reliable_channel()
            .build();
        let ended = Arc::new(Mutex::new(None));
        let report = ended.clone();
        IoTaskPool::get()
            .spawn(async move {
                let why = match message_loop.await {
                    Ok(()) => "the connection to the server closed".to_string(),
                    Err(error) => error.to_string(),
                };
                if let Ok(mut ended) = report.lock() {
                    *ended = Some(why);
                }
            })
            .detach();
        PeerLink {
            socket,
            peer: None,
            strangers: Vec::new(),
            ended,
            reported_end: false,
        }
    }

    /// This side's id in the room, once the server gave one.
    pub fn id(&mut self) -> Option<PeerId> {
        self.socket.id()
    }

    /// The other player's id, while connected.
    pub fn peer(&self) -> Option<PeerId> {
        self.peer
    }

    /// What happened since the last poll, in order.
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        if !self.reported_end
            && let Some(why) = self.ended.lock().ok().and_then(|e| e.clone())
        {
            self.reported_end = true;
            self.peer = None;
            events.push(LinkEvent::Failed(why));
            return events;
        }
        let Ok(changes) = self.socket.try_update_peers() else {
            return events;
        };
        for (id, state) in changes {
            match state {
                PeerState::Connected if self.peer.is_none() => {
                    info!("online: connected to the other player");
                    self.peer = Some(id);
                    events.push(LinkEvent::Joined);
                }
                PeerState::Connected => {
                    self.strangers.push(id);
                    self.send_to(id, &Message::Busy.encode(MAX_SIZE));
                }
                PeerState::Disconnected if self.peer == Some(id) => {
                    self.peer = None;
                    events.push(LinkEvent::Left);
                }
                PeerState::Disconnected => self.strangers.retain(|s| *s != id),
            }
        }
        if let Ok(channel) = self.socket.get_channel_mut(0) {
            for (from, packet) in channel.receive() {
                if Some(from) == self.peer {
                    events.push(LinkEvent::Received(packet.to_vec()));
                }
            }
        }
        events
    }

    /// Sends one message to the other player, if connected (a message that cannot go is
    /// sent again from the game's line on reconnection, not queued here).
    pub fn send(&mut self, text: &str) {
        if let Some(peer) = self.peer {
            self.send_to(peer, text);
        }
    }

    fn send_to(&mut self, peer: PeerId, text: &str) {
        if let Ok(channel) = self.socket.get_channel_mut(0)
            && let Err(why) = channel.try_send(text.as_bytes().to_vec().into(), peer)
        {
            warn!("online: could not send a message ({why})");
        }
    }

    /// Closes the socket (leaving the game).
    pub fn close(&mut self) {
        self.socket.close();
    }
}
