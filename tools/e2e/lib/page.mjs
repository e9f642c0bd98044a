// What the tests read from and do to the explorer's page. Selectors rely on the page's
// stable hooks: section ids, aria-labels and the charts' data-chart attribute.

import { By, until } from 'selenium-webdriver';

/** How long the page may take to load the wasm, the manifest and a run. */
export const LOAD_TIMEOUT = 30_000;

export const SELECTORS = {
  rankedRows: '#ranked table.ranked tbody tr',
  /**
   * The app's element. The build writes the app, rendered for the first view, into it
   * (pages/src/prerender.rs), with that view's query in its `data-view`; the app hydrates it.
   */
  app: '#app',
  /** The app's results (the ranking and the sections below it), hidden for another view's address until the app shows it. */
  appMain: '#app main',
  /** The controls the page's HTML has disabled until the app has hydrated it. */
  controls: '#app fieldset, #app select[aria-label="Run"], #app .copy-link button, #app .device button, #app .device input',
  rankedTable: '#ranked table.ranked',
  /** The ranking's line for screen readers (hidden on screen), said when the ranking changes. */
  rankedStatus: '#ranked [role="status"]',
  runPicker: 'select[aria-label="Run"]',
  baselinePicker: 'select[aria-label="Baseline run"]',
  compareRows: '#compare table.compare tbody tr',
  bandwidthSlider: 'fieldset.bandwidth input[type="range"]',
  bandwidthNumber: 'fieldset.bandwidth input[type="number"]',
  datasetPicker: 'fieldset.workload select',
  modeRadios: 'input[type="radio"][name="mode"]',
  runInfo: '#run-info',
  errors: '[role="alert"]',
  notices: '.notice[role="status"]',
  fatal: '#fatal',
  charts: 'svg[data-chart]',
};

/** Waits until `css` matches at least one element; returns them all. */
export async function waitFor(driver, css, timeout = LOAD_TIMEOUT) {
  await driver.wait(until.elementLocated(By.css(css)), timeout, `nothing matched ${css}`);
  return driver.findElements(By.css(css));
}

/** Waits until `predicate()` resolves truthy; returns its value. */
export async function waitUntil(driver, what, predicate, timeout = LOAD_TIMEOUT) {
  return driver.wait(async () => (await predicate()) || false, timeout, `timed out waiting for ${what}`);
}

/**
 * True once the app runs the page: it has hydrated the page's HTML (or rendered its own), so
 * its controls are enabled, and shows the address's view (`other-view` gone from <html>).
 */
export const APP_LIVE = `
  const app = document.querySelector(${JSON.stringify(SELECTORS.app)});
  const controls = app ? app.querySelectorAll(${JSON.stringify(SELECTORS.controls)}) : [];
  return controls.length > 0 && Array.from(controls).every((c) => !c.disabled)
    && !document.documentElement.classList.contains('other-view');`;

/**
 * Waits until the app runs the page (`APP_LIVE`) and its ranked table has rows: the page's
 * own HTML has rows before the app has hydrated it. Returns the rows.
 */
export async function waitForApp(driver, timeout = LOAD_TIMEOUT) {
  await waitUntil(driver, 'the app\'s ranked table, its controls enabled', () =>
    driver.executeScript(`if (!document.querySelector(arguments[0])) return false; ${APP_LIVE}`, SELECTORS.rankedRows), timeout);
  return driver.findElements(By.css(SELECTORS.rankedRows));
}

/** Waits until the app runs the page (`APP_LIVE`): its header and controls are enabled. */
export async function waitForAppChrome(driver, timeout = LOAD_TIMEOUT) {
  await waitUntil(driver, 'the app\'s header and controls, enabled', () => driver.executeScript(APP_LIVE), timeout);
}

/** Opens `url` and waits for the app's ranked table to have rows. Returns the rows' text. */
export async function openRanked(driver, url) {
  await driver.get(url);
  await waitForApp(driver);
  return rankedText(driver);
}

/** The ranked table's body as text, one line per row (what a reader sees). */
export async function rankedText(driver) {
  return driver.executeScript(
    `const rows = document.querySelectorAll(arguments[0]);
     return Array.from(rows, (r) => Array.from(r.cells, (c) => c.textContent.trim()).join(' | ')).join('\\n');`,
    SELECTORS.rankedRows,
  );
}

/** The query of the page's current address, as URLSearchParams. */
export async function currentParams(driver) {
  return new URL(await driver.getCurrentUrl()).searchParams;
}

