// The explorer's accessibility, audited in the browser by axe-core (lib/axe.mjs: WCAG 2.x A
// and AA rules and axe's best practices) in each state a visitor can meet: every run, each
// mode, a comparison, notices, errors, the page without the app, a phone window; each in the
// light and the dark colour scheme. Each audit must find no violation at all. Then what axe
// cannot see: the keyboard alone reaches every control, shows where it is, and drives the view.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Key } from 'selenium-webdriver';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import { accessibilityViolations, describeViolations } from '../lib/axe.mjs';
import {
  DIST, MODULE_FILES, RESULTS, SUB_PATH, checkDist, datasetsOf, defaultRun, moduleFile, prependRuns, prerender, readManifest, readRun,
  siteCopy, writeAtomic,
} from '../lib/site.mjs';
import {
  SELECTORS, checkedTests, currentParams, openRanked, rankedText, waitFor, waitForApp,
  waitForAppChrome, waitForRankedChange, waitUntil,
} from '../lib/page.mjs';

checkDist();
const manifest = readManifest();
const runs = manifest.runs.map((entry) => ({ ...entry, datasets: datasetsOf(readRun(entry.file)) }));
assert.ok(runs.length > 0, 'index.json lists no runs: nothing to audit');
/** The run the page opens on: the newest native one (a wasm run may be listed before it). */
const newest = runs.find((run) => run.file === defaultRun(manifest).file);

/** A result file listed as the newest run but cut short: the page shows its error. */
const BROKEN_RUN = 'zz-broken-for-axe.json';

let server;
let damaged; // site copy whose wasm is not WebAssembly: the app never starts
let broken; // site copy whose newest run is not JSON
let browser;
let driver;
let releaseWasm = () => {};
const wasmReleased = new Promise((resolve) => { releaseWasm = resolve; });
const heldBack = (p) => MODULE_FILES.app.test(path.basename(p)) && p.endsWith('_bg.wasm');

before(async () => {
  damaged = await siteCopy((dir) => {
    const wasm = moduleFile(fs.readdirSync(dir), 'app', '_bg.wasm');
    writeAtomic(path.join(dir, wasm), 'not WebAssembly');
  });
  broken = await siteCopy((dir) => {
    writeAtomic(path.join(dir, RESULTS, BROKEN_RUN), '{"schema_version": 1, "run": ');
    prependRuns(dir, [{
      file: BROKEN_RUN,
      started_at: '2099-01-01T00:00:00Z',
      machine: 'broken on purpose (e2e test)',
      rustc: null,
      origin: 'bencher',
      profile: null,
      crates: 1,
    }]);
    // Built with these results, as a site is (the page carries the build's list of runs).
    prerender(dir);
  });
  server = {
    site: await serveStatic(DIST, { prefixes: [SUB_PATH] }),
    damaged: await serveStatic(damaged.dir, { prefixes: [SUB_PATH] }),
    broken: await serveStatic(broken.dir, { prefixes: [SUB_PATH] }),
    // The build, its app's wasm held back until `releaseWasm()`: the page before the app runs.
    held: await serveStatic(DIST, { prefixes: [SUB_PATH], hold: (p) => (heldBack(p) ? wasmReleased : null) }),
  };
  browser = await launchBrowser();
  driver = browser.driver;
});

after(async () => {
  releaseWasm();
  await browser?.quit();
  for (const each of Object.values(server ?? {})) await each.close();
  damaged?.remove();
  broken?.remove();
});

/** Address of the explorer with `params` as its query. */
function pageUrl(params = {}, on = server.site) {
  const query = new URLSearchParams(params).toString();
  return on.url(SUB_PATH) + (query ? `?${query}` : '');
}

/** Audits the page as it is now; fails listing every violation, in `state`. */
async function assertAccessible(state) {
  const violations = await accessibilityViolations(driver);
  assert.deepEqual(violations.map((v) => v.id), [],
    `accessibility violations in ${state}:\n${describeViolations(violations)}`);
}

