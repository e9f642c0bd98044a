// The explorer in a real browser: the release dist/ served on 127.0.0.1 under a GitHub Pages
// project sub-path, driven through WebDriver in headless Chromium. Expectations are derived
// from the runs dist/benchmark_results/index.json lists, whichever they are.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { By, Key } from 'selenium-webdriver';
import { launchBrowser } from '../lib/browser.mjs';
import { serveStatic } from '../lib/server.mjs';
import { DIST, SUB_PATH, USES_FIXTURES, checkDist, cratesOf, datasetsOf, defaultRun, readManifest, readRun } from '../lib/site.mjs';
import {
  SELECTORS,
  chartPixels,
  checkedTests,
  currentParams,
  openRanked,
  rankedText,
  selectValue,
  textOf,
  waitFor,
  waitForApp,
  waitForRankedChange,
  waitForUrlChange,
  waitUntil,
} from '../lib/page.mjs';

checkDist();
const manifest = readManifest();
const runs = manifest.runs.map((entry) => ({ ...entry, data: readRun(entry.file) }));
assert.ok(runs.length > 0, 'index.json lists no runs: nothing to test the explorer on');

/** The dataset the page opens on when the URL names none. */
const DEFAULT_DATASET = 'mk48';
/** The run the page opens on: the newest native one (a wasm run may be listed before it). */
const newest = runs.find((run) => run.file === defaultRun(manifest).file);
/** A dataset of the newest run to drive the controls on (the default one when present). */
const dataset = datasetsOf(newest.data).includes(DEFAULT_DATASET)
  ? DEFAULT_DATASET
  : datasetsOf(newest.data)[0];

let server;
let browser;
let driver;

/** Address of the explorer under the sub-path, with `params` as its query. */
function pageUrl(params = {}, prefix = SUB_PATH) {
  const query = new URLSearchParams(params).toString();
  return server.url(prefix) + (query ? `?${query}` : '');
}

/** Runs a test body with the page's state attached to any failure, then checks for panics. */
const check = checkedTests(() => driver);

/** Waits for the app to write the resolved view into the address; returns it. */
async function settledUrl() {
  return waitUntil(driver, 'the view to be written into the address', async () => {
    const url = await driver.getCurrentUrl();
    return new URL(url).searchParams.has('out') && url;
  });
}

/** The outbound bandwidth slider, focused for keyboard moves. */
async function slider() {
  return driver.findElement(By.css(SELECTORS.bandwidthSlider));
}

before(async () => {
  server = await serveStatic(DIST, { prefixes: [SUB_PATH, '/'] });
  browser = await launchBrowser();
  driver = browser.driver;
});

after(async () => {
  await browser?.quit();
  await server?.close();
});