/** Waits until the page's address differs from `before`; returns the new address. */
export async function waitForUrlChange(driver, before) {
  return waitUntil(driver, 'the address to change', async () => {
    const now = await driver.getCurrentUrl();
    return now !== before && now;
  });
}

/** Waits until the ranked table's text differs from `before`; returns the new text. */
export async function waitForRankedChange(driver, before) {
  return waitUntil(driver, 'the ranked table to change', async () => {
    const rows = await driver.findElements(By.css(SELECTORS.rankedRows));
    if (rows.length === 0) return false;
    const now = await rankedText(driver);
    return now !== before && now;
  });
}

/** Picks the option whose value is `value` in the `<select>` matched by `css`. */
export async function selectValue(driver, css, value) {
  const select = await driver.findElement(By.css(css));
  const option = await select.findElement(By.css(`option[value=${JSON.stringify(value)}]`));
  await option.click();
}

/** Visible text of the elements matched by `css`, joined by newlines. */
export async function textOf(driver, css) {
  const elements = await driver.findElements(By.css(css));
  const texts = await Promise.all(elements.map((e) => e.getText()));
  return texts.join('\n');
}

/** The page's visible text. */
export async function bodyText(driver) {
  return driver.findElement(By.css('body')).getText();
}

/**
 * Per chart: its size and how many pixels are painted (not transparent and not white) once
 * its SVG is rendered.
 */
export async function chartPixels(driver) {
  // Each chart's SVG is rendered into an image and counted pixel by pixel, so the test sees
  // what a reader sees (not merely that elements exist). `image` is the SVG markup, to tell
  // whether a chart was redrawn.
  return driver.executeAsyncScript(
    `const [selector, done] = arguments;
     const count = (svg) => new Promise((resolve) => {
       const markup = new XMLSerializer().serializeToString(svg);
       const width = Math.round(svg.width.baseVal.value);
       const height = Math.round(svg.height.baseVal.value);
       const result = (painted) => resolve({ chart: svg.dataset.chart, width, height, painted, image: markup });
       const image = new Image();
       image.onerror = () => result(0);
       image.onload = () => {
         const canvas = document.createElement('canvas');
         canvas.width = width;
         canvas.height = height;
         const context = canvas.getContext('2d');
         if (!context || !width || !height) return result(0);
         context.drawImage(image, 0, 0, width, height);
         const data = context.getImageData(0, 0, width, height).data;
         let painted = 0;
         for (let i = 0; i < data.length; i += 4) {
           const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
           if (a > 0 && !(r > 245 && g > 245 && b > 245)) painted++;
         }
         result(painted);
       };
       image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(markup);
     });
     Promise.all(Array.from(document.querySelectorAll(selector), count)).then(done, () => done([]));`,
    SELECTORS.charts,
  );
}

/** The browser console's entries so far (drained), as text lines. */
export async function consoleLines(driver) {
  const entries = await driver.manage().logs().get('browser');
  return entries.map((e) => `${e.level.name} ${e.message}`);
}

/**
 * Runs `body`; when it throws, adds what the page showed (address, visible text, console) to
 * the error so a failure in CI explains itself.
 */
export async function explained(driver, body) {
  try {
    return await body();
  } catch (error) {
    const facts = [];
    try {
      facts.push(`address: ${await driver.getCurrentUrl()}`);
      facts.push(`page text:\n${(await bodyText(driver)).slice(0, 3000)}`);
      facts.push(`console:\n${(await consoleLines(driver)).join('\n').slice(0, 3000)}`);
    } catch (inner) {
      facts.push(`(the page could not be read: ${inner.message})`);
    }
    error.message += `\n--- what the browser showed ---\n${facts.join('\n')}`;
    throw error;
  }
}

/** Fails when the page shows the panic banner or the console reports a Rust panic. */
export async function assertNoPanic(driver) {
  const fatal = await driver.findElements(By.css(SELECTORS.fatal));
  if (fatal.length > 0) throw new Error(`the app panicked: ${await fatal[0].getText()}`);
  const lines = await consoleLines(driver);
  const panic = lines.find((line) => /panicked at|RuntimeError: unreachable/.test(line));
  if (panic) throw new Error(`the console reports a panic: ${panic}`);
}

/**
 * The wrapper of every browser test: `const check = checkedTests(() => driver)`, then
 * `it(name, check(async () => …))` runs the body with the page's state attached to any failure
 * (`explained`) and then checks for panics. `driverOf` reads the file's driver when the test
 * runs (it is made in `before`).
 */
export function checkedTests(driverOf) {
  return (body) => () =>
    explained(driverOf(), async () => {
      await body();
      await assertNoPanic(driverOf());
    });
}
