// Lighthouse against a release build of the game, as a host would serve it: the shared code of the
// bench (bench/lighthouse/bench.mjs, run by run.sh) and of the e2e test
// (tests/e2e/lighthouse.test.mjs).
//
// A build directory is served on a free loopback port by kawu's static server
// (scripts/static-server.mjs: http-server 14.1.1), either from a temporary copy with every file's
// `FILE.gz` beside it and gzip on (`Content-Encoding: gzip`, as any static host compresses), or
// as it is, without compression; with an hour of caching, as a static host commonly sends.
// Lighthouse 12.2.3 (node_modules/.bin/lighthouse) then loads it in Debian's Chromium, as a phone
// (its default: a Moto G Power on simulated slow 4G and a 4× slower CPU) or a desktop
// (`--preset=desktop`), and writes its JSON report; `summarize` keeps what we read from it: the
// four category scores (0–100), FCP/LCP/TBT/CLS and each category's failing audits.

import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve as serveStatic } from '../../scripts/static-server.mjs';

/** The repository's root (this file is bench/lighthouse/lighthouse.mjs). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the JSON reports are kept. */
export const REPORTS = join(ROOT, 'target', 'lighthouse');
/** The categories, in Lighthouse's order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The timings printed, by audit id: first and largest contentful paint, blocking time, layout shift. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};
/** The two devices Lighthouse emulates here. */
export const FORM_FACTORS = ['mobile', 'desktop'];

const BIN = join(ROOT, 'node_modules', '.bin');
const CHROME = process.env.KAWU_CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
// Lighthouse counts an audit below this score as failed (its report's "passed" threshold).
const PASS = 0.9;

/** Every file under `dir`, as paths relative to it. */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile());
}

/**
 * A temporary copy of the build `dist` with `FILE.gz` (gzip -9) beside every `FILE`: what
 * http-server serves compressed. `dist` itself is never written. Returns the copy's path;
 * the caller removes it (`rmSync(path, { recursive: true })`).
 */
export function gzipCopy(dist) {
  const copy = mkdtempSync(join(tmpdir(), 'kawu-lighthouse-'));
  for (const path of filesOf(dist)) {
    const from = join(dist, path);
    const to = join(copy, path);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    writeFileSync(`${to}.gz`, gzipSync(readFileSync(from), { level: 9 }));
  }
  return copy;
}

/**
 * Serves the build `dist` on a free loopback port: with `gzip` (the default) from a temporary
 * gzip copy, each `FILE.gz` sent for `FILE` to a client that accepts gzip, else `dist` as it is;
 * `Cache-Control: max-age=3600` either way. Returns `{ url, gzip, close }`; `close()` stops the
 * server and removes the copy.
 */
export async function serve(dist, { gzip = true } = {}) {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`no release build in ${dist}: run \`trunk build --release\` first (or give another directory)`);
  }
  const root = gzip ? gzipCopy(dist) : dist;
  try {
    const server = await serveStatic(root, { gzip, cache: 3600 });
    const close = async () => {
      await server.close();
      if (gzip) rmSync(root, { recursive: true, force: true });
    };
    return { url: server.url, gzip, close };
  } catch (error) {
    if (gzip) rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** Runs a command; resolves with its stderr, rejects when it exits non-zero. */
function run(command, args, env) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? ok(stderr) : fail(new Error(`${command} exited with ${code}:\n${stderr.slice(-4000)}`)),
    );
  });
}

/**
 * Runs Lighthouse on `url` as `formFactor` ('mobile' or 'desktop'), writes its JSON report to
 * `report` and returns it (Lighthouse's result object). Fails if Lighthouse could not load the
 * page (its `runtimeError`).
 */
