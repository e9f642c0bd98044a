// A page's load, read from outside the page and the same way for any site: what a visitor sees
// and can use, never a mark or an element id the page itself sets. Shared by the site's
// benchmark (perf.mjs) and its traced loads (trace.mjs).
//
// RECORDER is installed before any of the page's scripts (CDP
// `Page.addScriptToEvaluateOnNewDocument`). Once per frame (a requestAnimationFrame loop, from
// the page's first frame until the benchmark stops it) it samples:
// - the answer: the page's visible table rows (`tr` with `td` cells, a non-zero box, not hidden,
//   in the document) with a number-looking figure in a cell, counted up to ANSWER_ROWS (until a
//   frame shows that many: the recorder's work per frame stays small on a large page); each
//   time the count reaches a new height it adds a one-character marker of its own whose paint
//   the browser's Element Timing reports with the frame's presentation time;
// - the controls (`input, select, button, textarea`): each live (visible, enabled: not
//   `:disabled`, a disabled fieldset included; no `inert` ancestor) since when, per element,
//   with a marker as for the answer at each frame where one became live;
// and it records when the DOM last changed (a MutationObserver: any change but its markers)
// and when the network last delivered (resource timing), to tell when the page has settled.
// `loadFigures` (run in the page once settled) turns those samples into the load's figures;
// `answerAndLive` is its pure part, tested without a browser.

/** The answer is on screen once this many rows with figures are (or all of them, if fewer). */
export const ANSWER_ROWS = 10;
/** The page has settled once neither its DOM nor its network changed for this long. */
export const QUIET_MS = 1000;
/** The elements a visitor operates (links are not controls). */
export const CONTROLS = 'input, select, button, textarea';
/**
 * A table cell's text that reads as a figure: a number, maybe signed or approximate, with
 * digit grouping, a decimal part, an exponent and a short unit (`12.3 ms`, `1,234`, `45%`,
 * `1.23M`, `0.8×`).
 */
export const FIGURE_TEXT = /^[~≈<>±+\-−]?\s?\d[\d.,\u00a0\u202f ]*(?:e[-+]?\d+)?\s?[^\d\s]{0,6}$/iu;

/**
 * Installed before the page's own scripts; keeps its samples in `window.__sbsOutside`. Stops
 * sampling when the benchmark sets `window.__sbsOutside.stop`.
 */
