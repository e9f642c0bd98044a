// The first view: the build renders the app itself for the bare address (the newest run, every
// control at its default) into the page, with that view's data (pages/src/prerender.rs, a Trunk
// hook), and the app hydrates that HTML (pages/src/app.rs, `start`). So the bare address shows
// the newest run's ranking before any wasm has run, every control disabled (a value moved then
// would be lost); hydration keeps the very elements the page came with and enables the
// controls; an address naming another view never shows the built answer, only its own; and a
// page whose app cannot start still shows the ranking, with a message saying so. Each of these
// reads the page as served from dist/ (or a copy of it), with the app's wasm held back where
// the page before the app is what is tested.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { By, Key } from 'selenium-webdriver';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import {
  DIST, MODULE_FILES, RESULTS, SUB_PATH, USES_FIXTURES, checkDist, datasetsOf, defaultRun, moduleFile, prependRuns, readManifest,
  readRun, siteCopy, writeAtomic,
} from '../lib/site.mjs';
import {
  APP_LIVE, SELECTORS, checkedTests, currentParams, rankedText, selectValue, waitFor, waitForApp, waitForRankedChange,
  waitUntil,
} from '../lib/page.mjs';

checkDist();
const manifest = readManifest();
/** The run the page opens on: the newest native one (a wasm run may be listed before it). */
const newest = defaultRun(manifest);
const builtPage = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
/** The attribute value as the page's HTML writes it, unescaped. */
const unescapeHtml = (text) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The query of the view the build wrote into the page (`#app[data-view]`), if it wrote one. */
const builtQuery = (() => {
  const found = /<div id="app" data-view="([^"]*)">/.exec(builtPage);
  return found ? unescapeHtml(found[1]) : null;
})();
/** The run of that view. */
const firstViewRun = builtQuery === null ? null : new URLSearchParams(builtQuery).get('run');
/** The page's data elements' texts (index.json and the run's copy), and the run's name. */
const bootData = (() => {
  const element = (id) => new RegExp(`<script type="application/json" id="${id}"([^>]*)>([^<]*)</script>`).exec(builtPage);
  const list = element('boot-manifest');
  const run = element('boot-run');
  return list && run && {
    manifest: list[2],
    run: run[2],
    file: unescapeHtml(/data-file="([^"]*)"/.exec(run[1])?.[1] ?? ''),
  };
})();
const newestDatasets = datasetsOf(readRun(newest.file));
/** Another dataset of the newest run than the first view's, and an older run. */
const otherDataset = newestDatasets.find((name) => name !== 'mk48');
const olderRun = manifest.runs.find((run) => run.file !== newest.file)?.file;

/** The fragment that slows the page's unhiding of the results (RECORD). */
const SLOW_UNHIDE = '#slow-unhide';
/**
 * Installed before the page's scripts: every layout shift the browser reports; in each frame
 * (just before it is painted) whether the app's results (`#app main`) are visible, the rows
 * of their ranking, whether the app runs the page (APP_LIVE) and whether <html> has
 * `other-view`, a frame being kept when any of these differs from the frame before; and what
 * the results held when `other-view` was taken off.
 */
