// The engine's Web Worker: runs one job at a time at full speed, off the page's thread.
// The page (index.html, gomokuEngine*) posts { id, module, request, timeMs }: the compiled
// engine module (engine.wasm, built from src/worker/), a request line and the time a
// search may take. The request's first word picks the job (src/worker/mod.rs): a search
// (src/engine/request/), `puzzle ...` (answered at once) or `review ...` (stepped, with
// progress). The worker answers { id, reply } with the reply's text, or { id, error }; a
// job that counts its work (a review) also posts { id, progress: [done, total] } about
// every PROGRESS_MS while it runs. The page cancels a job by terminating the worker, so a
// cancelled job never answers.
"use strict";

// Nodes per slice between clock reads: about 5 ms of search.
const SLICE_NODES = 4096;
const PROGRESS_MS = 250;
const THINKING = 0, DONE = 1;

let engine = null;

function writeRequest(text) {
  const bytes = new TextEncoder().encode(text);
  const at = engine.engine_request_buffer(bytes.length);
  new Uint8Array(engine.memory.buffer, at, bytes.length).set(bytes);
}

function readReply() {
  const bytes = new Uint8Array(engine.memory.buffer, engine.engine_reply_ptr(), engine.engine_reply_len());
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

onmessage = async ({ data: { id, module, request, timeMs } }) => {
  try {
    engine ??= (await WebAssembly.instantiate(module, {})).exports;
    writeRequest(request);
    const started = performance.now();
    let progress = engine.engine_start();
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
    // A trap (an engine panic) leaves the module unusable: the next job starts afresh.
    engine = null;
    postMessage({ id, error: String(error) });
  }
};