export const RECORDER = `
(() => {
  if (window.top !== window || window.__sbsOutside) return;
  const FIGURE = ${FIGURE_TEXT.toString()};
  const CONTROLS = ${JSON.stringify(CONTROLS)};
  const MAX_ROWS = ${ANSWER_ROWS};
  const out = window.__sbsOutside = {
    stop: false, frames: 0, lastChange: 0, lastNetwork: 0,
    rowCounts: [], painted: {}, markers: new Set(), controls: new Map(),
  };
  const shown = (el) => {
    if (!el.isConnected || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right + scrollX > 0 && box.bottom + scrollY > 0;
  };
  const figureRow = (tr) => {
    const cells = [...tr.children].filter((c) => c.localName === 'td');
    return cells.length && cells.some((c) => FIGURE.test(c.textContent.trim())) && shown(tr);
  };
  out.figureRows = () => [...document.querySelectorAll('tr')].filter(figureRow);
  // The rows with figures, counted up to MAX_ROWS: the answer needs no more, and reading every
  // cell of a page's tables at each frame would slow the page being measured.
  const figureRowsUpTo = (enough) => {
    let count = 0;
    for (const tr of document.querySelectorAll('tr')) if (figureRow(tr) && ++count >= enough) break;
    return count;
  };
  out.live = (el) => el.isConnected && !el.matches(':disabled') && !el.closest('[inert]') && shown(el);
  out.shown = shown;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.identifier.startsWith('sbs-')) out.painted[e.identifier.slice(4)] ??= e.renderTime || e.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) out.lastNetwork = Math.max(out.lastNetwork, e.responseEnd);
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver((records) => {
    if (records.some((r) => !out.markers.has(r.target) &&
      !(r.type === 'childList' && [...r.addedNodes].every((n) => out.markers.has(n))))) out.lastChange = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  const marker = (key) => {
    const m = document.createElement('span');
    m.textContent = '.';
    m.setAttribute('elementtiming', 'sbs-' + key);
    m.setAttribute('aria-hidden', 'true');
    m.style.cssText = 'position: fixed; left: 0; top: 0; font: 2px/2px monospace; pointer-events: none';
    out.markers.add(m);
    document.documentElement.append(m);
  };
  let most = 0;
  const sample = () => {
    if (out.stop) return;
    const t = performance.now();
    out.frames++;
    // Once MAX_ROWS rows were shown, the answer's frame is known: rows are no longer sampled.
    if (most < MAX_ROWS) {
      const rows = figureRowsUpTo(MAX_ROWS);
      if (rows !== out.rowCounts.at(-1)?.[1]) out.rowCounts.push([t, rows]);
      if (rows > most) {
        most = rows;
        marker('rows-' + rows);
      }
    }
    for (const el of document.querySelectorAll(CONTROLS)) if (!out.controls.has(el)) out.controls.set(el, null);
    let becameLive = false;
    for (const [el, since] of out.controls) {
      if (out.live(el)) {
        if (since === null) { out.controls.set(el, t); becameLive = true; }
      } else if (since !== null) out.controls.set(el, null);
    }
    // This frame may be the one from which the whole page is live: when was it on screen?
    if (becameLive) marker('live-' + t);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

/**
 * Run in the page (executeScript) while the benchmark waits for it to settle: null until then,
 * else the time the DOM and the network have been quiet (ms) — once it is at least QUIET_MS
 * and the document has loaded, the page has settled.
 */
export const QUIET_FOR = `
  const out = window.__sbsOutside;
  if (!out || document.readyState !== 'complete' || out.frames === 0) return null;
  const entries = performance.getEntriesByType('resource');
  const network = Math.max(out.lastNetwork, ...entries.map((e) => e.responseEnd));
  return performance.now() - Math.max(out.lastChange, network);`;

/**
 * Run in the page once it has settled (executeScript): stops the sampling and returns the raw
 * figures `answerAndLive` reads, with the first contentful paint and the page's requests.
 */
export const LOAD_FIGURES = `
  const out = window.__sbsOutside;
  out.stop = true;
  const settled = [...out.controls].filter(([el]) => out.live(el));
  const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    rowCounts: out.rowCounts,
    finalRows: out.figureRows().length,
    painted: out.painted,
    controlsSince: settled.map(([, since]) => since),
    fcp: paint ? paint.startTime : null,
    settledAt: performance.now(),
    frames: out.frames,
    requests: [
      { path: location.pathname, start: 0, end: nav ? nav.responseEnd : 0 },
      ...performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    ],
  };`;

/**
 * The load's figures from the page's samples (`LOAD_FIGURES`), in ms since navigation start:
 * - `answerAt`: the first frame at which the page showed ANSWER_ROWS rows with figures (or all
 *   the settled page's, if fewer), `answerPainted` when that frame was on screen (null if the
 *   browser reported no paint of its marker), `answerRows` the rows counted;
 * - `liveAt`: the first frame from which every control the settled page offers was live and
 *   stayed so (the latest of their "live since" times), `livePainted` when that frame was on
 *   screen (null if not reported), `controls` their number (0: the answer's frame: a page
 *   without controls is live once it has shown its answer).
 * Throws when the page never showed a row with a figure.
 */
export function answerAndLive({ rowCounts, finalRows, painted, controlsSince }) {
  const paintOf = (key) => (Number.isFinite(painted[key]) ? painted[key] : null);
  const wanted = Math.min(ANSWER_ROWS, finalRows);
  if (wanted === 0) throw new Error('the settled page shows no table row with a figure');
  const reached = rowCounts.find(([, count]) => count >= wanted);
  if (!reached) throw new Error(`the page never showed ${wanted} rows with figures at one frame`);
  const [answerAt, count] = reached;
  // The marker of the count that frame reached, or of the first higher count marked.
  const markedCounts = Object.keys(painted).filter((k) => k.startsWith('rows-')).map((k) => Number(k.slice(5)))
    .filter((c) => c >= wanted).sort((a, b) => a - b);
  const answerPainted = markedCounts.length && markedCounts[0] <= count ? paintOf(`rows-${markedCounts[0]}`) : null;
  if (controlsSince.some((since) => since === null || !Number.isFinite(since))) {
    throw new Error('a control of the settled page has no time from which it was live');
  }
  const liveAt = controlsSince.length ? Math.max(...controlsSince) : answerAt;
  const livePainted = controlsSince.length ? paintOf(`live-${liveAt}`) : answerPainted;
  return { answerAt, answerPainted, answerRows: count, liveAt, livePainted, controls: controlsSince.length };
}

/**
 * Waits (WebDriver `driver`) until the page has settled — its DOM and network quiet for
 * QUIET_MS, the document loaded — and returns its raw figures (`LOAD_FIGURES`).
 */
export async function settledFigures(driver, what, timeout = 60_000) {
  await driver.wait(async () => {
    const quiet = await driver.executeScript(QUIET_FOR);
    return quiet !== null && quiet >= QUIET_MS;
  }, timeout, `${what}: the page did not settle (its DOM or network still changing) within ${timeout / 1000} s`);
  return driver.executeScript(LOAD_FIGURES);
}

/**
 * Run in the page (executeAsyncScript) once it has settled: sets its first range input (or,
 * where it has none, its first number input) low, where every figure depends on it, dispatches
 * `input`, and reports the time to the first change inside the table nearest after it (the
 * first table following it in the document with rows with figures, else the first such
 * table), and to the next task. Arguments: the input's index (each a different value), done.
 */
export const INPUT_TO_TABLE = `
  const [index, done] = arguments;
  const out = window.__sbsOutside;
  const pick = (type) => [...document.querySelectorAll('input[type=' + type + ']')].find((el) => out.live(el));
  const control = pick('range') ?? pick('number');
  if (!control) return done({ error: 'no live range or number input' });
  const tables = [...new Set(out.figureRows().map((tr) => tr.closest('table')))];
  const after = tables.find((t) => control.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING);
  const table = after ?? tables[0];
  if (!table) return done({ error: 'no table with figures' });
  const step = 1 + (index % 10);
  let value;
  if (control.type === 'range') {
    const min = control.min === '' ? 0 : Number(control.min), max = control.max === '' ? 100 : Number(control.max);
    value = String(min + (max - min) * 0.01 * step);
  } else {
    out.initial ??= new WeakMap();
    if (!out.initial.has(control)) out.initial.set(control, Number(control.value) || 1);
    const initial = out.initial.get(control);
    value = String(Number((initial * 10 ** (-6 + 0.05 * step)).toPrecision(6)));
  }
  let finished = false;
  const observer = new MutationObserver((records) => {
    if (finished || !records.some((r) => table.contains(r.target))) return;
    const changed = performance.now() - start;
    finished = true;
    observer.disconnect();
    setTimeout(() => done({ table: changed, task: performance.now() - start, control: control.type }), 0);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  setTimeout(() => {
    if (!finished) { finished = true; observer.disconnect(); done({ error: 'the table did not change after ' + control.type + ' input set to ' + value }); }
  }, 5000);
  const start = performance.now();
  control.value = value;
  control.dispatchEvent(new InputEvent('input', { bubbles: true }));`;
