// The trace summary of scripts/site-trace.sh (lib/trace.mjs) on a made-up trace whose every
// figure is known: no browser.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { summarizeLoad } from '../lib/trace.mjs';

const PAGE = 1;
const MAIN = 11;
const RASTER = 12;
const BROWSER = 2;
const URL = 'http://127.0.0.1:1/site/';

/** A complete event: times in µs, as traces have them. */
const X = (name, pid, tid, ts, dur, tdur, args = {}) => ({ ph: 'X', name, pid, tid, ts, dur, tdur, args });
const mark = (name, ts) => ({ ph: 'R', cat: 'blink.user_timing', name, pid: PAGE, tid: MAIN, ts });

/** A load that navigates at 1 ms: every figure below is read from these events. */
function trace() {
  return {
    traceEvents: [
      { ph: 'R', name: 'navigationStart', pid: 9, tid: 9, ts: 500, args: { data: { documentLoaderURL: 'chrome://newtab/' } } },
      { ph: 'R', name: 'navigationStart', pid: PAGE, tid: MAIN, ts: 1000, args: { data: { documentLoaderURL: URL } } },
      X('ParseHTML', PAGE, MAIN, 2000, 1000, 900),
      // The task that ends the parse, 3.1 to 3.9 ms; an earlier document's before it.
      X('Document::FinishedParsing', PAGE, MAIN, 1100, 100, 100),
      X('Document::FinishedParsing', PAGE, MAIN, 3100, 800, 700),
      // The first frame that painted: 4 to 7 ms, 2 ms of CPU.
      X('WebFrameWidgetImpl::UpdateLifecycle', PAGE, MAIN, 4000, 3000, 2000),
      X('Paint', PAGE, MAIN, 6000, 500, 400),
      X('RasterTask', PAGE, RASTER, 7500, 1000, 800),
      { ph: 'R', name: 'firstContentfulPaint', pid: PAGE, tid: MAIN, ts: 9000 },
      X('v8.wasm.compileConsume', PAGE, MAIN, 10000, 2000, 1500),
      mark('serbench:app-started', 12000),
      // Fonts made: two before live controls (a call inside another counts once), one after.
      X('FontCache::GetFontPlatformData', PAGE, MAIN, 12100, 300, 50),
      X('FontCache::GetFontPlatformData', PAGE, MAIN, 12150, 100, 20),
      X('FontCache::GetFontPlatformData', PAGE, MAIN, 14700, 50, 10),
      X('FontCache::GetFontPlatformData', PAGE, MAIN, 16500, 400, 40),
      X('FunctionCall', PAGE, MAIN, 12500, 2000, 1800),
      // A frame that did not paint, then one that did, after the first contentful paint.
      X('WebFrameWidgetImpl::UpdateLifecycle', PAGE, MAIN, 14600, 100, 100),
      X('WebFrameWidgetImpl::UpdateLifecycle', PAGE, MAIN, 14800, 1000, 700),
      X('Paint', PAGE, MAIN, 15000, 200, 200),
      mark('serbench:controls-live', 16000),
      mark('serbench:controls-live', 17000),
      // The browser: 3 ms of CPU before the first contentful paint, 0.5 ms after it.
      X('RunTask', BROWSER, 21, 3000, 4000, 3000),
      X('ThreadControllerImpl::RunTask', BROWSER, 21, 3500, 1000, 900),
      X('RunTask', BROWSER, 21, 14000, 500, 500),
      // Before the navigation: not counted.
      X('RunTask', BROWSER, 21, 100, 300, 300),
    ],
  };
}

describe('the trace summary of a load', () => {
  it('finds no load of another address', () => {
    assert.equal(summarizeLoad(trace(), 'http://127.0.0.1:2/'), null);
  });

  it('reads the first frame, the paint and the wasm', () => {
    const s = summarizeLoad(trace(), URL);
    assert.equal(s.parsed, 2);
    assert.deepEqual(s.parseEnd, { start: 2.1, wall: 0.8 });
    assert.deepEqual(s.frame, { start: 3, wall: 3, cpu: 2 });
    assert.deepEqual(s.beforePaint, { count: 1, cpu: 2, rasterCpu: 0.8 });
    assert.equal(s.fcp, 8);
    assert.deepEqual(s.wasm, { start: 9, wall: 2, cpu: 1.5 });
    assert.deepEqual(s.marks, { 'app-started': 11, 'controls-live': 15 });
  });

  it('counts the fonts made until the controls were live, nested calls once', () => {
    const s = summarizeLoad(trace(), URL);
    assert.deepEqual({ count: s.fonts.count, wall: round(s.fonts.wall), cpu: round(s.fonts.cpu) },
      { count: 2, wall: 0.35, cpu: 0.06 });
  });

  it('sums the CPU to the paint and to live controls, nested events once', () => {
    const s = summarizeLoad(trace(), URL);
    // Main thread to the paint: parse 0.9 + its ends 0.1 and 0.7 + frame 2; the raster
    // thread 0.8.
    assert.equal(s.toPaint.at, 8);
    assert.equal(round(s.toPaint.mainCpu), 3.7);
    // Its tasks' wall time: parse 1 + its ends 0.1 and 0.8 + frame 3.
    assert.equal(round(s.toPaint.mainBusy), 4.9);
    assert.equal(round(s.toPaint.renderCpu), 4.5);
    assert.equal(s.toPaint.scriptCpu, 0);
    assert.equal(s.toPaint.othersCpu, 3);
    // To live controls (15 ms): also the wasm 1.5, the script 1.8 and two frames 0.8.
    assert.equal(s.toLive.at, 15);
    // The fonts at 12.1 and 14.7 ms lie inside no task of this made-up trace: their 0.06 ms
    // count too.
    assert.equal(round(s.toLive.mainCpu), 7.86);
    assert.equal(round(s.toLive.scriptCpu), 1.8);
    assert.deepEqual({ count: s.toLive.frames.count, cpu: round(s.toLive.frames.cpu) }, { count: 2, cpu: 2.7 });
    assert.equal(s.toLive.othersCpu, 3.5);
  });

  it('takes a page without marks as live at its first contentful paint', () => {
    const events = trace().traceEvents.filter((e) => !String(e.name).startsWith('serbench:'));
    const s = summarizeLoad(events, URL);
    assert.deepEqual(s.marks, {});
    assert.deepEqual(s.toLive, s.toPaint);
  });
});

const round = (x) => Math.round(x * 1000) / 1000;
