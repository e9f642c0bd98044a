// Where a page load's time goes, read from a Chromium trace (JSON trace-event format, as
// `--trace-startup-format=json` writes it): what the page's renderer did on its main thread
// and its raster workers, and how much CPU the browser's other processes took meanwhile.
// Pure: no browser, no files (tools/e2e/trace.mjs records the traces).

/** Trace categories `summarizeLoad` reads: lifecycle, raster, wasm compilation, fonts, marks. */
export const TRACE_CATEGORIES = [
  'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'blink.user_timing',
  'loading', 'cc', 'v8.wasm', 'fonts',
].join(',');

const ms = (us) => us / 1000;

/** Thread time of an event in ms (`tdur`), or its wall time where the trace has none. */
const cpu = (event) => ms(event.tdur ?? event.dur ?? 0);

/** The thread time of `events`, summed. */
const cpuOf = (events) => events.reduce((sum, event) => sum + cpu(event), 0);

/**
 * The top-level complete events of each thread (an event inside another of its thread is left
 * out, so that nothing counts twice), keyed `pid:tid`.
 */
function topLevel(events) {
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  for (const [key, list] of byThread) byThread.set(key, outermost(list));
  return byThread;
}

/**
 * One load's figures, in ms since the page's navigation start (times) or of thread time (cpu),
 * or null when the trace holds no navigation to `urlPrefix`:
 * - `parsed`: the end of the page's last HTML parsing before its first frame;
 * - `parseEnd`: the task that ends the page's parse (`Document::FinishedParsing`, the last one),
 *   `start` and `wall`: where the browser styles and lays out a page it is about to show, and
 *   runs its deferred scripts, before the first frame;
 * - `frame`: its first frame that painted, a main-thread lifecycle update (style, layout,
 *   paint): `start`, `wall` and `cpu` (a page that has its content in its HTML paints it
 *   there; a blank page paints nothing much);
 * - `beforePaint`: every frame that painted before the first contentful paint, `count` and
 *   `cpu`, and `rasterCpu`, the raster work of the page's tiles until then;
 * - `fcp`: first contentful paint;
 * - `wasm`: the main thread's part of streaming the wasm into its compiler (`start`, `wall`,
 *   `cpu`), null without wasm;
 * - `marks`: the first of each of the page's `serbench:*` marks, if it sets any (none is
 *   printed: tools/e2e/trace.mjs reads every figure from outside the page);
 * - `fonts`: the fonts the main thread made until the controls were live (`toLive`'s end):
 *   `count`, `wall` and `cpu`. On Linux each font is made with synchronous calls to the
 *   browser's font service (a face's family match, a size's rendering settings), so its wall
 *   time is mostly the main thread waiting;
 * - `toPaint`, `toLive`: the CPU spent from the navigation to the first contentful paint, and to
 *   the page being live, as [`windowCpu`] gives it. The live time is the `live` option (ms
 *   since navigation start: tools/e2e/trace.mjs passes the one read from outside the page,
 *   lib/outside.mjs, alike for any site); without it, an older reading: the page's first
 *   `serbench:controls-live` mark, else its first contentful paint.
 */
