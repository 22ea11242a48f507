// Runs the page's engine worker (web/engine-worker.js) under node, on the engine module
// built for wasm32 as scripts/build-web.sh builds engine.wasm, and checks that its jobs
// answer: a search (as before), a puzzle's hint and move, and a review with its progress.
// With a file of puzzle requests (examples/puzzle_job_bench.rs writes one), it times
// each request as the native bench does.
//
// It runs the engine's bench in the module too and prints its nodes a second. Given the
// native bench's signature (`pbrain-gomoku bench`), it holds the module's to it: the same
// search node for node, so the web's SIMD pass of the network gives the native results.
//
//   node tests/web/worker-jobs.mjs <engine.wasm> [requests.txt] [--bench-signature=HEX]
//
// The worker's script runs in a context of its own with what a Web Worker gives it:
// postMessage, performance, TextEncoder/TextDecoder and WebAssembly.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import assert from "node:assert/strict";

const options = process.argv.slice(2).filter((a) => a.startsWith("--"));
const [wasmPath, requestsPath] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const usage = "usage: node worker-jobs.mjs <engine.wasm> [requests.txt] [--bench-signature=HEX]";
if (!wasmPath) throw new Error(usage);
const nativeSignature = options.map((o) => o.match(/^--bench-signature=([0-9a-f]{16})$/)?.[1])
  .find(Boolean);
if (options.length > (nativeSignature ? 1 : 0)) throw new Error(`${options.join(" ")}? ${usage}`);
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

// The bench: the native bench's positions, depth, nodes and signature.
const benchStarted = performance.now();
const bench = await run("bench");
const benchMs = performance.now() - benchStarted;
const [, benchNodes, signature] =
  bench.answer.reply?.match(/^bench nodes=(\d+) signature=([0-9a-f]{16})$/) ?? [];
assert.ok(signature, JSON.stringify(bench.answer));
if (nativeSignature) assert.equal(signature, nativeSignature, "the module's bench is the native bench");
console.log(`worker bench: ${benchNodes} nodes in ${Math.round(benchMs)} ms ` +
  `(${Math.round(benchNodes / benchMs)}k nodes/s), signature ${signature}` +
  (nativeSignature ? ", the native bench's" : ""));

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
