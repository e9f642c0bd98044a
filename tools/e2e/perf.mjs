// The explorer's performance benchmark: prints figures, asserts nothing about time.
//
//  1. transfer size: every file of dist/ except benchmark_results/, gzip -9 each (as a server
//     would send it), summed;
//  2. navigation start → ranked table in the DOM: median of N fresh loads, two ways:
//     a. in a running browser, as a visitor opens the site: each load at a new address
//        (127.0.0.2, .3, …, another site to the browser), so the page gets a new renderer
//        process, and an empty HTTP cache, code cache and compiled-wasm cache;
//     b. cold: each load in a newly started browser with an empty profile, so the figure also
//        holds the browser's own start-up work (network service, first connection, …);
//     the page records performance.now() (whose origin is the navigation start) from a
//     MutationObserver installed before any of its scripts run;
//  3. bandwidth input → ranked table updated: median of M inputs, measured inside the page:
//     set the slider, dispatch an `input` event, stop at the first DOM mutation inside the
//     ranked table (and, second figure, at the next task: whatever else the update did);
// each on the committed results (the page's default view: the newest run) and on a SYNTHETIC
// 100-crate run written into a temporary copy of dist/ (see gen-synthetic.mjs).
//
// Usage: node perf.mjs [--loads 10] [--inputs 20] [--dataset mk48]

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { launchBrowser, CHROMIUM } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';
import {
  DIST, RESULTS, SUB_PATH, USES_FIXTURES, checkDist, datasetsOf, readManifest, readRun, siteCopy, writeAtomic,
} from './lib/site.mjs';
import { SELECTORS } from './lib/page.mjs';
import { SYNTHETIC_FILE, syntheticEntry, syntheticResults } from './gen-synthetic.mjs';

const TARGETS = {
  gzipBytes: 120_000, // 120 KB, decimal
  toTableMs: 100,
  inputMs: 1,
};

const { values: options } = parseArgs({
  options: {
    loads: { type: 'string', default: '10' },
    inputs: { type: 'string', default: '20' },
    dataset: { type: 'string', default: 'mk48' },
  },
});
const LOADS = positiveInteger(options.loads, '--loads');
const INPUTS = positiveInteger(options.inputs, '--inputs');
const WARM_UP_INPUTS = 3;
/** The app's User Timing marks, in load order (pages/src/browser.rs `mark`). */
const APP_PHASES = ['app-started', 'run-fetched', 'run-parsed', 'ranked-shown'];

function positiveInteger(text, flag) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${flag} expects a positive integer, got ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

// ---- 1. transfer size ----------------------------------------------------------------------

function filesUnder(dir, skip) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip && !entry.name.startsWith('.')) out.push(...filesUnder(full, skip));
    } else if (entry.isFile()) {
      out.push(full);
    }
  }
  return out;
}

