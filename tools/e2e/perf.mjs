// The explorer's performance benchmark: prints figures, asserts nothing about time.
//
//  1. transfer size: every file of dist/ except benchmark_results/, gzip -9 each (as a server
//     would send it), summed;
//  2. navigation start → ranked table in the DOM: median of N fresh loads, two figures (the
//     ranking the build wrote into the page, its "first view", on the bare address; the app's
//     own ranked table) and the first paint, each measured two ways:
//     a. in a running browser, as a visitor opens the site: each load at a new address
//        (127.0.0.2, .3, …, another site to the browser), so the page gets a new renderer
//        process, and an empty HTTP cache, code cache and compiled-wasm cache;
//     b. cold: each load in a newly started browser with an empty profile, once the browser's
//        own start-up work is done (its processes idle: lib/browser.mjs `settled`; a newly
//        started Chromium keeps 1.5 of the 2 cores busy for half a second, which a load would
//        share), so the figure holds the page's first connection and its empty caches, as in a
//        visitor's browser that is already running;
//     the page records performance.now() (whose origin is the navigation start) from a
//     MutationObserver installed before any of its scripts run;
//  3. bandwidth input → ranked table updated: median of M inputs, measured inside the page:
//     set the slider, dispatch an `input` event, stop at the first DOM mutation inside the
//     ranked table (and, second figure, at the next task: whatever else the update did);
//  4. dataset change → ranked table updated, measured as 3 with the dataset picker: to each of
//     the run's other datasets (read when first shown) and back to the one the page opened on
//     (read before), about M of each, in pages opened afresh;
// each on the committed results (the page's default view: the newest run) and on a SYNTHETIC
// 100-crate run written into a temporary copy of dist/ (see gen-synthetic.mjs).
//
// With --baseline DIR (another build's dist/), both builds are measured in the same session,
// load by load and input by input in alternation, both serving this build's result files, and
// each figure is reported for both with the difference of the medians and its 95% bootstrap
// interval: on a shared machine the noise between two sessions is larger than most changes.
//
// With --latency MS, every request of the loads takes MS longer (Chromium's network emulation):
// loopback answers in microseconds, a visitor's network in tens of milliseconds, so what a
// load waits for in sequence shows only with a latency. With --mbps N the loads' bandwidth is
// limited to N Mbit/s and the server sends gzip, as a web host does: then the transfer size
// shows as time.
//
// With --js-flags FLAGS, every browser started runs V8 with those flags: how the page's time
// depends on V8's handling of the wasm (it compiles each function when first called, with its
// quick baseline compiler; `--no-wasm-lazy-compilation` compiles all of it up front) shows in
// the page's phases.
//
// With --upstream DIR (the upstream suite's explorer, built from its repository's `pages/`:
// docs/site-performance.md), this build and that one are measured instead, side by side in one
// session: fresh loads in alternation, each in a newly started browser (settled, as in 2b),
// both sites served the same way; then bandwidth inputs in alternation. Each figure is printed
// for both with the ratio ours / upstream, its 95% bootstrap interval, and its target
// (docs/site-performance.md): ranking rows rendered (ours: the build's first view), first
// contentful paint, interactive (rendered ranking rows that follow the controls: ours
// `#ranked`, the first view's once the first module has taken it over, else the first module's
// or the app's; upstream has no marks, its table's rows), the answer painted (the frame after
// the first rendered rows on screen), input → table rows changed, and the gzip transfer of the
// files fetched before interactive (the site and the data its default view needs).
//
// Usage: node perf.mjs [--loads 10] [--inputs 20] [--dataset mk48] [--baseline DIR | --upstream DIR]
//                      [--latency MS] [--mbps N] [--js-flags=--no-wasm-lazy-compilation]

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { launchBrowser, CHROMIUM } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';
import {
  DIST, REPO, RESULTS, SUB_PATH, UPSTREAM_SITE, USES_FIXTURES, checkDist, datasetsOf, pagePrefix, prependRuns, readManifest, readRun,
  siteCopy, writeAtomic,
} from './lib/site.mjs';
import { SELECTORS } from './lib/page.mjs';
import { seededRandom } from './lib/random.mjs';
import { median } from './lib/stats.mjs';
import { SYNTHETIC_FILE, syntheticEntry, syntheticResults } from './gen-synthetic.mjs';

/** The dataset the page opens on when the address names none (pages/src/url_state.rs). */
const DEFAULT_DATASET = 'mk48';

