// The explorer's performance benchmark: prints figures, asserts nothing about time.
//
// Every figure is read from outside the page, the same way for any site (lib/outside.mjs): no
// mark or element id that a page sets decides one. Each load is a fresh load of the site's bare
// address in a newly started headless Chromium (empty profile: no cache, no compiled wasm, a
// first connection), once the browser has done its own start-up work (lib/browser.mjs
// `settled`: a newly started Chromium keeps 1.5 of the machine's 2 cores busy for half a
// second), with a recorder installed before the page's scripts. Once the page has settled (its
// DOM and network quiet for a second), the load gives:
//  - answer on screen: when the frame that first showed 10 visible table rows with a figure
//    in a cell (all the settled page's, if fewer) was on screen;
//  - first contentful paint (the browser's paint entry);
//  - whole page live: when the frame from which every control (input, select, button,
//    textarea) the settled page offers was visible, enabled and not inert, and stayed so, was
//    on screen; with their count;
//  - gzip bytes requested until live and once settled: gzip -9 of each file of the served
//    directory that the page requested (its document and its resource timing entries) before
//    it was live, and before it settled;
//  - input → table changed (--inputs N per load, once settled): the page's first range input
//    (where it has none, its first number input) set low, an `input` event, and the time to the
//    first change inside the table with figures that follows it.
//
// Modes (the sites' loads in alternation, the order reversed every other round):
//   node perf.mjs                    this build: medians, min … max
//   node perf.mjs --baseline DIR     this build and another build (a copy of an earlier dist/):
//                                    each figure's difference of medians, 95% bootstrap interval
//   node perf.mjs --upstream DIR     this build and the upstream suite's explorer
//                                    (docs/site-performance.md): each figure's ratio ours /
//                                    upstream, its 95% bootstrap interval and its target
// --latency MS and --mbps N put the loads behind Chromium's network emulation (with --mbps the
// server sends gzip, as a web host does); --js-flags FLAGS starts every browser with those V8
// flags.
//
// Usage: node perf.mjs [--loads 10] [--inputs 3] [--baseline DIR | --upstream DIR]
//                      [--latency MS] [--mbps N] [--js-flags=--no-wasm-lazy-compilation]

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { launchBrowser, CHROMIUM } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';
import { DIST, checkDist, pagePrefix } from './lib/site.mjs';
import { INPUT_TO_TABLE, RECORDER, answerAndLive, settledFigures } from './lib/outside.mjs';
import { figureTable, formatValue, networkOf } from './lib/perf-report.mjs';
import { median } from './lib/stats.mjs';

const USAGE = 'usage: scripts/site-perf.sh [--loads N] [--inputs N] [--baseline DIR | --upstream DIR] ' +
  '[--latency MS] [--mbps N] [--js-flags="V8 FLAGS"]';

function fail(message) {
  console.error(message);
  process.exit(2);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      loads: { type: 'string', default: '10' },
      inputs: { type: 'string', default: '3' },
      baseline: { type: 'string' },
      upstream: { type: 'string' },
      latency: { type: 'string', default: '0' },
      mbps: { type: 'string', default: '0' },
      'js-flags': { type: 'string', default: '' },
    },
  }));
} catch (error) {
  // An unknown option or a missing value: one line and the usage, not a stack trace.
  fail(`${error.message.split('\n')[0]}\n${USAGE}`);
}

function wholeNumber(text, flag, least) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) fail(`${flag} expects a whole number of at least ${least}, got ${JSON.stringify(text)}`);
  return value;
}

function builtSite(dir, flag, what) {
  if (dir === undefined) return null;
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) fail(`${flag} expects ${what} (a dist/ directory); ${root} has no index.html`);
  return root;
}

