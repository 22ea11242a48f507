// How long a first visit takes to show the menu, on a throttled network: headless Chromium
// with an empty cache, the network emulated as a typical 4G link (9 Mbit/s down, 150 ms
// latency, by default), the page served by scripts/serve-web.py (brotli or gzip when the
// browser asks). A figure to print, not a test: it never fails on time.
//
//   node tests/web/time-to-menu.mjs <page url> [runs] [down Mbit/s] [latency ms]
//
// Prints, per run and as a median: the bytes that came over the network, when the game's
// module had arrived, when the page hid its loading screen (the game's first frames), and
// when the menu's sheet showed in a screenshot (its light paper at the middle of the page).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const [pageUrl, runsText = '3', downText = '9', latencyText = '150'] = process.argv.slice(2);
if (!pageUrl) {
  console.error('usage: node time-to-menu.mjs <page url> [runs] [down Mbit/s] [latency ms]');
  process.exit(2);
}
const runs = Number(runsText);
const down = Number(downText) * 1e6 / 8;
const latency = Number(latencyText);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const say = (msg) => console.log(`time-to-menu: ${msg}`);

// The home screen's sheet: SHEET_FILL in src/game/ui/theme.rs.
const SHEET = [240, 226, 198];
const viewport = { width: 1000, height: 700 };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--ignore-gpu-blocklist'],
});
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency, downloadThroughput: down, uploadThroughput: down / 4,
    });
    let bytes = 0;
    let moduleAt = null;
    cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('gomoku_bg.wasm')) moduleAt = Date.now();
    });
    const start = Date.now();
    await page.goto(pageUrl, { waitUntil: 'commit' });
    let runningAt = null;
    let menuAt = null;
    while (!menuAt && Date.now() - start < 180000) {
      if (!runningAt && await page.evaluate(() => window.gomokuLoad?.state === 'running').catch(() => false)) {
        runningAt = Date.now();
      }
      if (runningAt) {
        const shot = await page.screenshot({ clip: { x: viewport.width / 2 - 2, y: viewport.height / 2 - 2, width: 4, height: 4 } });
        if (sheetShows(shot)) menuAt = Date.now();
      }
      await sleep(100);
    }
    const row = {
      kib: Math.round(bytes / 1024),
      module: typeof moduleAt === 'number' ? moduleAt - start : null,
      running: runningAt && runningAt - start,
      menu: menuAt && menuAt - start,
    };
    results.push(row);
    say(`run ${run}: ${row.kib} KiB over the network; module in ${secs(row.module)}, first frames ${secs(row.running)}, menu ${secs(row.menu)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (key) => {
  const values = results.map((r) => r[key]).filter((v) => v != null).sort((a, b) => a - b);
  return values.length ? values[values.length >> 1] : null;
};
say(`median of ${runs} at ${downText} Mbit/s and ${latency} ms: module ${secs(median('module'))}, first frames ${secs(median('running'))}, menu ${secs(median('menu'))}`);

function secs(ms) {
  return ms == null ? 'never' : `${(ms / 1000).toFixed(1)} s`;
}

// Whether a small PNG from the page's middle is the sheet's paper: its first pixel, read by
// hand to need nothing beyond Node (for the first pixel of the first row every PNG filter
// leaves the bytes as they are).
function sheetShows(png) {
  const chunks = [];
  let channels = 4;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') channels = data[9] === 6 ? 4 : 3;
    if (type === 'IDAT') chunks.push(data);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(chunks));
  return [raw[1], raw[2], raw[3]].every((v, i) => Math.abs(v - SHEET[i]) <= 12) && channels >= 3;
}