export function summarizeLoad(trace, urlPrefix, { live: liveAt } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents ?? [];
  const navigation = events.find((e) => e.name === 'navigationStart' &&
    String(e.args?.data?.documentLoaderURL ?? '').startsWith(urlPrefix));
  if (!navigation) return null;
  const { pid } = navigation;
  const main = navigation.tid;
  const t0 = navigation.ts;
  const at = (event) => ms(event.ts - t0);
  const onMain = events.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur !== undefined && e.ts >= t0);
  const named = (name) => onMain.filter((e) => e.name === name).sort((a, b) => a.ts - b.ts);

  const marks = {};
  for (const event of events) {
    const name = String(event.name);
    if (event.pid !== pid || !name.startsWith('serbench:') || event.ts < t0) continue;
    const mark = name.slice('serbench:'.length);
    if (!(mark in marks) || at(event) < marks[mark]) marks[mark] = at(event);
  }
  const fcpEvent = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint' && e.ts >= t0);
  const fcp = fcpEvent ? at(fcpEvent) : null;

  // A frame is a main-thread lifecycle update; some paint.
  const lifecycles = named('WebFrameWidgetImpl::UpdateLifecycle');
  const paints = named('Paint');
  const painted = lifecycles.filter((frame) =>
    paints.some((paint) => paint.ts >= frame.ts && paint.ts < frame.ts + frame.dur));
  const first = painted[0];
  const frame = first ? { start: at(first), wall: ms(first.dur), cpu: cpu(first) } : null;
  let beforePaint = null;
  if (fcpEvent) {
    const frames = painted.filter((f) => f.ts < fcpEvent.ts);
    const raster = events.filter((e) => e.pid === pid && e.name === 'RasterTask' && e.ph === 'X' &&
      e.ts >= t0 && e.ts < fcpEvent.ts);
    beforePaint = {
      count: frames.length,
      cpu: cpuOf(frames),
      rasterCpu: cpuOf(raster),
    };
  }
  const parses = named('ParseHTML').filter((e) => !first || e.ts < first.ts);
  const parsed = parses.length ? at(parses.at(-1)) + ms(parses.at(-1).dur) : null;

  const finished = named('Document::FinishedParsing').at(-1);
  const parseEnd = finished ? { start: at(finished), wall: ms(finished.dur) } : null;

  const consumed = named('v8.wasm.compileConsume');
  const wasm = consumed.length ? {
    start: at(consumed[0]),
    wall: consumed.reduce((sum, e) => sum + ms(e.dur), 0),
    cpu: cpuOf(consumed),
  } : null;

  const threads = topLevel(events);
  const windowTo = (end) => (end === null ? null : windowCpu(threads, onMain, painted, pid, main, t0, t0 + end * 1000, end));
  const live = liveAt ?? marks['controls-live'] ?? fcp;
  const fontsMade = live === null ? [] : outermost(named('FontCache::GetFontPlatformData'))
    .filter((e) => e.ts < t0 + live * 1000);
  const fonts = {
    count: fontsMade.length,
    wall: fontsMade.reduce((sum, e) => sum + ms(e.dur), 0),
    cpu: cpuOf(fontsMade),
  };
  return {
    parsed,
    parseEnd,
    frame,
    beforePaint,
    fcp,
    wasm,
    marks,
    fonts,
    toPaint: windowTo(fcp),
    toLive: windowTo(live),
  };
}

/**
 * The CPU from navigation start `t0` to `end` (trace times): `renderCpu` (the page's renderer
 * `pid`, every thread), `mainCpu` (its main thread), `mainBusy` (the wall time of its main
 * thread's tasks: what of it is not `mainCpu` the thread spent waiting, for another thread or
 * process or for a core), `scriptCpu` (its scripts and wasm on the
 * main thread), `frames` (the main thread's lifecycle updates that painted: `count`, `cpu`)
 * and `othersCpu` (every other process: the browser, its GPU and network services, its own
 * pages); `at` is the window's end in ms since the navigation.
 */
function windowCpu(threads, onMain, painted, pid, main, t0, end, at) {
  const inWindow = (e) => e.ts >= t0 && e.ts < end;
  let renderCpu = 0;
  let mainCpu = 0;
  let mainBusy = 0;
  let othersCpu = 0;
  for (const [key, list] of threads) {
    const [eventPid, tid] = key.split(':').map(Number);
    const inside = list.filter(inWindow);
    const sum = cpuOf(inside);
    if (eventPid === pid) {
      renderCpu += sum;
      if (tid === main) {
        mainCpu += sum;
        mainBusy += inside.reduce((wall, e) => wall + ms(e.dur), 0);
      }
    } else {
      othersCpu += sum;
    }
  }
  const scripts = onMain.filter((e) => inWindow(e) && SCRIPT_EVENTS.has(e.name));
  const frames = painted.filter(inWindow);
  return {
    at,
    renderCpu,
    mainCpu,
    mainBusy,
    scriptCpu: cpuOf(outermost(scripts)),
    frames: { count: frames.length, cpu: cpuOf(frames) },
    othersCpu,
  };
}

/** Main-thread events that run the page's JavaScript or wasm. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire']);

/** Events of one thread without those inside another of them, in time order. */
function outermost(events) {
  let end = -Infinity;
  return [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur).filter((event) => {
    if (event.ts < end) return false;
    end = event.ts + event.dur;
    return true;
  });
}
