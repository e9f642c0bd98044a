// The ranking the build writes into the page (pages/src/first_view.rs, written by the
// first-view Trunk hook): shown on the bare address (and the address the app writes for it)
// before the app has started, identical to the table the app then puts in its place, and never
// shown for an address naming another view or once a newer run than the build's is published.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import { DIST, MODULE_FILES, SUB_PATH, USES_FIXTURES, checkDist, prependRuns, readManifest, siteCopy } from '../lib/site.mjs';
import { SELECTORS, checkedTests, currentParams, rankedText, waitFor, waitForApp, waitUntil } from '../lib/page.mjs';
import { By } from 'selenium-webdriver';
import fs from 'node:fs';
import path from 'node:path';

checkDist();
const manifest = readManifest();
const newest = manifest.runs[0];
const builtPage = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
/** The run whose ranking the build wrote into the page, if it wrote one. */
const firstViewRun = /<main id="first-view" data-run="([^"]*)">/.exec(builtPage)?.[1] ?? null;

/**
 * Where the title, the controls and the ranked table stand (px from the top of the page, the
 * controls' height, and the left edge of each of the table's columns), in the app's elements
 * or, with `scope`, in the first view's.
 */
const LAYOUT = `(scope) => {
    const top = (css) => { const e = document.querySelector(css); return e ? e.getBoundingClientRect().top + scrollY : null; };
    const controls = document.querySelector(scope ? '#first-view-chrome section.controls' : '#chrome > section.controls');
    return {
      title: top(scope ? '#first-view-chrome h1' : '#chrome > header h1'),
      controls: controls && [controls.getBoundingClientRect().top + scrollY, controls.getBoundingClientRect().height],
      ranking: top(scope ? '#first-view table.ranked' : '#ranked table.ranked'),
      columns: Array.from(document.querySelectorAll(scope ? '#first-view table.ranked thead th' : '#ranked table.ranked thead th'),
        (th) => th.getBoundingClientRect().left),
    };
  }`;

/**
 * Installed before the page's scripts: when the first view's element enters the DOM and, once
 * the document is parsed, its rows' cell texts (joined as `rankedText` joins the app's),
 * whether every control of its header and controls is inert as the build wrote them and the
 * title is not (so it is announced), whether the page then holds all but the header back from
 * its first frame (`header-first`, index.html) and where the title stands in that frame. Once
 * the page shows the first view whole (at once where nothing is held back; where the first
 * module shows it, its sliders already work): whether it is displayed, whether its header and
 * controls are, and where each part stands. Also every layout shift the browser reports.
 * With the fragment `#input-at-take-over`, the moment the ranking that follows the controls
 * (`#ranked`) first appears: where it stands and its rows, and, in that same moment (before
 * the first module's next task), a bandwidth slider input and where the rows then stand.
 */
