// Starts the computer's Web Worker: loads the endgame table's store (endgame-store.js) and
// Trunk's no-modules bindings, then the wasm.
//
// The page starts this script as `worker-start.js?v=<build>` (the version scripts/precache.mjs
// writes into index.html); the files below get the same query, so they come from the page's own
// build (the service worker answers them from its cache whatever the query).
//
// A start-up that fails (a file missing after a half-finished deploy, a browser without
// WebAssembly) is told to the page in its protocol, `kawu/1 error - <why>` (no request id),
// instead of leaving it waiting for an answer that never comes.
(() => {
  const version = self.location.search;

  /** A short, one-line reason for the page's message. */
  const reason = (error) => {
    const text = String((error && error.message) || error || "unknown error").replace(/\s+/g, " ").trim();
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  };

  /** Tells the page that this worker cannot start, and why. */
  const fail = (error) => postMessage(`kawu/1 error - the worker could not start: ${reason(error)}`);

  try {
    importScripts(`./endgame-store.js${version}`, `./worker.js${version}`);
    wasm_bindgen({ module_or_path: `./worker_bg.wasm${version}` }).catch(fail);
  } catch (error) {
    fail(error);
  }
})();
