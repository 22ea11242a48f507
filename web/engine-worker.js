// The engine's Web Worker: runs one job at a time at full speed, off the page's thread.
// The page (index.html, gomokuEngine*) posts { id, module, request, timeMs, threads }: the
// compiled engine module (engine.wasm, built from src/worker/), a request line, the time a
// search may take, and the threads the engine may use. The request's first word picks the
// job (src/worker/mod.rs): a search (src/engine/request/), `puzzle ...` (answered at once)
// or `review ...` (stepped, with progress). The worker answers { id, reply } with the
// reply's text, or { id, error }; a job that counts its work (a review) also posts
// { id, progress: [done, total] } about every PROGRESS_MS while it runs. The page cancels
// a job by terminating the worker, so a cancelled job never answers (and its helpers,
// workers of this one, end with it).
//
// The module built for threads (engine-threads.wasm, which the page picks where it can
// share memory between workers) imports its memory: this worker makes it shared, and
// starts `threads - 1` helper workers (engine-helper.js) on it. Master's searches then
// lend this worker helper searches (Lazy SMP), which it hands to them to run.
"use strict";

// Nodes per slice between clock reads: about 5 ms of search.
const SLICE_NODES = 4096;
const PROGRESS_MS = 250;
const THINKING = 0, DONE = 1;
// The threads' module's memory, in 64 KiB pages: its first size and its most, as
// scripts/build-web.sh links it (--initial-memory, --max-memory).
const INITIAL_PAGES = 512, MAXIMUM_PAGES = 16384;
// Each helper thread's stack (its thread-local storage lies above it), and how long a
// helper may take to start before the worker does without it.
const HELPER_STACK_BYTES = 1 << 20;
const HELPER_START_MS = 5000;

let engine = null;
let memory = null;
// The helper workers, on this instance's memory.
let helpers = [];

function writeRequest(text) {
  const bytes = new TextEncoder().encode(text);
  const at = engine.engine_request_buffer(bytes.length);
  new Uint8Array(memory.buffer, at, bytes.length).set(bytes);
}

function readReply() {
  const bytes = new Uint8Array(memory.buffer, engine.engine_reply_ptr(), engine.engine_reply_len());
  return new TextDecoder().decode(bytes.slice());
}

// Posts the job's progress when it counts any, at most every PROGRESS_MS.
let lastProgress = 0;
function reportProgress(id, now, force) {
  const total = engine.engine_progress_total();
  if (total === 0 || (!force && now - lastProgress < PROGRESS_MS)) return;
  lastProgress = now;
  postMessage({ id, progress: [engine.engine_progress_done(), total] });
}

// Instantiates the module as `engine`, on shared memory with `threads - 1` helpers if it
// imports its memory (the threads' module).
async function instantiate(module, threads) {
  const sharesMemory = WebAssembly.Module.imports(module).some((i) => i.kind === "memory");
  if (!sharesMemory) {
    engine = (await WebAssembly.instantiate(module, {})).exports;
    memory = engine.memory;
    return;
  }
  memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MAXIMUM_PAGES, shared: true });
  engine = (await WebAssembly.instantiate(module, { env: { memory } })).exports;
  await startHelpers(module, Math.max(0, (threads ?? 1) - 1));
}

// Starts `count` helper workers on the shared memory, each with a stack and thread-local
// storage from this instance's allocator, and once each has said whether it is ready (it
// has instantiated the module), tells the engine how many are: a search is lent only
// helpers that will run at once. A helper that cannot start is done without: the search
// only has fewer threads.
async function startHelpers(module, count) {
  if (typeof Worker === "undefined" || engine.__tls_size === undefined) count = 0;
  const tlsBytes = count > 0 ? engine.__tls_size.value + engine.__tls_align.value : 0;
  const starting = [];
  for (let i = 0; i < count; i++) {
    const base = engine.engine_thread_memory(HELPER_STACK_BYTES + tlsBytes);
    if (base === 0) break;
    const stackTop = base + HELPER_STACK_BYTES;
    const tls = Math.ceil(stackTop / engine.__tls_align.value) * engine.__tls_align.value;
    try {
      const helper = new Worker("engine-helper.js");
      starting.push(new Promise((resolve) => {
        helper.onmessage = ({ data }) => resolve(data.ready ? helper : null);
        helper.onerror = () => resolve(null);
        setTimeout(() => resolve(null), HELPER_START_MS);
      }).then((ready) => {
        if (!ready) helper.terminate();
        return ready;
      }));
      helper.postMessage({ module, memory, stackTop, tls });
    } catch {
      break;
    }
  }
  helpers = (await Promise.all(starting)).filter(Boolean);
  engine.engine_set_helper_threads(helpers.length);
}

// Hands the search just started its helpers' searches to run.
function runHelpers() {
  for (const helper of helpers) {
    const lent = engine.engine_take_helper();
    if (lent === 0) return;
    helper.postMessage({ run: lent });
  }
}

onmessage = async ({ data: { id, module, request, timeMs, threads } }) => {
  try {
    if (engine === null) await instantiate(module, threads);
    writeRequest(request);
    const started = performance.now();
    let progress = engine.engine_start();
    runHelpers();
    if (progress === THINKING) reportProgress(id, started, true);
    while (progress === THINKING) {
      const now = performance.now();
      progress = timeMs != null && now - started >= timeMs
        ? engine.engine_stop()
        : engine.engine_step(SLICE_NODES);
      reportProgress(id, now, false);
    }
    const ms = Math.round(performance.now() - started);
    if (progress === DONE) postMessage({ id, reply: readReply(), ms });
    else postMessage({ id, error: readReply() });
  } catch (error) {
    // A trap (an engine panic) leaves the module unusable: the next job starts afresh,
    // with helpers of its own.
    engine = null;
    for (const helper of helpers) helper.terminate();
    helpers = [];
    postMessage({ id, error: String(error) });
  }
};
