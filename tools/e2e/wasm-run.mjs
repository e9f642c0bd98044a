// The browser side of `bencher run --wasm`: measures one run in headless Chromium with the
// bencher's engine built for wasm, and reports on stdout, one JSON object per line:
//   {"log": line}            a progress line or failure, as the engine logs it
//   {"browser_cpu_ms": ms}   the CPU time the browser's processes used, before the outcome
//   {"results": json}        the results file (JSON text), last
//   {"error": message}       the run could not start (bad request, unknown names)
//   {"crashed": message}     the wasm instance died (a panic, a trap, out of memory), or a
//                            step logged nothing for WASM_RUN_HUNG_MS (10 minutes): hung
// Usage: node wasm-run.mjs PACKAGE_DIR REQUEST_JSON
// PACKAGE_DIR holds bencher-wasm built with `wasm-bindgen --target web`
// (scripts/build-wasm-bench.sh); REQUEST_JSON is bencher-wasm's `RunRequest`.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';

const POLL_MS = 250;
/** A step that logs nothing for this long is taken for hung, and the run for crashed there. */
const HUNG_MS = Number(process.env.WASM_RUN_HUNG_MS ?? 600_000);

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (ms) this process's descendants have used so far: chromedriver and every
 * Chromium process (browser, zygotes, renderers: the worker that measures runs in one). They
 * are not the bencher's waited-for children, so it cannot count them itself.
 */
function descendantsCpuMs() {
  const parents = new Map();
  const ticks = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(pid), Number(fields[1]));
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12])); // utime, stime
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (ours.has(parent) && !ours.has(pid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  ours.delete(process.pid);
  let total = 0;
  for (const pid of ours) total += ticks.get(pid) ?? 0;
  return (total * 1000) / TICKS_PER_SECOND;
}

function emit(object) {
  process.stdout.write(JSON.stringify(object) + '\n');
}

/**
 * The browser and its JavaScript engine as chrome://version shows them
 * (`Chromium 156.0.7563.110, V8 15.6.75.95, headless`), or null.
 */
async function browserVersion(driver) {
  try {
    await driver.get('chrome://version');
    const text = await driver.executeScript('return document.body.innerText');
    const browser = text.match(/(Chromium|Google Chrome)\s+([\d.]+)/);
    const engine = text.match(/JavaScript\s+V8\s+([\d.]+)/);
    if (!browser) return null;
    return `${browser[1]} ${browser[2]}${engine ? `, V8 ${engine[1]}` : ''}, headless`;
  } catch {
    return null;
  }
}

async function main() {
  const [packageDir, requestJson] = process.argv.slice(2);
  if (!packageDir || !requestJson) {
    throw new Error('usage: node wasm-run.mjs PACKAGE_DIR REQUEST_JSON');
  }
  const request = JSON.parse(requestJson);
  if (!fs.existsSync(path.join(packageDir, 'bencher_wasm.js'))) {
    throw new Error(`${packageDir}: no bencher_wasm.js; build it with scripts/build-wasm-bench.sh`);
  }
  if (!fs.existsSync(path.join(packageDir, 'worker.mjs'))) {
    throw new Error(`${packageDir}: no worker.mjs; build it with scripts/build-wasm-bench.sh`);
  }
  // The page beside the package (which carries its worker), in a directory of links.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bencher-wasm-run-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  fs.symlinkSync(path.join(here, 'wasm-run', 'index.html'), path.join(root, 'index.html'));
  fs.symlinkSync(path.resolve(packageDir), path.join(root, 'pkg'));
  const server = await serveStatic(root);
  const browser = await launchBrowser();
  try {
    const { driver } = browser;
    const name = await browserVersion(driver);
    if (name) request.browser ??= name;
    await driver.get(server.url('/'));
    await browser.settled();
    await driver.executeScript('window.wasmRun.start(arguments[0])', request);
    let heard = Date.now();
    for (;;) {
      const { lines, outcome } = await driver.executeScript('return window.wasmRun.take()');
      for (const line of lines) emit({ log: line });
      if (lines.length > 0) heard = Date.now();
      const hung = Date.now() - heard > HUNG_MS;
      if (outcome || hung) {
        // The run's own work, which the bencher must not count as the machine's other load.
        emit({ browser_cpu_ms: descendantsCpuMs() });
        emit(outcome ?? { crashed: `no step finished for ${Math.round(HUNG_MS / 1000)} s: taken for hung` });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await browser.quit();
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  emit({ error: `the browser host failed: ${error.message ?? error}` });
  process.exitCode = 1;
});
