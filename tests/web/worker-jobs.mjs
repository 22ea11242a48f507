// Runs the page's engine worker (web/engine-worker.js) under node, on the engine module
// built for wasm32 as scripts/build-web.sh builds engine.wasm, and checks that its jobs
// answer: a search (as before), a puzzle's hint and move, and a review with its progress.
// With a file of puzzle requests (examples/puzzle_job_bench.rs writes one), it times
// each request as the native bench does.
//
//   node tests/web/worker-jobs.mjs <engine.wasm> [requests.txt]
//
// The worker's script runs in a context of its own with what a Web Worker gives it:
// postMessage, performance, TextEncoder/TextDecoder and WebAssembly.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import assert from "node:assert/strict";

const [wasmPath, requestsPath] = process.argv.slice(2);
if (!wasmPath) throw new Error("usage: node worker-jobs.mjs <engine.wasm> [requests.txt]");
const root = fileURLToPath(new URL("../../", import.meta.url));
const module = await WebAssembly.compile(readFileSync(wasmPath));

// The worker, and a way to post it a request and collect every message to its answer.
let messages = [];
const worker = vm.createContext({
  onmessage: null,
  postMessage: (data) => messages.push(data),
  performance, TextEncoder, TextDecoder, WebAssembly,
});
vm.runInContext(readFileSync(`${root}web/engine-worker.js`, "utf8"), worker);
let nextId = 1;
async function run(request, timeMs) {
  messages = [];
  const id = nextId++;
  await worker.onmessage({ data: { id, module, request, timeMs } });
  assert.ok(messages.every((m) => m.id === id));
  const last = messages.at(-1);
  return { answer: last, progress: messages.slice(0, -1).map((m) => m.progress) };
}

// A search, as the game asks for one.
const search = await run("size=15 rule=Renju level=Master seed=1 time=- nodes=3000 depth=- moves=7,7;8,8");
assert.match(search.answer.reply, /^best=\d+,\d+ score=/, JSON.stringify(search.answer));
assert.deepEqual(search.progress, []);

// The first puzzle of the starter set: a hint, then the hinted move.
const line = readFileSync(`${root}assets/puzzles/starter.txt`, "utf8").split("\n")
  .map((l) => l.split("#")[0].trim()).filter((l) => l && !l.startsWith("gomoku-puzzles"))[0];
const hint = await run(`puzzle hint moves=- ${line}`);
const point = hint.answer.reply?.match(/^hint ([a-z]\d+)$/)?.[1];
assert.ok(point, JSON.stringify(hint.answer));
const played = await run(`puzzle play=${point} moves=- ${line}`);
assert.match(played.answer.reply, /^(right reply=[a-z]\d+|solved)$/, JSON.stringify(played.answer));
const bad = await run(`puzzle play=${point} moves=${point} ${line}`);
assert.match(bad.answer.error, /an even number/, JSON.stringify(bad.answer));

// A review of the puzzle's position, its progress reported on the way.
const [rule, size, , , position] = line.split(/\s+/);
const started = performance.now();
const review = await run(`review ${size} ${rule} ${position} nodes=20000`);
const ms = performance.now() - started;
const grades = review.answer.reply?.split("\n") ?? [];
assert.ok(grades.length > 0 && grades.every((g) => g.startsWith("Coach: move=")), JSON.stringify(review.answer));
assert.ok(review.progress.length >= 1, "the review reported its progress");
for (const [done, total] of review.progress) assert.ok(done <= total && total === grades.length + 1);
console.log(`worker jobs answer: search, puzzle hint ${point} -> ${played.answer.reply}, ` +
  `review of ${grades.length} moves in ${Math.round(ms)} ms with ${review.progress.length} progress messages`);

// The puzzle requests timed, as examples/puzzle_job_bench.rs times them natively.
if (requestsPath) {
  const kinds = { right: [], wrong: [], hint: [] };
  const lines = readFileSync(requestsPath, "utf8").split("\n").filter(Boolean);
  lines.forEach((request, i) => {
    const kind = ["right", "wrong", "hint"][i % 3];
    kinds[kind].push(request);
  });
  console.log(`${lines.length / 3} puzzles, ms per request (wasm, node ${process.version}):`);
  for (const [kind, requests] of Object.entries(kinds)) {
    const times = [];
    for (const request of requests) {
      const at = performance.now();
      const { answer } = await run(request);
      times.push(performance.now() - at);
      assert.ok(answer.reply !== undefined, `${request}: ${answer.error}`);
    }
    times.sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    const fmt = (n, w) => n.toFixed(2).padStart(w);
    console.log(`  ${kind.padEnd(5)}  median ${fmt(times[times.length >> 1], 8)}  worst ${fmt(times.at(-1), 8)}  total ${fmt(total, 9)}`);
  }
}
