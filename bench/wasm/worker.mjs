// The wasm bench inside a Web Worker, as the game's computer runs: fetches the module and the
// positions from the page's origin, runs searches.mjs, and posts each output line (`{ line }`),
// then `{ done }` or `{ error }`. Started by chromium.mjs with `{ depth }`.
import { runSearches } from './searches.mjs';

self.onmessage = async ({ data: { depth } }) => {
  try {
    const [bytes, positionsText] = await Promise.all([
      fetch('bench.wasm').then((response) => response.arrayBuffer()),
      fetch('positions.txt').then((response) => response.text()),
    ]);
    await runSearches({
      bytes,
      positionsText,
      depth,
      now: () => performance.now(),
      // A browser cannot read its thread's CPU time: the wall clock is the figure here.
      cpuMs: () => Number.NaN,
      print: (line) => self.postMessage({ line }),
    });
    self.postMessage({ done: true });
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
};
