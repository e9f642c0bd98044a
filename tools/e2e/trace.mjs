// Where a fresh load's time goes: loads the site (and, with --upstream DIR, the upstream
// suite's explorer, in alternation) in newly started browsers that trace their own start-up
// (Chromium's --trace-startup), and prints, as medians over the loads, what the page's
// renderer did (its first frame's main-thread and raster work, the main thread's part of
// compiling the wasm, its scripts, its frames) and how much CPU the browser's other processes
// took meanwhile, until the page's first contentful paint and until it was whole page live
// (read from outside the page as site-perf reads it, lib/outside.mjs: no mark of the page's
// decides a figure). Prints figures, judges none; the load times of scripts/site-perf.sh are
// measured without tracing, which slows every process.
//
// Usage: node trace.mjs [--loads 5] [--upstream DIR] [--keep DIR]
//   --keep DIR: leave each load's trace (JSON, for chrome://tracing or Perfetto) in DIR.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';
import { RECORDER, answerAndLive, settledFigures } from './lib/outside.mjs';
import { DIST, checkDist, pagePrefix } from './lib/site.mjs';
import { median } from './lib/stats.mjs';
import { TRACE_CATEGORIES, summarizeLoad } from './lib/trace.mjs';

const USAGE = 'usage: scripts/site-trace.sh [--loads N] [--upstream DIR] [--keep DIR]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      loads: { type: 'string', default: '5' },
      upstream: { type: 'string' },
      keep: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const LOADS = Number(options.loads);
if (!Number.isInteger(LOADS) || LOADS < 1) {
  console.error(`--loads expects a whole number of at least 1, not "${options.loads}"\n${USAGE}`);
  process.exit(2);
}
if (options.upstream && !fs.existsSync(path.join(options.upstream, 'index.html'))) {
  console.error(`--upstream ${options.upstream} has no index.html (build it as docs/site-performance.md says)`);
  process.exit(2);
}

/** How long each browser traces its start-up: a load is over well before. */
const TRACE_SECONDS = 4;

/**
 * One traced load of `site`: its summary (lib/trace.mjs), its windows ending when the page was
 * live as site-perf reads it from outside (lib/outside.mjs: every control of the settled page
 * visible, enabled and not inert), the same way for any site.
 */
async function tracedLoad(site, server, file) {
  // A trace of an earlier run in a kept directory would be read as this load's.
  fs.rmSync(file, { force: true });
  const browser = await launchBrowser([
    `--trace-startup=${TRACE_CATEGORIES}`,
    `--trace-startup-file=${file}`,
    `--trace-startup-duration=${TRACE_SECONDS}`,
    '--trace-startup-format=json',
  ]);
  try {
    // As site-perf's loads: the page, not its overlap with the browser's own start-up.
    await browser.settled();
    await browser.driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORDER });
    const url = server.url();
    await browser.driver.get(url);
    // As site-perf's "whole page live": when the frame from which every control was live was on
    // screen (where the browser reported no paint of it, when that frame was sampled).
    const { liveAt, livePainted } = answerAndLive(await settledFigures(browser.driver, `${site.name} at ${url}`));
    const live = livePainted ?? liveAt;
    // The browser writes the trace when its tracing time is over.
    const deadline = Date.now() + (TRACE_SECONDS + 20) * 1000;
    for (;;) {
      try {
        return summarizeLoad(JSON.parse(fs.readFileSync(file, 'utf8')), url, { live });
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`${site.name}: no complete trace in ${file} (${error.message})`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await browser.quit();
  }
}

/** The figures of a CPU window of the summary (`window` reads it), its frames with `frames`. */
function windowFigures(title, window, frames) {
  return [
    [`${title}: the page's renderer, CPU`, (s) => window(s)?.renderCpu],
    ['  its main thread', (s) => window(s)?.mainCpu],
    ['  its main thread, busy (its tasks\' wall time)', (s) => window(s)?.mainBusy],
    ['  its scripts and wasm', (s) => window(s)?.scriptCpu],
    ...(frames ? [
      ['  its frames that painted', (s) => window(s)?.frames.cpu],
      ['  its frames that painted, count', (s) => window(s)?.frames.count],
    ] : []),
    ['  the browser\'s other processes', (s) => window(s)?.othersCpu],
  ];
}

