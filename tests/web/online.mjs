// Online play between two headless Chromium pages of the web build, through a local
// matchbox_server, with nothing leaving the machine (scripts/e2e-online.sh runs it in a
// network namespace of its own, with an empty ICE server list).
//
//   node tests/web/online.mjs <page url> <signal ws url> [shots-dir]
//
// The host opens `?invite=black` (a room for a game on its setup) and logs the room's code;
// the guest opens `?room=CODE`, sees the offer and accepts with the Y key. The host's clicks
// and the guest's alternate: every move must show on both sides (their console lines), with
// the time it took. The guest's tab closes; the host is told, plays on, and the guest's
// link opened again resumes the kept game and receives the move made meanwhile. A takeback
// asked by the guest (T) is refused by the host (N), then asked again and agreed (Y); black's
// five ends the game on both sides. Then a forged peer (tests/web/matchbox-peer.mjs, not the
// game) joins another host's room and sends malformed, out-of-protocol and illegal
// messages: each is refused and logged, and only the one good move is played. Screenshots
// of both sides at the same moves go to shots/online/. Ends with "e2e-online: N passed, M
// failed".
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';

const [pageUrl, signal] = process.argv.slice(2, 4);
const shotsDir = path.resolve(process.argv[4] || 'shots/online');
if (!pageUrl || !signal) {
  console.error('usage: node online.mjs <page url> <signal ws url> [shots-dir]');
  process.exit(2);
}
fs.mkdirSync(shotsDir, { recursive: true });

let passed = 0;
let failed = 0;
const ok = (msg) => { passed++; console.log(`  ok    ${msg}`); };
const bad = (msg) => { failed++; console.log(`  FAIL  ${msg}`); };
const check = (cond, good, wrong) => (cond ? ok(good) : bad(wrong));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (msg) => console.log(`e2e-online: ${msg}`);

// The board's points on a desktop page: the panel on the left (src/game/view/layout.rs).
function boardPoint(w, h, name, size = 15) {
  const left = Math.min(230, w * 0.4);
  const aw = w - left;
  const cell = (Math.min(aw, h) * 0.96) / (size + 1);
  const cx = left + aw / 2, cy = h / 2;
  const col = 'abcdefghijklmnopqrs'.indexOf(name[0]);
  const y = size - Number(name.slice(1));
  return [cx + (col - (size - 1) / 2) * cell, cy + (y - (size - 1) / 2) * cell];
}

const viewport = { width: 1000, height: 700 };
// GOMOKU_LANG plays it in another language (the console lines the checks read stay English).
const lang = process.env.GOMOKU_LANG || 'en';
// A browser for each player, as two real players have: in one browser the two pages share
// one GPU process, and a page compiling its shaders in software waits ~20 s behind the
// other's frames, with its WebSocket and WebRTC events queued behind it.
const launch = () => chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
    '--ignore-gpu-blocklist'],
});
const browser = await launch();
const guestBrowser = await launch();

