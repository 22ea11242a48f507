// The engine's Web Worker: runs one search at a time at full speed, off the page's thread.
// The page (index.html, gomokuEngine*) posts { id, module, request, timeMs }: the compiled
// engine module (engine.wasm, built from src/worker.rs), a request line
// (src/engine/request/) and the time the search may take. The worker answers
// { id, reply } with the result line, or { id, error }. The page cancels a search by
// terminating the worker, so a cancelled search never answers.
"use strict";

// Nodes per slice between clock reads: about 5 ms of search.
const SLICE_NODES = 4096;
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

onmessage = async ({ data: { id, module, request, timeMs } }) => {
  try {
    engine ??= (await WebAssembly.instantiate(module, {})).exports;
    writeRequest(request);
    const started = performance.now();
    let progress = engine.engine_start();
    while (progress === THINKING) {
      progress = timeMs != null && performance.now() - started >= timeMs
        ? engine.engine_stop()
        : engine.engine_step(SLICE_NODES);
    }
    const ms = Math.round(performance.now() - started);
    if (progress === DONE) postMessage({ id, reply: readReply(), ms });
    else postMessage({ id, error: readReply() });
  } catch (error) {
    // A trap (an engine panic) leaves the module unusable: the next search starts afresh.
    engine = null;
    postMessage({ id, error: String(error) });
  }
};
