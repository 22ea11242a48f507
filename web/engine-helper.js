// A helper thread of the engine's worker (engine-worker.js), for the module built for
// threads (engine-threads.wasm): Lazy SMP's helper searches run here, beside the worker's
// own search, on the same shared memory and so the same transposition table.
//
// The worker posts { module, memory, stackTop, tls } once: this worker instantiates the
// module on that memory and, before any of its code runs, gives the instance its own
// stack and thread-local storage (memory the worker allocated for it), then answers
// { ready } (false if it could not). Then each
// { run: helper } is a helper search the worker's search lent (engine_take_helper), run
// here to its end: until that search ends.
"use strict";

let ready = null;

onmessage = ({ data }) => {
  if (data.module) {
    const { module, memory, stackTop, tls } = data;
    ready = WebAssembly.instantiate(module, { env: { memory } }).then(({ exports }) => {
      exports.__stack_pointer.value = stackTop;
      exports.__wasm_init_tls(tls);
      return exports;
    });
    ready.then(() => postMessage({ ready: true }), () => postMessage({ ready: false }));
    return;
  }
  // A helper that cannot run leaves its search with a thread fewer, no more.
  ready?.then((engine) => engine.engine_run_helper(data.run)).catch(() => {});
};
