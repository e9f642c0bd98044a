// The explorer's run on this device: the bencher's engine, built for wasm and shipped in the
// site's bench/ (the test command builds the site with its debug build), measures the two
// crates the search leaves shown on one dataset in a Web Worker. The run is shown beside the
// published ones, downloads as a result file that `bencher check` accepts, and opens again
// from that file; a damaged file is refused, a cancelled run loses nothing.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { By } from 'selenium-webdriver';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import { DIST, REPO, SUB_PATH, checkDist, readManifest } from '../lib/site.mjs';
import { SELECTORS, checkedTests, currentParams, openRanked, rankedText, textOf, waitFor, waitUntil } from '../lib/page.mjs';

checkDist();
const BENCHER = path.join(REPO, 'target/debug/bencher');
/** Two crates the search leaves shown, both in the wasm build. */
const SEARCH = 'bincode';
const CRATES = ['bincode1', 'bincode2'];
const DATASET = 'log';
/** A debug build of the engine on two crates: well within this. */
const RUN_TIMEOUT = 240_000;

const MEASURE = '.device button';
const FILE_INPUT = '.device input[type="file"]';
const STATUS = '.device [role="status"]';
const ALERT = '.device [role="alert"]';

let server;
let browser;
let driver;
let scratch;
const check = checkedTests(() => driver);

/** The button whose text is `text` in the device section. */
async function button(text) {
  const buttons = await driver.findElements(By.css(MEASURE));
  for (const candidate of buttons) {
    if ((await candidate.getText()) === text) return candidate;
  }
  throw new Error(`no "${text}" button in the device section`);
}

/** The selected run's label in the run picker. */
async function pickedRun() {
  return driver.executeScript(
    'const s = document.querySelector(arguments[0]); return s.options[s.selectedIndex].text;',
    SELECTORS.runPicker,
  );
}

function bencher(args) {
  return new Promise((resolve) => {
    execFile(BENCHER, args, { cwd: REPO, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code ?? 1 : 0, stdout, stderr }));
  });
}

describe('a run on this device', () => {
  before(async () => {
    assert.ok(fs.existsSync(path.join(DIST, 'bench', 'worker.mjs')), 'the site ships the device benchmark in bench/');
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'device-run-test-'));
    server = await serveStatic(DIST, { prefixes: [SUB_PATH] });
    browser = await launchBrowser();
    driver = browser.driver;
    await openRanked(driver, `${server.url(SUB_PATH)}?ds=${DATASET}&q=${SEARCH}`);
  });

  after(async () => {
    await browser?.quit();
    await server?.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('a cancelled run stops and leaves the page as it was', check(async () => {
    const ranked = await rankedText(driver);
    const shown = await pickedRun();
    await (await button('Measure on this device')).click();
    await (await button('Cancel')).click();
    const said = await waitUntil(driver, 'the cancel to be said', async () => {
      const text = await textOf(driver, ALERT);
      return /Cancelled/.test(text) && text;
    });
    assert.match(said, /nothing was measured/);
    assert.equal(await pickedRun(), shown);
    assert.equal(await rankedText(driver), ranked);
  }));

  it('measures the crates shown, with progress, and shows the run beside the published ones', check(async () => {
    const published = await pickedRun();
    await (await button('Measure on this device')).click();
    // The bar moves while the page stays live: the worker measures, not the page.
    await waitUntil(driver, 'the progress bar to move', () => driver.executeScript(
      `const bar = document.querySelector('.device progress');
       return (bar && bar.value > 0) || /Measured/.test(document.querySelector('.device').textContent);`), RUN_TIMEOUT);
    await waitUntil(driver, 'the run to finish', async () => /Measured/.test(await textOf(driver, STATUS)), RUN_TIMEOUT);
    const picked = await pickedRun();
    assert.match(picked, /this device/, picked);
    assert.match(picked, /wasm32 in /, picked);
    const rows = await rankedText(driver);
    for (const id of CRATES) assert.match(rows, new RegExp(`\\b${id}\\b`), rows);
    assert.equal(rows.split('\n').length, CRATES.length, rows);
    // Compared with figures measured in wasm too: the newest published wasm run (origin
    // bencher) when the site lists one, else the run it was shown beside.
    const baseline = await driver.executeScript(
      'const s = document.querySelector(arguments[0]); return s && s.options[s.selectedIndex].text;',
      SELECTORS.baselinePicker,
    );
    const publishedWasm = readManifest().runs.find((run) => run.wasm && run.origin === 'bencher');
    if (publishedWasm) {
      assert.equal((await currentParams(driver)).get('base'), publishedWasm.file);
      assert.match(baseline, /wasm32 in /, baseline);
    } else {
      assert.equal(baseline, published);
    }
  }));

  it('offers the run as a result file that bencher check accepts', check(async () => {
    const link = await driver.findElement(By.css('.device a[download]'));
    const name = await link.getAttribute('download');
    assert.match(name, /^device-.*\.json$/);
    const json = await driver.executeAsyncScript(
      'const done = arguments[arguments.length - 1]; fetch(arguments[0]).then((r) => r.text()).then(done);',
      await link.getAttribute('href'),
    );
    const file = JSON.parse(json);
    assert.equal(file.environment.build.target, 'wasm32-unknown-unknown');
    // The browser's full version, from its client hints: its user agent string says 156.0.0.0.
    assert.match(file.environment.browser, /^HeadlessChrome\/\d+\.\d+\.\d+\.\d+$/);
    assert.doesNotMatch(file.environment.browser, /\.0\.0\.0$/, 'the full version, not the reduced one');
    assert.deepEqual(Object.keys(file.datasets), [DATASET]);
    assert.deepEqual(Object.keys(file.datasets[DATASET].crates).sort(), CRATES);
    const saved = path.join(scratch, name);
    fs.writeFileSync(saved, json);
    const checked = await bencher(['check', saved]);
    assert.equal(checked.code, 0, checked.stderr);
    // Opened again from the file, it is listed as such.
    await driver.findElement(By.css(FILE_INPUT)).sendKeys(saved);
    await waitUntil(driver, 'the opened file to be shown', async () => /opened file/.test(await pickedRun()));
  }));

  it('refuses a damaged result file with a clear message and keeps the run shown', check(async () => {
    const shown = await pickedRun();
    const damaged = path.join(scratch, 'damaged.json');
    fs.writeFileSync(damaged, '{"schema_version": 7, "run": ');
    await driver.findElement(By.css(FILE_INPUT)).sendKeys(damaged);
    const said = await waitUntil(driver, 'the refusal', async () => {
      const text = await textOf(driver, ALERT);
      return /damaged\.json cannot be shown/.test(text) && text;
    });
    assert.ok(said.length < 400, said);
    assert.equal(await pickedRun(), shown);
    await waitFor(driver, SELECTORS.rankedRows);
  }));
});