const USAGE = 'usage: scripts/site-perf.sh [--loads N] [--inputs N] [--dataset NAME] [--baseline DIR | --upstream DIR] ' +
  '[--latency MS] [--mbps N] [--js-flags="V8 FLAGS"]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      loads: { type: 'string', default: '10' },
      inputs: { type: 'string', default: '20' },
      dataset: { type: 'string', default: DEFAULT_DATASET },
      baseline: { type: 'string' },
      latency: { type: 'string', default: '0' },
      mbps: { type: 'string', default: '0' },
      'js-flags': { type: 'string', default: '' },
      upstream: { type: 'string' },
    },
  }));
} catch (error) {
  // An unknown option or a missing value: one line and the usage, not a stack trace.
  console.error(`${error.message.split('\n')[0]}\n${USAGE}`);
  process.exit(2);
}
const BASELINE = options.baseline === undefined ? null : path.resolve(options.baseline);
if (BASELINE !== null && !fs.existsSync(path.join(BASELINE, 'index.html'))) {
  console.error(`--baseline expects a built site (a dist/ directory); ${BASELINE} has no index.html`);
  process.exit(2);
}
const UPSTREAM = options.upstream === undefined ? null : path.resolve(options.upstream);
if (UPSTREAM !== null && !fs.existsSync(path.join(UPSTREAM, 'index.html'))) {
  console.error(`--upstream expects the upstream suite's built explorer (a dist/ directory); ${UPSTREAM} has no index.html`);
  process.exit(2);
}
if (UPSTREAM !== null && BASELINE !== null) {
  console.error(`--upstream and --baseline are two separate sessions; give one\n${USAGE}`);
  process.exit(2);
}
const LOADS = positiveInteger(options.loads, '--loads');
/** Round-trip latency added to every request of the loads (Chromium's network emulation). */
const LATENCY_MS = options.latency === '0' ? 0 : positiveInteger(options.latency, '--latency');
/** Bandwidth limit of the loads in Mbit/s, both ways (0: none); responses then go out gzipped. */
const MBPS = options.mbps === '0' ? 0 : positiveInteger(options.mbps, '--mbps');
const INPUTS = positiveInteger(options.inputs, '--inputs');
/** V8 flags for every browser the benchmark starts (Chromium's --js-flags), e.g. the wasm tiers. */
const JS_FLAGS = options['js-flags'].trim();
if (!/^(--[a-z0-9-]+(=[A-Za-z0-9._-]+)?\s*)*$/.test(JS_FLAGS)) {
  console.error(`--js-flags expects V8 flags such as "--no-wasm-lazy-compilation", got ${JSON.stringify(JS_FLAGS)}`);
  process.exit(2);
}
const BROWSER_FLAGS = JS_FLAGS ? [`--js-flags=${JS_FLAGS}`] : [];
const WARM_UP_INPUTS = 3;
/**
 * The page's User Timing marks: `page-script` when the page's first script runs (index.html;
 * what comes before is the browser's own start of the page), when the first module's wasm
 * response reached the page and when its compile ended (index.html), then the first module's
 * (its start, its ranking and its live controls: pages/src/early.rs) and the app's
 * (pages/src/browser.rs `mark`). Both modules mark the phases they share; a load keeps the
 * first of each, so `controls-live` is when a visitor could first change the view.
 */
const APP_PHASES = ['page-script', 'first-paint', 'early-wasm-response', 'early-compiled', 'early-started', 'dataset-read', 'ranking-computed', 'ranked-shown', 'app-started', 'run-fetched', 'run-parsed', 'controls-live'];

/**
 * `phases` (median ms by phase) as printed: in the order they came; those never marked (a
 * path of the page that skips them, e.g. the first module's ranking where it takes the first
 * view over) are named last.
 */
function phasesText(phases, keys = APP_PHASES) {
  const seen = keys.filter((k) => !Number.isNaN(phases[k])).sort((a, b) => phases[a] - phases[b]);
  const unseen = keys.filter((k) => Number.isNaN(phases[k]));
  return [...seen.map((k) => `${k} ${ms(phases[k])}`), ...(unseen.length ? [`not marked: ${unseen.join(', ')}`] : [])].join(', ');
}

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

