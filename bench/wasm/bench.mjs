// Runs `kawu bench`'s searches in the WebAssembly build (src/exports.rs) under Node and prints
// them in the native tool's format: one line per position, then nodes, time and nodes/s, then
// the CPU time of Node's main thread (/proc/thread-self/schedstat, Linux), which a busy shared
// machine does not inflate and which leaves out Node's compiler and GC threads.
// Usage: node bench.mjs <kawu_wasm_bench.wasm> <positions file> [depth, default 16]
import { readFileSync } from 'node:fs';

const [wasmPath, positionsPath, depthText = '16'] = process.argv.slice(2);
if (!wasmPath || !positionsPath) {
  console.error('usage: node bench.mjs <kawu_wasm_bench.wasm> <positions file> [depth]');
  process.exit(2);
}
const depth = Number.parseInt(depthText, 10);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
  env: { now_ms: () => performance.now() },
});
const wasm = instance.exports;
// CPU time of this thread in milliseconds, NaN where it cannot be read.
function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

const positions = readFileSync(positionsPath, 'utf8')
  .split('\n')
  .map((line) => line.split('#')[0].trim())
  .filter((line) => line !== '');

let started = performance.now();
wasm.prepare_endgame();
console.log(`endgame table built in ${(performance.now() - started).toFixed(0)} ms`);

// Searches one position string in wasm; the nodes, or -1 (not a position) or -2 (game over).
function search(position, plies) {
  const bytes = new TextEncoder().encode(position);
  const ptr = wasm.alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  return wasm.search(ptr, bytes.length, plies);
}

// Untimed warm-up, so that V8 has tiered the hot functions up from its baseline compiler.
started = performance.now();
positions.forEach((position) => search(position, Math.min(depth, 12)));
console.log(`warm-up searches took ${(performance.now() - started).toFixed(0)} ms`);

let [totalNodes, totalMs, totalCpuMs] = [0, 0, 0];
for (const position of positions) {
  const cpu = threadCpuMs();
  started = performance.now();
  const nodes = search(position, depth);
  const ms = performance.now() - started;
  const cpuUsed = threadCpuMs() - cpu;
  if (nodes < 0) {
    console.error(`${position}: ${nodes === -1 ? 'not a position string' : 'the game is over'}`);
    process.exit(1);
  }
  totalNodes += nodes;
  totalMs += ms;
  totalCpuMs += cpuUsed;
  const pit = String.fromCharCode(wasm.last_pit());
  console.log(
    `${position.padEnd(34)} depth ${String(wasm.last_depth()).padStart(2)} best ${pit} ` +
      `score ${String(wasm.last_score()).padStart(3)} nodes ${String(nodes).padStart(10)} ` +
      `time ${ms.toFixed(1).padStart(7)} ms`,
  );
}
const nps = (totalNodes / (totalMs / 1000)).toFixed(0);
console.log(`total nodes ${totalNodes} time ${totalMs.toFixed(0)} ms nodes/s ${nps}`);
console.log(`cpu time ${totalCpuMs.toFixed(0)} ms nodes/cpu-s ${(totalNodes / (totalCpuMs / 1000)).toFixed(0)}`);