export async function lighthouse(url, { formFactor = 'mobile', report }) {
  if (!FORM_FACTORS.includes(formFactor)) throw new Error(`unknown form factor ${formFactor}`);
  mkdirSync(dirname(report), { recursive: true });
  rmSync(report, { force: true }); // never read an older run's report
  const args = [
    url,
    '--output=json',
    `--output-path=${report}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(join(BIN, 'lighthouse'), args, { ...process.env, CHROME_PATH: CHROME });
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not test ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** Whether an audit that ran counts as failed in Lighthouse's report. */
function failed(audit) {
  if (['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) return false;
  return audit.score !== null && audit.score < PASS;
}

/**
 * What a report says, in short: `{ formFactor, scores: {category: 0–100}, metrics: {FCP: {value,
 * text}}, failing: {category: [{id, title, score, weight, text}]}, errored: [{id, category,
 * text}], warnings }`. An audit of weight 0 does not count in its category's score; an errored
 * audit is one Lighthouse could not run (e.g. a trace it cannot read from this Chromium).
 */
export function summarize(lhr) {
  const scores = {};
  const failing = {};
  const errored = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category ? Math.round(category.score * 100) : null;
    const refs = (category?.auditRefs ?? []).map((ref) => ({ ref, audit: lhr.audits[ref.id] }));
    failing[id] = refs
      .filter(({ audit }) => failed(audit))
      .map(({ ref, audit }) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        text: audit.displayValue ?? '',
      }));
    for (const { audit } of refs.filter(({ audit }) => audit.scoreDisplayMode === 'error')) {
      errored.push({ id: audit.id, category: id, text: audit.errorMessage ?? '' });
    }
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [
      name,
      { value: lhr.audits[id]?.numericValue ?? null, text: lhr.audits[id]?.displayValue ?? '?' },
    ]),
  );
  return {
    formFactor: lhr.configSettings.formFactor,
    scores,
    metrics,
    failing,
    errored,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The failing audits of a summary's category, one per line, for a message. */
export function failingLines(summary, category) {
  return summary.failing[category].map(
    (a) =>
      `  ${category}: ${a.id} — ${a.title}${a.text ? ` (${a.text})` : ''}${a.weight === 0 ? ' [weight 0: not scored]' : ''}`,
  );
}

/** A summary as text: the scores, the timings, then every failing audit and warning. */
export function format(summary, label) {
  const scores = CATEGORIES.map((c) => `${c} ${summary.scores[c] ?? '-'}`).join(', ');
  const metrics = Object.entries(summary.metrics)
    .map(([name, m]) => `${name} ${m.text}`)
    .join(', ');
  const lines = [`${label}: ${scores}`, `${label}: ${metrics}`];
  for (const category of CATEGORIES) lines.push(...failingLines(summary, category));
  // Errored audits, grouped by their message (one failing gatherer errors several audits).
  const byText = new Map();
  for (const e of summary.errored) byText.set(e.text, [...(byText.get(e.text) ?? []), e.id]);
  for (const [text, ids] of byText) lines.push(`  could not run: ${ids.join(', ')} (${text})`);
  for (const warning of summary.warnings) lines.push(`  warning: ${warning}`);
  return lines.join('\n');
}

/**
 * Serves the build `dist` (with or without gzip) and runs Lighthouse `runs` times per form factor
 * (once by default), one run after another. Each JSON report is kept as
 * target/lighthouse/<formFactor>-<gzip|plain>[-<run>].report.json. Returns the summaries, each
 * with its `label` (e.g. "mobile, gzip"), `report` path and `seconds`.
 */
export async function measure(dist, { gzip = true, formFactors = FORM_FACTORS, runs = 1, reports = REPORTS } = {}) {
  const server = await serve(resolve(dist), { gzip });
  try {
    const results = [];
    for (const formFactor of formFactors) {
      for (let run = 1; run <= runs; run++) {
        const name = `${formFactor}-${gzip ? 'gzip' : 'plain'}${runs > 1 ? `-${run}` : ''}`;
        const report = join(reports, `${name}.report.json`);
        const started = Date.now();
        const lhr = await lighthouse(server.url, { formFactor, report });
        results.push({
          ...summarize(lhr),
          label: `${formFactor}, ${gzip ? 'gzip' : 'no compression'}`,
          report: relative(ROOT, report),
          seconds: (Date.now() - started) / 1000,
        });
      }
    }
    return results;
  } finally {
    await server.close();
  }
}

/** The middle value of numbers (the mean of the two middle ones for an even count). */
function middle(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/**
 * One line with the median of each score and timing of several summaries of the same set-up:
 * on a busy machine the blocking time (hence the performance score) varies from run to run.
 */
export function medianLine(summaries, label) {
  const scores = CATEGORIES.map((c) => `${c} ${middle(summaries.map((s) => s.scores[c]))}`).join(', ');
  const ms = (name) => middle(summaries.map((s) => s.metrics[name].value));
  const timings = [
    `FCP ${(ms('FCP') / 1000).toFixed(1)} s`,
    `LCP ${(ms('LCP') / 1000).toFixed(1)} s`,
    `TBT ${Math.round(ms('TBT') / 10) * 10} ms`,
    `CLS ${ms('CLS').toFixed(3)}`,
  ].join(', ');
  return `${label}: median of ${summaries.length}: ${scores}; ${timings}`;
}