async function open(name, query, reuse) {
  const context = reuse || await (name === 'guest' ? guestBrowser : browser).newContext({ viewport });
  const page = await context.newPage();
  const lines = [];
  const errors = [];
  page.on('console', (m) => lines.push({ text: m.text(), at: Date.now() }));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${pageUrl}?${query}&signal=${encodeURIComponent(signal)}&ice=&lang=${lang}`, { waitUntil: 'load' });
  const waitLine = async (re, from = 0, ms = 60000) => {
    const end = Date.now() + ms;
    for (;;) {
      for (let i = from; i < lines.length; i++) {
        const m = lines[i].text.match(re);
        if (m) return { m, index: i, at: lines[i].at };
      }
      if (errors.length) throw new Error(`${name}: page error: ${errors[0]}`);
      if (Date.now() > end) return null;
      await sleep(50);
    }
  };
  const press = async (x, y) => {
    await page.mouse.move(x, y);
    await sleep(300);
    await page.mouse.down();
    await sleep(100);
    await page.mouse.up();
  };
  const key = async (k) => {
    await page.keyboard.down(k);
    await sleep(150);
    await page.keyboard.up(k);
  };
  const shot = (file) => page.screenshot({ path: path.join(shotsDir, file) });
  return { name, context, page, lines, errors, waitLine, press, key, shot };
}

try {
  const host = await open('host', 'invite=black');
  const invited = await host.waitLine(/online: invited to room ([A-Z0-9]{6})/, 0, 120000);
  if (!invited) throw new Error('the host logged no room');
  const code = invited.m[1];
  ok(`the host opened room ${code}`);
  const opened = Date.now();
  let guest = await open('guest', `room=${code}`);
  const joining = await guest.waitLine(/online: joining room/, 0, 120000);
  const offered = await guest.waitLine(/online: offered (\S+ \S+), host plays (\w+)/, 0, 120000);
  check(!!offered, `the guest sees the offer: ${offered?.m[1]}, host plays ${offered?.m[2]}; ${offered && joining ? offered.at - joining.at : '-'} ms after the game started joining (${offered ? offered.at - opened : '-'} ms after the link was opened)`, 'no offer reached the guest');
  await sleep(1500);
  await guest.shot('guest-offer.png');
  // The canvas takes the keyboard once clicked (on the panel, not the board).
  await guest.press(40, viewport.height - 20);
  await guest.key('y');
  const began = await host.waitLine(/The game begins: you play black/i, 0, 20000);
  check(!!began, 'the host hears the guest accept', 'the host never heard the acceptance');

  const trips = [];
  let number = 0;
  const play = async (mover, other, point, colour) => {
    number++;
    const want = new RegExp(`move ${number}: ${colour} ${point}\\b`, 'i');
    const fromMover = mover.lines.length, fromOther = other ? other.lines.length : 0;
    await mover.press(...boardPoint(viewport.width, viewport.height, point));
    const here = await mover.waitLine(want, fromMover, 15000);
    const there = other && await other.waitLine(want, fromOther, 15000);
    if (!here || (other && !there)) {
      await mover.shot(`${mover.name}-lost-${number}.png`);
      if (other) await other.shot(`${other.name}-lost-${number}.png`);
      throw new Error(`move ${number} (${colour} ${point}): mover ${!!here}, other ${!!there}`);
    }
    if (there) trips.push(there.at - here.at);
  };
  for (const [b, w] of [['h8', 'a1'], ['h9', 'a3'], ['h10', 'a5']]) {
    await play(host, guest, b, 'black');
    await play(guest, host, w, 'white');
  }
  ok(`6 moves crossed; the other side logged each ${Math.min(...trips)}-${Math.max(...trips)} ms after the mover (median ${[...trips].sort((a, b) => a - b)[trips.length >> 1]} ms, two software-rendered pages)`);
  await sleep(1500);
  await host.shot('host-move-6.png');
  await guest.shot('guest-move-6.png');

  // The guest's tab closes; the host plays on while it is away; the guest opens the link
  // again (same browser profile: the game kept in localStorage) and must get the move.
  let from = host.lines.length;
  await guest.page.close();
  const away = await host.waitLine(/connection dropped/, from, 20000);
  check(!!away, 'the host is told its friend left', 'the host never noticed the guest leave');
  await play(host, null, 'b14', 'black');
  const reopened = Date.now();
  guest = await open('guest', `room=${code}`, guest.context);
  const back = await guest.waitLine(/online: back in room \w+ with 6 moves/, 0, 60000);
  check(!!back, 'the reopened link resumes the kept game (6 moves)', 'the reopened guest did not resume its kept game');
  const resent = await guest.waitLine(/move 7: black b14/i, 0, 60000);
  check(!!resent, `the move played while away arrives on reconnection: ${resent ? resent.at - back.at : '-'} ms after the game was restored on the page (${resent ? resent.at - reopened : '-'} ms after the link was opened, the page's start included)`,
    'the move played while the guest was away never arrived');
  const hostBack = await host.waitLine(/Your friend is back/, from, 20000);
  check(!!hostBack, 'the host sees its friend back', 'the host never saw the guest return');
  await sleep(1000);

  // A takeback asked by the guest (white) after its a7: refused, then asked again and agreed.
  await play(guest, host, 'a7', 'white');
  from = host.lines.length;
  await guest.press(40, viewport.height - 20);
  await guest.key('t');
  const asked = await host.waitLine(/asks to take back/, from, 10000);
  check(!!asked, 'the host is asked for a takeback', 'no takeback request reached the host');
  from = guest.lines.length;
  await host.press(40, viewport.height - 20);
  await host.key('n');
  const refused = await guest.waitLine(/refused the takeback/, from, 10000);
  check(!!refused, 'a refused takeback is told to the guest', 'the guest never heard the refusal');
  from = host.lines.length;
  const fromGuest = guest.lines.length;
  await guest.key('t');
  const again = await host.waitLine(/asks to take back/, from, 10000);
  check(!!again, 'the host is asked again', 'the second takeback request never reached the host');
  await host.key('y');
  const taken = await guest.waitLine(/The move was taken back/, fromGuest, 10000);
  check(!!taken, 'an agreed takeback takes a7 back on both sides', 'the guest never took the move back');
  number = 7;
  await play(guest, host, 'a9', 'white');
  await play(host, guest, 'h11', 'black');
  await play(guest, host, 'a11', 'white');
  await sleep(1000);
  await host.shot('host-move-10.png');
  await guest.shot('guest-move-10.png');
  from = guest.lines.length;
  await play(host, guest, 'h12', 'black');
  const won = await guest.waitLine(/Black wins/, from, 10000);
  check(!!won, `the five ends the game on both sides: "${won?.m[0]}"`, 'the guest saw no win');
  await sleep(1500);
  await host.shot('host-end.png');
  await guest.shot('guest-end.png');
  check(host.errors.length + guest.errors.length === 0, 'no page errors', `page errors: ${[...host.errors, ...guest.errors].join(' | ')}`);
  await forgedPeer();
  if (process.env.E2E_ONLINE_TRACE) {
    for (const side of [host, guest]) {
      const t0 = side.lines[0]?.at || 0;
      for (const l of side.lines) if (/online:|move \d/i.test(l.text)) say(`${side.name} +${l.at - t0} ms ${l.text.slice(0, 90)}`);
    }
  }
} catch (error) {
  bad(String(error.message || error));
} finally {
  await browser.close();
  await guestBrowser.close();
}