function transferSize(root) {
  const files = filesUnder(root, path.join(root, RESULTS)).map((file) => {
    const body = fs.readFileSync(file);
    return {
      file: path.relative(root, file),
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
 * Shared by the scripts installed before a page's own:
 * - `rendered(selector)`: how many rows `selector` finds when the first of them is rendered
 *   (0 while it is not: out of the document, or under a part of the page held back from a
 *   frame by `display: none`);
 * - `timeNextFrame(key)`: records in `window.__sbsPainted[key]` when the next frame is on
 *   screen (its presentation time, as the first contentful paint's). Called as rows become
 *   rendered, it adds a one-character marker of its own to the page, fixed at its corner, that
 *   the browser's Element Timing reports: the rows' own cells would not do, as their entries are
 *   dropped when an element is removed before its frame is presented (our first module
 *   replaces the first view's rows).
 * - `WATCHED`: what their mutation observers watch, the attributes that show or hide a part of
 *   the page included, and `id`: our first module makes the first view's ranking the one that
 *   follows the controls by naming its section `#ranked` (pages/src/early.rs).
 */
const RENDERED_ROWS = `
    const rendered = (selector) => {
      const rows = document.querySelectorAll(selector);
      return rows.length && rows[0].checkVisibility() ? rows.length : 0;
    };
    window.__sbsPainted = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier.startsWith('sbs-')) window.__sbsPainted[entry.identifier.slice(4)] ??= entry.renderTime;
      }
    }).observe({ type: 'element', buffered: true });
    const timeNextFrame = (key) => {
      const marker = document.createElement('span');
      marker.textContent = '.';
      marker.setAttribute('elementtiming', 'sbs-' + key);
      marker.setAttribute('aria-hidden', 'true');
      marker.style.cssText = 'position: fixed; left: 0; top: 0; font: 2px/2px monospace; pointer-events: none';
      document.documentElement.append(marker);
    };
    const WATCHED = { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden', 'id'] };`;

/**
 * Installed before the page's own scripts: records when the first rows of the build's first
 * view and of the app's ranked table are rendered, in milliseconds since the navigation
 * started, and when the first view's were painted; and adds up the layout shifts the browser
 * reports (its cumulative layout shift).
 */
const RECORD_TABLE_TIME = `
  (() => {${RENDERED_ROWS}
    window.__serbenchShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__serbenchShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__serbenchLargestPaint = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const app = ${JSON.stringify(SELECTORS.rankedRows)};
    const first = ${JSON.stringify(SELECTORS.firstViewRows)};
    const observer = new MutationObserver(() => {
      // The moment of the change, before the checks below make the browser style the page.
      const now = performance.now();
      if (window.__serbenchFirstView === undefined) {
        const rows = rendered(first);
        if (rows) {
          window.__serbenchFirstView = { at: now, rows };
          timeNextFrame('first-view');
        }
      }
      if (window.__serbenchTable === undefined) {
        const rows = rendered(app);
        if (rows) {
          window.__serbenchTable = { at: now, rows };
          observer.disconnect();
        }
      }
    });
    observer.observe(document, WATCHED);
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
  // The app's own load phases (User Timing marks \`serbench:*\`, see pages/src/browser.rs),
  // and the browser's first contentful paint.
  table.phases = await driver.executeScript(`
    const phases = {};
    for (const p of performance.getEntriesByType('paint')) {
      if (p.name === 'first-contentful-paint') phases['first-paint'] = p.startTime;
    }
    for (const m of performance.getEntriesByType('mark')) {
      const name = m.name.replace(/^serbench:/, '');
      if (name !== m.name && !(name in phases)) phases[name] = m.startTime;
    }
    return phases;`);
  const failure = await driver.executeScript(
    `return document.querySelector('#fatal, [role="alert"]')?.textContent || null;`,
  );
  if (failure) throw new Error(`the page reports an error at ${url}: ${failure}`);
  // How much moved on screen while the page loaded: once the app's header and controls are in
  // too (the build's gone), and two frames later, when the browser has reported its shifts.
  await driver.wait(
    () => driver.executeScript(`return !!document.querySelector('header.top') && !document.querySelector(arguments[0]);`,
      SELECTORS.firstViewChrome),
    30_000,
    `the app's header and controls never appeared at ${url}`,
  );
  [table.shift, table.largestPaint] = await driver.executeAsyncScript(`
    const done = arguments[0];
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done([window.__serbenchShift, window.__serbenchLargestPaint ?? null]), 0)));`);
  // The build's first view, if the page showed one (null: none, or hidden for this address).
  // Read now, frames after the app's table: where the first module takes the view over as it
  // is shown, its rows and the table come in one moment, and the frame that painted them may
  // not have been reported by then.
  table.firstView = await driver.executeScript(`
    const seen = window.__serbenchFirstView;
    return seen && !document.documentElement.classList.contains('no-first-view')
      ? { ...seen, painted: window.__sbsPainted['first-view'] ?? null }
      : null;`);
  return table;
}

/** Applies --latency and --mbps to every request `driver`'s browser makes (nothing when both are 0). */
async function emulateNetwork(driver) {
  if (LATENCY_MS > 0 || MBPS > 0) {
    const throughput = MBPS > 0 ? (MBPS * 1e6) / 8 : -1; // bytes per second; -1: no limit
    await driver.setNetworkConditions({
      offline: false, latency: LATENCY_MS, download_throughput: throughput, upload_throughput: throughput,
    });
  }
}

/**
 * Visits `sites` in turn, `rounds` times: `visit(site, round)` for each, the order reversed every
 * other round so that neither build always goes first (a shared machine drifts).
 */
async function alternate(sites, rounds, visit) {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...sites].reverse() : sites;
    for (const site of order) await visit(site, round);
  }
}

/** 2b: `count` loads of each site's page (path + query `page`), each in a newly started browser. */
async function coldLoads(sites, page, count, report) {
  const servers = new Map();
  try {
    for (const site of sites) servers.set(site, await serveStatic(site.root, { prefixes: [SUB_PATH], gzip: MBPS > 0 }));
    await alternate(sites, count, async (site, round) => {
      const browser = await launchBrowser(BROWSER_FLAGS);
      try {
        await browser.settled();
        await emulateNetwork(browser.driver);
        await browser.driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TABLE_TIME });
        site.cold.push(await timeLoad(browser.driver, servers.get(site).origin + page));
      } finally {
        await browser.quit();
      }
      report(site, `cold load ${round + 1}/${count}`, site.cold.at(-1));
    });
  } finally {
    for (const server of servers.values()) await server.close();
  }
}

/**
 * 2a: `count` loads of each site in one running browser, each from a server on a new loopback
 * address: another site to the browser, so nothing of an earlier load (process, caches,
 * compiled wasm) is reused; the server forbids caching anyway.
 */
async function runningBrowserLoads(sites, page, count, report) {
  const browser = await launchBrowser(BROWSER_FLAGS);
  try {
    const { driver } = browser;
    await emulateNetwork(driver);
    await driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TABLE_TIME });
    // The browser's first navigation starts its network service; a visitor's browser has.
    await driver.get('about:blank');
    // Its first loads would otherwise share the cores with the browser's own start-up.
    await browser.settled();
    let address = 0;
    await alternate(sites, count, async (site, round) => {
      const host = `127.0.0.${2 + (address++ % 250)}`;
      const server = await serveStatic(site.root, { prefixes: [SUB_PATH], host, gzip: MBPS > 0 });
      try {
        await driver.get('about:blank');
        site.running.push(await timeLoad(driver, server.origin + page));
      } finally {
        await server.close();
      }
      report(site, `load ${round + 1}/${count} in a running browser`, site.running.at(-1));
    });
  } finally {
    await browser.quit();
  }
}

// ---- 3, 4. input → table updated -----------------------------------------------------------

/**
 * Runs in the page (executeAsyncScript): sets the control `controlSelector` to `value`,
 * dispatches `eventType` (`input` for a bandwidth control, `change` for the dataset picker),
 * and reports how long until the ranking table (the table holding `rowsSelector`'s rows) first
 * changed in the DOM, and until the next task (any other synchronous work of the update, such
 * as redrawing the charts). Either site's page: the side by side passes each site's selectors.
 */
const CHANGE_TO_TABLE = `
  const [value, controlSelector, eventType, rowsSelector, done] = arguments;
  const control = document.querySelector(controlSelector);
  const table = document.querySelector(rowsSelector)?.closest('table');
  if (!control || !table) return done({ error: 'no ' + controlSelector + ' or no ranking table' });
  let finished = false;
  const observer = new MutationObserver((records) => {
    if (finished || !records.some((r) => table.contains(r.target))) return;
    const changed = performance.now() - start;
    finished = true;
    observer.disconnect();
    setTimeout(() => done({ table: changed, settled: performance.now() - start }), 0);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  setTimeout(() => {
    if (!finished) { finished = true; observer.disconnect(); done({ error: 'the table did not change' }); }
  }, 5000);
  const start = performance.now();
  control.value = String(value);
  control.dispatchEvent(eventType === 'input' ? new InputEvent('input', { bubbles: true }) : new Event(eventType, { bubbles: true }));`;

