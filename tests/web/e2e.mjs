// Browser end-to-end test of the gomoku web build, played like a person would.
//
//   node tests/web/e2e.mjs <url> [shots-dir]      (scripts/e2e-web.sh serves dist/web and runs it)
//
// Desktop (1100x760): waits for the game, opens the settings page and comes back, presses
// "Play the computer" and "Play" on the home screen (egui draws into the canvas, so it finds
// the home screen's pieces in a screenshot and clicks by coordinates), clicks h8, and asserts the console lines "move 1: black h8" and
// "move 2: white <free point>"; records requestAnimationFrame intervals while the computer
// thinks (the page must not freeze) and checks the stones on screen; then Ctrl+S must download
// the game as a PSQ file and Ctrl+O must load an uploaded one (a malformed one is refused).
// Phone (390x844 CSS px on a 2x screen, touch): starts a game from home with taps and taps h8;
// asserts the move.
// Renju (desktop, Human vs Human from saved settings, "Play again" on home): black's double three on h8 is refused
// with the reason and leaves no stone; black's five in column h then wins.
// Master (desktop, from saved settings): its first replies come from the page's Web Worker;
// the nodes it searched are printed. A failed download of the game's module shows the
// error and a retry button, which loads the game once the download works; offline, a
// second visit loads the game from the service worker's cache.
// Uses Debian's chromium (CHROMIUM overrides the path). Ends with "e2e-web: N passed, M failed".
import { chromium } from 'playwright-core';
import { inflateSync } from 'node:zlib';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const url = process.argv[2];
const shotsDir = path.resolve(process.argv[3] || 'shots/web');
const maxFrameMs = Number(process.env.E2E_MAX_FRAME_MS || 2000);
if (!url) {
  console.error('usage: node e2e.mjs <url> [shots-dir]');
  process.exit(2);
}
fs.mkdirSync(shotsDir, { recursive: true });
for (const f of fs.readdirSync(shotsDir)) if (f.endsWith('.png')) fs.rmSync(path.join(shotsDir, f));

let passed = 0;
let failed = 0;
const ok = (msg) => { passed++; console.log(`  ok    ${msg}`); };
const bad = (msg) => { failed++; console.log(`  FAIL  ${msg}`); };
const check = (cond, good, wrong) => (cond ? ok(good) : bad(wrong));
class Fatal extends Error {}
const fatal = (msg) => { throw new Fatal(msg); };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (msg) => console.log(`e2e-web: ${msg}`);

// --- PNG decoding (8-bit RGB or RGBA, not interlaced: what Chromium's screenshots are)
function decodePng(buf) {
  let pos = 8;
  let width = 0, height = 0, channels = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8], colour = data[9], interlace = data[12];
      if (depth !== 8 || interlace !== 0 || ![2, 6].includes(colour)) {
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[y * stride + i - channels] : 0;
      const b = y > 0 ? px[(y - 1) * stride + i] : 0;
      const c = i >= channels && y > 0 ? px[(y - 1) * stride + i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      px[y * stride + i] = v & 255;
    }
  }
  const at = (x, y) => {
    const i = (Math.round(y) * width + Math.round(x)) * channels;
    return [px[i], px[i + 1], px[i + 2]];
  };
  return { width, height, at };
}

// The overlay's colours, read from src/game/ui/theme.rs as tests/e2e/screen.py does.
const PALETTE = Object.fromEntries(
  [...fs.readFileSync(new URL('../../src/game/ui/theme.rs', import.meta.url), 'utf8')
    .matchAll(/const (\w+): \[u8; 3\] = \[(\d+), (\d+), (\d+)\];/g)]
    .map(([, name, r, g, b]) => [name, [+r, +g, +b]]));
