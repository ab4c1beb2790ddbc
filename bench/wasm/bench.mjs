// Runs `kawu bench`'s searches in the WebAssembly build (src/exports.rs) under Node and prints
// them in the native tool's format (searches.mjs): one line per position, then nodes, time and
// nodes/s, then the CPU time of Node's main thread (/proc/thread-self/schedstat, Linux), which
// a busy shared machine does not inflate and which leaves out Node's compiler and GC threads.
// Usage: node bench.mjs <kawu_wasm_bench.wasm> <positions file> [depth, default 16]
import { readFileSync } from 'node:fs';
import { runSearches } from './searches.mjs';

const [wasmPath, positionsPath, depthText = '16'] = process.argv.slice(2);
if (!wasmPath || !positionsPath) {
  console.error('usage: node bench.mjs <kawu_wasm_bench.wasm> <positions file> [depth]');
  process.exit(2);
}

// CPU time of this thread in milliseconds, NaN where it cannot be read.
function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

try {
  await runSearches({
    bytes: readFileSync(wasmPath),
    positionsText: readFileSync(positionsPath, 'utf8'),
    depth: Number.parseInt(depthText, 10),
    now: () => performance.now(),
    cpuMs: threadCpuMs,
    print: (line) => console.log(line),
  });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