const RECORD = `
  (() => {
    const seen = window.__seen = { shifts: [], frames: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    const live = () => { ${APP_LIVE} };
    const rowsOf = (root) => Array.from(root.querySelectorAll(${JSON.stringify(SELECTORS.rankedRows)}),
      (r) => Array.from(r.cells, (c) => c.textContent.trim()).join(' | ')).join('\\n');
    // The moment <html> loses 'other-view' (in the first microtask checkpoint after): what the
    // results then hold and whether the app runs the page.
    new MutationObserver(() => {
      if (seen.unhidden || document.documentElement.classList.contains('other-view')) return;
      const main = document.querySelector(${JSON.stringify(SELECTORS.appMain)});
      seen.unhidden = { at: performance.now(), live: live(), rows: main ? rowsOf(main) : null };
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    // With the fragment SLOW_UNHIDE, taking 'other-view' off <html> takes 20 ms longer, as the
    // app's work around it may on a slow device (Yew yields to the browser after 16 ms).
    if (location.hash === ${JSON.stringify(SLOW_UNHIDE)}) {
      const remove = DOMTokenList.prototype.remove;
      DOMTokenList.prototype.remove = function (...tokens) {
        if (tokens.includes('other-view')) for (const until = performance.now() + 20; performance.now() < until;);
        return remove.apply(this, tokens);
      };
    }
    const frame = () => {
      const main = document.querySelector(${JSON.stringify(SELECTORS.appMain)});
      if (main) {
        const rows = rowsOf(main);
        const now = {
          visible: main.checkVisibility() && getComputedStyle(main).visibility === 'visible',
          rows,
          live: live(),
          otherView: document.documentElement.classList.contains('other-view'),
        };
        const last = seen.frames.at(-1);
        if (!last || Object.keys(now).some((key) => now[key] !== last[key])) seen.frames.push({ ...now, at: performance.now() });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;

let browser;
let driver;
const servers = [];
const copies = [];

/** Serves `root` (the build by default) under the project sub-path. */
async function serve(root = DIST) {
  const server = await serveStatic(root, { prefixes: [SUB_PATH] });
  servers.push(server);
  return server;
}

/**
 * Serves `root` (the build by default) with the app's wasm held back until `release()`: the
 * page meanwhile is the HTML the build wrote, with no wasm run.
 */
async function serveWithWasmHeld(root = DIST) {
  let release = () => {};
  const released = new Promise((resolve) => { release = resolve; });
  const held = (p) => MODULE_FILES.app.test(path.basename(p)) && p.endsWith('_bg.wasm');
  const server = await serveStatic(root, { prefixes: [SUB_PATH], hold: (p) => (held(p) ? released : null) });
  servers.push(server);
  return { server, release };
}

/** A site copy changed by `change(dir)`, removed after the file's tests. */
async function copyOfSite(change) {
  const copy = await siteCopy(change);
  copies.push(copy);
  return copy;
}

/** Opens `url` afresh (from a blank page, so nothing of the page before is read). */
async function open(url) {
  await driver.get('about:blank');
  await driver.get(url);
}

/**
 * The page's controls as they stand: how many, how many are disabled (`:disabled`, which a
 * control in a disabled fieldset also is), the values a visitor could change, whether the app's
 * wasm has been fetched, and whether the ranking and its rows are displayed.
 */
async function pageState() {
  return driver.executeScript(`
    const app = document.querySelector(arguments[0]);
    const controls = Array.from(app.querySelectorAll('fieldset input, fieldset select, fieldset button, fieldset textarea, header select, header button'));
    const rows = document.querySelectorAll(arguments[1]);
    const value = (css) => document.querySelector(css)?.value ?? null;
    return {
      controls: controls.length,
      enabled: controls.filter((c) => !c.matches(':disabled')).map((c) => c.outerHTML.slice(0, 80)),
      // Disabled by their own attribute, not their group's: the app never enables them.
      alwaysDisabled: controls.filter((c) => c.disabled).map((c) => c.closest('label')?.textContent.trim() ?? c.outerHTML.slice(0, 80)),
      groups: app.querySelectorAll('fieldset').length,
      groupsDisabled: app.querySelectorAll('fieldset:disabled').length,
      live: (() => { ${APP_LIVE} })(),
      otherView: document.documentElement.classList.contains('other-view'),
      rows: rows.length,
      rankingShown: rows.length > 0 && rows[0].checkVisibility({ visibilityProperty: true }),
      values: {
        slider: value(arguments[2]), number: value(arguments[3]), run: value(arguments[4]), dataset: value(arguments[5]),
        mode: document.querySelector(arguments[6] + ':checked')?.value ?? null, search: value('input[type="search"]'),
      },
      wasmFetched: performance.getEntriesByType('resource').some((e) => e.name.endsWith('_bg.wasm') && e.responseEnd > 0),
    };`,
  SELECTORS.app, SELECTORS.rankedRows, SELECTORS.bandwidthSlider, SELECTORS.bandwidthNumber, SELECTORS.runPicker,
  SELECTORS.datasetPicker, SELECTORS.modeRadios);
}

/** The page's frames as the recorder kept them. */
async function frames() {
  return driver.executeScript('return window.__seen.frames;');
}

/** The rows of the built answer (the bare address's page, before any wasm), read once. */
let builtRowsText = null;
async function builtRows() {
  if (builtRowsText === null) {
    const { server, release } = await serveWithWasmHeld();
    try {
      await open(server.url());
      await waitFor(driver, SELECTORS.rankedRows);
      builtRowsText = await rankedText(driver);
    } finally {
      release();
    }
  }
  return builtRowsText;
}

/** Runs a test body with the page's state attached to any failure, then checks for panics. */
const check = checkedTests(() => driver);

before(async () => {
  browser = await launchBrowser();
  driver = browser.driver;
  await driver.sendDevToolsCommand('Page.addScriptToEvaluateOnNewDocument', { source: RECORD });
});

after(async () => {
  await browser?.quit();
  for (const server of servers) await server.close();
  for (const copy of copies) copy.remove();
});

describe('the first view, written into the page by the build and hydrated by the app', () => {
  it('is the newest run\'s default view, with the data it was rendered from', () => {
    if (USES_FIXTURES) {
      assert.equal(builtQuery, null, 'a build without runs writes no first view');
      return;
    }
    assert.equal(firstViewRun, newest.file, `the first view shows the newest run: ${builtQuery}`);
    assert.ok(bootData, 'the page carries the first view\'s data');
    assert.equal(bootData.file, newest.file, 'the page\'s run is the newest');
    assert.deepEqual(JSON.parse(bootData.manifest), manifest, 'the page\'s list of runs is index.json');
    const copy = path.join(DIST, RESULTS, 'by-dataset', newest.file.replace(/\.json$/, ''), 'mk48.json');
    assert.deepEqual(JSON.parse(bootData.run), JSON.parse(fs.readFileSync(copy, 'utf8')),
      'the page\'s figures are the run\'s copy for the default dataset');
    assert.equal(new URLSearchParams(builtQuery).get('ds'), 'mk48', 'the first view is of the default dataset');
  });

  it('shows the newest run\'s ranking before any wasm runs, every control disabled', check(async () => {
    if (!firstViewRun) return;
    const { server, release } = await serveWithWasmHeld();
    try {
      await open(server.url());
      await waitFor(driver, SELECTORS.rankedRows);
      const state = await pageState();
      const said = JSON.stringify(state);
      assert.equal(state.wasmFetched, false, `no wasm has come (it is held back): ${said}`);
      assert.equal(state.otherView, false, `the bare address shows the built answer: ${said}`);
      assert.ok(state.rows >= 1 && state.rankingShown, `the ranking is shown: ${said}`);
      assert.equal(state.rows, Object.keys(readRun(newest.file).datasets.mk48.crates ?? {}).length,
        `every crate of the newest run's default dataset is ranked: ${said}`);
      assert.ok(state.groups >= 4 && state.groupsDisabled === state.groups, `every control group is a disabled fieldset: ${said}`);
      assert.ok(state.controls > 20, `the page has its controls: ${said}`);
      assert.deepEqual(state.enabled, [], `every control is disabled: ${said}`);
      assert.equal(state.live, false, 'the page is not live');
      for (const css of [SELECTORS.runPicker, SELECTORS.bandwidthSlider, SELECTORS.datasetPicker]) {
        assert.equal(await driver.findElement(By.css(css)).isEnabled(), false, `${css} is disabled to WebDriver too`);
      }
      assert.equal(state.values.run, newest.file, 'the run picker names the newest run');
      assert.match(await driver.findElement(By.css('h1')).getText(), /Rust serialization benchmark/);
      assert.equal(new URL(await driver.getCurrentUrl()).search, '', 'the address is left as it was');
    } finally {
      release();
    }
    await waitForApp(driver);
  }));

  it('is hydrated as it stands: the same row elements, every control enabled, nothing moved', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const { server, release } = await serveWithWasmHeld();
    try {
      await open(server.url());
      await waitFor(driver, SELECTORS.rankedRows);
      // The page's own elements, each tagged (a property, not an attribute: hydration would
      // not keep a property on an element it re-created), and where each part stands.
      await driver.executeScript(`
        const rows = Array.from(document.querySelectorAll(arguments[0]));
        rows.forEach((row, i) => { row.__builtRow = i; });
        window.__built = { rows, table: document.querySelector(arguments[1]),
          slider: document.querySelector(arguments[2]), picker: document.querySelector(arguments[3]),
          at: [arguments[1], 'h1', 'section.controls'].map((css) => document.querySelector(css).getBoundingClientRect().top) };`,
      SELECTORS.rankedRows, SELECTORS.rankedTable, SELECTORS.bandwidthSlider, SELECTORS.runPicker);
      assert.equal(await rankedText(driver), built);
      release();
      await waitForApp(driver);
      // The app re-renders after hydrating (its controls enabled); let it settle.
      await driver.sleep(500);
      const kept = await driver.executeScript(`
        const now = Array.from(document.querySelectorAll(arguments[0]));
        const built = window.__built;
        return {
          rows: now.length,
          builtRows: built.rows.length,
          same: now.length === built.rows.length && now.every((row, i) => row === built.rows[i] && row.__builtRow === i),
          connected: built.rows.filter((row) => row.isConnected).length,
          table: document.querySelector(arguments[1]) === built.table,
          slider: document.querySelector(arguments[2]) === built.slider,
          picker: document.querySelector(arguments[3]) === built.picker,
          moved: [arguments[1], 'h1', 'section.controls'].map((css, i) => document.querySelector(css).getBoundingClientRect().top - built.at[i]),
        };`,
      SELECTORS.rankedRows, SELECTORS.rankedTable, SELECTORS.bandwidthSlider, SELECTORS.runPicker);
      const said = JSON.stringify(kept);
      assert.equal(kept.same, true, `the app kept the page's row elements, in their order: ${said}`);
      assert.equal(kept.connected, kept.builtRows, `no row of the page was removed: ${said}`);
      assert.ok(kept.table && kept.slider && kept.picker, `the app kept the page's table and controls: ${said}`);
      assert.deepEqual(kept.moved, [0, 0, 0], `nothing moved: ${said}`);
      assert.equal(await rankedText(driver), built, 'the same ranking');
      const state = await pageState();
      assert.deepEqual(state.alwaysDisabled, ['none'], 'no control but "no compression" (always chosen) is disabled of itself');
      assert.equal(state.enabled.length, state.controls - state.alwaysDisabled.length, `every other control is enabled: ${JSON.stringify(state)}`);
      assert.equal(state.groupsDisabled, 0, 'no control group is disabled');
      assert.deepEqual(await driver.executeScript('return window.__seen.shifts;'), [],
        'the browser reported no layout shift while the page loaded and was hydrated');
      const history = await frames();
      // A loaded machine may paint while the page is still being parsed: such a frame shows
      // the built ranking's first rows, never anything else.
      assert.ok(history.every((f) => f.visible && built.startsWith(f.rows)),
        `every frame showed the built ranking or, mid-parse, its beginning: ${JSON.stringify(history.map((f) => ({ ...f, rows: f.rows.length })))}`);
    } finally {
      release();
    }
  }));

  it('cannot have a value moved before it is hydrated; once it is, the controls work', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const { server, release } = await serveWithWasmHeld();
    try {
      await open(server.url());
      await waitFor(driver, SELECTORS.rankedRows);
      const before = await pageState();
      // What a visitor would do: drag the slider, type a bandwidth, pick a mode, a dataset and
      // a run, search. WebDriver may refuse some (the element is not interactable): so does the
      // browser.
      const attempt = async (what) => {
        try {
          await what();
        } catch (refused) {
          if (!/not interactable|invalid element state|disabled/i.test(refused.message)) throw refused;
        }
      };
      const slider = await driver.findElement(By.css(SELECTORS.bandwidthSlider));
      await attempt(() => driver.actions().move({ origin: slider, x: -40, y: 0 }).press().move({ origin: slider, x: 60, y: 0 }).release().perform());
      await attempt(() => slider.sendKeys(Key.HOME));
      await attempt(() => driver.findElement(By.css(SELECTORS.bandwidthNumber)).sendKeys(Key.BACK_SPACE, '250', Key.TAB));
      await attempt(async () => (await driver.findElements(By.css(SELECTORS.modeRadios))).at(-1).click());
      if (otherDataset) await attempt(() => selectValue(driver, SELECTORS.datasetPicker, otherDataset));
      if (olderRun) await attempt(() => selectValue(driver, SELECTORS.runPicker, olderRun));
      await attempt(() => driver.findElement(By.css('input[type="search"]')).sendKeys('zz'));
      const after = await pageState();
      assert.deepEqual(after.values, before.values, 'no control took a value');
      assert.equal(await rankedText(driver), built, 'the ranking did not change');
      assert.equal(new URL(await driver.getCurrentUrl()).search, '', 'the address did not change');
      release();
      await waitForApp(driver);
      await waitUntil(driver, 'the app to write the view into the address', async () =>
        (await currentParams(driver)).has('out'));
      assert.equal(await rankedText(driver), built, 'the app shows the built view: nothing was half-applied');
      assert.deepEqual((await pageState()).values, before.values, 'the controls show the built view');
      // Live now: a keyboard move of the slider re-ranks and is written into the address.
      await driver.findElement(By.css(SELECTORS.bandwidthSlider)).sendKeys(Key.HOME);
      await waitForRankedChange(driver, built);
      await waitUntil(driver, 'the new bandwidth in the address', async () =>
        Number((await currentParams(driver)).get('out')) < Number(new URLSearchParams(builtQuery).get('out')));
    } finally {
      release();
    }
  }));

  it('is also shown at once for the address the app writes for the bare one (a reload, a copied link)', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const server = await serve();
    await open(server.url());
    await waitForApp(driver);
    const written = await waitUntil(driver, 'the app to write the view into the address', async () => {
      const url = await driver.getCurrentUrl();
      return new URL(url).searchParams.has('out') && url;
    });
    assert.equal(new URL(written).search.slice(1), builtQuery, 'the app writes the query the build wrote into data-view');
    const { server: held, release } = await serveWithWasmHeld();
    try {
      await open(held.url() + new URL(written).search);
      await waitFor(driver, SELECTORS.rankedRows);
      const state = await pageState();
      assert.equal(state.otherView, false, `the built answer is this address's: ${JSON.stringify(state)}`);
      assert.equal(state.rankingShown, true, 'the ranking is shown before any wasm');
      assert.equal(await rankedText(driver), built);
    } finally {
      release();
    }
    await waitForApp(driver);
    assert.equal(await rankedText(driver), built);
    assert.ok((await frames()).every((f) => f.visible), 'the ranking was never hidden');
  }));

  it('is never shown for an address naming another view, which then shows its own', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const server = await serve();
    const lowBandwidth = new URLSearchParams(builtQuery);
    lowBandwidth.set('out', String(Number(lowBandwidth.get('out')) / 1e6));
    lowBandwidth.set('in', String(Number(lowBandwidth.get('in') ?? lowBandwidth.get('out')) / 1e6));
    const views = [
      // The same view but one value: its ranking differs from the built one.
      ['a bandwidth', lowBandwidth.toString(), (state) => Number(state.values.number) < 1],
      ['a dataset', otherDataset && `ds=${otherDataset}`, (state) => state.values.dataset === otherDataset],
      ['an older run', olderRun && `run=${encodeURIComponent(olderRun)}`, (state) => state.values.run === olderRun],
      // The bare address's view after all (an unknown parameter, said in a notice).
      ['an unknown parameter', 'bogus=1', (state) => state.values.run === newest.file],
    ];
    /** Opens the address of `query`; fails on a frame that showed the built answer. */
    const openOther = async (what, query, shows, hash = '') => {
      await open(`${server.url()}?${query}${hash}`);
      await waitForApp(driver);
      await waitUntil(driver, `${what}: the address's view`, async () => shows(await pageState()));
      const history = await frames();
      const said = `${what} (?${query}${hash}): ${JSON.stringify(history.map((f) => ({ ...f, rows: f.rows.slice(0, 60) })))}`;
      assert.equal(history[0]?.otherView, true, `the built answer was hidden from the first frame: ${said}`);
      // Where the address's answer is not the built one, that is never shown: not before the
      // app runs the page (controls enabled), nor in a frame between the app's unhiding the
      // results and its rendering the address's view.
      if (await rankedText(driver) !== built) {
        const unhidden = await driver.executeScript('return window.__seen.unhidden;');
        assert.ok(unhidden && unhidden.live && unhidden.rows !== built,
          `the results were unhidden once they held the address's view, not the built one: ${JSON.stringify({ ...unhidden, rows: unhidden?.rows?.slice(0, 60) })}; ${said}`);
        assert.equal(history.filter((f) => f.visible && !f.live).length, 0,
          `no frame showed the results before the app ran the page (the built answer, unhidden): ${said}`);
        assert.equal(history.filter((f) => f.visible && f.rows === built).length, 0,
          `no frame showed the built ranking: ${said}`);
      }
      assert.ok(history.at(-1).visible, `the address's view is shown: ${said}`);
    };
    // Each opened as it comes, then with the page's unhiding slowed (SLOW_UNHIDE): whether a
    // frame comes in between is otherwise a matter of timing.
    for (const [what, query, shows] of views) {
      if (!query) continue;
      await openOther(what, query, shows);
      await openOther(what, query, shows, SLOW_UNHIDE);
    }
  }));

  it('keeps its ranking, with a message, when the app cannot start', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const copy = await copyOfSite((dir) =>
      writeAtomic(path.join(dir, moduleFile(fs.readdirSync(dir), 'app', '_bg.wasm')), 'not WebAssembly'));
    const server = await serve(copy.dir);
    await open(server.url());
    const fatal = await waitFor(driver, `${SELECTORS.fatal}[role="alert"]`);
    const text = await fatal[0].getText();
    assert.match(text, /could not run/, text);
    assert.ok(await fatal[0].isDisplayed(), 'the message is shown');
    const state = await pageState();
    assert.equal(state.rankingShown, true, `the built ranking stays shown: ${JSON.stringify(state)}`);
    assert.equal(await rankedText(driver), built);
    assert.deepEqual(state.enabled, [], 'the controls stay disabled: nothing pretends to work');
    // The check of every test: the banner is expected here.
    await driver.executeScript('document.getElementById("fatal").remove();');
  }));

  it('is not left "loading" for another view\'s address when the app cannot start', check(async () => {
    if (!firstViewRun || !otherDataset) return;
    const copy = await copyOfSite((dir) =>
      writeAtomic(path.join(dir, moduleFile(fs.readdirSync(dir), 'app', '_bg.wasm')), 'not WebAssembly'));
    const server = await serve(copy.dir);
    await open(`${server.url()}?ds=${otherDataset}`);
    const fatal = await waitFor(driver, `${SELECTORS.fatal}[role="alert"]`);
    const text = await fatal[0].getText();
    const page = await driver.executeScript(`
      const main = document.querySelector(arguments[0]);
      return { results: main.checkVisibility() && getComputedStyle(main).visibility === 'visible',
               said: getComputedStyle(document.querySelector(arguments[1]), '::after').content };`,
    SELECTORS.appMain, SELECTORS.app);
    const said = JSON.stringify({ ...page, fatal: text });
    // The view will never come: the page says so (the message) and not that it is coming.
    assert.doesNotMatch(page.said, /Loading/, `the page still says it loads the view: ${said}`);
    // The message speaks of a ranking below: one is shown.
    if (/ranking below/.test(text)) assert.equal(page.results, true, `the ranking the message speaks of is hidden: ${said}`);
    await driver.executeScript('document.getElementById("fatal").remove();');
  }));

  it('is rendered afresh by the app when the page\'s data does not read', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const copy = await copyOfSite((dir) => {
      const page = path.join(dir, 'index.html');
      const html = fs.readFileSync(page, 'utf8');
      const run = /(<script type="application\/json" id="boot-run"[^>]*>)[^<]*(<\/script>)/;
      assert.match(html, run, 'the page carries the run\'s figures');
      writeAtomic(page, html.replace(run, '$1{"schema_version":$2'));
    });
    const server = await serve(copy.dir);
    await open(server.url());
    await waitForApp(driver);
    await waitUntil(driver, 'the newest run\'s ranking', async () => (await rankedText(driver)) === built);
    assert.equal((await pageState()).values.run, newest.file);
  }));

  it('lists a run published after the build once index.json is read afresh', check(async () => {
    if (!firstViewRun) return;
    const built = await builtRows();
    const older = manifest.runs.at(-1);
    const newer = `zz-published-later-${older.file}`;
    // The build's page as it was: index.json and the run change, the page is not built again.
    const copy = await copyOfSite((dir) => {
      writeAtomic(path.join(dir, RESULTS, newer), JSON.stringify(readRun(older.file, dir)));
      prependRuns(dir, [{ ...older, file: newer }]);
    });
    const server = await serve(copy.dir);
    await open(server.url());
    await waitForApp(driver);
    assert.equal(await rankedText(driver), built, 'the page shows the view it was built with');
    await waitUntil(driver, 'the run picker to list the newer run', () => driver.executeScript(
      'return !!document.querySelector(arguments[0] + " option[value=\'" + arguments[1] + "\']");', SELECTORS.runPicker, newer));
    await selectValue(driver, SELECTORS.runPicker, newer);
    await waitUntil(driver, `run=${newer} in the address`, async () => (await currentParams(driver)).get('run') === newer);
    await waitForApp(driver);
    await waitUntil(driver, 'the picker to show the newer run', async () => (await pageState()).values.run === newer);
  }));
});