const TAKE_OVER_INPUT = '#input-at-take-over';
const RECORD = `
  (() => {
    const cells = (rows) => Array.from(rows, (r) => Array.from(r.cells, (c) => c.textContent.trim()).join(' | ')).join('\\n');
    const seen = window.__firstView = {
      inserted: null, rows: null, firstFrame: null, displayed: null, chrome: null, layout: null, shifts: [],
    };
    window.__layout = ${LAYOUT};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // (The document has no root element yet when this runs.)
    const held = () => document.documentElement.classList.contains('header-first');
    // The build's header and controls: how many controls, whether each is inert, and the title.
    const chromeAsWritten = (chrome) => {
      const controls = Array.from(chrome.querySelectorAll('select, input, button, textarea, a'));
      return {
        controls: controls.length,
        controlsInert: controls.every((c) => c.closest('[inert]')),
        titleInert: !!chrome.querySelector('h1')?.closest('[inert]'),
      };
    };
    const recordWhole = () => {
      const view = document.getElementById('first-view');
      seen.displayed = !!view && getComputedStyle(view).display !== 'none';
      const chrome = document.getElementById('first-view-chrome');
      seen.chrome = chrome && { ...seen.chrome, displayed: getComputedStyle(chrome).display !== 'none' };
      seen.layout = window.__layout(true);
      observer.disconnect();
    };
    const observer = new MutationObserver(() => {
      if (seen.inserted === null && document.getElementById('first-view')) seen.inserted = performance.now();
      if (seen.rows !== null && seen.layout === null && !held()) recordWhole();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    if (location.hash === ${JSON.stringify(TAKE_OVER_INPUT)}) {
      const live = new MutationObserver(() => {
        const ranked = document.getElementById('ranked');
        if (!ranked) return;
        live.disconnect();
        const taken = { inFirstView: !!ranked.closest('#first-view'), rows: cells(ranked.querySelectorAll('tbody tr')) };
        const slider = document.querySelector('#first-view-chrome ' + ${JSON.stringify(SELECTORS.bandwidthSlider)});
        slider.value = '4';
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        slider.dispatchEvent(new Event('change', { bubbles: true }));
        const moved = document.getElementById('ranked');
        seen.takeOver = { ...taken, moved: cells(moved.querySelectorAll('tbody tr')), movedEarly: !!moved.closest('#early-ranking') };
      });
      live.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
    }
    document.addEventListener('readystatechange', () => {
      const view = document.getElementById('first-view');
      if (document.readyState === 'interactive' && view) {
        seen.rows = cells(view.querySelectorAll(${JSON.stringify(SELECTORS.firstViewRows)}));
        // As parsed, before the first module (a module script, run after this) wires anything.
        const chrome = document.getElementById('first-view-chrome');
        seen.chrome = chrome && chromeAsWritten(chrome);
        seen.firstFrame = { held: held(), ...window.__layout(true) };
        if (!held()) recordWhole();
      }
    });
  })();`;

let browser;
let driver;
const servers = [];
const copies = [];

async function serve(root) {
  const server = await serveStatic(root, { prefixes: [SUB_PATH] });
  servers.push(server);
  return server;
}

/**
 * Serves the build (or the site in `root`) with the app's wasm (and each file `alsoHeld`
 * names) held back until `release()`: what the page does meanwhile is the first module's
 * (pages/src/early.rs) alone.
 */
async function serveWithAppHeld(alsoHeld = () => false, root = DIST) {
  let release = () => {};
  const released = new Promise((resolve) => { release = resolve; });
  const heldBack = (p) => (MODULE_FILES.app.test(path.basename(p)) && p.endsWith('_bg.wasm')) || alsoHeld(p);
  const server = await serveStatic(root, { prefixes: [SUB_PATH], hold: (p) => (heldBack(p) ? released : null) });
  servers.push(server);
  return { server, release };
}

/** Opens `url`, waits for the app's ranked table, returns what the recorder saw. */
async function open(url) {
  await driver.get('about:blank');
  await driver.get(url);
  await waitForApp(driver);
  return driver.executeScript(`
    const startedApp = performance.getEntriesByName('serbench:app-started')[0];
    return { ...window.__firstView, appStarted: startedApp ? startedApp.startTime : null,
             appLayout: window.__layout(false),
             chromeStillThere: !!document.getElementById('first-view-chrome'),
             stillThere: !!document.getElementById('first-view'),
             hidden: document.documentElement.classList.contains('no-first-view') };`);
}

/**
 * The first view's rows (`shown`, one line per row) read exactly as the app's first rows, and
 * the app ranks every crate: as many rows as the first view's plus those it said were left out.
 */
