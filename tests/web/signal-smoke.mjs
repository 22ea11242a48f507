// Smoke test of online play's plumbing: two headless Chromium pages join a matchbox_server
// room with tests/web/matchbox-peer.mjs and talk over the WebRTC data channel.
//
//   node tests/web/signal-smoke.mjs ws://127.0.0.1:PORT     (scripts/signal-smoke.sh runs it
//                                                           in a network namespace)
//
// Checks: both get ids and an open channel; a UTF-8 message each way; 20 pings (prints the
// median round trip) and the time from both having joined to the channel open on both; a
// peer leaving is seen by the other; ?next=2 pairs the next two waiting peers, and a third
// waits until a fourth comes. No page is loaded (about:blank: Chromium's Local Network
// Access checks let it open ws://127.0.0.1, as they would a page served from 127.0.0.1, but
// not a page from a public origin). The ICE server list is empty: host candidates only.
// Ends with "signal-smoke: N passed, M failed".
import { chromium } from 'playwright-core';
import fs from 'node:fs';

const base = process.argv[2];
if (!base) {
  console.error('usage: node signal-smoke.mjs ws://HOST:PORT');
  process.exit(2);
}
const peerJs = fs.readFileSync(new URL('./matchbox-peer.mjs', import.meta.url), 'utf8');

let passed = 0;
let failed = 0;
const ok = (msg) => { passed++; console.log(`  ok    ${msg}`); };
const bad = (msg) => { failed++; console.log(`  FAIL  ${msg}`); };
const say = (msg) => console.log(`signal-smoke: ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const within = (ms, promise, what) => Promise.race([
  promise,
  sleep(ms).then(() => { throw new Error(`${what}: no answer in ${ms} ms`); }),
]);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2; };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  // e2e.mjs's flags, less the graphics ones. No WebRTC flag is needed: a page without
  // camera/microphone permission offers one host candidate, on the default route's address
  // (netns.sh --lan's 10.99.0.1), as an mDNS name, which the other page resolves.
  // --allow-loopback-in-peer-connection would add 127.0.0.1 only for a page that may list
  // all interfaces (one with that permission), so loopback alone gives no candidate at all.
  args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', ...(process.env.SIGNAL_SMOKE_FLAGS || '').split(' ').filter(Boolean)],
});

// A page of its own (own context: like another player's browser) running one peer in
// `room`; window.next(text) waits for a message, window.left lists the peers that left;
// "ping N" is answered with "pong N".
async function join(name, room) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`  [${name}] ${m.text()}`); });
  page.on('pageerror', (e) => console.log(`  [${name}] ${e}`));
  await page.addScriptTag({ type: 'module', content: peerJs });
  await page.waitForFunction(() => globalThis.MatchboxPeer);
  await page.evaluate((url) => {
    const peer = (window.peer = new MatchboxPeer(url));
    const inbox = [];
    const waiting = [];
    window.left = [];
    peer.onpeerleft = (id) => window.left.push(id);
    peer.onmessage = (text) => {
      if (text.startsWith('ping ')) peer.send(`pong ${text.slice(5)}`);
      const i = waiting.findIndex((w) => w.text === text);
      if (i >= 0) waiting.splice(i, 1)[0].res(text);
      else inbox.push(text);
    };
    window.next = (text) => {
      const i = inbox.indexOf(text);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
      return new Promise((res) => waiting.push({ text, res }));
    };
  }, `${base}/${room}`);
  const p = { name, page, ctx };
  p.eval = (fn, arg) => page.evaluate(fn, arg);
  p.id = () => within(5000, page.evaluate(() => peer.id), `${name}'s id`);
  p.connected = () => within(15000, page.evaluate(() => peer.connected), `${name}'s channel`);
  p.send = (text) => page.evaluate((t) => peer.send(t), text);
  p.next = (text) => within(5000, page.evaluate((t) => next(t), text), `${name} waiting for '${text}'`);
  p.times = () => page.evaluate(() => peer.times);
  return p;
}

// What the connections look like, for a failure: ICE states and the candidates offered.
async function diagnose(p) {
  const info = await p.eval(() => [...peer.peers].map(([id, { pc }]) => ({
    id, ice: pc.iceConnectionState, gathering: pc.iceGatheringState, signaling: pc.signalingState,
    local: (pc.localDescription?.sdp || '').split('\r\n').filter((l) => l.startsWith('a=candidate')),
    remote: (pc.remoteDescription?.sdp || '').split('\r\n').filter((l) => l.startsWith('a=candidate')),
  })));
  console.log(`  [${p.name}] ${JSON.stringify(info)}`);
}

