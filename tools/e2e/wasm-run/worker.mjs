// Runs the bencher's engine (bencher-wasm's `run`) on the request posted to it, posting each
// logged line, then the results file (JSON), the run's error, or what aborted the instance
// (a panic or a trap: the wasm cannot go on after either).
import init, { run } from './pkg/bencher_wasm.js';

/** The browser as its user agent names its engine: `HeadlessChrome/156.0.7563.110`. */
function browserName() {
  const found = navigator.userAgent.match(/(HeadlessChrome|Chrome|Firefox|Edg|Version)\/[\d.]+/);
  return found ? found[0] : navigator.userAgent;
}

self.onmessage = async ({ data: request }) => {
  try {
    await init();
  } catch (error) {
    self.postMessage({ error: `the benchmark's wasm did not load: ${error}` });
    return;
  }
  const asked = { browser: browserName(), cores: navigator.hardwareConcurrency, ...request };
  try {
    const results = run(JSON.stringify(asked), (line) => self.postMessage({ log: line }));
    self.postMessage({ results });
  } catch (error) {
    // `run` throws its error as a string; anything else is the instance dying.
    self.postMessage(typeof error === 'string' ? { error } : { crashed: String(error) });
  }
};
