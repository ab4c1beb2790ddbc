// The timed searches of the wasm bench, shared by Node (bench.mjs) and Chromium's worker
// (chromium.mjs): instantiates the module (src/exports.rs), builds the endgame table, searches
// every position once to depth 12 untimed so that V8 has tiered the hot functions up from its
// baseline compiler, then searches each to `depth` and reports in `kawu bench`'s format.
//
//   runSearches({ bytes, positionsText, depth, now, cpuMs, print }) -> { nodes, ms, cpuMs }
//
// `now` is the host's monotonic clock in ms, `cpuMs` the CPU time of this thread in ms (NaN
// where the host cannot read it), `print` takes one output line.

/// The position strings of a bench file: one per line, `#` starts a comment.
function parsePositions(text) {
  return text
    .split('\n')
    .map((line) => line.split('#')[0].trim())
    .filter((line) => line !== '');
}

export async function runSearches({ bytes, positionsText, depth, now, cpuMs, print }) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: now } });
  const wasm = instance.exports;
  const positions = parsePositions(positionsText);

  let started = now();
  wasm.prepare_endgame();
  print(`endgame table built in ${(now() - started).toFixed(0)} ms`);

  // Searches one position string in wasm; the nodes, or -1 (not a position) or -2 (game over).
  const search = (position, plies) => {
    const text = new TextEncoder().encode(position);
    const ptr = wasm.alloc(text.length);
    new Uint8Array(wasm.memory.buffer, ptr, text.length).set(text);
    return wasm.search(ptr, text.length, plies);
  };

  started = now();
  positions.forEach((position) => search(position, Math.min(depth, 12)));
  print(`warm-up searches took ${(now() - started).toFixed(0)} ms`);

  const total = { nodes: 0, ms: 0, cpuMs: 0 };
  for (const position of positions) {
    const cpu = cpuMs();
    started = now();
    const nodes = search(position, depth);
    const ms = now() - started;
    const cpuUsed = cpuMs() - cpu;
    if (nodes < 0) {
      throw new Error(`${position}: ${nodes === -1 ? 'not a position string' : 'the game is over'}`);
    }
    total.nodes += nodes;
    total.ms += ms;
    total.cpuMs += cpuUsed;
    const pit = String.fromCharCode(wasm.last_pit());
    print(
      `${position.padEnd(34)} depth ${String(wasm.last_depth()).padStart(2)} best ${pit} ` +
        `score ${String(wasm.last_score()).padStart(3)} nodes ${String(nodes).padStart(10)} ` +
        `time ${ms.toFixed(1).padStart(7)} ms`,
    );
  }
  print(`total nodes ${total.nodes} time ${total.ms.toFixed(0)} ms nodes/s ${(total.nodes / (total.ms / 1000)).toFixed(0)}`);
  if (!Number.isNaN(total.cpuMs)) {
    print(`cpu time ${total.cpuMs.toFixed(0)} ms nodes/cpu-s ${(total.nodes / (total.cpuMs / 1000)).toFixed(0)}`);
  }
  return total;
}