async function check(what, fn) {
  try {
    const msg = await fn();
    ok(msg ? `${what}: ${msg}` : what);
    return true;
  } catch (e) {
    bad(`${what}: ${e.message}`);
    return false;
  }
}

try {
  // --- A room: two peers meet, talk both ways, ping, one leaves.
  const [a, b] = await Promise.all([join('a', 'smoke'), join('b', 'smoke')]);
  const ids = await Promise.all([a.id(), b.id()]).catch((e) => { bad(`ids: ${e.message}`); return null; });
  if (ids) ok(`ids assigned: ${ids.join(', ')}`);
  const open = await check('channel open on both', async () => {
    const [pa, pb] = await Promise.all([a.connected(), b.connected()]);
    if (pa !== ids[1] || pb !== ids[0]) throw new Error(`connected to ${pa}, ${pb}`);
    // Which addresses ICE settled on: host candidates are mDNS names unless the page may see
    // local addresses, so the pair shows whether those names resolved (host) or the
    // checks found the peer anyway (prflx).
    const pair = await a.eval(async () => {
      const stats = [...(await [...peer.peers.values()][0].pc.getStats()).values()];
      const byId = Object.fromEntries(stats.map((s) => [s.id, s]));
      const t = stats.find((s) => s.type === 'transport');
      const p = byId[t?.selectedCandidatePairId];
      const c = (id) => `${byId[id]?.candidateType} ${byId[id]?.address}:${byId[id]?.port}`;
      return p ? `${c(p.localCandidateId)} <-> ${c(p.remoteCandidateId)}` : 'none';
    });
    console.log(`  ..    a's selected candidate pair: ${pair}`);
    const [ta, tb] = await Promise.all([a.times(), b.times()]);
    const joined = Math.max(ta.id, tb.id);
    const opened = Math.max(ta.open, tb.open);
    return `${(opened - joined).toFixed(1)} ms from both joined to open on both`
      + ` (${(opened - Math.min(ta.start, tb.start)).toFixed(1)} ms from the first websocket)`;
  });
  if (!open) {
    await diagnose(a);
    await diagnose(b);
  } else {
    await check('a -> b', async () => { await a.send('move 1: black h8 黑'); await b.next('move 1: black h8 黑'); });
    await check('b -> a', async () => { await b.send('move 2: white j9 白'); await a.next('move 2: white j9 白'); });
    await check('20 pings a -> b -> a', async () => {
      const rtts = await within(20000, a.eval(async () => {
        const out = [];
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          peer.send(`ping ${i}`);
          await next(`pong ${i}`);
          out.push(performance.now() - t0);
        }
        return out;
      }), 'pings');
      return `round trip median ${median(rtts).toFixed(2)} ms (min ${Math.min(...rtts).toFixed(2)}, max ${Math.max(...rtts).toFixed(2)})`;
    });
    await check('b leaving is seen by a', async () => {
      await b.eval(() => peer.close());
      for (let i = 0; i < 50; i++) {
        const left = await a.eval(() => window.left);
        if (left.includes(ids[1])) return '';
        await sleep(100);
      }
      throw new Error('a still counts b as connected after 5 s');
    });
  }
  await Promise.all([a.ctx.close(), b.ctx.close()]);

  // --- ?next=2: the next two waiting are paired; a third waits for a fourth.
  const [c, d] = await Promise.all([join('c', 'lobby?next=2'), join('d', 'lobby?next=2')]);
  if (await check('?next=2 pairs c and d', async () => {
    const [ic, id] = await Promise.all([c.id(), d.id()]);
    const [pc, pd] = await Promise.all([c.connected(), d.connected()]);
    if (pc !== id || pd !== ic) throw new Error(`c connected to ${pc}, d to ${pd}`);
    await c.send('hi d');
    await d.next('hi d');
  })) {
    const e = await join('e', 'lobby?next=2');
    await check('a third in ?next=2 waits alone', async () => {
      await e.id();
      await sleep(1500);
      const counts = await Promise.all([c, d, e].map((p) => p.eval(() => peer.peers.size)));
      if (counts.join() !== '1,1,0') throw new Error(`peer counts c, d, e: ${counts}`);
    });
    const f = await join('f', 'lobby?next=2');
    await check('... and is paired with the fourth', async () => {
      const [ie, iF] = await Promise.all([e.id(), f.id()]);
      const [pe, pf] = await Promise.all([e.connected(), f.connected()]);
      if (pe !== iF || pf !== ie) throw new Error(`e connected to ${pe}, f to ${pf}`);
      await f.send('hi e');
      await e.next('hi e');
    });
  }
} catch (e) {
  bad(`unexpected: ${e.stack || e}`);
} finally {
  await browser.close();
}
say(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
