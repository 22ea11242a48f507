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
    '--ignore-gpu-blocklist',
    // Host candidates by their address, not an mDNS name: the native game's WebRTC stack
    // does not look names up, and in the test's namespace the address goes nowhere else.
    '--disable-features=WebRtcHideLocalIpsWithMdns'],
});
const browser = await launch();
const guestBrowser = await launch();

// A page of the game. `settings` is the player's saved settings text, as the settings page
// would have written it (the setup an invitation or a quick match offers).
async function open(name, query, reuse, settings) {
  const context = reuse || await (name.startsWith('guest') ? guestBrowser : browser).newContext({ viewport });
  if (settings && !reuse) {
    await context.addInitScript((text) => {
      if (!localStorage.getItem('gomoku.settings')) localStorage.setItem('gomoku.settings', text);
    }, settings);
  }
  const page = await context.newPage();
  const lines = [];
  const errors = [];
  // Bevy's console lines style their parts with %c: the words alone are kept.
  page.on('console', (m) => lines.push({ text: m.text().replace(/%c/g, '').replace(/\s+color: .*$/, ''), at: Date.now() }));
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
  // A key, or a chord held as a person holds it ("Shift+N").
  const key = async (k) => {
    const keys = k.split('+');
    for (const part of keys) await page.keyboard.down(part);
    await sleep(150);
    for (const part of keys.reverse()) await page.keyboard.up(part);
  };
  const shot = (file) => page.screenshot({ path: path.join(shotsDir, file) });
  const side = { name, context, page, lines, errors, waitLine, press, key, shot };
  sides.push(side);
  return side;
}
const sides = [];

// The parts, each on pages of its own; E2E_ONLINE_ONLY=swap2,quick runs only those named.
const parts = {
  friend: friendGame,
  forged: forgedPeer,
  swap2: swap2Online,
  quick: quickMatchToTheFlag,
  native: async () => {
    if (process.env.GOMOKU_NATIVE) await nativeGuest(process.env.GOMOKU_NATIVE);
    else say('no native game given (GOMOKU_NATIVE): web to native not tested');
  },
};
const only = (process.env.E2E_ONLINE_ONLY || '').split(',').filter(Boolean);
try {
  for (const [name, part] of Object.entries(parts)) {
    if (only.length && !only.includes(name)) continue;
    const first = sides.length;
    try {
      await part();
    } catch (error) {
      bad(`${name}: ${String(error.message || error)}`);
    } finally {
      // Its pages close before the next part: each software-rendered page left running
      // slows the next ones' frames, and their connections with them.
      for (const side of sides.slice(first)) await side.context.close().catch(() => {});
    }
  }
  if (process.env.E2E_ONLINE_TRACE) {
    for (const side of sides) {
      const t0 = side.lines[0]?.at || 0;
      for (const l of side.lines) if (/online:|move \d|wins|loses|resigned|takes|places/i.test(l.text)) say(`${side.name} +${l.at - t0} ms ${l.text.slice(0, 90)}`);
    }
  }
} finally {
  await browser.close();
  await guestBrowser.close();
}

