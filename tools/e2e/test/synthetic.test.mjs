// A large run: the SYNTHETIC 100-crate file of gen-synthetic.mjs (the one the performance
// benchmark times) loads through the app's real loader and renders every crate. Written only
// into a temporary copy of dist/.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { By } from 'selenium-webdriver';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import { RESULTS, SUB_PATH, checkDist, prependRuns, prerender, siteCopy, writeAtomic } from '../lib/site.mjs';
import { SELECTORS, assertNoPanic, explained, openRanked, textOf } from '../lib/page.mjs';
import { SYNTHETIC_FILE, syntheticEntry, syntheticResults } from '../gen-synthetic.mjs';

checkDist();
const CRATES = 100;
let site;
let server;
let browser;

before(async () => {
  site = await siteCopy((dir) => {
    writeAtomic(path.join(dir, RESULTS, SYNTHETIC_FILE), JSON.stringify(syntheticResults({ crates: CRATES })));
    prependRuns(dir, [syntheticEntry(SYNTHETIC_FILE, CRATES)]);
    // Built with it, as a site is: its per-dataset copies, and the page's first view is its.
    prerender(dir);
  });
  server = await serveStatic(site.dir, { prefixes: [SUB_PATH] });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.quit();
  await server?.close();
  site?.remove();
});

describe('a synthetic 100-crate run', () => {
  it('loads and ranks every crate on every dataset', async () => {
    const { driver } = browser;
    await explained(driver, async () => {
      for (const dataset of ['log', 'mesh', 'minecraft_savedata', 'mk48', 'record']) {
        const url = `${server.url()}?run=${SYNTHETIC_FILE}&ds=${dataset}`;
        const text = await openRanked(driver, url);
        const rows = await driver.findElements(By.css(SELECTORS.rankedRows));
        assert.equal(rows.length, CRATES, `${dataset}: one ranked row per crate`);
        assert.match(text, /synthetic-0\d\d/);
        assert.equal(await textOf(driver, SELECTORS.errors), '', `${dataset}: no error shown`);
      }
      // The bare address: the page the build rendered for it, hydrated.
      await openRanked(driver, server.url());
      const rows = await driver.findElements(By.css(SELECTORS.rankedRows));
      assert.equal(rows.length, CRATES, 'the first view ranks every crate');
      // The run says what it is.
      assert.match(await textOf(driver, SELECTORS.runInfo), /SYNTHETIC/);
      await assertNoPanic(driver);
    });
  });
});