/** Runs a test body with the page's state attached to any failure, then checks for panics. */
const check = checkedTests(() => driver);

/**
 * Makes the page render in the visitor's light or dark scheme (Chromium's media emulation, kept
 * across navigations) and checks it did: the page's background is light or dark.
 */
async function useScheme(scheme) {
  await driver.sendDevToolsCommand('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: scheme }],
  });
}

async function assertScheme(scheme) {
  const background = await driver.executeScript('return getComputedStyle(document.body).backgroundColor;');
  const [r, g, b] = background.match(/\d+/g).map(Number);
  const dark = (r + g + b) / 3 < 128;
  assert.equal(dark ? 'dark' : 'light', scheme, `the page is in the ${scheme} scheme (background ${background})`);
}

/**
 * The states audited, each opened from scratch: `[name, open(audit), skip?]`. `open` audits
 * each page it opens with `audit(what)`; a state that opens a single page is audited once
 * `open` returns.
 */
const STATES = [
  ['the default view', async () => {
    await openRanked(driver, pageUrl());
  }],
  ['every run, each in its first dataset', async (audit) => {
    for (const run of runs) {
      const ds = run.datasets[0];
      if (!ds) continue;
      await openRanked(driver, pageUrl({ run: run.file, ds }));
      await audit(`${run.file} (${ds})`);
    }
  }],
  ['deserialize and round-trip modes', async (audit) => {
    for (const mode of ['deserialize', 'round-trip']) {
      await openRanked(driver, pageUrl({ run: newest.file, mode }));
      await waitUntil(driver, `mode=${mode} in the address`, async () => (await currentParams(driver)).get('mode') === mode);
      await audit(`mode ${mode}`);
    }
  }],
  ['a comparison with a baseline run', async () => {
    await openRanked(driver, pageUrl({ run: newest.file, base: runs.find((run) => run !== newest).file }));
    await waitFor(driver, SELECTORS.compareRows);
  }, runs.length < 2 && 'index.json lists a single run'],
  ['notices about garbage parameters, and a search that matches nothing', async () => {
    await driver.get(pageUrl({ cores: 'many', ds: 'no-such-dataset', codecs: '<b>', q: 'no crate has this name' }));
    await waitFor(driver, SELECTORS.notices);
    await waitForAppChrome(driver);
  }],
  ['the error of a broken result file', async () => {
    await driver.get(pageUrl({ run: BROKEN_RUN }, server.broken));
    await waitUntil(driver, 'the broken run\'s error', async () =>
      (await driver.executeScript('return document.body.innerText;')).includes(BROKEN_RUN) &&
      (await driver.executeScript('return document.querySelectorAll(arguments[0]).length;', SELECTORS.errors)) > 0);
  }],
  ['the page the build wrote, before the app has run (its controls disabled)', async () => {
    await driver.get(pageUrl({}, server.held));
    await waitFor(driver, SELECTORS.rankedRows);
    const disabled = await driver.executeScript('return document.querySelectorAll("#app fieldset:disabled").length;');
    assert.ok(disabled > 0, 'the controls are disabled: the app has not hydrated the page');
  }],
  ['the page the build wrote, when the app cannot start', async (audit) => {
    await driver.get(pageUrl({}, server.damaged));
    await waitFor(driver, `${SELECTORS.fatal}[role="alert"]`);
    const rows = await driver.executeScript('return document.querySelectorAll(arguments[0]).length;', SELECTORS.rankedRows);
    assert.ok(rows > 0, 'the page\'s ranking is on the page');
    await audit('the page with its failure message');
    // Expected here; the check after every test fails on it otherwise.
    await driver.executeScript('document.getElementById("fatal").remove();');
  }],
  ['a phone-sized window', async (audit) => {
    const rect = await driver.manage().window().getRect();
    try {
      await driver.manage().window().setRect({ width: 390, height: 844 });
      await driver.get(pageUrl());
      await waitForApp(driver);
      await audit('a 390 px wide window');
    } finally {
      await driver.manage().window().setRect({ width: rect.width, height: rect.height });
    }
  }],
];