function transferSize() {
  const files = filesUnder(DIST, path.join(DIST, RESULTS)).map((file) => {
    const body = fs.readFileSync(file);
    return {
      file: path.relative(DIST, file),
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

// ---- 2. navigation → table -----------------------------------------------------------------

/**
 * Installed before the page's own scripts: records when the first ranked-table row enters the
 * DOM, in milliseconds since the navigation started.
 */
const RECORD_TABLE_TIME = `
  (() => {
    const selector = ${JSON.stringify(SELECTORS.rankedRows)};
    const observer = new MutationObserver(() => {
      if (window.__serbenchTable === undefined && document.querySelector(selector)) {
        window.__serbenchTable = { at: performance.now(), rows: document.querySelectorAll(selector).length };
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;

/** Loads `url` in `driver` and reports when the ranked table appeared, and where time went. */
async function timeLoad(driver, url) {
  await driver.get(url);
  const table = await driver.wait(
    () => driver.executeScript('return window.__serbenchTable || null;'),
    30_000,
    `the ranked table never appeared at ${url}`,
  );
  // Where the time went: when each resource had arrived (ms since navigation start).
  table.arrived = await driver.executeScript(`
    const done = (test) => {
      const hits = performance.getEntriesByType('resource').filter((e) => test(e.name));
      return hits.length ? Math.max(...hits.map((e) => e.responseEnd)) : null;
    };
    return {
      wasm: done((n) => n.endsWith('.wasm')),
      manifest: done((n) => n.endsWith('/index.json')),
      run: done((n) => n.includes('/benchmark_results/') && !n.endsWith('/index.json')),
    };`);
  // The app's own load phases (User Timing marks \`serbench:*\`, see pages/src/browser.rs).
  table.phases = await driver.executeScript(`
    const phases = {};
    for (const m of performance.getEntriesByType('mark')) {
      const name = m.name.replace(/^serbench:/, '');
      if (name !== m.name && !(name in phases)) phases[name] = m.startTime;
    }
    return phases;`);
  const failure = await driver.executeScript(
    `return document.querySelector('#fatal, [role="alert"]')?.textContent || null;`,
  );
  if (failure) throw new Error(`the page reports an error at ${url}: ${failure}`);
  return table;
}

/** 2b: `count` loads of `root`'s page (path + query `page`), each in a newly started browser. */
async function coldLoads(root, page, count, report) {
  const server = await serveStatic(root, { prefixes: [SUB_PATH] });
  const loads = [];
  try {
    for (let i = 0; i < count; i++) {
      const browser = await launchBrowser();
      try {
        await browser.driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TABLE_TIME });
        loads.push(await timeLoad(browser.driver, server.origin + page));
      } finally {
        await browser.quit();
      }
      report(`cold load ${i + 1}/${count}`, loads.at(-1));
    }
  } finally {
    await server.close();
  }
  return loads;
}

/**
 * 2a: `count` loads in one running browser, each from a server on a new loopback address:
 * another site to the browser, so nothing of an earlier load (process, caches, compiled wasm)
 * is reused; the server forbids caching anyway.
 */
async function runningBrowserLoads(root, page, count, report) {
  const browser = await launchBrowser();
  const loads = [];
  try {
    const { driver } = browser;
    await driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TABLE_TIME });
    // The browser's first navigation starts its network service; a visitor's browser has.
    await driver.get('about:blank');
    for (let i = 0; i < count; i++) {
      const server = await serveStatic(root, { prefixes: [SUB_PATH], host: `127.0.0.${2 + (i % 250)}` });
      try {
        await driver.get('about:blank');
        loads.push(await timeLoad(driver, server.origin + page));
      } finally {
        await server.close();
      }
      report(`load ${i + 1}/${count} in a running browser`, loads.at(-1));
    }
  } finally {
    await browser.quit();
  }
  return loads;
}

// ---- 3. input → table updated --------------------------------------------------------------

/**
 * Runs in the page (executeAsyncScript): moves the bandwidth slider to `position`, dispatches
 * `input`, and reports how long until the ranked table's DOM first changed, and until the
 * next task (any other synchronous work of the update, such as redrawing the charts).
 */
const INPUT_TO_TABLE = `
  const [position, sliderSelector, done] = arguments;
  const slider = document.querySelector(sliderSelector);
  const ranked = document.querySelector('#ranked');
  if (!slider || !ranked) return done({ error: 'no slider or no ranked table' });
  let finished = false;
  const observer = new MutationObserver((records) => {
    if (finished || !records.some((r) => ranked.contains(r.target))) return;
    const table = performance.now() - start;
    finished = true;
    observer.disconnect();
    setTimeout(() => done({ table, settled: performance.now() - start }), 0);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  setTimeout(() => {
    if (!finished) { finished = true; observer.disconnect(); done({ error: 'the table did not change' }); }
  }, 5000);
  const start = performance.now();
  slider.value = String(position);
  slider.dispatchEvent(new InputEvent('input', { bubbles: true }));`;

async function inputs(url, count) {
  const browser = await launchBrowser();
  try {
    const { driver } = browser;
    await driver.get(url);
    await driver.wait(
      () => driver.executeScript(`return document.querySelectorAll(arguments[0]).length > 0;`, SELECTORS.rankedRows),
      30_000,
      `the ranked table never appeared at ${url}`,
    );
    const min = Number(await driver.executeScript(
      'return document.querySelector(arguments[0]).min;', SELECTORS.bandwidthSlider));
    const samples = [];
    // Low bandwidths, 0.05 decades apart: every crate is bandwidth-bound there, so each step
    // changes every figure of the table.
    for (let i = 0; i < WARM_UP_INPUTS + count; i++) {
      const position = (min + 0.05 * (i + 1)).toFixed(2);
      const sample = await driver.executeAsyncScript(INPUT_TO_TABLE, position, SELECTORS.bandwidthSlider);
      if (sample.error) throw new Error(`input ${i + 1} at ${url}: ${sample.error}`);
      if (i >= WARM_UP_INPUTS) samples.push(sample);
      await driver.sleep(20); // let the previous update's effects and the URL write settle
    }
    return samples;
  } finally {
    await browser.quit();
  }
}

// ---- report --------------------------------------------------------------------------------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function stats(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length };
}

const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1)) + ' ms';
const verdict = (value, target) => (value <= target ? 'met' : 'NOT met');

/** Medians of the load figures. */
function loadStats(loads) {
  return {
    rows: loads[0].rows,
    toTable: stats(loads.map((l) => l.at)),
    arrived: Object.fromEntries(['wasm', 'manifest', 'run'].map((k) => [k, median(loads.map((l) => l.arrived[k] ?? NaN))])),
    phases: Object.fromEntries(APP_PHASES.map((k) => [k, median(loads.map((l) => l.phases[k] ?? NaN))])),
  };
}

async function measureSite(label, root, page, expectRows) {
  const report = (what, table) => {
    if (expectRows && table.rows !== expectRows) {
      throw new Error(`${label}: ${table.rows} ranked rows, expected ${expectRows}`);
    }
    process.stderr.write(`  ${label}: ${what}: ${ms(table.at)} (${table.rows} rows)\n`);
  };
  const running = loadStats(await runningBrowserLoads(root, page, LOADS, report));
  const cold = loadStats(await coldLoads(root, page, LOADS, report));
  process.stderr.write(`  ${label}: ${WARM_UP_INPUTS} + ${INPUTS} bandwidth inputs\n`);
  const server = await serveStatic(root, { prefixes: [SUB_PATH] });
  let samples;
  try {
    samples = await inputs(server.origin + page, INPUTS);
  } finally {
    await server.close();
  }
  return {
    label,
    rows: running.rows,
    running,
    cold,
    input: stats(samples.map((s) => s.table)),
    settled: stats(samples.map((s) => s.settled)),
  };
}

async function main() {
  checkDist();
  const manifest = readManifest();
  if (manifest.runs.length === 0) throw new Error('index.json lists no runs');
  const newest = manifest.runs[0];
  const available = datasetsOf(readRun(newest.file));
  if (!available.includes(options.dataset)) {
    throw new Error(`the newest run ${newest.file} has no ${options.dataset} dataset (it has ${available.join(', ')}); pick one with --dataset`);
  }
  const size = transferSize();

  const synthetic = await siteCopy((dir) => {
    writeAtomic(path.join(dir, RESULTS, SYNTHETIC_FILE), JSON.stringify(syntheticResults({ crates: 100 })));
    const copy = readManifest(dir);
    copy.runs.push(syntheticEntry(SYNTHETIC_FILE, 100));
    writeAtomic(path.join(dir, RESULTS, 'index.json'), JSON.stringify(copy, null, 2));
  });
  const results = [];
  try {
    const page = (run) => `${SUB_PATH}?run=${encodeURIComponent(run)}&ds=${encodeURIComponent(options.dataset)}`;
    process.stderr.write(`measuring (${LOADS} + ${LOADS} fresh loads and ${INPUTS} inputs per site)…\n`);
    results.push(await measureSite(
      `${USES_FIXTURES ? 'upstream fixture (no committed runs yet)' : 'committed'} (${newest.file}, ${newest.crates} crates)`,
      DIST,
      page(newest.file),
      null,
    ));
    results.push(await measureSite('SYNTHETIC 100 crates', synthetic.dir, page(SYNTHETIC_FILE), 100));
  } finally {
    synthetic.remove();
  }

  let chromium = 'chromium';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // The version only labels the report.
  }
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const out = [];
  out.push(`Site performance: release dist/ (${DIST}), ${chromium} headless, ${os.cpus().length} CPUs, load average ${load}`);
  out.push('');
  out.push(`transfer size, gzip -9 per file, without ${RESULTS}/: ${(size.gzip / 1000).toFixed(1)} KB ` +
    `(${size.gzip} bytes; ${(size.raw / 1000).toFixed(1)} KB uncompressed) — target ≤ ${TARGETS.gzipBytes / 1000} KB: ` +
    verdict(size.gzip, TARGETS.gzipBytes));
  for (const f of size.files.slice(0, 5)) {
    out.push(`    ${f.file}: ${(f.gzip / 1000).toFixed(1)} KB gzip (${(f.raw / 1000).toFixed(1)} KB)`);
  }
  for (const r of results) {
    out.push('');
    out.push(`${r.label}, dataset ${options.dataset}, ${r.rows} ranked rows:`);
    for (const [how, loads] of [['in a running browser', r.running], ['cold browser start', r.cold]]) {
      out.push(`  navigation start → ranked table, ${how}: median ${ms(loads.toTable.median)} of ${loads.toTable.n} fresh loads ` +
        `(min ${ms(loads.toTable.min)}, max ${ms(loads.toTable.max)}) — target ≤ ${TARGETS.toTableMs} ms: ${verdict(loads.toTable.median, TARGETS.toTableMs)}`);
      out.push(`    (medians, ms since navigation start: wasm arrived ${ms(loads.arrived.wasm)}, index.json ${ms(loads.arrived.manifest)}, ` +
        `run file ${ms(loads.arrived.run)}, table ${ms(loads.toTable.median)})`);
      out.push(`    (medians, the app's phases: ${APP_PHASES.map((k) => `${k} ${ms(loads.phases[k])}`).join(', ')})`);
    }
    out.push(`  bandwidth input → table updated: median ${ms(r.input.median)} of ${r.input.n} inputs ` +
      `(min ${ms(r.input.min)}, max ${ms(r.input.max)}) — target ≤ ${TARGETS.inputMs} ms: ${verdict(r.input.median, TARGETS.inputMs)}`);
    out.push(`  bandwidth input → update finished (charts, URL): median ${ms(r.settled.median)} ` +
      `(min ${ms(r.settled.min)}, max ${ms(r.settled.max)})`);
  }
  console.log(out.join('\n'));
}

main().catch((error) => {
  console.error(`site-perf: ${process.env.DEBUG ? error.stack : error.message ?? error}`);
  process.exit(1);
});