// A peer that is not the game: the plain-JS matchbox peer joins a host's room as its guest,
// accepts the offer, then sends what no honest copy of the game would. Each message must be
// refused (the host logs why) and leave the board as it was; the one good move is played.
async function forgedPeer() {
  const host = await open('host-2', 'invite=white');
  const invited = await host.waitLine(/online: invited to room ([A-Z0-9]{6})/, 0, 120000);
  if (!invited) throw new Error('the second host logged no room');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addScriptTag({ type: 'module', content: fs.readFileSync(new URL('./matchbox-peer.mjs', import.meta.url), 'utf8') });
  await page.waitForFunction(() => globalThis.MatchboxPeer);
  await page.evaluate((url) => {
    window.heard = [];
    window.peer = new MatchboxPeer(url);
    window.peer.onmessage = (text) => window.heard.push(text);
  }, `${signal}/gomoku-${invited.m[1]}`);
  await page.evaluate(() => window.peer.connected);
  const send = (text) => page.evaluate((t) => window.peer.send(t), text);
  await send('g1 hello guest 15 - -');
  await page.waitForFunction(() => window.heard.some((t) => t.startsWith('g1 offer ')), null, { timeout: 20000 });
  await send('g1 accept');
  await host.waitLine(/The game begins: you play white/i, 0, 20000);
  const forged = [
    'hello?',
    'g2 move 1 h8 -',
    'g1 move 1 z99 -',
    'g1 move 2 h8 -',
    `g1 move 1 ${'h'.repeat(4000)} -`,
    'g1 takeback-yes 0',
    'g1 offer 15 freestyle none black',
  ];
  for (const text of forged) {
    const from = host.lines.length;
    await send(text);
    const refused = await host.waitLine(/online: refused (.*)/, from, 10000);
    check(!!refused, `a forged "${text.slice(0, 24)}" is refused: ${refused?.m[1].slice(0, 70)}`,
      `the host did not refuse "${text.slice(0, 24)}"`);
  }
  let from = host.lines.length;
  await send('g1 move 1 h8 -');
  const good = await host.waitLine(/move 1: black h8/i, from, 10000);
  check(!!good, 'the one good move is played', 'the good move after the forged ones was not played');
  from = host.lines.length;
  await send('g1 move 2 i9 -');
  const outOfTurn = await host.waitLine(/online: refused (.*)|move 2:/i, from, 10000);
  check(outOfTurn?.m[0].startsWith('online: refused'), `black playing white's move is refused: ${outOfTurn?.m[1]}`,
    `a move out of turn gave "${outOfTurn?.m[0]}"`);
  await sleep(1000);
  await host.shot('host-forged.png');
  check(host.errors.length === 0, 'no page errors on the host of the forged peer', `page errors: ${host.errors.join(' | ')}`);
  await context.close();
}
say(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