for (const scheme of ['light', 'dark']) {
  describe(`accessibility in the ${scheme} scheme (axe-core: WCAG 2.x A and AA, best practices)`, () => {
    before(() => useScheme(scheme));

    for (const [name, open, skip = false] of STATES) {
      it(name, { skip }, check(async () => {
        let audits = 0;
        const audit = async (state) => {
          await assertScheme(scheme);
          await assertAccessible(`${state}, ${scheme} scheme`);
          audits += 1;
        };
        await open(audit);
        if (audits === 0) await audit(name);
      }));
    }
  });
}

/**
 * The focused element: a CSS-ish description, whether it lies in the header and controls, its
 * place in document order, and whether a focus indicator is drawn (an outline or a ring).
 */
async function focused() {
  return driver.executeScript(`
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const all = Array.from(document.querySelectorAll('*'));
    return {
      what: element.tagName.toLowerCase() + (element.type ? '[' + element.type + ']' : '') +
        (element.getAttribute('aria-label') ? ' "' + element.getAttribute('aria-label') + '"' : '') +
        (element.textContent.trim() ? ' ' + element.textContent.trim().slice(0, 30) : ''),
      inChrome: !!element.closest('#app') && !element.closest('#app main'),
      order: all.indexOf(element),
      ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };`);
}

/** Presses Tab until `css` has the focus (at most `limit` times); returns how many presses. */
async function tabTo(css, limit = 80) {
  for (let presses = 1; presses <= limit; presses++) {
    await driver.actions().sendKeys(Key.TAB).perform();
    if (await driver.executeScript('return document.activeElement.matches(arguments[0]);', css)) return presses;
  }
  throw new Error(`${css} not reached in ${limit} presses of Tab`);
}