const BASELINE = builtSite(options.baseline, '--baseline', 'a built site');
const UPSTREAM = builtSite(options.upstream, '--upstream', "the upstream suite's built explorer");
if (UPSTREAM && BASELINE) fail(`--upstream and --baseline are two separate sessions; give one\n${USAGE}`);
const LOADS = wholeNumber(options.loads, '--loads', 1);
const INPUTS = wholeNumber(options.inputs, '--inputs', 0);
/** Round-trip latency added to every request of the loads (Chromium's network emulation). */
const LATENCY_MS = wholeNumber(options.latency, '--latency', 0);
/** Bandwidth limit of the loads in Mbit/s, both ways (0: none); responses then go out gzipped. */
const MBPS = wholeNumber(options.mbps, '--mbps', 0);
const NETWORK = networkOf(MBPS, LATENCY_MS);
/** V8 flags for every browser the benchmark starts (Chromium's --js-flags). */
const JS_FLAGS = options['js-flags'].trim();
if (!/^(--[a-z0-9-]+(=[A-Za-z0-9._-]+)?\s*)*$/.test(JS_FLAGS)) {
  fail(`--js-flags expects V8 flags such as "--no-wasm-lazy-compilation", got ${JSON.stringify(JS_FLAGS)}`);
}
const BROWSER_FLAGS = JS_FLAGS ? [`--js-flags=${JS_FLAGS}`] : [];

/** Applies --latency and --mbps to every request `driver`'s browser makes (nothing when both are 0). */
async function emulateNetwork(driver) {
  if (NETWORK === 'loopback') return;
  const throughput = MBPS > 0 ? (MBPS * 1e6) / 8 : -1; // bytes per second; -1: no limit
  await driver.setNetworkConditions({
    offline: false, latency: LATENCY_MS, download_throughput: throughput, upload_throughput: throughput,
  });
}

/**
 * Visits `sites` in turn, `rounds` times: `visit(site, round)` for each, the order reversed every
 * other round so that neither site always goes first (a shared machine drifts).
 */
async function alternate(sites, rounds, visit) {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...sites].reverse() : sites;
    for (const site of order) await visit(site, round);
  }
}

/** gzip -9 sizes of the served files, by file: each is compressed once per session. */
const gzipSizes = new Map();

/**
 * The gzip -9 bytes of the files of `site` that `requests` (URL paths, with the page's own)
 * name, each file once; a path naming no file (the browser's own /favicon.ico, answered 404)
 * counts nothing. Returns `{ bytes, files }`.
 */