/**
 * The dataset the page shows and the run's other datasets, as the page's dataset picker lists
 * them.
 */
const DATASETS_OFFERED = `
  const picker = document.querySelector(arguments[0]);
  const offered = Array.from(picker.options)
    .filter((option) => !option.textContent.includes('not in this run'))
    .map((option) => option.value);
  return { opened: picker.value, others: offered.filter((dataset) => dataset !== picker.value) };`;

/** Opens `url` in `driver` and waits for the app's ranked table and its controls. */
async function openApp(driver, url) {
  await driver.get(url);
  await driver.wait(
    () => driver.executeScript(
      `return document.querySelectorAll(arguments[0]).length > 0 && !document.querySelector(arguments[1]);`,
      SELECTORS.rankedRows, SELECTORS.firstViewChrome),
    30_000,
    `the ranked table never appeared at ${url}`,
  );
}


/**
 * 3 and 4: `count` bandwidth inputs on each site's page, then about `count` dataset changes each
 * way; one browser per site, the sites taking turns.
 */
async function inputs(sites, page, count) {
  const open = [];
  try {
    for (const site of sites) {
      const server = await serveStatic(site.root, { prefixes: [SUB_PATH] });
      const browser = await launchBrowser(BROWSER_FLAGS).catch(async (error) => {
        await server.close();
        throw error;
      });
      open.push({ site, server, browser });
      const url = server.origin + page;
      const { driver } = browser;
      await openApp(driver, url);
      site.url = url;
      site.min = Number(await driver.executeScript(
        'return document.querySelector(arguments[0]).min;', SELECTORS.bandwidthSlider));
      site.datasets = await driver.executeScript(DATASETS_OFFERED, SELECTORS.datasetPicker);
    }
    // Low bandwidths, 0.05 decades apart: every crate is bandwidth-bound there, so each step
    // changes every figure of the table.
    await alternate(open, WARM_UP_INPUTS + count, async ({ site, browser }, i) => {
      const position = (site.min + 0.05 * (i + 1)).toFixed(2);
      const sample = await browser.driver.executeAsyncScript(CHANGE_TO_TABLE, position, SELECTORS.bandwidthSlider, 'input', SELECTORS.rankedRows);
      if (sample.error) throw new Error(`${site.name}: input ${i + 1}: ${sample.error}`);
      if (i >= WARM_UP_INPUTS) site.inputs.push(sample);
      await browser.driver.sleep(20); // let the previous update's effects and the URL write settle
    });
    // Dataset changes: in each round the page is opened afresh (on the dataset of `page`), then
    // each of the run's other datasets is picked, each time followed by the first one again.
    const change = async (site, driver, dataset, what) => {
      const sample = await driver.executeAsyncScript(CHANGE_TO_TABLE, dataset, SELECTORS.datasetPicker, 'change', SELECTORS.rankedRows);
      if (sample.error) throw new Error(`${site.name}: ${what} ${dataset}: ${sample.error}`);
      await driver.sleep(50); // the rest of the page (tables below, URL) follows the ranking
      return sample;
    };
    const rounds = Math.max(1, Math.round(count / Math.max(1, open[0].site.datasets.others.length)));
    await alternate(open, rounds, async ({ site, browser }) => {
      const { driver } = browser;
      await openApp(driver, site.url);
      await driver.sleep(300); // the page's work after its table (tables below, charts)
      for (const dataset of site.datasets.others) {
        site.datasetChanges.push(await change(site, driver, dataset, 'change to'));
        site.datasetReturns.push(await change(site, driver, site.datasets.opened, 'change back to'));
      }
    });
  } finally {
    for (const { server, browser } of open) {
      await browser.quit();
      await server.close();
    }
  }
}

// ---- report --------------------------------------------------------------------------------

function stats(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length, values };
}

/**
 * `combine` of the median of `a` and the median of `b` (their difference, their ratio), with a
 * 95% percentile-bootstrap interval (each sample resampled with replacement, 2000 times).
 */
function combinedMedians(a, b, combine) {
  const random = seededRandom(0x5e7b);
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const combined = [];
  for (let i = 0; i < 2000; i++) combined.push(combine(median(resample(a)), median(resample(b))));
  combined.sort((x, y) => x - y);
  return { value: combine(median(a), median(b)), low: combined[49], high: combined[1949] };
}

/** Median of `a` minus median of `b`, with its 95% bootstrap interval. */
const medianDifference = (a, b) => combinedMedians(a, b, (x, y) => x - y);

/** Median of `a` over median of `b`, with its 95% bootstrap interval. */
const medianRatio = (a, b) => combinedMedians(a, b, (x, y) => x / y);

const ms = (value) => (Math.abs(value) < 10 ? value.toFixed(2) : value.toFixed(1)) + ' ms';
const signedMs = (value) => {
  const text = ms(Math.abs(value));
  return (/[1-9]/.test(text) ? (value > 0 ? '+' : '−') : '±') + text;
};

/** Medians of the load figures. */
function loadStats(loads) {
  return {
    rows: loads[0].rows,
    toTable: stats(loads.map((l) => l.at)),
    // Only when every load showed it: a median over some loads would hide the others.
    toFirstView: loads.every((l) => l.firstView) ? stats(loads.map((l) => l.firstView.at)) : null,
    // When it was on screen: the frame after its rows were rendered (`timeNextFrame`).
    firstViewPainted: loads.every((l) => l.firstView?.painted != null)
      ? stats(loads.map((l) => l.firstView.painted))
      : null,
    shift: stats(loads.map((l) => l.shift)),
    largestPaint: loads.every((l) => l.largestPaint !== null) ? stats(loads.map((l) => l.largestPaint)) : null,
    arrived: Object.fromEntries(['wasm', 'manifest', 'run'].map((k) => [k, median(loads.map((l) => l.arrived[k] ?? NaN))])),
    phases: Object.fromEntries(APP_PHASES.map((k) => [k, median(loads.map((l) => l.phases[k] ?? NaN))])),
  };
}

