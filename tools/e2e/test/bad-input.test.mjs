// Bad input in a real browser: broken result files listed in index.json, a broken index.json,
// and garbage URL parameters. Each must give a visible message that says what is wrong, keep
// the rest of the page working, and never leave a blank page or a panic.
//
// The broken files live only in temporary copies of dist/, never in benchmark_results/.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { By } from 'selenium-webdriver';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import {
  RESULTS,
  SUB_PATH,
  checkDist,
  datasetsOf,
  defaultRun,
  moduleFile,
  prependRuns,
  prerender,
  readManifest,
  readRun,
  siteCopy,
  writeAtomic,
} from '../lib/site.mjs';
import {
  SELECTORS,
  assertNoPanic,
  bodyText,
  checkedTests,
  currentParams,
  selectValue,
  textOf,
  waitFor,
  waitForApp,
  waitUntil,
} from '../lib/page.mjs';

checkDist();
const manifest = readManifest();
const good = defaultRun(manifest);
assert.ok(good, 'index.json lists no runs');
const goodHasDefault = datasetsOf(readRun(good.file)).includes('mk48');

/** Broken result files, each listed in the copy's index.json as newer than every real run. */
const BROKEN = {
  // Cut in the middle of a real file: not JSON any more.
  'zz-truncated.json': (dir) => JSON.stringify(readRun(good.file, dir)).slice(0, 200),
  // Well-formed JSON of a layout nobody knows.
  'zz-unknown-version.json': () => JSON.stringify({ schema_version: 999, hello: 'world' }),
  // Right layout, wrong type deep inside.
  'zz-wrong-type.json': (dir) => {
    const run = readRun(good.file, dir);
    run.crates = 'not a map';
    run.datasets = 42;
    return JSON.stringify(run);
  },
  // Listed in index.json, absent from the server: a 404.
  'zz-missing.json': null,
};

function entry(file, index) {
  return {
    file,
    started_at: `2099-01-0${index + 1}T00:00:00Z`,
    machine: 'broken on purpose (e2e test)',
    rustc: null,
    origin: 'bencher',
    profile: null,
    crates: 1,
  };
}

/**
 * A run whose figures are wrong in one dataset only (a crate's size is text): the page reads
 * one dataset at a time, so only that dataset fails, with the fault's place in the file.
 */
const BAD_DATASET_RUN = 'zz-bad-dataset.json';
const goodDatasets = datasetsOf(readRun(good.file));
const BAD_DATASET = goodHasDefault ? 'mk48' : goodDatasets[0];
const GOOD_DATASET = goodDatasets.find((name) => name !== BAD_DATASET);

function withBadDataset(dir) {
  const run = readRun(good.file, dir);
  const figures = run.datasets[BAD_DATASET].crates;
  figures[Object.keys(figures)[0]].size = 'not a size';
  return JSON.stringify(run);
}

/** The app's own code, damaged: each site copy has one of its files missing or corrupt. */
const DAMAGED_CODE = {
  'a corrupt wasm file': (dir, files) =>
    writeAtomic(path.join(dir, moduleFile(files, 'app', '_bg.wasm')), 'not WebAssembly'),
  'a missing JavaScript file': (dir, files) =>
    fs.rmSync(path.join(dir, moduleFile(files, 'app', '.js'))),
};

let broken; // site copy with the broken files
let brokenIndex; // site copy whose index.json is not JSON
let server;
let browser;
let driver;

before(async () => {
  broken = await siteCopy((dir) => {
    const names = [...Object.keys(BROKEN), BAD_DATASET_RUN];
    for (const [name, content] of Object.entries(BROKEN)) {
      if (content) writeAtomic(path.join(dir, RESULTS, name), content(dir));
    }
    writeAtomic(path.join(dir, RESULTS, BAD_DATASET_RUN), withBadDataset(dir));
    // Newest first: the first broken file is what the page opens on by default.
    prependRuns(dir, names.map(entry));
    // Built with these results, as a site is: the page's first view and its list of runs are
    // the build's (here: none, as the newest run does not load).
    prerender(dir);
  });
  brokenIndex = await siteCopy((dir) => {
    writeAtomic(path.join(dir, RESULTS, 'index.json'), '{"schema_version": 1, "runs": [{"file": ');
    prerender(dir);
  });
  server = {
    broken: await serveStatic(broken.dir, { prefixes: [SUB_PATH] }),
    brokenIndex: await serveStatic(brokenIndex.dir, { prefixes: [SUB_PATH] }),
    // As `trunk serve` does: a missing file comes back as the page itself, status 200.
    fallback: await serveStatic(broken.dir, { prefixes: [SUB_PATH], spaFallback: true }),
  };
  browser = await launchBrowser();
  driver = browser.driver;
});

