// Starts the computer's Web Worker: loads Trunk's no-modules bindings, then the wasm.
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