/** Measures every figure of `sites` (one or two builds) on the page `page`. */
async function measureSites(sites, page, expectRows) {
  for (const site of sites) Object.assign(site, { running: [], cold: [], inputs: [], datasetChanges: [], datasetReturns: [] });
  const report = (site, what, table) => {
    // Rows of the run asked for: every crate, or the first view's (our first module takes the
    // build's first view over as the ranking that follows the controls).
    if (expectRows && table.rows !== expectRows && table.rows !== firstViewRows(site.root)) {
      throw new Error(`${site.name}: ${table.rows} ranked rows, expected ${expectRows} (or its first view's ${firstViewRows(site.root)})`);
    }
    process.stderr.write(`  ${site.name}: ${what}: ${ms(table.at)} (${table.rows} rows)\n`);
  };
  await runningBrowserLoads(sites, page, LOADS, report);
  await coldLoads(sites, page, LOADS, report);
  process.stderr.write(`  ${WARM_UP_INPUTS} + ${INPUTS} bandwidth inputs and about ${INPUTS} + ${INPUTS} dataset changes per site\n`);
  await inputs(sites, page, INPUTS);
  return sites.map((site) => ({
    rows: site.running[0].rows,
    running: loadStats(site.running),
    cold: loadStats(site.cold),
    input: stats(site.inputs.map((s) => s.table)),
    settled: stats(site.inputs.map((s) => s.settled)),
    datasetChange: stats(site.datasetChanges.map((s) => s.table)),
    datasetReturn: stats(site.datasetReturns.map((s) => s.table)),
  }));
}

