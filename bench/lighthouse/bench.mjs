// The Lighthouse bench's runner (called by run.sh): measures a release build and prints, for each
// run, the four category scores, FCP/LCP/TBT/CLS and the failing audits of each category.
//
//   node bench/lighthouse/bench.mjs [--plain | --both] [--mobile | --desktop] [--runs=N] DIR
//
// --plain serves without compression, --both with gzip then without; --mobile or --desktop runs
// only that one (both by default); --runs=N runs each N times and adds the medians. The JSON
// reports go to target/lighthouse/.

import { FORM_FACTORS, format, measure, medianLine } from './lighthouse.mjs';

const USAGE = 'usage: node bench/lighthouse/bench.mjs [--plain | --both] [--mobile | --desktop] [--runs=N] DIR';
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 1;
const flags = new Set(args.filter((a) => a.startsWith('--') && a !== runsArg));
const dirs = args.filter((a) => !a.startsWith('--'));
const known = new Set(['--plain', '--both', '--mobile', '--desktop']);
const unknown = [...flags].filter((f) => !known.has(f));
const wrong = dirs.length !== 1 || unknown.length > 0 || (flags.has('--plain') && flags.has('--both'));
if (wrong || !Number.isInteger(runs) || runs < 1) {
  console.error(USAGE);
  process.exit(2);
}
const encodings = flags.has('--both') ? [true, false] : [!flags.has('--plain')];
const chosen = FORM_FACTORS.filter((f) => flags.has(`--${f}`));
const formFactors = chosen.length ? chosen : FORM_FACTORS;

for (const gzip of encodings) {
  const results = await measure(dirs[0], { gzip, formFactors, runs });
  for (const result of results) {
    console.log(format(result, result.label));
    console.log(`  (report: ${result.report}, ${result.seconds.toFixed(0)} s)`);
  }
  if (runs > 1) {
    for (const formFactor of formFactors) {
      const same = results.filter((r) => r.formFactor === formFactor);
      console.log(medianLine(same, same[0].label));
    }
  }
}