describe('explorer in headless Chromium', () => {
  it('opens on the newest run and renders the ranked table', check(async () => {
    await driver.get(pageUrl());
    if (dataset === DEFAULT_DATASET) {
      const rows = await waitForApp(driver);
      const crates = cratesOf(newest.data, DEFAULT_DATASET).length;
      assert.ok(rows.length >= 1 && rows.length <= crates,
        `${rows.length} ranked rows for ${crates} crates of ${newest.file}`);
      const first = await rows[0].findElements(By.css('td'));
      assert.equal(await first[0].getText(), '1', 'the first row is ranked 1');
    } else {
      const notice = await textOf(driver, SELECTORS.notices);
      assert.match(notice, new RegExp(DEFAULT_DATASET), 'the missing default dataset is explained');
    }
    const params = new URL(await settledUrl()).searchParams;
    assert.equal(params.get('run'), newest.file, 'the address names the newest run');
    const picker = await driver.findElement(By.css(SELECTORS.runPicker));
    assert.equal(await picker.getAttribute('value'), newest.file, 'the run picker shows the newest run');
    assert.equal(await driver.executeScript('return document.documentElement.classList.contains("other-view");'), false,
      'the view is shown, not hidden as another view\'s');
  }));

  it('requests each file once, and none the page carries', check(async () => {
    const views = [{}, { ds: dataset }, { run: runs.at(-1).file, ds: dataset }];
    for (const params of views) {
      await driver.get('about:blank');
      await openRanked(driver, pageUrl(params));
      // The run's other datasets are read ahead while the browser is idle: give it the time.
      await driver.sleep(1500);
      const shown = params.run ?? newest.file;
      const requested = await driver.executeScript(`
        return performance.getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname.split('/benchmark_results/').pop())
          .filter((file) => file.endsWith('.json'));`);
      const count = (file) => requested.filter((name) => name === file).length;
      const view = JSON.stringify(params);
      const twice = requested.filter((file, i) => requested.indexOf(file) !== i);
      assert.deepEqual(twice, [], `no file requested twice for ${view}: ${requested}`);
      // The list of runs is read afresh once the app runs (runs published after the build).
      assert.equal(count('index.json'), 1, `index.json requested once for ${view}: ${requested}`);
      // The run's copy for the shown dataset, which the build writes (prerender.rs); the run's
      // own file only where there is none (the fixtures are added after the build). The bare
      // address's view is the one the page carries (the build's first view): its copy is not
      // requested at all.
      const copy = `by-dataset/${shown.replace(/\.json$/, '')}/${params.ds ?? DEFAULT_DATASET}.json`;
      const carried = !params.run && !USES_FIXTURES && (params.ds ?? DEFAULT_DATASET) === DEFAULT_DATASET;
      assert.equal(count(copy), carried ? 0 : 1, `${copy} for ${view}: ${requested}`);
      assert.equal(count(shown), USES_FIXTURES ? 1 : 0, `${shown} for ${view}: ${requested}`);
    }
  }));

  it('works from the site root as well as from the sub-path', check(async () => {
    const atRoot = await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }, '/'));
    const atSubPath = await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    assert.ok(atRoot.length > 0);
    assert.equal(atRoot, atSubPath, 'same view from / and from the sub-path');
  }));

  it('moving the bandwidth changes the figures and the URL', check(async () => {
    const before = await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    const urlBefore = await settledUrl();
    const outBefore = Number(new URL(urlBefore).searchParams.get('out'));

    // The slider, moved with the keyboard as a user would: to its lowest bandwidth, where
    // every crate is bandwidth-bound, so every figure must drop.
    await (await slider()).sendKeys(Key.HOME);
    const after = await waitForRankedChange(driver, before);
    const urlAfter = await waitForUrlChange(driver, urlBefore);
    const outAfter = Number(new URL(urlAfter).searchParams.get('out'));
    assert.ok(outAfter > 0 && outAfter < outBefore, `out went from ${outBefore} to ${outAfter}`);
    assert.notEqual(after, before);
    const field = await driver.findElement(By.css(SELECTORS.bandwidthNumber));
    assert.equal(Number(await field.getAttribute('value')), outAfter, 'the number field follows the slider');
    assert.match(after.split('\n')[0], /bandwidth/, 'at the lowest bandwidth the best crate is bandwidth-bound');

    // The number field: typing a value and leaving the field applies it.
    await field.clear();
    await field.sendKeys('250', Key.TAB);
    const typed = await waitForRankedChange(driver, after);
    await waitUntil(driver, 'out=250 in the address', async () =>
      (await currentParams(driver)).get('out') === '250');
    assert.notEqual(typed, after);
  }));

  it('a URL opened in a fresh browser reproduces the view', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    let url = await settledUrl();
    // Several controls away from their defaults: bandwidth, mode, cores.
    await (await slider()).sendKeys(Key.END);
    url = await waitForUrlChange(driver, url);
    const radios = await driver.findElements(By.css(SELECTORS.modeRadios));
    await radios[radios.length - 1].click();
    url = await waitForUrlChange(driver, url);
    const cores = await driver.findElement(By.css('fieldset.cores input[type="number"]'));
    await cores.clear();
    await cores.sendKeys('3', Key.TAB);
    url = await waitForUrlChange(driver, url);
    // A sort of the raw table (its last column, descending after two clicks) and a filter.
    const sortButtons = await driver.findElements(By.css('#raw th button.sort'));
    assert.ok(sortButtons.length > 2, 'the raw table has sortable columns');
    await sortButtons[sortButtons.length - 1].click();
    url = await waitForUrlChange(driver, url);
    await (await driver.findElements(By.css('#raw th button.sort'))).at(-1).click();
    url = await waitForUrlChange(driver, url);
    assert.match(new URL(url).searchParams.get('sort'), /^-/, 'second click sorts descending');
    const firstCrate = (await rankedText(driver)).split('\n')[0].split(' | ')[1].split(' ')[0];
    await driver.findElement(By.css('input[type="search"]')).sendKeys(firstCrate.slice(0, 3));
    url = await waitUntil(driver, 'the search in the address', async () => {
      const now = await driver.getCurrentUrl();
      return new URL(now).searchParams.get('q') === firstCrate.slice(0, 3) && now;
    });
    await waitForApp(driver);
    const shared = await driver.getCurrentUrl();
    const table = await rankedText(driver);
    const raw = await textOf(driver, '#raw');

    const fresh = await launchBrowser();
    try {
      const other = fresh.driver;
      await other.get(shared);
      await waitForApp(other);
      const reproduced = await rankedText(other);
      assert.equal(reproduced, table, 'same ranked table in a fresh browser');
      assert.equal(await textOf(other, '#raw'), raw, 'same raw table in a fresh browser');
      assert.equal(await other.getCurrentUrl(), shared, 'the address is kept as given');
      const modes = await other.findElements(By.css(SELECTORS.modeRadios));
      assert.equal(await modes[modes.length - 1].isSelected(), true, 'the mode control shows the shared mode');
      const params = new URL(shared).searchParams;
      assert.equal(params.get('cores'), '3');
    } finally {
      await fresh.quit();
    }
  }));

  it('back and forward step through views', check(async () => {
    const first = await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    const firstUrl = await settledUrl();
    await (await slider()).sendKeys(Key.HOME);
    const second = await waitForRankedChange(driver, first);
    const secondUrl = await waitForUrlChange(driver, firstUrl);
    const radios = await driver.findElements(By.css(SELECTORS.modeRadios));
    await radios[1].click();
    const thirdUrl = await waitForUrlChange(driver, secondUrl);
    const third = await rankedText(driver);
    assert.notEqual(new URL(thirdUrl).searchParams.get('mode'), new URL(secondUrl).searchParams.get('mode'));

    const expectView = async (url, text, step) => {
      await waitUntil(driver, `${step} to reach ${url}`, async () => (await driver.getCurrentUrl()) === url);
      await waitUntil(driver, `${step} to show its table`, async () => (await rankedText(driver)) === text);
    };
    await driver.navigate().back();
    await expectView(secondUrl, second, 'back');
    await driver.navigate().back();
    await expectView(firstUrl, first, 'second back');
    await driver.navigate().forward();
    await expectView(secondUrl, second, 'forward');
    await driver.navigate().forward();
    await expectView(thirdUrl, third, 'second forward');
  }));

  it('the run picker switches runs', { skip: runs.length < 2 && 'index.json lists a single run' }, check(async () => {
    const other = runs.find((run) => run.file !== newest.file);
    await driver.get(pageUrl({ ds: dataset }));
    await waitFor(driver, SELECTORS.runInfo);
    const url = await settledUrl();
    const infoBefore = await textOf(driver, SELECTORS.runInfo);
    await selectValue(driver, SELECTORS.runPicker, other.file);
    await waitUntil(driver, `run=${other.file} in the address`, async () =>
      (await currentParams(driver)).get('run') === other.file);
    const infoAfter = await waitUntil(driver, 'the run information to change', async () => {
      const text = await textOf(driver, SELECTORS.runInfo);
      return text && text !== infoBefore && text;
    });
    assert.ok(infoAfter.length > 0);
    if (datasetsOf(other.data).includes(dataset)) {
      await waitForApp(driver);
    }
    await driver.navigate().back();
    await waitUntil(driver, 'back to the first run', async () => (await driver.getCurrentUrl()) === url);
    await waitUntil(driver, 'the first run shown again', async () =>
      (await textOf(driver, SELECTORS.runInfo)) === infoBefore);
  }));

  /** The two runs sharing the most crates on one dataset: the best pair to compare. */
  function comparablePair() {
    let best = null;
    for (const current of runs) {
      for (const baseline of runs) {
        if (current === baseline) continue;
        for (const name of datasetsOf(current.data)) {
          const theirs = new Set(cratesOf(baseline.data, name));
          const shared = cratesOf(current.data, name).filter((c) => theirs.has(c)).length;
          if (!best || shared > best.shared) best = { current, baseline, dataset: name, shared };
        }
      }
    }
    return best;
  }

  it('compare shows per-crate changes against a baseline', { skip: runs.length < 2 && 'index.json lists a single run' }, check(async () => {
    const pair = comparablePair();
    assert.ok(pair.shared > 0, 'no two runs share a crate on any dataset');
    await driver.get(pageUrl({ run: pair.current.file, ds: pair.dataset }));
    await waitFor(driver, SELECTORS.baselinePicker);
    await selectValue(driver, SELECTORS.baselinePicker, pair.baseline.file);
    // First the rows worth a look (a change that stands out, or a new release), then every row.
    const [everyRow] = await waitFor(driver, '#compare label.inline');
    const [outstanding, total] = (/(\d+) of (\d+)/u.exec(await everyRow.getText()) ?? []).slice(1).map(Number);
    assert.ok(total > 0 && outstanding <= total, await everyRow.getText());
    const shown = async () => (await driver.findElements(By.css(SELECTORS.compareRows))).length;
    // Those rows, and the row of each one's crate.
    const first = await shown();
    assert.ok(first >= outstanding && first <= total, `${first} rows shown of ${outstanding} worth a look`);
    assert.equal((await currentParams(driver)).get('base'), pair.baseline.file);
    await everyRow.findElement(By.css('input[type=checkbox]')).click();
    await waitUntil(driver, 'every row', async () => (await shown()) === total);
    assert.equal((await currentParams(driver)).get('noise'), '1');
    const text = await textOf(driver, '#compare table.compare tbody');
    assert.match(text, /[+−-]?\d[\d.,]*\s?%/, 'changes are shown in percent');
    // A crate measured at different releases in the two runs names both beside it.
    const versionOf = (run, id) => run.data.crates?.[id]?.version;
    const theirs = new Set(cratesOf(pair.baseline.data, pair.dataset));
    for (const id of cratesOf(pair.current.data, pair.dataset).filter((c) => theirs.has(c))) {
      const [then, now] = [versionOf(pair.baseline, id), versionOf(pair.current, id)];
      if (then && now && then !== now) {
        assert.ok(text.includes(`${id} ${then} → ${now}`), `${id}: ${then} → ${now} not shown`);
      }
    }
    // Picking "none" hides the comparison again.
    await selectValue(driver, SELECTORS.baselinePicker, '');
    await waitUntil(driver, 'the comparison to go away', async () =>
      (await driver.findElements(By.css(SELECTORS.compareRows))).length === 0);
    assert.equal((await currentParams(driver)).has('base'), false);
  }));

  it('a comparison says when the two runs were measured on different machines', check(async () => {
    // index.json names each run's CPU model and compiler release, read from the run as the
    // comparison reads it: a pair that differs there gets the notice, a pair alike in
    // those, in core count and in what the code was built for and ran in (a native run and a
    // wasm run of one machine are apart) does not. A run whose shards ran on several machines
    // (its index.json machine joins them with " + ") is left out: the notice is about the
    // compared dataset's machine, which that line does not name.
    const cores = (run) => run.data.environment?.cores ?? null;
    const build = (run) => JSON.stringify([run.data.environment?.build, run.data.environment?.browser]);
    const oneMachine = (run) => run.machine && !run.machine.includes(' + ');
    const apart = (a, b) => oneMachine(a) && oneMachine(b) && a.rustc && b.rustc
      && (a.machine !== b.machine || a.rustc !== b.rustc);
    const alike = (a, b) => oneMachine(a) && a.machine === b.machine && a.rustc === b.rustc
      && cores(a) !== null && cores(a) === cores(b) && build(a) === build(b);
    const pairs = [
      [true, apart], [false, alike],
    ].map(([expected, test]) => {
      for (const current of runs) {
        for (const baseline of runs) {
          if (current === baseline || !test(current, baseline)) continue;
          const dataset = datasetsOf(current.data).find((name) => datasetsOf(baseline.data).includes(name));
          if (dataset) return { expected, current, baseline, dataset };
        }
      }
      return null;
    }).filter(Boolean);
    assert.ok(pairs.length > 0, 'no pair of runs tells the notice apart');
    for (const { expected, current, baseline, dataset } of pairs) {
      await driver.get(pageUrl({ run: current.file, ds: dataset, base: baseline.file }));
      await waitFor(driver, SELECTORS.compareRows);
      const notices = await driver.findElements(By.css('#compare .notice'));
      const texts = await Promise.all(notices.map((n) => n.getText()));
      const said = texts.some((t) => t.includes('measured on different machines'));
      assert.equal(said, expected, `${baseline.file} → ${current.file}: ${texts.join(' | ')}`);
      if (expected) {
        assert.ok(texts.some((t) => t.includes(`${baseline.machine} → ${current.machine}`)
          || t.includes(`${baseline.rustc} → ${current.rustc}`)), texts.join(' | '));
      }
    }
  }));

  // Families of the newest run's crates (our layout records them), by family.
  const familyCrates = new Map();
  for (const [id, info] of Object.entries(newest.data.crates ?? {})) {
    if (typeof info?.family !== 'string') continue;
    if (!familyCrates.has(info.family)) familyCrates.set(info.family, []);
    familyCrates.get(info.family).push(id);
  }
  const rankedCrates = async () =>
    (await rankedText(driver)).split('\n').filter(Boolean).map((line) => line.split(' | ')[1].split(' ')[0]);
  const shownIds = new Set(cratesOf(newest.data, dataset));
  const sharedFamily = [...familyCrates.keys()].sort()
    .find((f) => familyCrates.get(f).length > 1 && familyCrates.get(f).some((id) => shownIds.has(id)));
  const singleFamily = [...familyCrates.keys()].sort()
    .find((f) => familyCrates.get(f).length === 1 && shownIds.has(familyCrates.get(f)[0]));

  it('family chips filter the ranking; one-crate formats fold away', {
    skip: !(sharedFamily && singleFamily) && 'the newest run records no families of both kinds',
  }, check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    let url = await settledUrl();
    const everyone = await rankedCrates();
    const chip = (scope, family) => waitUntil(driver, `a chip for ${family} in ${scope}`, async () => {
      for (const button of await driver.findElements(By.css(`${scope} button.chip`))) {
        if ((await button.getText()).split(' ')[0] === family) return button;
      }
      return null;
    });
    // A format several crates share is a chip of its own, with its count.
    const shared = await chip('fieldset.filter > .chips', sharedFamily);
    assert.equal(await shared.getText(), `${sharedFamily} ${familyCrates.get(sharedFamily).length}`);
    // The one-crate formats are folded; their chips appear when unfolded.
    const folded = await driver.findElement(By.css('details.single-families'));
    assert.equal(await folded.getAttribute('open'), null, 'folded while none is chosen');
    await shared.click();
    url = await waitForUrlChange(driver, url);
    assert.deepEqual(new URL(url).searchParams.getAll('fam'), [sharedFamily]);
    await waitUntil(driver, 'the ranking to keep only the family', async () => {
      const now = await rankedCrates();
      return now.length > 0 && now.length < everyone.length && now.every((id) => familyCrates.get(sharedFamily).includes(id));
    });
    await folded.findElement(By.css('summary')).click();
    await (await chip('details.single-families .chips', singleFamily)).click();
    url = await waitForUrlChange(driver, url);
    assert.deepEqual(new URL(url).searchParams.getAll('fam').sort(), [sharedFamily, singleFamily].sort());
    await waitUntil(driver, 'the one-crate format to join the ranking', async () =>
      (await rankedCrates()).includes(familyCrates.get(singleFamily)[0]));
    const table = await rankedText(driver);
    // The link reopens the same ranking, with the folded chips shown since one is chosen.
    await openRanked(driver, url);
    await waitUntil(driver, 'the same ranking from the link', async () => (await rankedText(driver)) === table);
    assert.equal(await driver.findElement(By.css('details.single-families')).getAttribute('open'), 'true');
    await driver.findElement(By.css('fieldset.filter button.chip.clear')).click();
    url = await waitForUrlChange(driver, url);
    assert.equal(new URL(url).searchParams.has('fam'), false);
    await waitUntil(driver, 'every crate back in the ranking', async () => (await rankedCrates()).length === everyone.length);
  }));

  it('typing in the crate search filters the ranking and keeps every keystroke', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    let url = await settledUrl();
    const everyone = await rankedCrates();
    // The longest crate id of the dataset: many keystrokes, typed as fast as WebDriver can.
    const term = [...shownIds].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    const matching = (id) => {
      const name = newest.data.crates?.[id]?.name ?? id;
      return id.toLowerCase().includes(term.toLowerCase()) || name.toLowerCase().includes(term.toLowerCase());
    };
    const field = await driver.findElement(By.css('input[type="search"][aria-label="Search crates"]'));
    await field.sendKeys(term);
    url = await waitUntil(driver, 'the search in the address', async () => {
      const now = await driver.getCurrentUrl();
      return new URL(now).searchParams.get('q') === term && now;
    });
    await waitUntil(driver, 'the ranking to keep only matching crates', async () => {
      const now = await rankedCrates();
      return now.length > 0 && now.length < everyone.length + 1 && now.every(matching);
    });
    assert.ok((await rankedCrates()).includes(term), `${term} itself is ranked`);
    assert.equal(await field.getAttribute('value'), term, 'the field kept every keystroke');
    // Emptying the field brings every crate back and drops the parameter.
    await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await waitUntil(driver, 'every crate back in the ranking', async () => (await rankedCrates()).length === everyone.length);
    await waitUntil(driver, 'the search gone from the address', async () =>
      !new URL(await driver.getCurrentUrl()).searchParams.has('q'));
  }));

  it('the raw table shows one kind of figures at a time, picked and kept in the address', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    await waitFor(driver, '#raw th button.sort');
    // The columns' sort buttons, without the arrow of the sorted one.
    const headings = async () =>
      (await textOf(driver, '#raw th button.sort')).split('\n').map((h) => h.replace(/[▲▼]/u, '').trim());
    assert.deepEqual((await headings()).slice(0, 2), ['crate', 'serialize'], 'times first');
    let url = await settledUrl();
    assert.equal(new URL(url).searchParams.get('raw'), null, 'the default kind is not written');
    await selectValue(driver, '#raw .kind-picker select', 'sizes');
    url = await waitForUrlChange(driver, url);
    assert.equal(new URL(url).searchParams.get('raw'), 'sizes');
    await waitUntil(driver, 'the sizes table', async () => (await headings())[1] === 'size');
    // The committed runs record each crate's code size in wasm (scripts/code-size.sh), with its note.
    assert.equal((await headings()).at(-1), 'wasm code');
    assert.match(await textOf(driver, '#raw p.footnote'), /Wasm code: the gzip'd bytes/u);
    // Sorted by a size, the address alone says which kind: a fresh view of it shows the sizes.
    await (await driver.findElements(By.css('#raw th button.sort')))[1].click();
    url = await waitForUrlChange(driver, url);
    const params = new URL(url).searchParams;
    assert.equal(params.get('sort'), 'size');
    assert.equal(params.get('raw'), null, 'implied by the sorted column');
    await driver.get(url);
    await waitFor(driver, '#raw th button.sort');
    assert.equal((await headings())[1], 'size');
    assert.equal(await (await driver.findElement(By.css('#raw .kind-picker select'))).getAttribute('value'), 'sizes');
  }));

  it('each picker of a choice changes the view and the address', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    let url = await settledUrl();
    const pick = async (css, value, key) => {
      await selectValue(driver, css, value);
      url = await waitForUrlChange(driver, url);
      assert.equal(new URL(url).searchParams.get(key), value, `${css} → ${key}`);
      const shown = await (await driver.findElement(By.css(css))).getAttribute('value');
      assert.equal(shown, value, `${css} shows what was picked`);
    };
    // Another unit converts the bandwidth: the field shows the address's figure, in Mbit/s.
    await pick('fieldset.bandwidth select', 'mbit', 'unit');
    const outbound = new URL(url).searchParams.get('out');
    assert.notEqual(outbound, '1', 'the bandwidth is converted, not kept as a number');
    await waitUntil(driver, 'the field to show the converted bandwidth', async () =>
      (await (await driver.findElement(By.css('fieldset.bandwidth input[type=number]'))).getAttribute('value')) === outbound);
    assert.equal(await textOf(driver, 'fieldset.bandwidth .unit'), 'Mbit/s');
    await pick('fieldset.codecs select', 'upstream', 'times');
    await pick('fieldset.filter select', 'primary', 'var');
    // The raw table's times, counts or both (the committed runs record instruction counts).
    await pick('select[aria-label="Figures of the raw table"]', 'both', 'fig');
    await waitUntil(driver, 'counts under the times', async () =>
      (await driver.findElements(By.css('#raw td small'))).length > 0);
  }));

  it('charts are drawn and follow the controls', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    await waitFor(driver, SELECTORS.charts);
    const drawn = await waitUntil(driver, 'the charts to be painted', async () => {
      const charts = await chartPixels(driver);
      return charts.length >= 2 && charts.every((c) => c.painted > 0) && charts;
    });
    for (const chart of drawn) {
      assert.ok(chart.width > 100 && chart.height > 50, `${chart.chart}: ${chart.width}×${chart.height}`);
      // Axes, labels and at least a bar or a point: well beyond a few stray pixels.
      assert.ok(chart.painted > 1000, `${chart.chart}: only ${chart.painted} pixels painted`);
    }
    const bars = drawn.find((c) => c.chart === 'bars');
    assert.ok(bars, 'a bar chart is drawn');
    await (await slider()).sendKeys(Key.HOME);
    await waitUntil(driver, 'the bar chart to be redrawn', async () => {
      const now = (await chartPixels(driver)).find((c) => c.chart === 'bars');
      return now && now.painted > 1000 && now.image !== bars.image;
    });
  }));

  it('the scatter names every point on hover and overprints no label', check(async () => {
    await openRanked(driver, pageUrl({ run: newest.file, ds: dataset }));
    await waitFor(driver, '#charts svg[data-chart="scatter"] circle.point');
    // Boxes as the browser laid them out, in its fonts: the placement's estimate of a label's
    // width (schema::chart::label_width) must hold for the real text.
    const scatter = await driver.executeScript(`
      const svg = document.querySelector('#charts svg[data-chart="scatter"]');
      const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
      return {
        titles: Array.from(svg.querySelectorAll('circle.point'), (c) => c.querySelector('title')?.textContent ?? ''),
        points: Array.from(svg.querySelectorAll('circle.point'), box),
        labels: Array.from(svg.querySelectorAll('text.point-label'), (t) => [t.textContent, box(t)]),
      };`);
    assert.ok(scatter.points.length > 1, `${scatter.points.length} points`);
    for (const title of scatter.titles) assert.match(title, /^\S.*: .+ on the wire, .+ per item$/);
    assert.ok(scatter.labels.length > 0, 'some points are labelled');
    const overlap = (a, b) => Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 0.5 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 0.5;
    scatter.labels.forEach(([name, label], i) => {
      for (const [other, box] of scatter.labels.slice(i + 1)) {
        assert.ok(!overlap(label, box), `the labels ${name} and ${other} overlap: ${label} and ${box}`);
      }
      for (const point of scatter.points) assert.ok(!overlap(label, point), `the label ${name} covers a point at ${point}`);
    });
  }));

  it('on a phone-sized window the page does not scroll sideways; the ranked table scrolls in place', check(async () => {
    const rect = await driver.manage().window().getRect();
    try {
      await driver.manage().window().setRect({ width: 390, height: 844 });
      await openRanked(driver, pageUrl());
      const layout = await driver.executeScript(`
        const table = document.querySelector('#ranked .table-scroll');
        const heading = [...document.querySelectorAll('#ranked th')].find((th) => th.textContent.endsWith('/s'));
        return { page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth,
                 table: table.scrollWidth, shown: table.clientWidth, rateEnd: heading.getBoundingClientRect().right };`);
      assert.ok(layout.window < 500, `the window is narrow: ${JSON.stringify(layout)}`);
      assert.ok(layout.page <= layout.window, `the page scrolls sideways: ${JSON.stringify(layout)}`);
      assert.ok(layout.table > layout.shown, `the ranked table scrolls within its box: ${JSON.stringify(layout)}`);
      assert.ok(layout.rateEnd <= layout.window, `the messages per second are on the first screen: ${JSON.stringify(layout)}`);
    } finally {
      await driver.manage().window().setRect({ width: rect.width, height: rect.height });
    }
  }));
});