/** How many rows the build wrote into the first view of the page in `dir` (0: none). */
function firstViewRows(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const body = /<main id="first-view"[^]*?<tbody>([^]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return (body.match(/<tr[ >]/g) ?? []).length;
}

/** A throw-away copy of the build at `root`, changed by `change(dir)`, to measure as `name`. */
async function siteOf(name, root, change) {
  const copy = await siteCopy(change, root);
  return { name, root: copy.dir, remove: copy.remove };
}

/** Replaces `dir`'s result files by those of `from`. */
function useResultsOf(from) {
  return (dir) => {
    fs.rmSync(path.join(dir, RESULTS), { recursive: true, force: true });
    fs.cpSync(path.join(from, RESULTS), path.join(dir, RESULTS), { recursive: true });
  };
}

/**
 * Adds the synthetic run to the site in `dir` as its newest run (the one the page opens on),
 * and writes its name and first view into the page as a build of that site would
 * (pages/src/bin/first-view.rs). A baseline build from before the first view gets the name
 * only, as its own build wrote it.
 */
function addSynthetic(dir) {
  writeAtomic(path.join(dir, RESULTS, SYNTHETIC_FILE), JSON.stringify(syntheticResults({ crates: 100 })));
  prependRuns(dir, [syntheticEntry(SYNTHETIC_FILE, 100)]);
  const page = path.join(dir, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const writeFirstView = () => execFileSync('cargo', ['run', '--quiet', '-p', 'pages', '--bin', 'first-view', '--', dir], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = ['<!-- first-view-chrome -->', '<!-- /first-view-chrome -->'];
  if (html.includes(chrome[0])) {
    writeFirstView();
  } else if (html.includes('<!-- first-view -->')) {
    // A build from before the first view had its header and controls: the tool gets a place
    // to write them, which is then emptied again, as that build wrote its page.
    writeAtomic(page, html.replace('<!-- first-view -->', chrome.join('') + '<!-- first-view -->'));
    writeFirstView();
    const written = fs.readFileSync(page, 'utf8');
    writeAtomic(page, written.slice(0, written.indexOf(chrome[0])) + written.slice(written.indexOf(chrome[1]) + chrome[1].length));
  } else if (html.includes('serbench-newest-run')) {
    writeAtomic(page, html.replace(/(<meta name="serbench-newest-run" content=")[^"]*"/, `$1${SYNTHETIC_FILE}"`));
  }
}

// ---- side by side with the upstream suite's explorer (--upstream DIR) ----------------------

/** Ours: the app writes its ranking's rows before its controls are mounted (they stay inert). */
const OUR_SITE = {
  rows: SELECTORS.firstViewRows,
  appRows: SELECTORS.rankedRows,
  bandwidth: SELECTORS.bandwidthSlider,
};

/**
 * Installed before the page's own scripts (either site): when ranking rows were first
 * rendered (the build's first view or a live ranking), when rows that follow the controls
 * were (ours: `#ranked`, the first view's once the first module has taken it over, else the
 * first module's or the app's), when a bandwidth control was,
 * live (not inside an `inert` element: the build's copy of ours is until the first module
 * runs it), and when the first rows were painted (the frame after them, `timeNextFrame`).
 */
const recordAnswer = (site) => `
  (() => {${RENDERED_ROWS}
    const first = ${JSON.stringify(site.rows)}, app = ${JSON.stringify(site.appRows)};
    const control = ${JSON.stringify(site.bandwidth)};
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (window.__sbsRows === undefined) {
        const rows = rendered(first) || rendered(app);
        if (rows) {
          window.__sbsRows = { at: now, rows };
          timeNextFrame('rows');
        }
      }
      if (window.__sbsApp === undefined) {
        const rows = rendered(app);
        if (rows) window.__sbsApp = { at: now, rows };
      }
      if (window.__sbsLive === undefined && [...document.querySelectorAll(control)]
        .some((input) => !input.closest('[inert]') && input.checkVisibility())) {
        window.__sbsLive = now;
      }
      if (window.__sbsApp !== undefined && window.__sbsLive !== undefined) observer.disconnect();
    });
    observer.observe(document, WATCHED);
  })();`;

/** One fresh load of `site` in `driver`: the answer's times and the files fetched on the way. */
async function answerLoad(driver, site, url) {
  await driver.get(url);
  const app = await driver.wait(
    () => driver.executeScript('return window.__sbsApp || null;'),
    60_000,
    `${site.name}: its ranking never appeared at ${url}`,
  );
  const failure = await driver.executeScript(`return document.querySelector('#fatal, [role="alert"]')?.textContent || null;`);
  if (failure) throw new Error(`${site.name}: the page reports an error at ${url}: ${failure}`);
  const seen = await driver.wait(() => driver.executeScript(`
    const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
    if (!paint || window.__sbsPainted.rows === undefined || window.__sbsLive === undefined) return null;
    const rows = window.__sbsRows, app = window.__sbsApp;
    const phases = {};
    for (const m of performance.getEntriesByType('mark')) {
      const name = m.name.replace(/^serbench:/, '');
      if (name !== m.name && !(name in phases)) phases[name] = m.startTime;
    }
    const resources = performance.getEntriesByType('resource');
    const wasm = resources.filter((e) => e.name.endsWith('.wasm'));
    return {
      rows: rows.at,
      fcp: paint.startTime,
      painted: window.__sbsPainted.rows,
      interactive: app.at,
      live: window.__sbsLive,
      rowCount: app.rows,
      // The first wasm file to arrive (ours: the first module's), requested when.
      wasm: Math.min(...wasm.map((e) => e.responseEnd)),
      wasmRequested: Math.min(...wasm.map((e) => e.startTime)),
      phases,
      // What the page fetched before its ranking was interactive (the page itself included).
      fetched: [location.pathname, ...resources.filter((e) => e.startTime <= app.at).map((e) => new URL(e.name).pathname)],
    };`), 30_000, `${site.name}: no first contentful paint at ${url}`);
  return seen;
}

/**
 * The gzip -9 size of each file `paths` (URL paths under `prefix`) names in `root`; a path
 * naming none (the browser's own request of /favicon.ico, answered 404) counts nothing.
 */
function fetchedSize(root, prefix, paths) {
  const existing = [...new Set(paths)].map((p) => {
    const relative = p.startsWith(prefix) ? p.slice(prefix.length) : p.replace(/^\//, '');
    return path.join(root, relative === '' || relative.endsWith('/') ? relative + 'index.html' : relative);
  }).filter((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  const files = existing.map((file) => {
    const body = fs.readFileSync(file);
    return { file: path.relative(root, file), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((t, f) => t + f.gzip, 0), raw: files.reduce((t, f) => t + f.raw, 0) };
}

/**
 * --upstream: this build and the upstream suite's explorer, load by load in alternation, each
 * load in a newly started browser, both served by the same server the same way; then
 * bandwidth inputs in alternation. Prints each figure for both and the ratio.
 */
async function sideBySide() {
  const sites = [
    { name: 'ours', root: DIST, ...OUR_SITE },
    { name: 'upstream', root: UPSTREAM, ...UPSTREAM_SITE },
  ];
  for (const site of sites) {
    site.prefix = pagePrefix(site.root);
    site.loads = [];
    site.inputs = [];
  }
  const throttled = LATENCY_MS > 0 || MBPS > 0;
  process.stderr.write(`side by side with ${UPSTREAM}: ${LOADS} fresh-browser loads and ${INPUTS} inputs per site, in alternation…\n`);
  const servers = new Map();
  try {
    for (const site of sites) servers.set(site, await serveStatic(site.root, { prefixes: [site.prefix], gzip: MBPS > 0 }));
    await alternate(sites, LOADS, async (site, round) => {
      const browser = await launchBrowser(BROWSER_FLAGS);
      try {
        await browser.settled();
        await emulateNetwork(browser.driver);
        await browser.driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: recordAnswer(site) });
        site.loads.push(await answerLoad(browser.driver, site, servers.get(site).url()));
      } finally {
        await browser.quit();
      }
      const l = site.loads.at(-1);
      process.stderr.write(`  ${site.name}: load ${round + 1}/${LOADS}: rows ${ms(l.rows)}, painted ${ms(l.painted)}, ` +
        `interactive ${ms(l.interactive)}, controls live ${ms(l.live)} (${l.rowCount} rows)\n`);
    });
    // Inputs: one browser per site, unthrottled (the input's work is the page's own).
    const open = [];
    try {
      for (const site of sites) {
        const browser = await launchBrowser(BROWSER_FLAGS);
        open.push({ site, browser });
        const url = servers.get(site).url();
        if (site.name === 'ours') {
          await openApp(browser.driver, url);
          site.min = Number(await browser.driver.executeScript('return document.querySelector(arguments[0]).min;', site.bandwidth));
        } else {
          await browser.driver.get(url);
          await browser.driver.wait(() => browser.driver.executeScript('return !!document.querySelector(arguments[0]);', site.appRows),
            60_000, `upstream: its ranking never appeared at ${url}`);
        }
      }
      await alternate(open, WARM_UP_INPUTS + INPUTS, async ({ site, browser }, i) => {
        // Low bandwidths, 0.05 decades apart: every crate is bandwidth-bound, every figure changes.
        const value = site.name === 'ours'
          ? (site.min + 0.05 * (i + 1)).toFixed(2)
          : (0.001 * 10 ** (0.05 * (i + 1))).toPrecision(6); // TB per month
        const sample = await browser.driver.executeAsyncScript(CHANGE_TO_TABLE, value, site.bandwidth, 'input', site.appRows);
        if (sample.error) throw new Error(`${site.name}: input ${i + 1}: ${sample.error}`);
        if (i >= WARM_UP_INPUTS) site.inputs.push(sample.table);
        await browser.driver.sleep(50); // the update's other work (charts, URL) settles
      });
    } finally {
      for (const { browser } of open) await browser.quit();
    }
  } finally {
    for (const server of servers.values()) await server.close();
  }

  let chromium = 'chromium';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // The version only labels the report.
  }
  const out = [];
  out.push(`Side by side: this build (${DIST}) and the upstream suite's explorer (${UPSTREAM}), ${chromium} headless, ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  out.push(`each load in a newly started browser once its start-up work was done, the two sites in alternation, served the same way (` +
    (throttled ? `${LATENCY_MS} ms of latency per request, ${MBPS > 0 ? `${MBPS} Mbit/s each way, responses gzipped` : 'no bandwidth limit'}` : 'loopback, uncompressed') + ')');
  if (JS_FLAGS) out.push(`V8 flags of every browser started: ${JS_FLAGS}`);
  const [ours, theirs] = sites;
  out.push(`ranking rows: ours ${ours.loads[0].rowCount}, upstream ${theirs.loads[0].rowCount}`);
  out.push('');
  out.push('figure (median) | ours | upstream | ours / upstream (95% interval) | target');
  // Each figure from the samples of both sites: the verdict judges the ratio of the medians;
  // the interval says how far this session's samples let that ratio move.
  const line = (what, a, b, target, judged = true, format = ms) => {
    const ratio = medianRatio(a, b);
    const resampled = a.length > 1 || b.length > 1;
    const interval = resampled ? ` (${ratio.low.toFixed(2)} … ${ratio.high.toFixed(2)})` : '';
    const verdict = () => {
      if (!judged) return 'not judged here';
      // A verdict whose interval holds the target could go either way in another session.
      const unsettled = resampled && ratio.low <= target && target <= ratio.high;
      return (ratio.value <= target ? 'met' : 'NOT met') + (unsettled ? ' (its interval holds the target: unsettled)' : '');
    };
    const verdictText = target === null ? '' : `≤ ${target} × upstream: ${verdict()}`;
    out.push(`${what} | ${format(median(a))} | ${format(median(b))} | ${ratio.value.toFixed(2)}${interval} | ${verdictText}`);
  };
  const samples = (site, key) => site.loads.map((l) => l[key]);
  const spread = (site, key) => {
    const s = stats(site.loads.map((l) => l[key]));
    return `${site.name} ${ms(s.min)} … ${ms(s.max)}`;
  };
  line(`ranking rows rendered (${LOADS} loads each)`, samples(ours, 'rows'), samples(theirs, 'rows'), null);
  line('first contentful paint', samples(ours, 'fcp'), samples(theirs, 'fcp'), 0.8, !throttled);
  line('interactive (ranking rows that follow the controls)', samples(ours, 'interactive'), samples(theirs, 'interactive'), 1, !throttled);
  line('controls live (a bandwidth control, not inert)', samples(ours, 'live'), samples(theirs, 'live'), null);
  line('answer painted', samples(ours, 'painted'), samples(theirs, 'painted'), 0.5, MBPS === 10 && LATENCY_MS === 40);
  line(`bandwidth input → table rows changed (${INPUTS} inputs each)`, ours.inputs, theirs.inputs, 1, !throttled);
  const [mine, upstream] = sites.map((site) => fetchedSize(site.root, site.prefix, site.loads.flatMap((l) => l.fetched)));
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  line('transfer, gzip -9 (the files fetched before interactive)', [mine.gzip], [upstream.gzip], 1, true, kb);
  out.push('');
  for (const [site, size] of [[ours, mine], [theirs, upstream]]) {
    out.push(`${site.name}'s files before interactive, gzip -9: ${size.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`);
  }
  out.push(`spread (min … max): interactive ${spread(ours, 'interactive')}, ${spread(theirs, 'interactive')}; ` +
    `first contentful paint ${spread(ours, 'fcp')}, ${spread(theirs, 'fcp')}`);
  out.push(`first wasm file arrived (median): ours ${ms(median(samples(ours, 'wasm')))} (requested at ${ms(median(samples(ours, 'wasmRequested')))}), ` +
    `upstream ${ms(median(samples(theirs, 'wasm')))} (requested at ${ms(median(samples(theirs, 'wasmRequested')))})`);
  const ourPhases = Object.fromEntries(APP_PHASES.map((k) => [k, median(ours.loads.map((l) => l.phases[k] ?? NaN))]));
  out.push(`our page's phases (medians, ms since navigation start): ` +
    phasesText(ourPhases, APP_PHASES.filter((k) => k !== 'first-paint')));
  console.log(out.join('\n'));
}

async function main() {
  checkDist();
  if (UPSTREAM) return sideBySide();
  const manifest = readManifest();
  if (manifest.runs.length === 0) throw new Error('index.json lists no runs');
  const newest = manifest.runs[0];
  const available = datasetsOf(readRun(newest.file));
  if (!available.includes(options.dataset)) {
    throw new Error(`the newest run ${newest.file} has no ${options.dataset} dataset (it has ${available.join(', ')}); pick one with --dataset`);
  }
  const builds = [{ name: 'this build', root: DIST }];
  if (BASELINE) builds.push({ name: 'baseline', root: BASELINE });
  for (const build of builds) build.size = transferSize(build.root);

  // Per build: the committed data and the synthetic run, in throw-away copies that all serve
  // this build's result files.
  const copies = [];
  const results = [];
  try {
    for (const build of builds) {
      build.committed = await siteOf(build.name, build.root, useResultsOf(DIST));
      copies.push(build.committed);
      build.synthetic = await siteOf(build.name, build.root, (dir) => {
        useResultsOf(DIST)(dir);
        addSynthetic(dir);
      });
      copies.push(build.synthetic);
    }
    // The address a visitor opens: the bare one (the newest run, the default dataset), with
    // only the dataset named when another is asked for.
    const page = options.dataset === DEFAULT_DATASET ? SUB_PATH : `${SUB_PATH}?ds=${encodeURIComponent(options.dataset)}`;
    process.stderr.write(`measuring (${LOADS} + ${LOADS} fresh loads and ${INPUTS} inputs per site${BASELINE ? ', two builds in alternation' : ''})…\n`);
    results.push({
      label: `${USES_FIXTURES ? 'upstream fixture (no committed runs yet)' : 'committed'} (${newest.file}, ${newest.crates} crates)`,
      perBuild: await measureSites(builds.map((b) => b.committed), page, null),
    });
    results.push({
      label: 'SYNTHETIC 100 crates',
      perBuild: await measureSites(builds.map((b) => b.synthetic), page, 100),
    });
  } finally {
    for (const copy of copies) copy.remove();
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
  if (LATENCY_MS > 0 || MBPS > 0) {
    out.push(`loads through an emulated network: ${LATENCY_MS} ms of latency per request, ` +
      (MBPS > 0 ? `${MBPS} Mbit/s each way, responses gzipped` : 'no bandwidth limit'));
  }
  if (JS_FLAGS) out.push(`V8 flags of every browser started: ${JS_FLAGS}`);
  if (BASELINE) {
    out.push(`compared with the baseline build ${BASELINE} (its code, this build's result files), measured in alternation;`);
    out.push('"difference" is this build\'s median minus the baseline\'s, with its 95% bootstrap interval');
  }
  const [size, baseSize] = builds.map((b) => b.size);
  out.push('');
  out.push(`transfer size, gzip -9 per file, without ${RESULTS}/: ${(size.gzip / 1000).toFixed(1)} KB ` +
    `(${size.gzip} bytes; ${(size.raw / 1000).toFixed(1)} KB uncompressed)`);
  for (const f of size.files.slice(0, 5)) {
    out.push(`    ${f.file}: ${(f.gzip / 1000).toFixed(1)} KB gzip (${(f.raw / 1000).toFixed(1)} KB)`);
  }
  if (baseSize) {
    out.push(`  baseline: ${(baseSize.gzip / 1000).toFixed(1)} KB gzip (${baseSize.gzip} bytes); difference ` +
      `${size.gzip >= baseSize.gzip ? '+' : '−'}${Math.abs(size.gzip - baseSize.gzip)} bytes`);
  }
  const compared = (perBuild, pick) => {
    const [mine, base] = perBuild.map(pick);
    const d = medianDifference(mine.values, base.values);
    const clear = d.low > 0 || d.high < 0 ? '' : ': within the noise';
    return `    against the baseline: median ${ms(base.median)}; difference ${signedMs(d.value)} ` +
      `(95% interval ${signedMs(d.low)} … ${signedMs(d.high)})${clear}`;
  };
  for (const r of results) {
    const [mine] = r.perBuild;
    out.push('');
    out.push(`${r.label}, dataset ${options.dataset}, ${mine.rows} ranked rows:`);
    for (const [how, key] of [['in a running browser', 'running'], ['cold browser start', 'cold']]) {
      const loads = mine[key];
      const [, base] = r.perBuild;
      const line = (what, figure) => `  navigation start → ${what}, ${how}: median ${ms(figure.median)} of ${figure.n} fresh loads ` +
        `(min ${ms(figure.min)}, max ${ms(figure.max)})`;
      if (loads.firstViewPainted) {
        out.push(line('ranking in the page (the build\'s first view) painted', loads.firstViewPainted));
        if (BASELINE && base[key].firstViewPainted) out.push(compared(r.perBuild, (b) => b[key].firstViewPainted));
        if (BASELINE && !base[key].firstViewPainted) out.push('    (the baseline has no first view)');
        out.push(`    (its rows were rendered at median ${ms(loads.toFirstView.median)}; painted: when the frame after them was on screen)`);
      }
      out.push(line('the app\'s ranked table', loads.toTable));
      if (BASELINE) out.push(compared(r.perBuild, (b) => b[key].toTable));
      out.push(`    (medians, ms since navigation start: wasm arrived ${ms(loads.arrived.wasm)}, index.json ${ms(loads.arrived.manifest)}, ` +
        `run file ${ms(loads.arrived.run)}, table ${ms(loads.toTable.median)})`);
      out.push(`    (medians, the page's phases: ${phasesText(loads.phases)})`);
      if (BASELINE) out.push(`    (the baseline's: ${phasesText(base[key].phases)})`);
      out.push(`  layout shift while loading (the browser's cumulative layout shift score; 0: nothing on screen moved), ${how}: ` +
        `median ${loads.shift.median.toFixed(3)} (max ${loads.shift.max.toFixed(3)})` +
        (BASELINE ? `; baseline: median ${base[key].shift.median.toFixed(3)} (max ${base[key].shift.max.toFixed(3)})` : ''));
      if (loads.largestPaint) {
        out.push(`  largest contentful paint (the browser's LCP: when the page's largest text or image was painted), ${how}: ` +
          `median ${ms(loads.largestPaint.median)}` +
          (BASELINE && base[key].largestPaint ? `; baseline: median ${ms(base[key].largestPaint.median)}` : ''));
      }
    }
    out.push(`  bandwidth input → table updated: median ${ms(mine.input.median)} of ${mine.input.n} inputs ` +
      `(min ${ms(mine.input.min)}, max ${ms(mine.input.max)})`);
    if (BASELINE) out.push(compared(r.perBuild, (b) => b.input));
    out.push(`  bandwidth input → update finished (charts, URL): median ${ms(mine.settled.median)} ` +
      `(min ${ms(mine.settled.min)}, max ${ms(mine.settled.max)})`);
    if (BASELINE) out.push(compared(r.perBuild, (b) => b.settled));
    for (const [what, key] of [['to a dataset not shown before', 'datasetChange'], ['back to the dataset opened', 'datasetReturn']]) {
      const figure = mine[key];
      out.push(`  dataset change → table updated, ${what}: median ${ms(figure.median)} of ${figure.n} changes ` +
        `(min ${ms(figure.min)}, max ${ms(figure.max)})`);
      if (BASELINE) out.push(compared(r.perBuild, (b) => b[key]));
    }
  }
  console.log(out.join('\n'));
}

main().catch((error) => {
  console.error(`site-perf: ${process.env.DEBUG ? error.stack : error.message ?? error}`);
  process.exit(1);
});