// A game between friends by link: invited, played, dropped and resumed, a takeback refused
// and agreed, and a five.
async function friendGame() {
  const host = await open('host', 'invite=black');
  const invited = await host.waitLine(/online: invited to room ([A-Z0-9]{6})/, 0, 120000);
  if (!invited) throw new Error('the host logged no room');
  const code = invited.m[1];
  ok(`the host opened room ${code}`);
  // Read in the page itself: the address changes by history.replaceState, which the
  // driver's own idea of the page's URL may learn of later.
  const named = await host.page.waitForFunction((c) => {
    const params = new URLSearchParams(location.search);
    return params.get('room') === c && !params.has('invite') && location.search;
  }, code, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
  check(!!named, `the host's address now names the room (${String(named).slice(0, 30)}…), so a reload comes back to it`,
    `the host's address is still ${await host.page.evaluate(() => location.search)}`);
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
  // N names a column: the answer takes Shift (plain letters type a point).
  await host.key('Shift+N');
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
  await send('g1 hello guest 15 - - -');
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
// A swap2 game online: the host (the opener, swap2 saved in its settings) places three
// stones; the guest, who sees "Swap2" in the offer, places two more (the key 2) and plays
// them; the host takes white (W) and plays the sixth stone, the guest (now black) the
// seventh. Each pick and stone shows on both sides; a pick out of turn is refused here.
async function swap2Online() {
  const settings = '# gomoku settings\nmode = human-vs-human\nsize = 15\nrule = freestyle\nopening = swap2\nclock = none\n';
  const host = await open('host-swap2', 'invite=black', null, settings);
  const invited = await host.waitLine(/online: invited to room ([A-Z0-9]{6})/, 0, 120000);
  if (!invited) throw new Error('the swap2 host logged no room');
  const guest = await open('guest-swap2', `room=${invited.m[1]}`);
  const offered = await guest.waitLine(/online: offered (.*)/, 0, 120000);
  check(/swap2/.test(offered?.m[1] || ''), `the guest sees a swap2 offer: ${offered?.m[1]}`, `the offer was not swap2: ${offered?.m[1]}`);
  await sleep(1000);
  await guest.press(40, viewport.height - 20);
  await guest.key('y');
  if (!await host.waitLine(/The game begins/i, 0, 20000)) throw new Error('the swap2 game never began');
  let number = 0;
  const stone = async (mover, other, point, colour) => {
    number++;
    const want = new RegExp(`move ${number}: ${colour} ${point}\\b`, 'i');
    const fromMover = mover.lines.length, fromOther = other.lines.length;
    await mover.press(...boardPoint(viewport.width, viewport.height, point));
    if (!await mover.waitLine(want, fromMover, 15000) || !await other.waitLine(want, fromOther, 15000)) {
      await mover.shot(`swap2-${mover.name}-lost-${number}.png`);
      throw new Error(`swap2: move ${number} (${colour} ${point}) did not show on both sides`);
    }
  };
  const pick = async (chooser, other, key, said) => {
    const fromChooser = chooser.lines.length, fromOther = other.lines.length;
    await chooser.press(40, viewport.height - 20);
    await chooser.key(key);
    const here = await chooser.waitLine(said, fromChooser, 10000);
    const there = await other.waitLine(said, fromOther, 10000);
    check(!!here && !!there, `the pick "${here?.m[0]}" shows on both sides`, `the pick ${key}: here ${!!here}, there ${!!there}`);
  };
  await stone(host, guest, 'h8', 'black');
  await stone(host, guest, 'j9', 'white');
  await stone(host, guest, 'h10', 'black');
  ok('the opener placed the first three stones, and each crossed');
  // The host may not make the second player's pick: refused on its own screen.
  let from = host.lines.length;
  await host.press(40, viewport.height - 20);
  await host.key('b');
  const refused = await host.waitLine(/It is your friend's move/, from, 5000);
  check(!!refused, `the opener pressing B for the second player's pick is refused: "${refused?.m.input}"`, 'the opener\'s pick out of turn was not refused');
  await pick(guest, host, '2', /places two more stones/i);
  await stone(guest, host, 'k11', 'white');
  await stone(guest, host, 'g7', 'black');
  await pick(host, guest, 'w', /takes white/i);
  await stone(host, guest, 'a1', 'white');
  await stone(guest, host, 'b2', 'black');
  ok('after the picks the host plays white and the guest black, on both screens');
  await sleep(1500);
  await host.shot('swap2-host-move-7.png');
  await guest.shot('swap2-guest-move-7.png');
  check(host.errors.length + guest.errors.length === 0, 'no page errors in the swap2 game', `page errors: ${[...host.errors, ...guest.errors].join(' | ')}`);
}

// Two players press "Quick match" (here `?quick=black`) with a one-minute clock saved: the
// server pairs them, the one who hosts offers its setup, the other sees the clock in the
// offer and accepts. After a move each, black lets its time run out: the flag falls on
// both pages, and the guest's copy must say so within moments of the host's.
async function quickMatchToTheFlag() {
  const settings = '# gomoku settings\nmode = human-vs-human\nsize = 15\nrule = freestyle\nopening = free\nclock = 1+0\n';
  const a = await open('quick-a', 'quick=black', null, settings);
  const b = await open('guest-quick-b', 'quick=black', null, settings);
  const pairedA = await a.waitLine(/online: paired, hosting: (\w+)/, 0, 120000);
  const pairedB = await b.waitLine(/online: paired, hosting: (\w+)/, 0, 120000);
  if (!pairedA || !pairedB) throw new Error(`quick match: paired a ${!!pairedA}, b ${!!pairedB}`);
  check(pairedA.m[1] !== pairedB.m[1], `quick match paired the two waiting players, one of them hosting (a: ${pairedA.m[1]}, b: ${pairedB.m[1]})`,
    `quick match: both pages say hosting ${pairedA.m[1]}`);
  const [host, guest] = pairedA.m[1] === 'true' ? [a, b] : [b, a];
  const offered = await guest.waitLine(/online: offered (.*)/, 0, 60000);
  check(/clock 1\+0/.test(offered?.m[1] || ''), `the quick match's guest sees the host's setup: ${offered?.m[1]}`,
    `the quick match's offer did not carry the one-minute clock: ${offered?.m[1]}`);
  await sleep(1000);
  await guest.press(40, viewport.height - 20);
  await guest.key('y');
  const began = await host.waitLine(/The game begins: you play black/i, 0, 20000);
  if (!began) throw new Error('the quick match never began');
  const moves = [[host, guest, 'h8', 'black'], [guest, host, 'a1', 'white']];
  for (const [n, [mover, other, point, colour]] of moves.entries()) {
    const want = new RegExp(`move ${n + 1}: ${colour} ${point}\\b`, 'i');
    const from = other.lines.length;
    await mover.press(...boardPoint(viewport.width, viewport.height, point));
    if (!await other.waitLine(want, from, 15000)) throw new Error(`quick match: ${colour} ${point} never crossed`);
  }
  const fromHost = host.lines.length, fromGuest = guest.lines.length;
  const flagHost = await host.waitLine(/Black loses on time/, fromHost, 90000);
  const flagGuest = await guest.waitLine(/Black loses on time/, fromGuest, 15000);
  check(!!flagHost && !!flagGuest, `black's flag falls on both pages, the guest's ${flagHost && flagGuest ? flagGuest.at - flagHost.at : '-'} ms after the host's`,
    `the flag fell on host ${!!flagHost}, guest ${!!flagGuest}`);
  await sleep(1500);
  await host.shot('quick-host-flag.png');
  await guest.shot('quick-guest-flag.png');
  check(host.errors.length + guest.errors.length === 0, 'no page errors in the quick match', `page errors: ${[...host.errors, ...guest.errors].join(' | ')}`);
}

// The native game under a virtual X server of its own (inside the same namespace) joins a
// web host's room with `--join CODE`: its stones are clicks on its window (xdotool), the
// host's arrive in its log. Screenshots of both at the same move; the native player then
// resigns with its keys (Shift+R, Enter) and the host is told.
async function nativeGuest(bin) {
  const { spawn, execFileSync } = await import('node:child_process');
  const os = await import('node:os');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gomoku-online-native-'));
  const procs = [];
  try {
    const host = await open('host-native', 'invite=black');
    const invited = await host.waitLine(/online: invited to room ([A-Z0-9]{6})/, 0, 120000);
    if (!invited) throw new Error('the host of the native guest logged no room');
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    procs.push(xvfb);
    const display = await new Promise((resolve, reject) => {
      xvfb.stdio[3].on('data', (d) => resolve(`:${String(d).trim()}`));
      xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
      setTimeout(() => reject(new Error('Xvfb gave no display')), 20000);
    });
    fs.mkdirSync(path.join(work, 'xdg'), { mode: 0o700 });
    const env = {
      ...process.env, DISPLAY: display, GOMOKU_SIGNAL: signal, GOMOKU_ICE: '', GOMOKU_LANG: lang,
      GOMOKU_CONFIG_DIR: path.join(work, 'config'), WGPU_BACKEND: 'vulkan', XDG_RUNTIME_DIR: path.join(work, 'xdg'), NO_COLOR: '1',
    };
    const started = Date.now();
    const game = spawn(bin, ['--join', invited.m[1]], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    procs.push(game);
    const lines = [];
    const errors = [];
    for (const stream of [game.stdout, game.stderr]) {
      let rest = '';
      stream.on('data', (d) => {
        const parts = (rest + d).split('\n');
        rest = parts.pop();
        for (const text of parts) lines.push({ text: text.replace(/\x1b\[[0-9;]*m/g, ''), at: Date.now() });
      });
    }
    game.on('exit', (code) => errors.push(`the native game exited (${code})`));
    const native = { name: 'native', lines, errors };
    native.waitLine = async (re, from = 0, ms = 60000) => {
      const end = Date.now() + ms;
      for (;;) {
        for (let i = from; i < lines.length; i++) {
          const m = lines[i].text.match(re);
          if (m) return { m, index: i, at: lines[i].at };
        }
        if (errors.length) throw new Error(errors[0]);
        if (Date.now() > end) return null;
        await sleep(100);
      }
    };
    const xdo = (...args) => execFileSync('xdotool', args, { env, encoding: 'utf8' }).trim();
    let wid = '';
    for (let i = 0; i < 120 && !wid; i++) {
      try { wid = xdo('search', '--pid', String(game.pid)).split('\n')[0]; } catch { await sleep(500); }
    }
    if (!wid) throw new Error('no native window');
    const geometry = Object.fromEntries(xdo('getwindowgeometry', '--shell', wid).split('\n').map((l) => l.split('=')));
    const [wx, wy, ww, wh] = ['X', 'Y', 'WIDTH', 'HEIGHT'].map((k) => Number(geometry[k]));
    native.press = async (x, y) => {
      xdo('mousemove', String(wx + Math.round(x)), String(wy + Math.round(y)), 'sleep', '0.4', 'mousedown', '1', 'sleep', '0.12', 'mouseup', '1');
      await sleep(500);
    };
    native.key = async (k) => {
      try { xdo('windowfocus', '--sync', wid); } catch { xdo('windowfocus', wid); }
      xdo('key', k);
      await sleep(800);
    };
    native.shot = async (file) => execFileSync('import', ['-window', 'root', path.join(shotsDir, file)], { env });
    const offered = await native.waitLine(/online: offered (.*)/, 0, 120000);
    check(!!offered, `the native game joined the web host's room and sees the offer ${((offered?.at ?? 0) - started)} ms after it started: ${offered?.m[1]}`,
      'the native game never saw the offer');
    if (!offered) return;
    await sleep(2000);
    await native.key('y');
    const began = await host.waitLine(/The game begins: you play black/i, 0, 30000);
    if (!began) throw new Error('the web host never heard the native guest accept');
    const trips = { toNative: [], toWeb: [] };
    let number = 0;
    const cross = async (mover, other, point, colour, w, h) => {
      number++;
      const want = new RegExp(`move ${number}: ${colour} ${point}\\b`, 'i');
      const fromMover = mover.lines.length, fromOther = other.lines.length;
      await mover.press(...boardPoint(w, h, point));
      const here = await mover.waitLine(want, fromMover, 20000);
      const there = await other.waitLine(want, fromOther, 20000);
      if (!here || !there) throw new Error(`web to native, move ${number} (${colour} ${point}): mover ${!!here}, other ${!!there}`);
      (other === native ? trips.toNative : trips.toWeb).push(there.at - here.at);
    };
    for (const [b, w] of [['h8', 'a1'], ['h9', 'a3'], ['h10', 'a5']]) {
      await cross(host, native, b, 'black', viewport.width, viewport.height);
      await cross(native, host, w, 'white', ww, wh);
    }
    const span = (t) => `${Math.min(...t)}-${Math.max(...t)} ms`;
    ok(`6 moves crossed between the web page and the native window: to the native game ${span(trips.toNative)}, to the page ${span(trips.toWeb)}`);
    await sleep(2000);
    await host.shot('web-host-of-native-move-6.png');
    await native.shot('native-guest-move-6.png');
    const from = host.lines.length;
    await native.key('shift+r');
    await native.key('Return');
    const resigned = await host.waitLine(/White resigned: black wins/i, from, 20000);
    const nativeSaw = await native.waitLine(/White resigned: black wins/i, 0, 5000);
    check(!!resigned && !!nativeSaw, 'the native player resigns with Shift+R and Enter; both sides say "White resigned: black wins"',
      `the resignation: web ${!!resigned}, native ${!!nativeSaw}`);
    await sleep(1500);
    await host.shot('web-host-of-native-resigned.png');
    await native.shot('native-guest-resigned.png');
    check(host.errors.length === 0, 'no page errors on the native game\'s web host', `page errors: ${host.errors.join(' | ')}`);
    const warnings = lines.filter((l) => / (WARN|ERROR) /.test(l.text) && !/online: the link|wgpu|vulkan|mesa|MESA/i.test(l.text));
    if (warnings.length) say(`native warnings: ${warnings.slice(0, 5).map((l) => l.text.slice(0, 120)).join(' | ')}`);
  } finally {
    for (const p of procs.reverse()) p.kill();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
say(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