function requestedBytes(site, requests) {
  const files = new Set();
  for (const { path: urlPath } of requests) {
    const relative = urlPath.startsWith(site.prefix) ? urlPath.slice(site.prefix.length) : urlPath.replace(/^\//, '');
    const file = path.join(site.root, relative === '' || relative.endsWith('/') ? relative + 'index.html' : decodeURIComponent(relative));
    if (file.startsWith(site.root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) files.add(file);
  }
  let bytes = 0;
  for (const file of files) {
    if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    bytes += gzipSizes.get(file);
  }
  return { bytes, files: [...files].map((f) => path.relative(site.root, f)).sort() };
}

/** One fresh load of `site` in a newly started browser: its figures (perf-report.mjs FIGURES). */
async function freshLoad(site) {
  const browser = await launchBrowser(BROWSER_FLAGS);
  try {
    const { driver } = browser;
    await browser.settled();
    await emulateNetwork(driver);
    await driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    await driver.get(site.url);
    const raw = await settledFigures(driver, `${site.name} at ${site.url}`);
    const { answerAt, answerPainted, liveAt, livePainted, controls } = answerAndLive(raw);
    const untilLive = requestedBytes(site, raw.requests.filter((r) => r.start <= liveAt));
    const settled = requestedBytes(site, raw.requests);
    const inputs = [];
    const controlsUsed = new Set();
    for (let i = 0; i < INPUTS; i++) {
      const sample = await driver.executeAsyncScript(INPUT_TO_TABLE, i);
      if (sample.error) throw new Error(`${site.name}: input ${i + 1}: ${sample.error}`);
      inputs.push(sample.table);
      controlsUsed.add(sample.control);
      await driver.sleep(50); // the update's other work (charts, the address) settles
    }
    return {
      answer: answerPainted ?? NaN,
      answerDom: answerAt,
      fcp: raw.fcp ?? NaN,
      live: livePainted ?? NaN,
      liveDom: liveAt,
      controls,
      rows: raw.finalRows,
      bytesLive: untilLive.bytes,
      bytesSettled: settled.bytes,
      input: inputs,
      filesLive: untilLive.files,
      filesSettled: settled.files,
      inputControl: [...controlsUsed].join(', '),
      settledAt: raw.settledAt,
    };
  } finally {
    await browser.quit();
  }
}

async function main() {
  checkDist();
  const mode = UPSTREAM ? 'upstream' : BASELINE ? 'baseline' : 'single';
  const sites = [{ name: mode === 'upstream' ? 'ours' : 'this build', root: DIST }];
  if (BASELINE) sites.push({ name: 'baseline', root: BASELINE });
  if (UPSTREAM) sites.push({ name: 'upstream', root: UPSTREAM });
  const servers = [];
  process.stderr.write(`${LOADS} fresh loads per site, each in a newly started browser, ${INPUTS} inputs each` +
    `${sites.length > 1 ? ', the sites in alternation' : ''}…\n`);
  try {
    for (const site of sites) {
      site.prefix = pagePrefix(site.root);
      site.loads = [];
      // One server per site, both served the same way: with --mbps, gzipped as a web host would.
      const server = await serveStatic(site.root, { prefixes: [site.prefix], gzip: MBPS > 0 });
      servers.push(server);
      site.url = server.url();
    }
    await alternate(sites, LOADS, async (site, round) => {
      const load = await freshLoad(site);
      site.loads.push(load);
      process.stderr.write(`  ${site.name}: load ${round + 1}/${LOADS}: answer on screen ${formatValue(load.answer, 'ms')}, ` +
        `first paint ${formatValue(load.fcp, 'ms')}, live ${formatValue(load.live, 'ms')} (${load.controls} controls, ` +
        `${load.rows} rows), input ${load.input.map((t) => formatValue(t, 'ms')).join(', ') || '–'}\n`);
    });
  } finally {
    for (const server of servers) await server.close();
  }

  let chromium = 'chromium';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // The version only labels the report.
  }
  const out = [];
  out.push(`Site performance: ${sites.map((s) => `${s.name} ${s.root}`).join(', ')}; ${chromium} headless, ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  out.push(`${LOADS} fresh loads per site, each in a newly started browser once settled` +
    `${sites.length > 1 ? ', the sites in alternation' : ''}; ${INPUTS} inputs per load; network: ` +
    (NETWORK === 'loopback' ? 'loopback, uncompressed'
      : `${LATENCY_MS} ms of latency per request, ${MBPS > 0 ? `${MBPS} Mbit/s each way, responses gzipped` : 'no bandwidth limit'}` +
        (NETWORK === 'throttled' ? ' (the throttled targets\' network)' : ' (not the targets\' network: only bytes judged)')));
  if (JS_FLAGS) out.push(`V8 flags of every browser started: ${JS_FLAGS}`);
  out.push('');
  out.push(...figureTable(sites, { mode, network: NETWORK }));
  out.push('');
  for (const site of sites) {
    const files = (key) => [...new Set(site.loads.flatMap((l) => l[key]))].sort().join(', ');
    out.push(`${site.name}: files requested until live: ${files('filesLive')}`);
    out.push(`${site.name}: files requested once settled: ${files('filesSettled')}`);
    out.push(`${site.name}: input used: ${[...new Set(site.loads.map((l) => l.inputControl))].join(', ') || 'none'}; ` +
      `settled (quiet for a second) at median ${formatValue(median(site.loads.map((l) => l.settledAt)), 'ms')}`);
  }
  console.log(out.join('\n'));
}

main().catch((error) => {
  console.error(`site-perf: ${process.env.DEBUG ? error.stack : error.message ?? error}`);
  process.exit(1);
});