/** Each printed figure: its label and how to read it from a load's summary. */
const FIGURES = [
  ['HTML parsed', (s) => s.parsed],
  ['the parse\'s last task (style, layout, deferred scripts), from', (s) => s.parseEnd?.start],
  ['  wall', (s) => s.parseEnd?.wall],
  ['first frame that painted, from', (s) => s.frame?.start],
  ['  its style, layout and paint, wall', (s) => s.frame?.wall],
  ['  the same, CPU', (s) => s.frame?.cpu],
  ['frames painted before the first contentful paint', (s) => s.beforePaint?.count],
  ['  their style, layout and paint, CPU', (s) => s.beforePaint?.cpu],
  ['  raster until the first contentful paint, CPU', (s) => s.beforePaint?.rasterCpu],
  ['first contentful paint', (s) => s.fcp],
  ['wasm handed to its compiler (main thread) from', (s) => s.wasm?.start],
  ['  wall', (s) => s.wasm?.wall],
  ['whole page live (read from outside, as site-perf)', (s) => s.toLive?.at],
  ['fonts made until live, count', (s) => s.fonts.count],
  ['  their wall time (mostly waiting for the browser)', (s) => s.fonts.wall],
  ['  their CPU', (s) => s.fonts.cpu],
  ...windowFigures('to the first contentful paint', (s) => s.toPaint, false),
  ...windowFigures('to whole page live', (s) => s.toLive, true),
];

async function main() {
  checkDist();
  const sites = [{ name: 'ours', root: DIST }];
  if (options.upstream) sites.push({ name: 'upstream', root: path.resolve(options.upstream) });
  const dir = options.keep ? path.resolve(options.keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'serbench-trace-'));
  fs.mkdirSync(dir, { recursive: true });
  const servers = new Map();
  try {
    for (const site of sites) {
      site.loads = [];
      servers.set(site, await serveStatic(site.root, { prefixes: [pagePrefix(site.root)] }));
    }
    process.stderr.write(`${LOADS} traced loads per site, each in a newly started browser, the sites in alternation…\n`);
    for (let round = 0; round < LOADS; round++) {
      for (const site of sites) {
        const file = path.join(dir, `${site.name}-${round + 1}.json`);
        const summary = await tracedLoad(site, servers.get(site), file);
        if (!summary) throw new Error(`${site.name}: load ${round + 1}: the trace holds no navigation to the site`);
        site.loads.push(summary);
        process.stderr.write(`  ${site.name}: load ${round + 1}/${LOADS}: first contentful paint ` +
          `${summary.fcp?.toFixed(1) ?? '–'} ms, first frame CPU ${summary.frame?.cpu.toFixed(1) ?? '–'} ms\n`);
      }
    }
  } finally {
    for (const server of servers.values()) await server.close();
    if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  const width = Math.max(...FIGURES.map(([label]) => label.length));
  console.log(`Where a fresh load's time goes (traced: every process runs slower than untraced), ` +
    `medians of ${LOADS} loads, ms since navigation start or ms of CPU, ${os.cpus().length} CPUs`);
  console.log(`${'figure'.padEnd(width)} | ${sites.map((s) => s.name.padStart(9)).join(' | ')}`);
  for (const [label, read] of FIGURES) {
    const cells = sites.map((site) => {
      const value = median(site.loads.map(read));
      return (Number.isFinite(value) ? value.toFixed(1) : '–').padStart(9);
    });
    console.log(`${label.padEnd(width)} | ${cells.join(' | ')}`);
  }
  if (options.keep) console.log(`traces kept in ${dir}`);
}

main().catch((error) => {
  console.error(error.stack || String(error));
  process.exit(1);
});
