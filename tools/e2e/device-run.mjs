// A run on this device as a visitor makes it: opens the built site (dist/) in a fresh headless
// Chromium, presses "Measure on this device" on a dataset, waits for the result and prints the
// wall time from the press to the result shown, with the crates measured; saves the result
// file it offers for download (for `bencher check` or `bencher compare`).
//
// Usage: node tools/e2e/device-run.mjs [--dataset log] [--search TEXT] [--out FILE]
// Environment: DIST (default dist/).

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { By } from 'selenium-webdriver';
import { launchBrowser } from './lib/browser.mjs';
import { serveStatic } from './lib/server.mjs';
import { DIST, SUB_PATH, checkDist } from './lib/site.mjs';
import { waitForApp } from './lib/page.mjs';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: 'log' },
    search: { type: 'string', default: '' },
    out: { type: 'string' },
  },
});
checkDist();
const TIMEOUT_MS = 30 * 60_000;
const server = await serveStatic(DIST, { prefixes: [SUB_PATH] });
const browser = await launchBrowser();
try {
  const { driver } = browser;
  const query = new URLSearchParams({ ds: values.dataset, ...(values.search ? { q: values.search } : {}) });
  await driver.get(`${server.url(SUB_PATH)}?${query}`);
  await waitForApp(driver);
  const section = await driver.findElement(By.css('.device'));
  const start = Date.now();
  await section.findElement(By.css('button')).click();
  await driver.wait(async () => {
    const text = await section.getText();
    if (/could not go on|stopped|failed/.test(text)) throw new Error(text);
    return /Measured/.test(text);
  }, TIMEOUT_MS, 'the device run to finish');
  const seconds = (Date.now() - start) / 1000;
  const link = await section.findElement(By.css('a[download]'));
  const json = await driver.executeAsyncScript(
    'const done = arguments[arguments.length - 1]; fetch(arguments[0]).then((r) => r.text()).then(done);',
    await link.getAttribute('href'),
  );
  const file = JSON.parse(json);
  const crates = Object.keys(file.datasets[values.dataset]?.crates ?? {});
  console.log(`device run of ${values.dataset}: ${seconds.toFixed(1)} s from the press to the result, ` +
    `${crates.length} crates, ${file.failures.length} failures, in ${file.environment.browser}`);
  const out = values.out ?? await link.getAttribute('download');
  fs.writeFileSync(out, json);
  console.log(`result file: ${path.resolve(out)}`);
} finally {
  await browser.quit();
  await server.close();
}