// A test for pixels within 4 of one of the palette's colours.
const near = (...names) => (p) => names.some((n) => PALETTE[n].every((v, i) => Math.abs(p[i] - v) <= 4));
const isWidget = near('WIDGET_FILL', 'WIDGET_HOVERED');
const isSheet = near('SHEET_FILL');
const isChip = near('CARD_FILL', 'CARD_HOVERED', 'CHOSEN_FILL');
const isPlay = near('PLAY_FILL', 'PLAY_HOVERED');
// The home screen, in CSS pixels, or null: its maple sheet (the rows and columns with many
// sheet pixels, sampled every third pixel), the jade bars top to bottom ("Continue", "Play
// again", "Play", "Done"), the wide cards (the modes, "Board and rules") and the chips in
// rows, left to right. The same analysis as tests/e2e/screen.py does for the native test.
function findHome(img, w, h) {
  const rows = new Map(), cols = new Map();
  for (let y = 0; y < h; y += 3) {
    for (let x = 0; x < w; x += 3) {
      if (!isSheet(img.at(x, y))) continue;
      rows.set(y, (rows.get(y) || 0) + 1);
      cols.set(x, (cols.get(x) || 0) + 1);
    }
  }
  const ys = [...rows].filter(([, n]) => n >= 12).map(([y]) => y);
  const xs = [...cols].filter(([, n]) => n >= 12).map(([x]) => x);
  if (!ys.length || !xs.length) return null;
  const sheet = { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
  const width = sheet.right - sheet.left;
  if (width < 150 || sheet.bottom - sheet.top < 120) return null;
  const inside = [sheet.left + 2, sheet.top + 2, sheet.right - 2, sheet.bottom - 2];
  const solid = (blobs, minW, minH) => blobs
    .map((b) => ({ x: Math.round((b.x0 + b.x1) / 2), y: Math.round((b.y0 + b.y1) / 2), w: b.x1 - b.x0 + 1, h: b.y1 - b.y0 + 1, count: b.count }))
    .filter((b) => b.w >= minW && b.h >= minH && b.count >= 0.4 * b.w * b.h);
  const plays = solid(widgetBlobs(img, ...inside, isPlay), 60, 30).sort((a, b) => a.y - b.y).map((b) => [b.x, b.y]);
  const pieces = solid(widgetBlobs(img, ...inside, isChip), 30, 20);
  const cards = pieces.filter((p) => p.w >= 0.7 * width).sort((a, b) => a.y - b.y).map((b) => [b.x, b.y]);
  const chips = pieces.filter((p) => p.w < 0.7 * width).sort((a, b) => a.y - b.y || a.x - b.x);
  const chipRows = [];
  for (const c of chips) {
    const row = chipRows[chipRows.length - 1];
    if (row && Math.abs(row[0][1] - c.y) <= 6) row.push([c.x, c.y]);
    else chipRows.push([[c.x, c.y]]);
  }
  for (const row of chipRows) row.sort((a, b) => a[0] - b[0]);
  return { ...sheet, plays, cards, chipRows };
}
// Connected groups of pixels of a widget's colours in a rectangle: bounding boxes and counts.
function widgetBlobs(img, left, top, right, bottom, isPiece = isWidget) {
  const W = right - left + 1, H = bottom - top + 1;
  const seen = new Uint8Array(W * H);
  const widget = (x, y) => isPiece(img.at(x, y));
  const blobs = [];
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      if (seen[(y - top) * W + (x - left)] || !widget(x, y)) continue;
      const blob = { x0: x, x1: x, y0: y, y1: y, count: 0 };
      const stack = [[x, y]];
      seen[(y - top) * W + (x - left)] = 1;
      while (stack.length) {
        const [px, py] = stack.pop();
        blob.count++;
        blob.x0 = Math.min(blob.x0, px); blob.x1 = Math.max(blob.x1, px);
        blob.y0 = Math.min(blob.y0, py); blob.y1 = Math.max(blob.y1, py);
        for (const [nx, ny] of [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]]) {
          if (nx < left || nx > right || ny < top || ny > bottom) continue;
          const k = (ny - top) * W + (nx - left);
          if (!seen[k] && widget(nx, ny)) {
            seen[k] = 1;
            stack.push([nx, ny]);
          }
        }
      }
      blobs.push(blob);
    }
  }
  return blobs;
}
// What the screen shows around an intersection: four points diagonally inside a stone.
function stoneAt(img, x, y, cell) {
  const d = cell / 4;
  let r = 0, g = 0, b = 0;
  for (const [dx, dy] of [[-d, -d], [d, -d], [-d, d], [d, d]]) {
    const p = img.at(x + dx, y + dy);
    r += p[0] / 4; g += p[1] / 4; b += p[2] / 4;
  }
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  if (max < 90) return 'black';
  if (max - min < 40 && min > 150) return 'white';
  if (r - b > 50) return 'wood';
  return `other(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;
}

// src/game/view/layout.rs: the panel on the left of a landscape window, on top of a portrait one.
// The board's place as the game last logged it ("board: centre X,Y cell C in WxH", window
// coordinates): a portrait strip is as tall as its text, which only the game knows.
let loggedBoard = null;
function noteBoard(text) {
  const m = text.match(/board: centre ([\d.]+),([\d.]+) cell ([\d.]+) in (\d+)x(\d+)/);
  if (m) loggedBoard = { cx: +m[1], cy: +m[2], cell: +m[3], w: +m[4], h: +m[5] };
}

function layout(w, h, size = 15) {
  let panel = { left: 0, top: 0 };
  let cell, cx, cy;
  // Only a portrait board needs the log (and the home screen's centred board must not be
  // taken for the game's): a landscape one is where the formula puts it.
  if (w < h && loggedBoard && loggedBoard.w === Math.round(w) && loggedBoard.h === Math.round(h)) {
    ({ cell, cx, cy } = loggedBoard);
    panel.top = cy - (cell * (size + 1)) / 0.96 / 2;
  } else {
    // As src/game/view/layout.rs computes it, with the portrait strip at its first height.
    if (w >= h) panel.left = Math.min(230, w * 0.4);
    else panel.top = Math.min(64, h * 0.35);
    const bar = w >= h ? 0 : Math.min(56, h * 0.15);
    const aw = w - panel.left, ah = h - panel.top - bar;
    const side = Math.min(aw, ah);
    cell = (side * 0.96) / (size + 1);
    cx = panel.left + aw / 2;
    cy = panel.top + side / 2;
  }
  const point = (name) => {
    const col = 'abcdefghijklmnopqrs'.indexOf(name[0]);
    const y = size - Number(name.slice(1));
    return [cx + (col - (size - 1) / 2) * cell, cy + (y - (size - 1) / 2) * cell];
  };
  return { cell, point, panel, cx, cy };
}

// Records on the web: Ctrl+S downloads the game as a PSQ file; Ctrl+O opens a file picker,
// where a malformed file is refused with a message and a good one replaces the game.
async function records(page, name, lines, board, shot, replyPoint) {
  // Held like a person holds them, so that a frame of the software renderer sees both keys.
  const chord = async (key) => {
    await page.keyboard.down('Control');
    await sleep(100);
    await page.keyboard.down(key);
    await sleep(800);
    await page.keyboard.up(key);
    await page.keyboard.up('Control');
  };
  const lastNotice = () => lines.filter((l) => /Downloaded|Could not|Choose|Loaded/.test(l)).pop() || 'nothing logged';
  const psqLine = (point) => {
    const x = 'abcdefghijklmnopqrs'.indexOf(point[0]) + 1;
    return `${x},${15 - Number(point.slice(1)) + 1},0`;
  };
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 10000 }).catch(() => null),
    chord('s'),
  ]);
  if (!download) return bad(`${name}: Ctrl+S started no download (the game said: ${lastNotice()})`);
  const saved = fs.readFileSync(await download.path(), 'utf8');
  const want = ['8,8,0', psqLine(replyPoint)];
  const got = saved.split('\n').slice(1, 3);
  check(download.suggestedFilename() === 'gomoku.psq' && saved.startsWith('Piskvork 15x15') && got.join() === want.join(),
    `${name}: Ctrl+S downloaded gomoku.psq with the two moves (${got.join(' ')})`,
    `${name}: Ctrl+S downloaded ${download.suggestedFilename()}: ${JSON.stringify(saved.slice(0, 80))}, expected moves ${want.join(' ')}`);

  const upload = async (text) => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout: 10000 }).catch(() => null),
      chord('o'),
    ]);
    if (!chooser) return false;
    await chooser.setFiles({ name: 'game.psq', mimeType: 'text/plain', buffer: Buffer.from(text) });
    return true;
  };
  let from = lines.length;
  if (!(await upload('Piskvork 15x15, 11:11, 0\n8,8,0\n99,1,0\n'))) return bad(`${name}: Ctrl+O opened no file chooser (the game said: ${lastNotice()})`);
  const refused = await waitFor(lines, /Could not load that record \((.*)\); the game is unchanged/, from, 10000);
  check(!!refused, `${name}: a malformed PSQ file is refused: "${refused?.m[1]}"`,
    `${name}: no refusal logged for a malformed PSQ file`);
  from = lines.length;
  if (!(await upload('Piskvork 15x15, 11:11, 0\n8,8,0\n9,7,0\n7,9,0\n-1\n'))) return bad(`${name}: Ctrl+O opened no file chooser (the game said: ${lastNotice()})`);
  const loaded = await waitFor(lines, /Loaded a game of (\d+) moves/, from, 10000);
  check(loaded?.m[1] === '3', `${name}: an uploaded PSQ file set up the game ("${loaded?.m[0]}")`,
    `${name}: the uploaded PSQ file was not loaded (${loaded?.m[0] || 'no "Loaded" line'})`);
  await sleep(1500);
  const img = await shot(`${name}-loaded.png`);
  const seen = ['h8', 'i9', 'g7'].map((p) => stoneAt(img, ...board.point(p), board.cell));
  check(seen.join() === 'black,white,black', `${name}: the screen shows the loaded stones (h8 i9 g7: ${seen.join(' ')})`,
    `${name}: after loading, h8 i9 g7 show ${seen.join(' ')}`);
}

// The first console line from index `from` on that matches `re`, waiting up to `ms`.
async function waitFor(lines, re, from, ms) {
  const end = Date.now() + ms;
  for (;;) {
    for (let i = from; i < lines.length; i++) {
      const m = lines[i].match(re);
      if (m) return { m, index: i };
    }
    if (Date.now() > end) return null;
    await sleep(100);
  }
}

// Chromium's device-scale emulation (Playwright's deviceScaleFactor) reports
// devicePixelRatio 2 but leaves ResizeObserver's devicePixelContentBoxSize at CSS size, which
// a real phone never does, and Bevy (winit) sizes the canvas from the latter. So the phone
// runs in a browser whose screen really has 2x pixels (--force-device-scale-factor) and
// only the viewport size and mobile flag are emulated.
async function session(name, { viewport, scale = 1, touch = false }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
      '--ignore-gpu-blocklist', `--force-device-scale-factor=${scale}`],
    // launch() gives each run a new, empty user-data-dir of its own (and removes it after).
  });
  try {
    if (name === 'renju') await renju(browser, name, viewport);
    else if (name === 'master') await master(browser, name, viewport);
    else if (name === 'master-threads') await master(browser, name, viewport, 2);
    else if (name === 'download-fails') await downloadFails(browser, name, viewport);
    else if (name === 'shared-swap2') await sharedSwap2(browser, name, viewport);
    else if (name.startsWith('soosorv')) await soosorv(browser, name, viewport);
    else if (name.startsWith('editor')) await editor(browser, name, viewport);
    else if (name.startsWith('puzzle')) await puzzle(browser, name, viewport);
    else if (name.startsWith('keys')) await keysOnly(browser, name, viewport);
    else if (name === 'screens') await screens(browser, name);
    else await play(browser, name, viewport, scale, touch);
  } finally {
    await browser.close();
  }
}

// A page of the game in a fresh context, and what the checks do with it. `settings`, if
// given, is put in localStorage before the game starts (as if saved on an earlier visit).
async function openPage(browser, name, viewport, scale, touch, settings) {
  const context = await browser.newContext({ viewport: null, hasTouch: touch, acceptDownloads: true });
  if (settings) await context.addInitScript((text) => localStorage.setItem('gomoku.settings', text), settings);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // deviceScaleFactor 0: keep the screen's real scale (see above).
  await cdp.send('Emulation.setDeviceMetricsOverride',
    { width: viewport.width, height: viewport.height, deviceScaleFactor: 0, mobile: touch });
  const lines = [];
  const errors = [];
  loggedBoard = null;
  page.on('console', (m) => {
    noteBoard(m.text());
    lines.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const fonts = []; // The font files the page fetched (src/game/platform/web.rs).
  page.on('request', (r) => { if (r.url().endsWith('.otf')) fonts.push(r.url().split('/').pop()); });
  const { width: w, height: h } = viewport;

  const shot = async (file) => {
    const buf = await page.screenshot({ scale: 'css', ...(file ? { path: path.join(shotsDir, file) } : {}) });
    return decodePng(buf);
  };
  // A press egui does not miss at a software renderer's frame rate: hover, hold, release.
  const press = async (x, y) => {
    if (touch) {
      await page.touchscreen.tap(x, y);
    } else {
      await page.mouse.move(x, y);
      await sleep(400);
      await page.mouse.down();
      await sleep(120);
      await page.mouse.up();
    }
    await sleep(600);
  };
  const waitLine = async (re, from, ms) => {
    const found = await waitFor(lines, re, from, ms);
    if (!found && errors.length) fatal(`page error: ${errors[0]}`);
    return found;
  };
  const waitHome = async (ms) => {
    const end = Date.now() + ms;
    for (;;) {
      const home = findHome(await shot(), w, h);
      if (home) return home;
      if (errors.length) fatal(`page error: ${errors[0]}`);
      if (Date.now() > end) return null;
      await sleep(500);
    }
  };
  // The home screen once two looks in a row agree: egui takes a frame or two to lay out a
  // new page, and a press aimed at a chip still moving is lost.
  const homeSettled = async () => {
    let last = null;
    for (let i = 0; i < 12; i++) {
      const home = await waitHome(3000);
      if (home && last && JSON.stringify(home) === JSON.stringify(last)) return home;
      last = home;
      await sleep(300);
    }
    return last;
  };
  // Presses a piece of the home screen and returns the page that follows (settled).
  const pressOnHome = async (what, at) => {
    if (!at) {
      await shot(`${name}-home-unreadable.png`);
      fatal(`${name}: no ${what} found on the home screen (see ${name}-home-unreadable.png)`);
    }
    await press(...at);
    return homeSettled();
  };
  // Presses the page's last jade bar ("Play", or "Play again" on the front page) and waits
  // for home to close. A press a slow software frame misses is the test rig's hiccup, not
  // the game's: the bar is pressed once more.
  const playFromHome = async (home) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!home?.plays.length) fatal(`${name}: no "Play" bar on the home screen`);
      await press(...home.plays[home.plays.length - 1]);
      // A loaded machine's software renderer may take seconds a frame: look for a while.
      let still = null;
      for (let look = 0; look < 8; look++) {
        await sleep(800);
        still = await waitHome(0);
        if (!still) return true;
      }
      say(`${name}: home still shows after pressing "Play"; pressing it again`);
      home = still;
    }
    return false;
  };
  // Settings saved on an earlier visit: home offers to play that game again, one press away.
  const playAgain = async () => {
    if (!(await waitHome(90000))) fatal(`${name}: no home screen within 90 s`);
    const home = await homeSettled();
    await shot(`${name}-home.png`);
    check(home?.plays.length === 1, `${name}: home offers "Play again" with the saved settings`,
      `${name}: home shows ${home?.plays.length} bars; expected "Play again"`);
    if (!(await playFromHome(home))) fatal(`${name}: home still shows after pressing "Play again" twice`);
  };
  return { context, page, lines, errors, fonts, w, h, shot, press, waitLine, waitHome, homeSettled, pressOnHome, playFromHome, playAgain };
}

async function play(browser, name, viewport, scale, touch) {
  const { context, page, lines, errors, fonts, w, h, shot, press, waitLine, waitHome, homeSettled, pressOnHome, playFromHome } =
    await openPage(browser, name, viewport, scale, touch);
  say(`${name}: ${w}x${h}, ${scale}x pixels${touch ? ', touch' : ''}`);
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  try {
    await page.waitForFunction(() => document.querySelector('canvas#gomoku')?.width > 300, null, { timeout: 90000 });
  } catch {
    await shot(`${name}-loading.png`);
    fatal(`${name}: the canvas was not sized within 90 s (${lines.length} console lines; ${errors[0] || 'no page error'})`);
  }
  const load = await page.evaluate(() => window.gomokuLoad);
  check(load && load.total > 0 && load.received === load.total,
    `${name}: the loading bar reached 100% (${load?.received} of ${load?.total} bytes)`,
    `${name}: the loading bar stopped at ${load?.received} of ${load?.total} bytes`);
  const canvas = await page.evaluate(() => {
    const c = document.querySelector('canvas#gomoku');
    const r = c.getBoundingClientRect();
    return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, dpr: devicePixelRatio };
  });
  check(
    Math.abs(canvas.cssW - w) < 1 && Math.abs(canvas.cssH - h) < 1 && Math.abs(canvas.w - w * scale) <= 2
      && canvas.dpr === scale,
    `${name}: canvas fills the page (${canvas.w}x${canvas.h} pixels for ${canvas.cssW}x${canvas.cssH} CSS px at ${canvas.dpr}x)`,
    `${name}: canvas is ${canvas.w}x${canvas.h} pixels, ${canvas.cssW}x${canvas.cssH} CSS px at ${canvas.dpr}x; expected ${w}x${h} CSS px at ${scale}x`,
  );
  const home = await waitHome(90000);
  if (!home) {
    await shot(`${name}-no-home.png`);
    fatal(`${name}: the home screen did not appear within 90 s (see ${name}-no-home.png)`);
  }
  ok(`${name}: home screen after ${((Date.now() - t0) / 1000).toFixed(1)} s, at (${home.left},${home.top})-(${home.right},${home.bottom})`);
  check(lines.length > 0, `${name}: the game writes to the console (${lines.length} lines)`, `${name}: nothing on the console`);
  // The game's module carries only a Latin face: a Chinese page fetches its own face, an
  // English one no font at all.
  const lang = new URL(url).searchParams.get('lang') || 'en';
  const face = { 'zh-Hans': 'NotoSansCJKsc-Subset.otf', 'zh-Hant': 'NotoSansCJKtc-Subset.otf' }[lang];
  check(fonts.length === (face ? 1 : 0) && (!face || fonts[0] === face),
    `${name}: fonts fetched for ${lang}: ${fonts.join(', ') || 'none'}`,
    `${name}: fonts fetched for ${lang}: ${fonts.join(', ') || 'none'}; expected ${face || 'none'}`);
  const front = (await homeSettled()) || home;
  await shot(`${name}-home.png`);
  check(front.cards.length === 5 && front.plays.length === 0,
    `${name}: home shows five choices (three modes, the named openings, the puzzles) and nothing to continue on a first visit`,
    `${name}: home shows ${front.cards.length} cards and ${front.plays.length} bars; expected five cards and no bar`);
  if (name === 'desktop') {
    // The settings page, from home's second chip (after "Set up a position"), and back
    // with "Done".
    const settings = await pressOnHome('"Settings"', front.chipRows[0]?.[1]);
    check(settings?.chipRows.length >= 3, `${name}: the settings page shows ${settings?.chipRows.length} rows of choices`,
      `${name}: the settings page shows ${settings?.chipRows.length} rows of choices`);
    await shot(`${name}-settings.png`);
    await pressOnHome('"Done"', settings?.plays[settings.plays.length - 1]);
  }
  // "Play the computer": its page starts from the defaults (Medium, black), then "Play".
  const computer = await pressOnHome('"Play the computer"', front.cards[0]);
  await shot(`${name}-home-computer.png`);
  check(computer?.chipRows.length >= 4, `${name}: the computer's page shows its levels and colours`,
    `${name}: the computer's page shows ${computer?.chipRows.length} rows of chips`);
  const from = lines.length;
  if (!(await playFromHome(computer))) {
    await shot(`${name}-home-still-open.png`);
    fatal(`${name}: home still shows after pressing "Play"`);
  }
  ok(`${name}: "Play" ${touch ? 'tapped' : 'clicked'}: the home screen closed`);

  const board = layout(w, h);
  const [hx, hy] = board.point('h8');
  // The same software renderer draws the idle page first: how long its frames take with
  // nobody thinking (they grow with the pixels and with the machine's other load).
  const idle = await page.evaluate(() => new Promise((done) => {
    const times = [];
    const loop = (t) => {
      times.push(t);
      if (t - times[0] < 3000) requestAnimationFrame(loop);
      else done(Math.max(...times.slice(1).map((x, i) => x - times[i])));
    };
    requestAnimationFrame(loop);
  }));
  // A freeze is a frame far longer than the idle page's, not one a slow renderer needs.
  const frameLimit = Math.max(maxFrameMs, 2 * idle);
  // The rAF recorder runs from before the move until the computer's reply.
  await page.evaluate(() => {
    window.__frames = [];
    window.__recording = true;
    const loop = (t) => {
      window.__frames.push(t);
      if (window.__recording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  const before = lines.length;
  await press(hx, hy);
  const move = await waitLine(/move (\d+): (black|white) ([a-s]\d+)/, before, 15000);
  if (!move) {
    await shot(`${name}-no-move.png`);
    fatal(`${name}: ${touch ? 'tapping' : 'clicking'} h8 at (${hx.toFixed(0)},${hy.toFixed(0)}) logged no move within 15 s`);
  }
  check(
    move.m[0] === 'move 1: black h8',
    `${name}: ${touch ? 'tap' : 'click'} on h8 logged "${move.m[0]}"`,
    `${name}: ${touch ? 'tap' : 'click'} on h8 logged "${move.m[0]}", expected "move 1: black h8"`,
  );
  const thinking = await waitLine(/The computer \((\w+)\) is thinking/, from, 5000);
  check(!!thinking, `${name}: "${thinking?.m[0]}"`, `${name}: no "The computer (...) is thinking" line`);
  const thinkStart = Date.now();
  const reply = await waitLine(/move (\d+): (black|white) ([a-s]\d+)/, move.index + 1, 120000);
  const thinkMs = Date.now() - thinkStart;
  const frames = await page.evaluate(() => {
    window.__recording = false;
    return window.__frames;
  });
  if (!reply) {
    await shot(`${name}-no-reply.png`);
    fatal(`${name}: the computer did not reply within 120 s`);
  }
  check(
    reply.m[1] === '2' && reply.m[2] === 'white' && reply.m[3] !== 'h8',
    `${name}: the computer replied "${reply.m[0]}" (about ${(thinkMs / 1000).toFixed(1)} s)`,
    `${name}: bad reply "${reply.m[0]}", expected "move 2: white <a point other than h8>"`,
  );
  const searched = await waitLine(/computer: (\w+) after depth (\d+), (\d+) nodes in (\d+) ms/, move.index + 1, 1000);
  const fellBack = lines.find((l) => /no engine worker|engine worker failed/.test(l));
  const workers = await page.evaluate(() => gomokuIdleWorkers.length);
  check(!!searched && !fellBack && workers >= 1,
    `${name}: the engine searched in a Web Worker ("${searched?.m[0]}"; ${workers} worker waiting)`,
    `${name}: the engine did not search in a Web Worker (${fellBack || searched?.m[0] || 'no search line'}; ${workers} workers)`);
  const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
  if (gaps.length) {
    const longest = gaps[gaps.length - 1];
    const p95 = gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.95))];
    say(`${name}: requestAnimationFrame while the computer thought: ${gaps.length} frames, ` +
      `longest ${longest.toFixed(0)} ms, 95th percentile ${p95.toFixed(0)} ms, median ${gaps[gaps.length >> 1].toFixed(0)} ms ` +
      `(idle page: longest ${idle.toFixed(0)} ms)`);
    check(longest <= frameLimit, `${name}: the page kept drawing (longest frame ${longest.toFixed(0)} ms <= ${frameLimit.toFixed(0)} ms)`,
      `${name}: the page froze for ${longest.toFixed(0)} ms while the computer thought (limit ${frameLimit.toFixed(0)} ms: ` +
      `the larger of ${maxFrameMs} ms and twice the idle page's longest frame)`);
  } else {
    bad(`${name}: no animation frames recorded while the computer thought`);
  }
  await sleep(800);
  const img = await shot(`${name}-game.png`);
  const got = stoneAt(img, hx, hy, board.cell);
  check(got === 'black', `${name}: screen shows a black stone on h8`, `${name}: expected a black stone on h8, saw ${got}`);
  const [rx, ry] = board.point(reply.m[3]);
  const gotReply = stoneAt(img, rx, ry, board.cell);
  check(gotReply === 'white', `${name}: screen shows a white stone on ${reply.m[3]}`,
    `${name}: expected a white stone on ${reply.m[3]}, saw ${gotReply}`);
  if (!touch) await records(page, name, lines, board, shot, reply.m[3]);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// Renju between two people, chosen in the settings of an earlier visit: black's double three
// on h8 is refused with the reason and no stone, then black's five in column h wins.
async function renju(browser, name, viewport) {
  const settings = 'mode = human-vs-human\nrule = renju\n';
  const { context, lines, errors, w, h, shot, press, waitLine, playAgain, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  say(`${name}: Human vs Human under renju, from saved settings`);
  await page.goto(url, { waitUntil: 'load' });
  await playAgain();
  const board = layout(w, h);
  let number = 0;
  const playAt = async (point, colour) => {
    const from = lines.length;
    await press(...board.point(point));
    const move = await waitLine(/move (\d+): (black|white) ([a-s]\d+)/, from, 10000);
    number++;
    if (move?.m[0] !== `move ${number}: ${colour} ${point}`) {
      await shot(`${name}-bad-move.png`);
      fatal(`${name}: clicking ${point} logged "${move?.m[0] || 'nothing'}", expected "move ${number}: ${colour} ${point}"`);
    }
  };
  // f8 g8 and h10 h9 make two open threes through h8: a double three, forbidden for black.
  for (const [b, wh] of [['f8', 'a1'], ['g8', 'a3'], ['h10', 'a5'], ['h9', 'a7']]) {
    await playAt(b, 'black');
    await playAt(wh, 'white');
  }
  const from = lines.length;
  await press(...board.point('h8'));
  const refused = await waitLine(/h8 is forbidden for black \([^)]*\)|move \d+: \w+ \w+/, from, 5000);
  check(refused?.m[0] === 'h8 is forbidden for black (double three)',
    `${name}: black's double three on h8 is refused: "${refused?.m[0]}"`,
    `${name}: a click on h8 gave "${refused?.m[0] || 'nothing'}", expected "h8 is forbidden for black (double three)"`);
  await sleep(800);
  const img = await shot(`${name}-refused.png`);
  const onH8 = stoneAt(img, ...board.point('h8'), board.cell);
  check(onH8 !== 'black', `${name}: no black stone on the forbidden h8 (${onH8})`, `${name}: a black stone on the forbidden h8`);
  for (const [b, wh] of [['h11', 'a9'], ['h12', 'a11']]) {
    await playAt(b, 'black');
    await playAt(wh, 'white');
  }
  const before = lines.length;
  await playAt('h13', 'black');
  const result = await waitLine(/Black wins!/, before, 10000);
  check(!!result, `${name}: black's five h9-h13 wins: "${result?.m[0]}"`, `${name}: no "Black wins!" after black's five h9-h13`);
  await sleep(1200);
  const resultShot = await shot(`${name}-result.png`);
  // The result box stands clear of the five: every stone of it shows.
  const five = ['h9', 'h10', 'h11', 'h12', 'h13'];
  const fiveSeen = five.map((p) => stoneAt(resultShot, ...board.point(p), board.cell));
  check(fiveSeen.every((s) => s === 'black'), `${name}: the whole five h9-h13 shows beside the result box`,
    `${name}: expected black stones on ${five.join(' ')} beside the result box, saw ${fiveSeen.join(' ')}`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// A shared link opens its position, in a swap2 game the player opened against the computer
// (saved settings): the three stones are the player's opening, so the computer, second,
// picks its colour at once, in the worker: it takes black or plays white's 4th stone.
async function sharedSwap2(browser, name, viewport) {
  const settings = 'mode = human-black-vs-computer\nopening = swap2\nlevel = medium\nclock = 5+0\n';
  const { context, lines, errors, w, h, shot, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  say(`${name}: ${url}#moves=h8j10i8 with swap2 against the computer`);
  await page.goto(`${url}#size=15&rule=freestyle&moves=h8j10i8`, { waitUntil: 'load' });
  const loaded = await waitFor(lines, /Loaded a game of (\d+) moves/, 0, 90000);
  check(loaded?.m[1] === '3', `${name}: the link set up its game ("${loaded?.m[0]}")`,
    `${name}: no "Loaded a game of 3 moves" line for the link`);
  const picked = await waitFor(lines, /The computer takes black|move 4: white ([a-o]\d+)/, 0, 30000);
  check(!!picked, `${name}: the computer, second in swap2, picked: "${picked?.m[0]}"`,
    `${name}: the computer made no swap2 choice within 30 s`);
  await sleep(1500);
  const img = await shot(`${name}.png`);
  const board = layout(w, h);
  const seen = ['h8', 'j10', 'i8'].map((p) => stoneAt(img, ...board.point(p), board.cell));
  check(seen.join() === 'black,white,black', `${name}: the screen shows the link's stones (${seen.join(' ')})`,
    `${name}: expected black, white, black on h8 j10 i8, saw ${seen.join(' ')}`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// Master in the page's Web Worker, from saved settings: its first replies, with the nodes it
// searched (to compare with the native game on the same machine), while the page draws.
// With `threads` (master-threads), the page asks for that many engine threads
// (?engine-threads=): it must be cross-origin isolated (scripts/serve-web.py's headers), and
// a Master search with a node limit, which only its main search keeps, must count its helper's
// nodes too (web/engine-worker.js, engine-threads.wasm).
async function master(browser, name, viewport, threads) {
  const settings = 'mode = human-black-vs-computer\nlevel = master\n';
  const { context, lines, errors, w, h, shot, press, waitLine, playAgain, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  const address = new URL(url);
  if (threads) address.searchParams.set('engine-threads', threads);
  await page.goto(address.href, { waitUntil: 'load' });
  if (threads) await helpersSearch(page, name);
  await playAgain();
  const board = layout(w, h);
  const taken = new Set();
  const searches = [];
  // The first stone far from the centre: no position after it is in the opening book, so
  // every reply is searched in the worker.
  for (const point of ['c3', 'g9', 'j7']) {
    const target = taken.has(point) ? ['f10', 'k6', 'e11'].find((p) => !taken.has(p)) : point;
    const from = lines.length;
    await press(...board.point(target));
    const move = await waitLine(/move (\d+): black ([a-s]\d+)/, from, 10000);
    if (!move) fatal(`${name}: clicking ${target} logged no move`);
    taken.add(move.m[2]);
    const searched = await waitLine(/computer: (\w+) after depth (\d+), (\d+) nodes in (\d+) ms/, move.index + 1, 60000);
    const reply = await waitLine(/move (\d+): white ([a-s]\d+)/, move.index + 1, 5000);
    if (!searched || !reply) fatal(`${name}: Master did not reply to ${target} within 60 s`);
    taken.add(reply.m[2]);
    const [, at, depth, nodes, ms] = searched.m;
    searches.push({ at, depth: +depth, nodes: +nodes, ms: +ms });
    say(`${name}: Master replied ${at} after depth ${depth}, ${nodes} nodes in ${ms} ms ` +
      `(${Math.round(nodes / ms)}k nodes/s) in the browser's worker`);
    if (lines.some((l) => /Black wins|White wins/.test(l))) break;
  }
  const total = searches.reduce((a, s) => a + s.nodes, 0);
  const ms = searches.reduce((a, s) => a + s.ms, 0);
  check(searches.length >= 2 && total > 0 && !lines.some((l) => /no engine worker|engine worker failed/.test(l)),
    `${name}: Master searched ${total} nodes in ${ms} ms over ${searches.length} replies in the worker (${Math.round(total / ms)}k nodes/s)`,
    `${name}: Master's replies did not come from the worker (${searches.length} searches)`);
  await shot(`${name}-game.png`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// A Master search through the page's engine functions (as the game starts its own), with a
// node limit for its main search alone: with helpers, more nodes than the limit.
async function helpersSearch(page, name) {
  const isolated = await page.evaluate(() => self.crossOriginIsolated);
  check(isolated, `${name}: the page is cross-origin isolated`, `${name}: the page is not cross-origin isolated`);
  const limit = 300000;
  const started = Date.now();
  const answer = await page.evaluate(async (request) => {
    window.gomokuEngineStart(990001, request, null);
    for (;;) {
      const answer = window.gomokuEnginePoll(990001);
      if (answer && !answer.startsWith('progress')) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, `size=15 rule=Freestyle level=Master seed=1 time=- depth=- nodes=${limit} moves=7,7;8,8;8,7;6,7;7,9`);
  const ms = Date.now() - started;
  const nodes = Number(answer.match(/ nodes=(\d+)/)?.[1] ?? 0);
  check(answer.startsWith('ok best=') && nodes > limit,
    `${name}: a Master search limited to ${limit} nodes for its main thread searched ${nodes} with its helper ` +
    `(${Math.round(nodes / ms)}k nodes/s, all threads)`,
    `${name}: the helper's nodes did not count: ${answer}`);
}

// The language a session's name asks for, as the settings file writes it.
const langOf = (name) => (name.endsWith('zh-hant') ? 'zh-Hant' : name.endsWith('zh-hans') ? 'zh-Hans' : 'en');

// Renju's Soosõrv-8 against the computer (Easy, in the worker), from saved settings: the
// player begins and takes the plain choices (the next point the rule accepts, K keeps the
// colours, 2 declares two 5th moves, the computer's first offer); the computer makes its
// own, each with its reason, until the 5th move stands.
async function soosorv(browser, name, viewport) {
  const settings = `mode = human-black-vs-computer\nrule = renju\nopening = soosorv-8\nlevel = easy\nlang = ${langOf(name)}\n`;
  const { context, lines, errors, w, h, shot, press, waitLine, playAgain, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  say(`${name}: Soosõrv-8 against the computer (${langOf(name)})`);
  await page.goto(url, { waitUntil: 'load' });
  const start = lines.length;
  await playAgain();
  const board = layout(w, h);
  const candidates = ['h8', 'h9', 'h10', 'j9', 'g7', 'j7', 'g9', 'f10', 'k10', 'f6', 'k6', 'e5', 'l11', 'j11', 'g11', 'f8', 'k8', 'e8'];
  const tried = new Set();
  let from = start;
  let settled = null;
  let offersShot = false;
  for (let step = 0; step < 30 && !settled; step++) {
    const due = await waitLine(/opening, you: .*|move 5: \w+ [a-o]\d+/, from, 90000);
    if (!due) {
      await shot(`${name}-stuck.png`);
      fatal(`${name}: no step for the player and no 5th move within 90 s`);
    }
    from = due.index + 1;
    const text = due.m[0];
    if (text.startsWith('move 5')) {
      settled = text;
    } else if (text.includes('swap colours, or keep')) {
      await page.keyboard.press('k');
      await sleep(800);
    } else if (text.includes('how many 5th moves')) {
      await page.keyboard.press('2');
      await sleep(800);
    } else if (text.includes('take one of the')) {
      if (!offersShot) {
        await sleep(1000);
        await shot(`${name}-offers.png`);
        offersShot = true;
      }
      const offered = lines.slice(start).map((l) => l.match(/5th move offered on ([a-o]\d+)/)).filter(Boolean);
      await press(...board.point(offered[offered.length - 2][1]));
    } else {
      for (const p of candidates) {
        if (tried.has(p)) continue;
        tried.add(p);
        const before = lines.length;
        await press(...board.point(p));
        const r = await waitLine(/move \d+: \w+ [a-o]\d+|offered on [a-o]\d+|annot|must|outside|symmetrical|already|centre|openings/, before, 5000);
        if (r && (r.m[0].endsWith(` ${p}`) || r.m[0] === `offered on ${p}`)) break;
      }
    }
  }
  check(!!settled, `${name}: the opening was negotiated to its 5th move: "${settled}"`,
    `${name}: the opening did not reach its 5th move`);
  const reasons = lines.slice(start).map((l) => l.match(/The computer (swaps|keeps|asks|declares|offers|takes|lays|plays)[^%]*/)).filter(Boolean).map((m) => m[0].split(' color:')[0].trim());
  check(reasons.length > 0, `${name}: the computer gave its reasons, e.g. "${reasons.find((r) => /better|no reason/.test(r)) || reasons[0]}"`,
    `${name}: the computer gave no reason for its choices`);
  await sleep(1200);
  const img = await shot(`${name}.png`);
  const stones = lines.slice(start).map((l) => l.match(/move [1-5]: (black|white) ([a-o]\d+)/)).filter(Boolean);
  const seen = stones.map((m) => stoneAt(img, ...board.point(m[2]), board.cell) === m[1]);
  check(stones.length === 5 && seen.every(Boolean), `${name}: the screen shows the opening's five stones`,
    `${name}: the screen shows ${seen.filter(Boolean).length} of the opening's ${stones.length} stones`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// A set-up shared as a link (stones without an order, the side to move) opens the same
// position; E opens the board editor on it, where W and R put down and take away stones, an
// unplayable set-up is refused with its reason and Enter plays the mended one.
async function editor(browser, name, viewport) {
  const settings = `mode = human-vs-human\nrule = renju\nlang = ${langOf(name)}\n`;
  const { context, lines, errors, w, h, shot, press, waitLine, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  const link = 'size=15&rule=renju&black=h8j10&white=g7h9&tomove=black';
  say(`${name}: ${url}#${link}, then the editor (${langOf(name)})`);
  await page.goto(`${url}#${link}`, { waitUntil: 'load' });
  const loaded = await waitFor(lines, /Loaded a game of (\d+) moves/, 0, 90000);
  check(loaded?.m[1] === '4', `${name}: the set-up link opened its position ("${loaded?.m[0]}")`,
    `${name}: no "Loaded a game of 4 moves" line for the set-up link`);
  await sleep(1500);
  const board = layout(w, h);
  let img = await shot(`${name}-link.png`);
  const expect = { h8: 'black', j10: 'black', g7: 'white', h9: 'white' };
  const seen = Object.entries(expect).map(([p, s]) => stoneAt(img, ...board.point(p), board.cell) === s);
  check(seen.every(Boolean), `${name}: the screen shows the set-up's stones`,
    `${name}: the set-up's stones do not all show (${seen.join(' ')})`);
  // Shift+E: plain letters type a point's name.
  await page.keyboard.down('Shift');
  await sleep(150);
  await page.keyboard.press('E');
  await sleep(150);
  await page.keyboard.up('Shift');
  // The editor opens a frame or two later, and a software-rendered frame can take most of
  // a second: a W pressed before it opened is lost.
  await sleep(2000);
  let from = lines.length;
  await page.keyboard.press('w');
  await sleep(500);
  await press(...board.point('k3'));
  const put = await waitLine(/White stone on k3/, from, 5000);
  check(!!put, `${name}: in the editor a click puts a white stone on k3`, `${name}: no "White stone on k3" in the editor`);
  from = lines.length;
  await page.keyboard.press('Enter');
  const refused = await waitLine(/No game can start from this set-up.*|Playing from.*/, from, 5000);
  // The console's line goes on with the log's styling after the message.
  const reason = refused?.m[0].split(' color:')[0];
  check(reason?.startsWith('No game can start'), `${name}: an unplayable set-up is refused: "${reason}"`,
    `${name}: Enter on 2 black and 3 white stones gave "${refused?.m[0] || 'nothing'}"`);
  await sleep(1000);
  await shot(`${name}-refused.png`);
  await page.keyboard.press('r');
  await sleep(500);
  await press(...board.point('k3'));
  from = lines.length;
  await page.keyboard.press('Enter');
  const played = await waitLine(/Playing from the set-up \((\d+) stones\)/, from, 5000);
  check(played?.m[1] === '4', `${name}: the mended set-up is played from: "${played?.m[0]}"`,
    `${name}: Enter on the mended set-up gave "${played?.m[0] || 'nothing'}"`);
  from = lines.length;
  await press(...board.point('c3'));
  const move = await waitLine(/move (\d+): (black|white) ([a-o]\d+)/, from, 10000);
  check(move?.m[0] === 'move 5: black c3', `${name}: the game goes on from the set-up: "${move?.m[0]}"`,
    `${name}: a click on c3 gave "${move?.m[0] || 'nothing'}"`);
  await sleep(1000);
  img = await shot(`${name}.png`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// A puzzle from home (5, Enter), its defence worked out in the page's worker: a move far from
// the fight is explained as wrong, R tries again, then the puzzle is solved a hint (H) at a
// time; the five shows and the settings count it solved.
async function puzzle(browser, name, viewport) {
  const settings = `mode = human-vs-human\nlang = ${langOf(name)}\n`;
  const { context, lines, errors, w, h, shot, press, waitLine, waitHome, homeSettled, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  say(`${name}: a puzzle (${langOf(name)})`);
  await page.goto(url, { waitUntil: 'load' });
  if (!(await waitHome(90000))) fatal(`${name}: no home screen within 90 s`);
  await homeSettled();
  await page.keyboard.press('5');
  await sleep(800);
  await homeSettled();
  await shot(`${name}-home.png`);
  const start = lines.length;
  await page.keyboard.press('Enter');
  const goal = await waitLine(/puzzle: .* to play and win[^%]*/, start, 20000);
  check(!!goal, `${name}: the first puzzle's goal: "${goal?.m[0].split(' color:')[0]}"`,
    `${name}: no puzzle goal after 5 and Enter`);
  if (!goal) fatal(`${name}: no puzzle`);
  await sleep(1000);
  const board = layout(w, h);
  let img = await shot();
  const far = ['a15', 'o1', 'o15', 'a1'].find((p) => stoneAt(img, ...board.point(p), board.cell) === 'wood');
  let from = lines.length;
  await press(...board.point(far));
  const wrong = await waitLine(/puzzle: (That move does not win|Right|Solved)[^%]*/, from, 20000);
  const said = wrong?.m[0].split(' color:')[0];
  check(said?.includes('That move does not win') && said.includes(far), `${name}: a wrong move is explained: "${said}"`,
    `${name}: ${far} gave "${said || 'nothing'}"`);
  await sleep(800);
  await shot(`${name}-wrong.png`);
  from = lines.length;
  await page.keyboard.press('r');
  // Tried again: the goal is said afresh.
  if (!(await waitLine(/puzzle: .* to play and win/, from, 10000))) fatal(`${name}: R did not start the puzzle again`);
  await sleep(600);
  let solved = null;
  let last = null;
  for (let step = 0; step < 12 && !solved; step++) {
    from = lines.length;
    await page.keyboard.press('h');
    let hint = await waitLine(/puzzle: Hint: try ([a-o]\d+)/, from, 10000);
    if (!hint) {
      // A key a slow software frame lost is the rig's hiccup: pressed once more.
      say(`${name}: no hint yet after H; pressing it again`);
      await page.keyboard.press('h');
      hint = await waitLine(/puzzle: Hint: try ([a-o]\d+)/, from, 20000);
    }
    if (!hint) {
      await shot(`${name}-stuck.png`);
      fatal(`${name}: no hint after H; the last lines: ${lines.slice(-6).map((l) => l.split(' color:')[0]).join(' | ')}`);
    }
    last = hint.m[1];
    from = lines.length;
    await press(...board.point(last));
    const answer = await waitLine(/puzzle: (Right|Solved|That move)[^%]*/, from, 20000);
    if (answer?.m[1] === 'Solved') solved = answer.m[0].split(' color:')[0];
    else if (answer?.m[1] !== 'Right') fatal(`${name}: the hinted ${last} gave "${answer?.m[0] || 'nothing'}"`);
  }
  check(!!solved, `${name}: solved move by move: "${solved}"`, `${name}: not solved in 12 hinted moves`);
  await sleep(1500);
  img = await shot(`${name}.png`);
  check(['black', 'white'].includes(stoneAt(img, ...board.point(last), board.cell)),
    `${name}: the five's last stone shows on ${last}`, `${name}: no stone on the winning ${last}`);
  const fellBack = lines.some((l) => /no engine worker for the puzzle|worker failed the puzzle/.test(l));
  check(!fellBack, `${name}: the defence was worked out in the page's worker`,
    `${name}: the puzzle fell back to the page's thread`);
  const kept = await page.evaluate(() => localStorage.getItem('gomoku.settings'));
  check(/puzzles_solved = 1/.test(kept || ''), `${name}: the solved count is kept in localStorage`,
    `${name}: localStorage does not count the puzzle solved: ${kept}`);
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// The game's module fails to download: the page says so and offers a retry, which loads
// the game once the download works again. Then, with the network cut, a second visit loads
// the game from the service worker's cache.
// Keys only, no mouse (issue 39): a game between two people played to a win with the
// board's cursor (arrows, Enter, Space) and typed points ("i8" Enter); each move, and the
// win, heard in the page's live region as a screen reader would; the row read aloud
// (Shift+L); the keys' help (?); the marks told apart without colour.
async function keysOnly(browser, name, viewport) {
  const lang = langOf(name);
  const settings = `mode = human-vs-human\nlang = ${lang}\n`;
  const { context, lines, errors, w, h, shot, waitLine, waitHome, homeSettled, page } =
    await openPage(browser, name, viewport, 1, false, settings);
  say(`${name}: a game by the keys alone (${lang})`);
  // Everything the live region says, in order.
  await page.addInitScript(() => {
    window.gomokuHeard = [];
    document.addEventListener('DOMContentLoaded', () => {
      const region = document.getElementById('announce');
      new MutationObserver(() => {
        if (region.textContent) window.gomokuHeard.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  if (!(await waitHome(90000))) fatal(`${name}: no home screen within 90 s`);
  await homeSettled();
  // A software frame can take most of a second: keys are pressed as a person types.
  const type = async (...keys) => {
    for (const key of keys) {
      await page.keyboard.press(key);
      await sleep(350);
    }
  };
  let from = lines.length;
  await type('2');
  await sleep(800);
  await homeSettled();
  await type('Enter');
  if (!(await waitLine(/New game/, from, 20000))) fatal(`${name}: Enter on the friend's page started no game`);
  await sleep(1500);
  // Tab takes the keys into the panel (a ring on the button reached) and Escape brings them
  // back: the page must not have lost them to the browser.
  await type('Tab', 'Tab');
  await sleep(800);
  await shot(`${name}-tab.png`);
  await type('Escape');
  // A slow software frame: the panel lets the keys go on the frame after.
  await sleep(1000);
  // Black by the cursor, white by typed points; black's last stone by arrows from a4.
  const moves = [
    [['ArrowRight', 'Enter'], 'black h8'],
    [['a', '1', 'Enter'], 'white a1'],
    [['i', '8', 'Enter'], 'black i8'],
    [['a', '2', 'Enter'], 'white a2'],
    [['j', '8', 'Space'], 'black j8'],
    [['a', '3', 'Enter'], 'white a3'],
    [['k', '8', 'Enter'], 'black k8'],
    [['a', '4', 'Enter'], 'white a4'],
    [[...Array(11).fill('ArrowRight'), ...Array(4).fill('ArrowUp'), 'Space'], 'black l8'],
  ];
  for (const [i, [keys, want]] of moves.entries()) {
    from = lines.length;
    await type(...keys);
    const move = await waitLine(/move (\d+): (black|white) ([a-o]\d+)/, from, 10000);
    const said = move && `${move.m[2]} ${move.m[3]}`;
    if (said !== want) {
      await shot(`${name}-stuck.png`);
      fatal(`${name}: move ${i + 1} by ${keys.join(' ')} gave "${move?.m[0] || 'nothing'}", not ${want}`);
    }
  }
  ok(`${name}: nine moves placed by keys alone (cursor, typed points, Enter and Space)`);
  const won = await waitLine(/Black wins!/, 0, 10000);
  check(!!won, `${name}: the five by keys wins: "${won?.m[0]}"`, `${name}: no "Black wins!" after h8-l8`);
  await sleep(2500);
  from = lines.length;
  await page.keyboard.down('Shift');
  await sleep(150);
  await page.keyboard.press('L');
  await sleep(150);
  await page.keyboard.up('Shift');
  const row = await waitLine(/Row 8: [^%]*/, from, 5000);
  const read = row?.m[0].split(" color:")[0];
  check(read?.startsWith("Row 8: black h8, i8, j8, k8, l8"), `${name}: Shift+L reads the cursor's row: "${read}"`,
    `${name}: Shift+L read "${row?.m[0] || 'nothing'}"`);
  await sleep(1000);
  const heard = await page.evaluate(() => window.gomokuHeard);
  // In the player's language: the Chinese move line names the colour in Chinese.
  const moveWord = lang === 'en' ? /move (\d+)/ : /第 ?(\d+) ?手/;
  const heardMoves = new Set(heard.flatMap((t) => [...t.matchAll(new RegExp(moveWord, 'g'))].map((m) => Number(m[1]))));
  const missing = moves.map((_, i) => i + 1).filter((n) => !heardMoves.has(n));
  check(missing.length === 0, `${name}: the live region announced all ${moves.length} moves (${heard.length} announcements)`,
    `${name}: the live region missed moves ${missing.join(', ')}; it said: ${heard.slice(-6).join(' | ')}`);
  const winWords = lang === 'en' ? 'Black wins' : '获胜';
  check(heard.some((t) => t.includes(winWords)), `${name}: the win was announced: "${heard.find((t) => t.includes(winWords))}"`,
    `${name}: no announcement of the win among: ${heard.slice(-4).join(' | ')}`);
  // The marks without colour: luminance only, as a greyscale screenshot shows them.
  const img = await shot(`${name}-won.png`);
  const board = layout(w, h);
  const grey = (x, y) => {
    const [r, g, b] = img.at(x, y);
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  const [lx, ly] = board.point('j8');
  const ring = Math.max(...[0.44, 0.48, 0.52].map((f) => grey(lx, ly - f * board.cell)));
  const body = grey(lx + 0.2 * board.cell, ly + 0.2 * board.cell);
  check(ring > body + 90, `${name}: in grey, a winning ring stands out on a black stone (${ring.toFixed(0)} against ${body.toFixed(0)})`,
    `${name}: in grey the winning ring (${ring.toFixed(0)}) hardly differs from its black stone (${body.toFixed(0)})`);
  const [mx, my] = board.point('l8');
  let rim = 0;
  for (let dx = -0.2; dx <= 0.2; dx += 0.02) rim = Math.max(rim, grey(mx + dx * board.cell, my));
  check(rim > body + 120, `${name}: in grey, the last move's rimmed dot shows on its black stone (${rim.toFixed(0)})`,
    `${name}: in grey the last-move mark does not show on black (${rim.toFixed(0)} against ${body.toFixed(0)})`);
  try {
    execFileSync('convert', [path.join(shotsDir, `${name}-won.png`), '-colorspace', 'Gray', path.join(shotsDir, `${name}-won-grey.png`)]);
  } catch { /* ImageMagick is optional: the check above read the luminance itself. */ }
  await type('?');
  await sleep(1500);
  await shot(`${name}-keys-help.png`);
  await type('?');
  check(errors.length === 0, `${name}: no page errors`, `${name}: page errors: ${errors.join(' | ')}`);
  await context.close();
}

// The phone-first layout in both languages at phone and tablet sizes: home fits with its
// five main choices, then a game against the computer with a move each.
async function screens(browser, name) {
  for (const lang of ['en', 'zh-Hans']) {
    for (const [w, h] of [[360, 640], [390, 844], [844, 390], [1024, 768]]) {
      const tag = `${name}-${lang}-${w}x${h}`;
      const portrait = w < h;
      const settings = `mode = human-vs-computer\nlevel = easy\nlang = ${lang}\n`;
      const { context, lines, errors, shot, waitLine, waitHome, homeSettled, page, press } =
        await openPage(browser, tag, { width: w, height: h }, 1, portrait, settings);
      await page.goto(url, { waitUntil: 'load' });
      if (!(await waitHome(90000))) fatal(`${tag}: no home screen within 90 s`);
      const home = await homeSettled();
      await shot(`${tag}-home.png`);
      // A phone on its side scrolls the page: three choices at least, and none piled on another.
      check(home?.cards.length >= (h < 560 ? 3 : 5) && home.bottom <= h && home.right <= w,
        `${tag}: home shows ${home?.cards.length} of its five main choices on the screen`,
        `${tag}: home shows ${home?.cards.length} cards, its sheet to ${home?.right},${home?.bottom}`);
      let from = lines.length;
      await page.keyboard.press('1');
      await sleep(800);
      await homeSettled();
      await page.keyboard.press('Enter');
      if (!(await waitLine(/New game/, from, 20000))) fatal(`${tag}: no game after 1 and Enter`);
      await sleep(2000);
      const geometry = loggedBoard;
      if (!geometry) fatal(`${tag}: the game logged no board geometry`);
      const side = geometry.cell * 16;
      const top = geometry.cy - side / 2;
      if (portrait) {
        check(side >= 0.92 * w && top > 20 && geometry.cy + side / 2 <= h - 56,
          `${tag}: the board takes the width (${side.toFixed(0)} of ${w} px), between the strip and the bar`,
          `${tag}: portrait board ${side.toFixed(0)} px at top ${top.toFixed(0)} (window ${w}x${h})`);
      } else {
        check(geometry.cx - side / 2 >= Math.min(230, w * 0.4) - 1 && side <= h,
          `${tag}: a side layout: the board beside the panel (${side.toFixed(0)} px)`,
          `${tag}: landscape board at ${geometry.cx - side / 2} with side ${side}`);
      }
      from = lines.length;
      await press(...layout(w, h).point('h8'));
      const reply = await waitLine(/move 2: white ([a-o]\d+)/, from, 30000);
      check(!!reply, `${tag}: a tap on h8 and the computer's reply (${reply?.m[1]})`, `${tag}: no reply to h8`);
      await sleep(1500);
      await shot(`${tag}-game.png`);
      check(errors.length === 0, `${tag}: no page errors`, `${tag}: page errors: ${errors.join(' | ')}`);
      await context.close();
    }
  }
}

async function downloadFails(browser, name, viewport) {
  const { context, errors, shot, page, waitHome } = await openPage(browser, name, viewport, 1, false);
  let blocked = true;
  await page.route('**/gomoku_bg.wasm', (route) => (blocked ? route.abort() : route.continue()));
  await page.goto(url, { waitUntil: 'load' });
  const retry = page.locator('#retry');
  try {
    await retry.waitFor({ state: 'visible', timeout: 20000 });
  } catch {
    await shot(`${name}-no-retry.png`);
    fatal(`${name}: no retry button within 20 s of a failed download`);
  }
  const message = await page.locator('#loading-text').textContent();
  await shot(`${name}-error.png`);
  check(/could not start|无法启动|無法啟動/.test(message) && (await retry.textContent()).length > 0,
    `${name}: a failed download says "${message}" and offers "${await retry.textContent()}"`,
    `${name}: a failed download says "${message}"`);
  blocked = false;
  await retry.click();
  try {
    await page.waitForFunction(() => window.gomokuLoad?.state === 'running', null, { timeout: 90000 });
    ok(`${name}: "retry" loaded the game once the download worked`);
  } catch {
    await shot(`${name}-retry-failed.png`);
    bad(`${name}: the game did not start after "retry" (${await page.evaluate(() => JSON.stringify(window.gomokuLoad))})`);
  }
  await shot(`${name}-after-retry.png`);

  // The service worker has kept the game: with the network cut, a second visit still plays.
  try {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => window.gomokuLoad?.state === 'running', null, { timeout: 90000 });
    const home = await waitHome(60000);
    await shot(`${name}-offline.png`);
    check(!!home, `${name}: offline, a second visit loads the game from the service worker's cache`,
      `${name}: offline, the second visit showed no home screen`);
  } catch (e) {
    await shot(`${name}-offline-failed.png`);
    bad(`${name}: offline, the second visit did not load the game (${String(e).split('\n')[0]})`);
  } finally {
    await context.setOffline(false);
  }
  const real = errors.filter((e) => !e.includes('Using exceptions for control flow'));
  check(real.length === 0, `${name}: no page errors`, `${name}: page errors: ${real.join(' | ')}`);
  await context.close();
}

for (const [name, options] of [
  ['desktop', { viewport: { width: 1100, height: 760 } }],
  ['master', { viewport: { width: 1100, height: 760 } }],
  ['master-threads', { viewport: { width: 1100, height: 760 } }],
  ['download-fails', { viewport: { width: 1100, height: 760 } }],
  ['phone', { viewport: { width: 390, height: 844 }, scale: 2, touch: true }],
  ['renju', { viewport: { width: 1100, height: 760 } }],
  ['shared-swap2', { viewport: { width: 1100, height: 760 } }],
  ['soosorv', { viewport: { width: 1100, height: 760 } }],
  ['soosorv-zh-hant', { viewport: { width: 1100, height: 760 } }],
  ['editor', { viewport: { width: 1100, height: 760 } }],
  ['editor-zh-hant', { viewport: { width: 1100, height: 760 } }],
  ['puzzle', { viewport: { width: 1100, height: 760 } }],
  ['puzzle-zh-hans', { viewport: { width: 1100, height: 760 } }],
  ['keys', { viewport: { width: 1100, height: 760 } }],
  ['keys-zh-hans', { viewport: { width: 1100, height: 760 } }],
  ['screens', {}],
]) {
  // E2E_ONLY=puzzle runs the sessions whose names start so (while working on one).
  if (process.env.E2E_ONLY && !name.startsWith(process.env.E2E_ONLY)) continue;
  try {
    await session(name, options);
  } catch (e) {
    if (!(e instanceof Fatal)) throw e;
    bad(e.message);
  }
}
say(`screenshots in ${shotsDir}: ${fs.readdirSync(shotsDir).filter((f) => f.endsWith('.png')).join(' ')}`);
console.log(`e2e-web: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