async function assertSameRanking(shown) {
  const app = (await rankedText(driver)).split('\n');
  const lines = shown.split('\n');
  assert.equal(app.slice(0, lines.length).join('\n'), shown, 'the app\'s ranking starts exactly as the first view did');
  const more = /… and (\d+) more crates/.exec(builtPage)?.[1];
  assert.equal(app.length, lines.length + Number(more ?? 0), 'the app ranks the crates the first view left out');
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

describe('the ranking written into the page by the build', () => {
  it('is the newest run\'s, when the build had runs', () => {
    if (USES_FIXTURES) {
      assert.equal(firstViewRun, null, 'a build without runs writes no first view');
      return;
    }
    assert.equal(firstViewRun, newest.file, 'the first view shows the newest run');
    assert.match(builtPage, new RegExp(`<meta name="serbench-newest-run" content="${newest.file.replace(/\./g, '\\.')}">`));
  });

  it('shows on the bare address before the app starts, then gives way to the same table', check(async () => {
    if (!firstViewRun) return;
    const server = await serve(DIST);
    const seen = await open(server.url(SUB_PATH));
    assert.ok(seen.inserted !== null && seen.displayed, `the first view was displayed: ${JSON.stringify(seen)}`);
    assert.ok(seen.appStarted !== null && seen.inserted < seen.appStarted,
      `the first view (${seen.inserted} ms) came before the app started (${seen.appStarted} ms)`);
    assert.equal(seen.stillThere, false, 'the app removed the first view');
    assert.ok(seen.rows && seen.rows.split('\n').length >= 1, 'the first view had rows');
    await assertSameRanking(seen.rows);
  }));

  it('stands as the app will: its header first, then its controls, the app\'s, inert, and nothing moves when the app takes over', check(async () => {
    if (!firstViewRun) return;
    const server = await serve(DIST);
    const seen = await open(server.url(SUB_PATH));
    const { displayed, controls, controlsInert, titleInert } = seen.chrome ?? {};
    const said = JSON.stringify(seen.chrome);
    assert.ok(displayed && controls > 20, `the build's header and controls were displayed: ${said}`);
    assert.equal(controlsInert, true, `every control the build wrote is inert: ${said}`);
    assert.equal(titleInert, false, `the title is not inert (screen readers announce it): ${said}`);
    assert.equal(seen.chromeStillThere, false, 'the app removed the build\'s header and controls');
    const before = seen.layout;
    const after = seen.appLayout;
    for (const part of ['title', 'controls', 'ranking']) {
      assert.ok(before[part] !== null && after[part] !== null, `${part}: ${JSON.stringify(seen)}`);
    }
    const close = (a, b) => Math.abs(a - b) < 0.5;
    // The page's first frame: the header alone, its title where it then stays.
    const first = seen.firstFrame;
    assert.equal(first?.held, true, `the page held the controls and ranking back from its first frame: ${JSON.stringify(first)}`);
    assert.equal(first.controls?.[1], 0,
      `the first frame laid out no controls: ${JSON.stringify(first)}`);
    assert.ok(close(first.title, before.title), `the title moved after the first frame: ${JSON.stringify([first, before])}`);
    assert.ok(close(before.title, after.title), `the title moved: ${JSON.stringify([before, after])}`);
    assert.ok(close(before.controls[0], after.controls[0]) && close(before.controls[1], after.controls[1]),
      `the controls moved or changed size: ${JSON.stringify([before, after])}`);
    assert.ok(close(before.ranking, after.ranking), `the ranking moved: ${JSON.stringify([before, after])}`);
    assert.ok(before.columns.length > 1 && before.columns.length === after.columns.length &&
      before.columns.every((left, i) => close(left, after.columns[i])),
    `the ranking's columns moved: ${JSON.stringify([before.columns, after.columns])}`);
    assert.deepEqual(seen.shifts, [], 'the browser reported no layout shift while the page loaded');
  }));

  it('ranks every crate and follows its sliders before the app has loaded (the first module), and the app takes the view over', check(async () => {
    if (!firstViewRun) return;
    const { server, release } = await serveWithAppHeld();
    try {
      await driver.get('about:blank');
      await driver.get(server.url(SUB_PATH));
      await waitFor(driver, SELECTORS.earlyRows);
      const controls = () => driver.executeScript(`
        const chrome = document.getElementById('first-view-chrome');
        const slider = chrome && chrome.querySelector(arguments[0]);
        const number = chrome && chrome.querySelector(arguments[1]);
        const others = chrome ? Array.from(chrome.querySelectorAll('select, button, input:not([type=range]):not([type=number])')) : [];
        return { live: !!slider && !slider.closest('[inert]') && !number.closest('[inert]'), number: number && number.value,
                 othersInert: others.length > 0 && others.every((c) => c.closest('[inert]')),
                 appStarted: performance.getEntriesByName('serbench:app-started').length > 0 };`,
      SELECTORS.bandwidthSlider, SELECTORS.bandwidthNumber);
      const before = await controls();
      assert.equal(before.appStarted, false, 'the app had not started (its module was held back)');
      assert.equal(before.live, true, `the bandwidth slider and its field work: ${JSON.stringify(before)}`);
      assert.equal(before.othersInert, true, `the controls the first module does not run stay inert: ${JSON.stringify(before)}`);
      const first = await rankedText(driver);
      assert.match(builtPage, /… and \d+ more crates/, 'the build left crates out of its first view');
      assert.ok(first.split('\n').length > 20, 'the first module ranks every crate');
      // A drag to 10,000 TB/month, as the browser reports one: inputs, then a change at release.
      await driver.executeScript(`
        const slider = document.querySelector('#first-view-chrome ' + arguments[0]);
        for (const position of ['1', '2.5', '4']) {
          slider.value = position;
          slider.dispatchEvent(new Event('input', { bubbles: true }));
        }
        slider.dispatchEvent(new Event('change', { bubbles: true }));`, SELECTORS.bandwidthSlider);
      const moved = await rankedText(driver);
      assert.notEqual(moved, first, 'the rows followed the slider');
      assert.equal((await controls()).number, '10000', 'the number field shows the slider\'s value');
      assert.equal(Number((await currentParams(driver)).get('out')), 10000, 'the address holds the view');
      release();
      await waitForApp(driver);
      assert.equal(await rankedText(driver), moved, 'the app shows the view the slider moved to');
      const number = await driver.findElement(By.css(SELECTORS.bandwidthNumber));
      assert.equal(await number.getAttribute('value'), '10000', 'the app\'s field shows it too');
    } finally {
      release();
    }
  }));

  it('shows its controls and ranking, inert, when the first module\'s files do not come', check(async () => {
    if (!firstViewRun) return;
    // On loopback the page comes fast, so it leaves the rest of the first view to the first
    // module (index.html): with neither module's files coming, the page shows it itself.
    const { server, release } = await serveWithAppHeld((p) => MODULE_FILES.early.test(path.basename(p)));
    try {
      await driver.get('about:blank');
      await driver.get(server.url(SUB_PATH));
      const shown = await waitUntil(driver, 'the first view\'s controls and ranking shown', () => driver.executeScript(`
        const rows = document.querySelector(arguments[0]);
        const slider = document.querySelector('#first-view-chrome ' + arguments[1]);
        return rows && slider && rows.checkVisibility() && slider.checkVisibility()
          ? { sliderInert: !!slider.closest('[inert]'), earlyStarted: performance.getEntriesByName('serbench:early-started').length > 0 }
          : null;`, SELECTORS.firstViewRows, SELECTORS.bandwidthSlider));
      assert.equal(shown.earlyStarted, false, 'the first module had not started (its files were held back)');
      assert.equal(shown.sliderInert, true, 'the controls stay inert without the first module');
    } finally {
      release();
    }
    await waitForApp(driver);
  }));

  it('is taken over as it stands by the first module, with no request, and its rows follow an input at once', check(async () => {
    if (!firstViewRun) return;
    // index.json held back too: the first view comes with all the first module needs.
    const { server, release } = await serveWithAppHeld((p) => path.basename(p) === 'index.json');
    try {
      await driver.get('about:blank');
      await driver.get(server.url(SUB_PATH) + TAKE_OVER_INPUT);
      const seen = await waitUntil(driver, 'the ranking that follows the controls', () =>
        driver.executeScript('return window.__firstView.takeOver ? window.__firstView : null;'));
      const { inFirstView, rows, moved, movedEarly } = seen.takeOver;
      assert.equal(inFirstView, true, 'the first ranking to follow the controls is the first view\'s');
      assert.equal(rows, seen.rows, 'taken over as the build wrote it');
      assert.equal(movedEarly, true, 'an input before the module\'s next task has it write its own rows');
      assert.notEqual(moved, rows, 'the rows followed the slider');
      assert.ok(moved.split('\n').length > rows.split('\n').length, 'the first module ranks every crate');
      release();
      await waitForApp(driver);
      assert.equal(await rankedText(driver), moved, 'the app shows the view the slider moved to');
    } finally {
      release();
    }
  }));

  it('is given up to the app when its model does not read, and the app shows the view', check(async () => {
    if (!firstViewRun) return;
    const model = /(<script type="application\/json" id="first-view-model">)[^<]*(<\/script>)/;
    assert.match(builtPage, model, 'the build wrote the first view\'s model');
    const copy = await siteCopy((dir) => {
      const page = path.join(dir, 'index.html');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(model, '$1{"crates": {}}$2'));
    });
    copies.push(copy);
    const { server, release } = await serveWithAppHeld(() => false, copy.dir);
    try {
      await driver.get('about:blank');
      await driver.get(server.url(SUB_PATH));
      // The first module takes the view over, then reads the model in its next task.
      const page = await waitUntil(driver, 'the first module to give the first view up', () => driver.executeScript(`
        return document.documentElement.classList.contains('no-first-view') && {
          ranked: !!document.getElementById('ranked'),
          displayed: getComputedStyle(document.getElementById('first-view')).display !== 'none',
          appStarted: performance.getEntriesByName('serbench:app-started').length > 0,
          rows: window.__firstView.rows,
        };`));
      assert.equal(page.appStarted, false, 'the app had not started (its module was held back)');
      assert.equal(page.ranked, false, 'no ranking follows the controls until the app\'s');
      assert.equal(page.displayed, false, 'the first view, which no longer follows its sliders, is hidden');
      release();
      await waitForApp(driver);
      await assertSameRanking(page.rows);
    } finally {
      release();
    }
  }));

  it('also shows for the address the app writes for the bare one (a reload, a copied link)', check(async () => {
    if (!firstViewRun) return;
    const server = await serve(DIST);
    await open(server.url(SUB_PATH));
    const written = await waitUntil(driver, 'the app to write the view into the address', async () => {
      const url = await driver.getCurrentUrl();
      return new URL(url).searchParams.has('out') && url;
    });
    const seen = await open(written);
    assert.equal(seen.displayed, true, `the first view was displayed at ${written}`);
    await assertSameRanking(seen.rows);
    // One parameter changed: another view, not the first view's.
    const other = new URL(written);
    other.searchParams.set('out', String(Number(other.searchParams.get('out')) * 2));
    const changed = await open(other.href);
    assert.equal(changed.displayed, false, `the first view was displayed at ${other.href}`);
  }));

  it('is never displayed for an address that names a view', check(async () => {
    if (!firstViewRun) return;
    const server = await serve(DIST);
    for (const query of [`?run=${encodeURIComponent(newest.file)}`, '?ds=log', '?bogus=1']) {
      const seen = await open(server.url(SUB_PATH) + query);
      assert.equal(seen.displayed, false, `${query}: the first view was displayed`);
      assert.equal(seen.chrome?.displayed ?? false, false, `${query}: the first view's controls were displayed`);
      assert.equal(seen.stillThere, false, `${query}: the app removed the first view`);
      assert.equal(seen.chromeStillThere, false, `${query}: the app removed the first view's controls`);
    }
  }));

  it('is hidden when index.json names a newer run than the build\'s', check(async () => {
    if (!firstViewRun) return;
    const older = manifest.runs.at(-1);
    const newer = `zz-published-later-${older.file}`;
    const copy = await siteCopy((dir) => {
      fs.copyFileSync(path.join(dir, 'benchmark_results', older.file), path.join(dir, 'benchmark_results', newer));
      prependRuns(dir, [{ ...older, file: newer }]);
    });
    copies.push(copy);
    const server = await serve(copy.dir);
    const seen = await open(server.url(SUB_PATH));
    assert.equal(seen.hidden, true, 'the page hid the first view once index.json named another newest run');
    assert.equal(seen.stillThere, false);
    const picker = await waitFor(driver, SELECTORS.runPicker);
    await waitUntil(driver, 'the run picker to show the newer run', async () =>
      (await picker[0].getAttribute('value')) === newer);
    // The figures shown are the newer run's: the same as opening it by name.
    const shown = await rankedText(driver);
    await driver.get(`${server.url(SUB_PATH)}?run=${encodeURIComponent(newer)}`);
    await waitForApp(driver);
    assert.equal(await rankedText(driver), shown);
  }));
});