after(async () => {
  await browser?.quit();
  await server?.broken.close();
  await server?.brokenIndex.close();
  await server?.fallback.close();
  broken?.remove();
  brokenIndex?.remove();
});

/** Runs a test body with the page's state attached to any failure, then checks for panics. */
const check = checkedTests(() => driver);

/** Waits for a visible alert mentioning `needle`; returns the alerts' text. */
async function alertMentioning(needle) {
  return waitUntil(driver, `an alert naming ${needle}`, async () => {
    const text = await textOf(driver, SELECTORS.errors);
    return text.includes(needle) && text;
  });
}

/** The page still has its title and controls: not blank. */
async function assertPageAlive() {
  const text = await bodyText(driver);
  assert.match(text, /Rust serialization benchmark/, 'the page title is shown');
  assert.ok((await driver.findElements(By.css('section.controls'))).length > 0, 'the controls are shown');
}

describe('bad input gives a message, not a blank page', () => {
  for (const [damage, change] of Object.entries(DAMAGED_CODE)) {
    it(`the page says so when the app cannot start, and keeps its ranking: ${damage}`, check(async () => {
      const copy = await siteCopy((dir) => change(dir, fs.readdirSync(dir)));
      const damagedServer = await serveStatic(copy.dir, { prefixes: [SUB_PATH] });
      try {
        await driver.get(damagedServer.url());
        const fatal = await waitFor(driver, `${SELECTORS.fatal}[role="alert"]`);
        const text = await fatal[0].getText();
        assert.match(text, /could not run \(.+\)/, `the message says what failed: ${text}`);
        assert.match(text, /newest run's at the default settings/, `the message says which ranking is shown: ${text}`);
        // A ranking is still there to read: the one the build wrote into the page.
        const rows = await driver.findElements(By.css(SELECTORS.rankedRows));
        assert.ok(rows.length > 0 && await rows[0].isDisplayed(), 'the page\'s ranking is shown');
        await assertPageAlive();
        // Expected here; the check after every test fails on it otherwise.
        await driver.executeScript('document.getElementById("fatal").remove();');
      } finally {
        await damagedServer.close();
        copy.remove();
      }
    }));
  }

  for (const name of Object.keys(BROKEN)) {
    it(`a broken result file (${name}) is named and explained`, check(async () => {
      await driver.get(`${server.broken.url()}?run=${encodeURIComponent(name)}`);
      const alert = await alertMentioning(name);
      // The message says more than the name: why the file was refused.
      assert.ok(alert.length > name.length + 20, `the message explains: ${alert}`);
      await assertPageAlive();
    }));
  }

  it('a missing file answered with the page (as trunk serve does) is named and explained', check(async () => {
    await driver.get(`${server.fallback.url()}?run=zz-missing.json`);
    const alert = await alertMentioning('zz-missing.json');
    assert.ok(alert.length > 40, `the message explains: ${alert}`);
    await assertPageAlive();
    // The rest still works on that server.
    await selectValue(driver, SELECTORS.runPicker, good.file);
    if (goodHasDefault) await waitForApp(driver);
    else await waitFor(driver, SELECTORS.runInfo);
  }));

  it('the default view opens on the broken newest run, and another run still works', check(async () => {
    const first = Object.keys(BROKEN)[0];
    await driver.get(server.broken.url());
    await alertMentioning(first);
    await assertPageAlive();
    await selectValue(driver, SELECTORS.runPicker, good.file);
    await waitUntil(driver, `run=${good.file} in the address`, async () =>
      (await currentParams(driver)).get('run') === good.file);
    if (goodHasDefault) {
      await waitForApp(driver);
    } else {
      await waitFor(driver, SELECTORS.runInfo);
    }
    const alerts = await textOf(driver, SELECTORS.errors);
    assert.equal(alerts.includes(first), false, 'the old error went away');
  }));

  it('a fault in one dataset is named where it is, and the run\'s other datasets still show', check(async () => {
    await driver.get(`${server.broken.url()}?run=${BAD_DATASET_RUN}&ds=${BAD_DATASET}`);
    const alert = await alertMentioning(`datasets.${BAD_DATASET}.crates.`);
    assert.match(alert, new RegExp(`${BAD_DATASET_RUN.replace('.', '\\.')}`), `names the file: ${alert}`);
    assert.match(alert, new RegExp(`The ${BAD_DATASET} dataset`), `names the dataset: ${alert}`);
    await assertPageAlive();
    if (!GOOD_DATASET) return;
    await selectValue(driver, SELECTORS.datasetPicker, GOOD_DATASET);
    await waitUntil(driver, `ds=${GOOD_DATASET} in the address`, async () =>
      (await currentParams(driver)).get('ds') === GOOD_DATASET);
    await waitForApp(driver);
    assert.equal(await textOf(driver, SELECTORS.errors), '', 'the error went away');
    // And back: the fault is still reported, not forgotten.
    await driver.navigate().back();
    await alertMentioning(`datasets.${BAD_DATASET}.crates.`);
  }));

  it('a broken index.json is named and explained', check(async () => {
    await driver.get(server.brokenIndex.url());
    const alert = await alertMentioning('index.json');
    assert.ok(alert.length > 30, `the message explains: ${alert}`);
    await assertPageAlive();
  }));

  it('garbage URL parameters fall back to defaults with a visible notice', check(async () => {
    const garbage = [
      'ds=no-such-dataset',
      'mode=sideways',
      'out=-5',
      'cores=NaN',
      'codecs=gzip,%FF%FE',
      'times=%00',
      'sort=%25%25%25',
      'zzz=1',
      'crate=nope',
      'crate=bitcode',
      'ds=mk48',
      '%%%',
      '&&&==',
    ].join('&');
    await driver.get(`${server.broken.url()}?run=${encodeURIComponent(good.file)}&${garbage}`);
    const notices = await waitUntil(driver, 'a notice about the parameters', async () => {
      const text = await textOf(driver, SELECTORS.notices);
      return text.includes('no-such-dataset') && text;
    });
    for (const key of ['mode', 'out', 'cores', 'codecs', 'zzz']) {
      assert.match(notices, new RegExp(`“${key}”`), `the notice names the parameter ${key}`);
    }
    for (const value of ['sideways', 'gzip', 'nope', 'bitcode']) {
      assert.match(notices, new RegExp(`“${value}”`), `the notice names the ignored value ${value}`);
    }
    if (goodHasDefault) await waitForApp(driver);
    await assertPageAlive();
    const params = await currentParams(driver);
    assert.equal(params.get('ds'), 'mk48', 'the address shows the view actually shown');
    assert.equal(params.get('mode'), 'serialize');
  }));

  it('extreme but valid settings (zero and huge bandwidth or cores) still show a table', check(async () => {
    const extremes = [
      { out: '0', cores: '0.01' },
      { out: '1', cores: '0' },
      { out: '0', cores: '0' },
      { out: '1000000000000', cores: '1000000' },
      { out: '0.000001', in: '1000000000000', cores: '0.000001', mode: 'round-trip' },
    ];
    for (const extreme of extremes) {
      const query = new URLSearchParams({ run: good.file, ...extreme }).toString();
      await driver.get(`${server.broken.url()}?${query}`);
      if (goodHasDefault) await waitForApp(driver);
      else await waitFor(driver, SELECTORS.runInfo);
      await assertPageAlive();
      assert.equal(await textOf(driver, SELECTORS.notices), '', `${query}: accepted without notice`);
      const alerts = await textOf(driver, SELECTORS.errors);
      assert.equal(alerts, '', `${query}: no error`);
      await assertNoPanic(driver);
    }
  }));

  it('an unlisted run and a path in the run parameter fall back to the newest run', check(async () => {
    await driver.get(`${server.broken.url()}?run=${encodeURIComponent('../../etc/passwd')}&base=nope.json`);
    const notices = await waitUntil(driver, 'a notice about run and base', async () => {
      const text = await textOf(driver, SELECTORS.notices);
      return text.includes('etc/passwd') && text.includes('nope.json') && text;
    });
    assert.match(notices, /not listed/);
    await assertPageAlive();
  }));
});
