// A matchbox-compatible WebRTC peer in plain browser JS: it joins a matchbox_server room and
// connects to the other peers the way matchbox_socket 0.15's wasm side does, so that it can
// stand in for the game (or talk to it) in tests.
//
//   const peer = new MatchboxPeer('ws://127.0.0.1:3536/room');   // or .../room?next=2
//   peer.onmessage = (text, bytes, from) => ...;
//   await peer.id;            // our id, given by the server
//   await peer.connected;     // the first peer's id, once its channel is open
//   peer.send('move h8');     // to every connected peer (or send(data, peerId))
//   peer.close();
//
// In a page: page.addScriptTag({ type: 'module', content }) then wait for
// globalThis.MatchboxPeer (a module's exports are not reachable from page.evaluate).
//
// The protocol (matchbox_protocol 0.15, serde's externally tagged JSON over the websocket):
//   server -> us  {"IdAssigned":"<uuid>"}  first, once
//                 {"NewPeer":"<uuid>"}     someone joined and WE must send the offer
//                 {"PeerLeft":"<uuid>"}
//                 {"Signal":{"sender":"<uuid>","data":<signal>}}
//   us -> server  {"Signal":{"receiver":"<uuid>","data":<signal>}}   or "KeepAlive"
//   <signal> = {"Offer":"<sdp>"} | {"Answer":"<sdp>"} | {"IceCandidate":"<candidate JSON or null>"}
// The peer already in the room offers; the newcomer answers the first Signal from an unknown
// sender. Both wait for ICE gathering to complete and send the whole SDP (matchbox does, to
// help NAT punching), so in practice no IceCandidate signals flow; we accept them anyway.

// matchbox's ChannelConfig::reliable(): ordered, unlimited retransmits. Its channels are
// pre-negotiated (negotiated: true, id = index), never announced in-band, so both sides
// must create the same list in the same order; the label is informational only.
const CHANNELS = [{ ordered: true }];

const now = () => performance.timeOrigin + performance.now();

export class MatchboxPeer {
  constructor(roomUrl, { iceServers = [], keepAliveMs = 10000 } = {}) {
    this.iceServers = iceServers;
    this.peers = new Map(); // id -> { pc, channels, queue, pending, remoteSet, open }
    this.gone = new Set(); // ids that left: their late signals must not start a new handshake
    this.onmessage = null; // (text, bytes: Uint8Array, fromId)
    this.onpeer = null; // (id) when all of its channels are open
    this.onpeerleft = null; // (id)
    this.times = { start: now() }; // absolute ms: start, id, open (first peer)

    let gotId, failId, gotPeer;
    this.id = new Promise((res, rej) => { gotId = res; failId = rej; });
    this.connected = new Promise((res) => { gotPeer = res; });
    this._gotPeer = gotPeer;
    this.id.catch(() => {}); // a failure is reported to whoever awaits it, not as unhandled

    this.ws = new WebSocket(roomUrl);
    this.ws.onerror = () => failId(new Error(`websocket error on ${roomUrl}`));
    this.ws.onclose = () => failId(new Error(`websocket closed on ${roomUrl}`));
    this.ws.onmessage = (e) => {
      const ev = JSON.parse(e.data);
      if (!ev || typeof ev !== 'object') return;
      if ('IdAssigned' in ev) { this.times.id = now(); gotId(ev.IdAssigned); }
      else if ('NewPeer' in ev) this._peer(ev.NewPeer, true);
      else if ('PeerLeft' in ev) this._drop(ev.PeerLeft);
      else if ('Signal' in ev) {
        // matchbox starts answering on the first signal from a sender it does not know.
        const { sender, data } = ev.Signal;
        if (this.gone.has(sender)) return;
        const p = this.peers.get(sender) || this._peer(sender, false);
        // One signal at a time per peer: each step awaits the browser's promises.
        p.queue = p.queue.then(() => this._signal(sender, p, data)).catch((err) => console.error('matchbox-peer:', err));
      }
    };
    // Reverse proxies drop idle websockets; matchbox_socket sends this every 10 s by default.
    this.keepAlive = setInterval(() => this._send('KeepAlive'), keepAliveMs);
  }

