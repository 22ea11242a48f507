// Runs the page's engine worker (web/engine-worker.js) on the module built for threads
// (engine-threads.wasm, scripts/build-web.sh) with helper workers (web/engine-helper.js),
// each a thread of node's standing in for a Web Worker, and checks that Master's searches
// get helpers (Lazy SMP over the shared memory) and the other levels none:
// - a Master search with a node limit, which only its main search keeps, counts the
//   helpers' nodes too: more than the limit, and its move is a legal one;
// - a second one runs on the same helpers;
// - a Hard search stays within its limit: it searches alone;
// - the bench, single-threaded, is still the native bench node for node.
// It prints each search's nodes a second, all threads together.
//
//   node tests/web/worker-threads.mjs <engine-threads.wasm> [--threads=N] [--bench-signature=HEX]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker as NodeWorker } from "node:worker_threads";
import vm from "node:vm";
import assert from "node:assert/strict";

const options = Object.fromEntries(process.argv.slice(2).filter((a) => a.startsWith("--"))
  .map((a) => a.slice(2).split("=")));
const [wasmPath] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!wasmPath) throw new Error("usage: node worker-threads.mjs <engine-threads.wasm> [--threads=N] [--bench-signature=HEX]");
const threads = Number(options.threads ?? 3);
const root = fileURLToPath(new URL("../../", import.meta.url));
const module = await WebAssembly.compile(readFileSync(wasmPath));
assert.ok(WebAssembly.Module.imports(module).some((i) => i.kind === "memory"),
  "the module for threads imports its (shared) memory");

// A Web Worker as the scripts see one: a thread running web/<script> in a context of its
// own, with onmessage and postMessage.
const globals = "performance, TextEncoder, TextDecoder, WebAssembly";
const bootstrap = `
const { parentPort, workerData } = require("node:worker_threads");
const vm = require("node:vm");
const context = vm.createContext({ onmessage: null, postMessage: (data) => parentPort.postMessage(data), ${globals} });
vm.runInContext(require("node:fs").readFileSync(workerData, "utf8"), context);
parentPort.on("message", (data) => context.onmessage({ data }));
`;
const started = [];
class BrowserWorker {
  constructor(script) {
    this.thread = new NodeWorker(bootstrap, { eval: true, workerData: `${root}web/${script}` });
    this.thread.on("message", (data) => this.onmessage?.({ data }));
    started.push(this.thread);
  }
  postMessage(data) { this.thread.postMessage(data); }
  terminate() { this.thread.terminate(); }
}

// The worker itself runs on this thread, as worker-jobs.mjs runs it.
let messages = [];
const worker = vm.createContext({
  onmessage: null,
  postMessage: (data) => messages.push(data),
  Worker: BrowserWorker,
  performance, setTimeout, TextEncoder, TextDecoder, WebAssembly,
});
vm.runInContext(readFileSync(`${root}web/engine-worker.js`, "utf8"), worker);
let nextId = 1;
async function run(request) {
  messages = [];
  const id = nextId++;
  const t = performance.now();
  await worker.onmessage({ data: { id, module, request, timeMs: null, threads } });
  const ms = performance.now() - t;
  assert.equal(messages.length, 1, JSON.stringify(messages));
  assert.ok(messages[0].reply, JSON.stringify(messages[0]));
  return { reply: messages[0].reply, ms };
}
function nodesOf(reply) {
  return Number(reply.match(/ nodes=(\d+)/)?.[1]);
}

const limit = 600000;
const position = "size=15 rule=Freestyle seed=1 time=- depth=- moves=7,7;8,8;8,7;6,7;7,9";
for (const round of [1, 2]) {
  const { reply, ms } = await run(`${position} level=Master nodes=${limit}`);
  assert.match(reply, /^best=\d+,\d+ score=/, reply);
  const nodes = nodesOf(reply);
  console.log(`Master, ${threads} threads, search ${round}: ${nodes} nodes in ${Math.round(ms)} ms ` +
    `(${Math.round(nodes / ms)}k nodes/s)`);
  if (threads > 1) assert.ok(nodes > limit, `the helpers' nodes count: ${nodes} against ${limit} alone`);
}
assert.equal(started.length, threads - 1, "one helper worker a thread but the worker's own");

const hard = await run(`${position} level=Hard nodes=${limit / 4}`);
assert.ok(nodesOf(hard.reply) <= limit / 4 + 20000, `Hard searches alone: ${hard.reply}`);

const bench = await run("bench");
const signature = bench.reply.match(/signature=([0-9a-f]{16})$/)?.[1];
assert.ok(signature, bench.reply);
if (options["bench-signature"]) {
  assert.equal(signature, options["bench-signature"], "the threads' module's bench is the native bench");
}
console.log(`worker-threads: ok (bench signature ${signature})`);
process.exit(0);