describe('keyboard', () => {
  before(() => useScheme('light'));

  it('Tab walks the header and controls in reading order, each with a visible focus ring', check(async () => {
    await openRanked(driver, pageUrl());
    await driver.executeScript('document.activeElement?.blur(); window.scrollTo(0, 0);');
    const walk = [];
    for (let presses = 0; presses < 80; presses++) {
      await driver.actions().sendKeys(Key.TAB).perform();
      const now = await focused();
      if (!now || !now.inChrome) break;
      walk.push(now);
    }
    const said = walk.map((f) => f.what).join('\n');
    assert.ok(walk.length >= 20, `Tab reached ${walk.length} controls in the header and controls:\n${said}`);
    for (let i = 1; i < walk.length; i++) {
      assert.ok(walk[i].order > walk[i - 1].order, `focus went back from ${walk[i - 1].what} to ${walk[i].what}:\n${said}`);
    }
    const unmarked = walk.filter((f) => !f.ring).map((f) => f.what);
    assert.deepEqual(unmarked, [], 'every focused control shows a focus ring');
    for (const control of ['select[select-one] "Run"', 'button[button] Copy link', 'input[range] "Outbound and inbound (log scale)"',
      'input[search] "Search crates"', 'input[radio]', 'summary']) {
      assert.ok(walk.some((f) => f.what.startsWith(control)), `Tab reaches ${control}:\n${said}`);
    }
  }));

  it('the keyboard alone moves the bandwidth, changes the mode and picks a family; a screen reader hears the new leader', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file }));
    await driver.executeScript('document.activeElement?.blur(); window.scrollTo(0, 0);');
    const status = () => driver.executeScript('return document.querySelector(arguments[0])?.textContent ?? null;', SELECTORS.rankedStatus);
    assert.equal(await status(), '', 'the first ranking is not announced (the page is read whole)');
    let table = await rankedText(driver);
    await tabTo(SELECTORS.bandwidthSlider);
    await driver.actions().sendKeys(Key.HOME).perform();
    table = await waitForRankedChange(driver, table);
    // Once the controls rest, the status line names the new first crate and the count.
    const leader = table.split('\n')[0].split(' | ')[1].split(' ')[0];
    const rows = table.split('\n').length;
    const said = await waitUntil(driver, 'the new ranking to be announced', async () => {
      const text = await status();
      return text && text.startsWith(`Ranking: ${leader} `) && text;
    });
    assert.ok(said.endsWith(`; ${rows} crates ranked.`), said);
    // Steps in quick succession (a drag, a held key: here 100 ms apart, each changing the
    // figures) are said once they rest, not step by step.
    await driver.executeScript(`
      window.__said = 0;
      new MutationObserver(() => { window.__said += 1; })
        .observe(document.querySelector(arguments[0]), { childList: true, characterData: true, subtree: true });`,
    SELECTORS.rankedStatus);
    const steps = 6;
    for (let step = 0; step < steps; step++) {
      await driver.actions().sendKeys(Key.ARROW_RIGHT).perform();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitUntil(driver, 'the steps to be announced', async () => (await status()) !== said);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const changes = await driver.executeScript('return window.__said;');
    assert.ok(changes >= 1 && changes < steps / 2, `${changes} announcements for ${steps} steps`);
    await waitUntil(driver, 'the lowest bandwidth in the address', async () =>
      Number((await currentParams(driver)).get('out')) < 0.01);
    await tabTo('input[type="radio"][name="mode"]:checked');
    await driver.actions().sendKeys(Key.ARROW_RIGHT).perform();
    await waitUntil(driver, 'mode=deserialize in the address', async () =>
      (await currentParams(driver)).get('mode') === 'deserialize');
    table = await waitForRankedChange(driver, table);
    await tabTo('fieldset.filter > .chips > button.chip');
    await driver.actions().sendKeys(Key.SPACE).perform();
    await waitUntil(driver, 'a family in the address', async () => (await currentParams(driver)).getAll('fam').length === 1);
    await waitForRankedChange(driver, table);
  }));
});

describe('forced colours (Windows high contrast)', () => {
  before(() => driver.sendDevToolsCommand('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: 'active' }],
  }));
  after(() => useScheme('light'));

  it('the relative bars and a chosen family chip keep a colour of their own', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file }));
    const chip = await driver.executeScript(`
      const chip = document.querySelector('fieldset.filter > .chips > button.chip');
      chip.click();
      return chip.textContent;`);
    await waitUntil(driver, `the ${chip} chip to be chosen`, () =>
      driver.executeScript('return !!document.querySelector("fieldset.filter button.chip.active");'));
    const seen = await driver.executeScript(`
      const background = (css, pseudo) => getComputedStyle(document.querySelector(css), pseudo).backgroundColor;
      // The page's own colour under forced colours: what a dropped background shows.
      const probe = document.createElement('div');
      probe.style.background = 'Canvas';
      document.body.append(probe);
      const canvas = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        forced: matchMedia('(forced-colors: active)').matches,
        canvas,
        bar: background('#ranked td.relative .track', '::before'),
        barWidth: parseFloat(getComputedStyle(document.querySelector('#ranked td.relative .track'), '::before').width),
        chosen: background('fieldset.filter button.chip.active'),
        other: background('fieldset.filter button.chip:not(.active)'),
      };`);
    const said = JSON.stringify(seen);
    assert.equal(seen.forced, true, `forced colours are on: ${said}`);
    const transparent = (color) => /rgba\(.*, 0\)$/.test(color) || color === 'transparent';
    assert.ok(!transparent(seen.bar) && seen.bar !== seen.canvas && seen.barWidth > 0, `the bar is drawn: ${said}`);
    assert.notEqual(seen.chosen, seen.other, `the chosen chip stands out: ${said}`);
  }));
});
