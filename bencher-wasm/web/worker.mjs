// The bencher's engine in a Web Worker: runs bencher-wasm's `run` on the request posted to it
// and posts each logged line, then the results file (JSON), the run's error, or what aborted
// the instance (a panic or a trap: the wasm cannot go on after either). Shipped inside the
// package beside bencher_wasm.js (scripts/build-wasm-bench.sh copies it there); both hosts use
// it: `bencher run --wasm` (tools/e2e/wasm-run.mjs) and the explorer's run on this device.
import init, { crateIds, run } from './bencher_wasm.js';

/**
 * The browser as its user agent names it, with its full version: `HeadlessChrome/156.0.8078.129`.
 * Chromium's user agent string carries the major version only (`156.0.0.0`); where the browser
 * offers client hints, the full one comes from them: the version of the brand the user agent
 * names (`Chrome` is the brand `Google Chrome`, `Edg` is `Microsoft Edge`), else Chromium's, of
 * the same major version.
 */
async function browserName() {
  const found = navigator.userAgent.match(/(HeadlessChrome|Chrome|Firefox|Edg|Version)\/([\d.]+)/);
  if (!found) return navigator.userAgent;
  const [named, token, version] = found;
  try {
    const { fullVersionList = [] } =
      (await navigator.userAgentData?.getHighEntropyValues(['fullVersionList'])) ?? {};
    const major = version.split('.')[0];
    const brand = { Chrome: 'Google Chrome', Edg: 'Microsoft Edge' }[token] ?? token;
    const same = fullVersionList.filter((entry) => entry.version.split('.')[0] === major);
    const full = same.find((entry) => entry.brand === brand) ?? same.find((entry) => entry.brand === 'Chromium');
    return full ? `${token}/${full.version}` : named;
  } catch {
    return named;
  }
}

self.onmessage = async ({ data: request }) => {
  try {
    await init();
  } catch (error) {
    self.postMessage({ error: `the benchmark's wasm did not load: ${error}` });
    return;
  }
  const asked = { browser: await browserName(), cores: navigator.hardwareConcurrency, ...request };
  // `wanted`: crates a page shows, of which this build measures those it has (a native run
  // lists crates that do not build for wasm); `crates` is taken as it is and checked.
  if (Array.isArray(request.wanted)) {
    const built = new Set(crateIds());
    asked.crates = request.wanted.filter((id) => built.has(id));
    delete asked.wanted;
    if (asked.crates.length === 0) {
      self.postMessage({ error: 'none of the crates shown is in the benchmark\'s wasm build' });
      return;
    }
  }
  try {
    const results = run(JSON.stringify(asked), (line) => self.postMessage({ log: line }));
    self.postMessage({ results });
  } catch (error) {
    // `run` throws its error as a string; anything else is the instance dying.
    self.postMessage(typeof error === 'string' ? { error } : { crashed: String(error) });
  }
};