  _send(msg) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  _signalTo(receiver, data) {
    this._send({ Signal: { receiver, data } });
  }

  _peer(id, offerer) {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    // matchbox sets this handler because Firefox drops connections without one (matchbox#36).
    pc.oniceconnectionstatechange = () => {};
    const p = { pc, queue: Promise.resolve(), pending: [], remoteSet: false, open: false };
    let opened = 0;
    p.channels = CHANNELS.map((cfg, i) => {
      const ch = pc.createDataChannel(`matchbox_socket_${i}`, { ...cfg, negotiated: true, id: i });
      ch.binaryType = 'arraybuffer';
      ch.onopen = () => {
        if (++opened < CHANNELS.length) return;
        p.open = true;
        this.times.open ??= now();
        this._gotPeer(id);
        this.onpeer?.(id);
      };
      // matchbox reads only binary messages (a string sent to it is dropped), so we send and
      // take bytes only.
      ch.onmessage = (e) => {
        if (!(e.data instanceof ArrayBuffer) || i !== 0) return;
        const bytes = new Uint8Array(e.data);
        this.onmessage?.(new TextDecoder().decode(bytes), bytes, id);
      };
      // matchbox treats any channel closing as the peer leaving.
      ch.onclose = () => this._drop(id);
      return ch;
    });
    this.peers.set(id, p);
    if (offerer) p.queue = p.queue.then(() => this._offer(id, p)).catch((err) => console.error('matchbox-peer:', err));
    return p;
  }

  async _offer(id, p) {
    await p.pc.setLocalDescription(await p.pc.createOffer());
    await gathered(p.pc);
    this._signalTo(id, { Offer: p.pc.localDescription.sdp });
  }

  async _signal(id, p, data) {
    if ('IceCandidate' in data) {
      // A JSON RTCIceCandidateInit, or "null" for the end of candidates; held until the
      // remote description is set, as addIceCandidate needs it.
      const c = JSON.parse(data.IceCandidate);
      if (p.remoteSet) await p.pc.addIceCandidate(c ?? undefined);
      else p.pending.push(c);
    } else if ('Offer' in data) {
      await p.pc.setRemoteDescription({ type: 'offer', sdp: data.Offer });
      await this._flush(p);
      await p.pc.setLocalDescription(await p.pc.createAnswer());
      await gathered(p.pc);
      this._signalTo(id, { Answer: p.pc.localDescription.sdp });
    } else if ('Answer' in data) {
      await p.pc.setRemoteDescription({ type: 'answer', sdp: data.Answer });
      await this._flush(p);
    }
  }

  async _flush(p) {
    p.remoteSet = true;
    for (const c of p.pending.splice(0)) await p.pc.addIceCandidate(c ?? undefined);
  }

  _drop(id) {
    const p = this.peers.get(id);
    if (!p) return;
    this.peers.delete(id);
    this.gone.add(id);
    p.pc.close();
    if (p.open) this.onpeerleft?.(id);
  }

  // UTF-8 for strings; bytes (Uint8Array/ArrayBuffer) as they are. Returns how many peers
  // it went to.
  send(data, to = null) {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    let sent = 0;
    for (const [id, p] of this.peers) {
      if (!p.open || (to !== null && id !== to)) continue;
      p.channels[0].send(bytes);
      sent++;
    }
    return sent;
  }

  close() {
    clearInterval(this.keepAlive);
    this.ws.close();
    for (const id of [...this.peers.keys()]) this._drop(id);
  }
}

// Resolves once the connection has all its ICE candidates in its local description.
function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((res) => {
    const check = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', check);
      res();
    };
    pc.addEventListener('icegatheringstatechange', check);
  });
}

globalThis.MatchboxPeer = MatchboxPeer;
