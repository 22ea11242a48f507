// The web engine's search speed in headless Chromium, against native code's: the request
// lines examples/search_speed_bench.rs writes (Master's searches of game positions, a node
// budget each), each posted to the page's own engine worker (web/engine-worker.js, in a
// dedicated Worker, as the game runs it) with the engine module. Prints the nodes a second
// of each run over all the requests, their median, and with the native median (the
// example's last line) the web's share of it.
//
//   cargo run --profile bench-engine --no-default-features --example search_speed_bench -- 5 requests.txt
//   node tests/web/search-speed.mjs dist/web/engine.wasm requests.txt [--runs=N] [--native-knps=N]
//
// A first pass of one request, not counted, builds the module's tables of patterns, as the
// native example builds them before its runs. The worker keeps one instance of the module
// throughout, as the page's does. Run both on a quiet machine, pinned alike (taskset -c 1):
// the figures move by several percent from one run to the next.
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const options = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith("--"))
  .map((a) => a.slice(2).split("=")));
const [wasmPath, requestsPath] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!wasmPath || !requestsPath) {
  throw new Error("usage: node search-speed.mjs <engine.wasm> <requests.txt> [--runs=N] [--native-knps=N]");
}
const runs = Number(options.runs ?? 5);
const nativeKnps = options["native-knps"] ? Number(options["native-knps"]) : null;
const root = fileURLToPath(new URL("../../", import.meta.url));
const requests = readFileSync(requestsPath, "utf8").split("\n").filter((l) => l.trim());
const wasm = readFileSync(wasmPath).toString("base64");
const workerScript = readFileSync(`${root}web/engine-worker.js`, "utf8");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});
try {
  const page = await browser.newPage();
  page.on("console", (m) => console.log(m.text()));
  // In the page: the worker, and each run's nodes and milliseconds as the worker counts
  // them (from its engine_start to its reply).
  const speeds = await page.evaluate(async ({ wasm, workerScript, requests, runs }) => {
    const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
    const module = await WebAssembly.compile(bytes);
    const worker = new Worker(URL.createObjectURL(new Blob([workerScript], { type: "text/javascript" })));
    let nextId = 1;
    const search = (request) => new Promise((resolve, reject) => {
      const id = nextId++;
      worker.onmessage = ({ data }) => {
        if (data.id !== id || data.progress) return;
        if (data.error !== undefined) reject(new Error(`${request}: ${data.error}`));
        else resolve({ nodes: Number(/nodes=(\d+)/.exec(data.reply)[1]), ms: data.ms });
      };
      worker.postMessage({ id, module, request, timeMs: null });
    });
    await search(requests[0]);
    const speeds = [];
    for (let run = 1; run <= runs; run++) {
      let nodes = 0, ms = 0;
      for (const request of requests) {
        const result = await search(request);
        nodes += result.nodes;
        ms += result.ms;
      }
      console.log(`run ${run}: ${nodes} nodes in ${ms} ms, ${Math.round(nodes / ms)}k nodes/s`);
      speeds.push(nodes / ms);
    }
    return speeds;
  }, { wasm, workerScript, requests, runs });
  speeds.sort((a, b) => a - b);
  const median = speeds[speeds.length >> 1];
  const share = nativeKnps ? `, ${Math.round((100 * median) / nativeKnps)}% of native's ${nativeKnps}k` : "";
  console.log(`web (Chromium ${browser.version()}): median ${Math.round(median)}k nodes/s ` +
    `over ${runs} runs of ${requests.length} searches${share}`);
} finally {
  await browser.close();
}
