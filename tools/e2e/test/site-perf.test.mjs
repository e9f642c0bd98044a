// The site's benchmarks themselves (scripts/site-perf.sh → perf.mjs, scripts/site-trace.sh →
// trace.mjs): what each printed figure line holds, how the figures are read from outside a
// page, and a smoke run of each mode on the built site. No figure's speed is judged here: the
// runs use one load each, and only say that each figure was measured and printed.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ANSWER_ROWS, FIGURE_TEXT, answerAndLive } from '../lib/outside.mjs';
import { FIGURES, cellNumber, figureTable, networkOf, parseFigureTable } from '../lib/perf-report.mjs';
import { DIST, RESULTS } from '../lib/site.mjs';
import { summarizeLoad } from '../lib/trace.mjs';

const TOOLS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LABEL = Object.fromEntries(FIGURES.map((f) => [f.key, f.label]));

/** Runs `node tool args` in tools/e2e with `env` added; resolves to { code, stdout, stderr }. */
function run(tool, args, env = {}) {
  return new Promise((resolve) => {
    execFile(process.execPath, [tool, ...args], { cwd: TOOLS, env: { ...process.env, ...env }, timeout: 240_000, maxBuffer: 1 << 24 },
      (error, stdout, stderr) => resolve({ code: error ? error.code ?? 1 : 0, stdout, stderr }));
  });
}

/** Runs perf.mjs and fails with its output unless it succeeded; resolves to its table by label. */
async function perf(args, env) {
  const result = await run('perf.mjs', args, env);
  assert.equal(result.code, 0, `perf.mjs ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return { table: parseFigureTable(result.stdout), stdout: result.stdout };
}

/** Asserts that every figure has its line, with `numbers` cells after the label that are numbers. */
function assertEveryFigure(table, numbers, stdout) {
  for (const { label } of FIGURES) {
    const cells = table.get(label);
    assert.ok(cells, `no line for "${label}" in:\n${stdout}`);
    for (const cell of cells.slice(0, numbers)) {
      assert.ok(Number.isFinite(cellNumber(cell)), `"${label}": "${cell}" is not a number, in:\n${stdout}`);
    }
  }
}

describe('figures read from a page\'s samples', () => {
  it('takes the answer at the first frame with 10 rows with figures, painted by that count\'s marker', () => {
    const figures = answerAndLive({
      rowCounts: [[10, 0], [20, 4], [30, 12], [40, 3], [50, 12]],
      finalRows: 12,
      painted: { 'rows-4': 25, 'rows-12': 36, 'live-30': 37, 'live-45': 52 },
      controlsSince: [30, 45, 41],
    });
    assert.deepEqual(figures, { answerAt: 30, answerPainted: 36, answerRows: 12, liveAt: 45, livePainted: 52, controls: 3 });
  });

  it('takes all the rows of a page with fewer than 10', () => {
    const figures = answerAndLive({ rowCounts: [[10, 2], [15, 4]], finalRows: 4, painted: { 'rows-2': 12, 'rows-4': 17 }, controlsSince: [] });
    assert.equal(ANSWER_ROWS, 10);
    assert.deepEqual(figures, { answerAt: 15, answerPainted: 17, answerRows: 4, liveAt: 15, livePainted: 17, controls: 0 });
  });

  it('has no painted answer where no marker of a high enough count was reported', () => {
    const figures = answerAndLive({ rowCounts: [[10, 12]], finalRows: 12, painted: { 'rows-3': 5, 'live-9': 10 }, controlsSince: [11] });
    assert.equal(figures.answerPainted, null);
    assert.equal(figures.livePainted, null);
  });

  it('refuses a page without rows with figures, or with a control never live', () => {
    assert.throws(() => answerAndLive({ rowCounts: [[1, 0]], finalRows: 0, painted: {}, controlsSince: [] }), /no table row/);
    assert.throws(() => answerAndLive({ rowCounts: [[1, 12]], finalRows: 12, painted: {}, controlsSince: [null] }), /no time/);
  });

  it('reads figures, not names, as number-looking cells', () => {
    for (const text of ['12.3 ms', '1,234', '45%', '1.23M', '0.8×', '−2.5', '1 234 567', '3.1e-4 s']) assert.match(text, FIGURE_TEXT);
    for (const text of ['serde_json', 'rkyv 0.8', 'zlib', '', 'Bandwidth', 'n/a']) assert.doesNotMatch(text, FIGURE_TEXT);
  });
});

describe('the printed figures', () => {
  const load = (answer, bytes) => ({
    answer, answerDom: answer - 5, fcp: answer / 2, live: answer * 2, liveDom: answer * 2 - 5, controls: 20, rows: 53,
    bytesLive: bytes, bytesSettled: bytes * 2, input: [answer / 100, answer / 50],
  });

  it('prints each figure of one build: its median, its range and its number of samples', () => {
    const lines = figureTable([{ name: 'this build', loads: [load(100, 1000), load(120, 1000), load(110, 1000)] }]);
    const table = parseFigureTable(lines.join('\n'));
    assert.deepEqual(table.get(LABEL.answer), ['110.0 ms', '100.0 ms … 120.0 ms', '3']);
    assert.deepEqual(table.get(LABEL.bytesLive), ['1.0 KB', '1.0 KB … 1.0 KB', '3']);
    assert.deepEqual(table.get(LABEL.input), ['1.60 ms', '1.00 ms … 2.40 ms', '6']);
    assert.deepEqual(table.get(LABEL.controls), ['20', '20 … 20', '3']);
  });

  it('prints each figure of two sites with the ratio and its target on the network measured', () => {
    const sites = [{ name: 'ours', loads: [load(100, 900), load(100, 900)] }, { name: 'upstream', loads: [load(250, 1000), load(250, 1000)] }];
    const throttled = parseFigureTable(figureTable(sites, { mode: 'upstream', network: networkOf(10, 40) }).join('\n'));
    assert.deepEqual(throttled.get(LABEL.answer), ['100.0 ms', '250.0 ms', '0.40 (0.40 … 0.40)', '≤ 0.5: met']);
    assert.deepEqual(throttled.get(LABEL.live), ['200.0 ms', '500.0 ms', '0.40 (0.40 … 0.40)', '≤ 1: met']);
    assert.deepEqual(throttled.get(LABEL.fcp).at(-1), 'reported');
    const loopback = parseFigureTable(figureTable(sites, { mode: 'upstream', network: networkOf(0, 0) }).join('\n'));
    assert.equal(loopback.get(LABEL.answer).at(-1), 'reported');
    assert.equal(loopback.get(LABEL.fcp).at(-1), '≤ 0.8: met');
    assert.equal(loopback.get(LABEL.bytesLive).at(-1), '≤ 1: met');
    assert.equal(loopback.get(LABEL.input).at(-1), '≤ 1: met');
    const worse = parseFigureTable(figureTable(sites.reverse(), { mode: 'upstream', network: 'loopback' }).join('\n'));
    assert.equal(worse.get(LABEL.live).at(-1), '≤ 1: NOT met');
  });

  it('prints each figure of two builds with the difference and its interval', () => {
    const sites = [{ name: 'this build', loads: [load(100, 900), load(104, 900)] }, { name: 'baseline', loads: [load(110, 1000), load(114, 1000)] }];
    const table = parseFigureTable(figureTable(sites, { mode: 'baseline' }).join('\n'));
    const [mine, base, difference] = table.get(LABEL.answer);
    assert.deepEqual([cellNumber(mine), cellNumber(base), cellNumber(difference)], [102, 112, -10]);
    assert.match(difference, /^−10\.0 ms \(−[\d.]+ ms … −[\d.]+ ms\)$/);
    assert.equal(table.get(LABEL.controls)[2], '±0 (±0 … ±0, within the noise)');
  });
});

describe('the trace summary with the live time read from outside', () => {
  it('ends its window at the given time and ignores the page\'s marks', () => {
    const url = 'http://127.0.0.1:1/site/';
    const events = [
      { ph: 'R', name: 'navigationStart', pid: 1, tid: 1, ts: 1000, args: { data: { documentLoaderURL: url } } },
      { ph: 'R', name: 'firstContentfulPaint', pid: 1, tid: 1, ts: 3000 },
      { ph: 'R', name: 'serbench:controls-live', pid: 1, tid: 1, ts: 9000 },
    ];
    assert.equal(summarizeLoad(events, url, { live: 4 }).toLive.at, 4);
    assert.equal(summarizeLoad(events.slice(0, 2), url, { live: 4 }).toLive.at, 4);
  });
});

describe('site-perf and site-trace in a browser', () => {
  let fixture;
  before(() => {
    // A made-up page whose every moment is known: 12 rows with figures at 200 ms, its two
    // controls in a fieldset enabled at 400 ms, a third control shown at 600 ms; the range
    // input rewrites the rows.
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'serbench-perf-fixture-'));
    fs.mkdirSync(path.join(fixture, RESULTS));
    fs.writeFileSync(path.join(fixture, RESULTS, 'index.json'), JSON.stringify({ schema_version: 1, runs: [] }));
    fs.writeFileSync(path.join(fixture, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>fixture</title></head>
<body><h1>Fixture</h1>
<fieldset disabled id="fs"><input type="range" min="0" max="10" step="any" value="5"><select><option>a</option></select></fieldset>
<button hidden id="late">late</button>
<table><thead><tr><th>name</th><th>figure</th></tr></thead><tbody id="rows"></tbody></table>
<script>
const body = document.getElementById('rows');
const fill = (v) => { body.innerHTML = ''; for (let i = 0; i < 12; i++) { const tr = document.createElement('tr'); tr.innerHTML = '<td>crate' + i + '</td><td>' + (v * (i + 1)).toFixed(2) + ' ms</td>'; body.append(tr); } };
setTimeout(() => fill(1), 200);
setTimeout(() => { document.getElementById('fs').disabled = false; }, 400);
setTimeout(() => { document.getElementById('late').hidden = false; }, 600);
document.querySelector('input').addEventListener('input', (e) => fill(Number(e.target.value)));
</script></body></html>`);
  });
  after(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('reads a made-up page\'s rows, controls and bytes as the page made them', async () => {
    const { table, stdout } = await perf(['--loads', '1', '--inputs', '2'], { DIST: fixture });
    assertEveryFigure(table, 1, stdout);
    const value = (key) => cellNumber(table.get(LABEL[key])[0]);
    assert.ok(value('answerDom') >= 200, `answer in the DOM before the rows were written:\n${stdout}`);
    assert.ok(value('answer') >= value('answerDom'), `answer painted before it was in the DOM:\n${stdout}`);
    assert.ok(value('liveDom') >= 600, `live before the last control was shown:\n${stdout}`);
    assert.ok(value('live') >= value('liveDom'), `live on screen before it was in the DOM:\n${stdout}`);
    assert.equal(value('controls'), 3);
    assert.equal(value('rows'), 12);
    const page = zlib.gzipSync(fs.readFileSync(path.join(fixture, 'index.html')), { level: 9 }).length;
    assert.equal(table.get(LABEL.bytesLive)[0], `${(page / 1000).toFixed(1)} KB`);
    assert.equal(table.get(LABEL.input)[2], '2');
    assert.match(stdout, /^this build: input used: range;/m);
  });

  it('measures the built site against a baseline build with every option on', async () => {
    const { table, stdout } = await perf(['--loads', '1', '--inputs', '1', '--latency', '5', '--mbps', '500', '--baseline', DIST,
      '--js-flags=--no-wasm-lazy-compilation']);
    // Both medians and the difference are numbers, for every figure.
    assertEveryFigure(table, 3, stdout);
    assert.match(stdout, /^V8 flags of every browser started: --no-wasm-lazy-compilation$/m);
    assert.ok(cellNumber(table.get(LABEL.controls)[0]) > 0, `no live control on the built site:\n${stdout}`);
    assert.ok(cellNumber(table.get(LABEL.rows)[0]) > 0, `no row with figures on the built site:\n${stdout}`);
  });

  it('measures the built site side by side with another site, each figure with its ratio and verdict', async () => {
    const { table, stdout } = await perf(['--loads', '1', '--inputs', '1', '--upstream', DIST]);
    assertEveryFigure(table, 3, stdout);
    for (const { label, target } of FIGURES) {
      const verdictText = table.get(label)[3];
      if (target.loopback === undefined) assert.equal(verdictText, 'reported', label);
      else assert.match(verdictText, new RegExp(`^≤ ${target.loopback}: (met|NOT met)`), label);
    }
  });

  it('refuses options it cannot use before starting a browser', async () => {
    for (const [args, message] of [
      [['--js-flags=--x; rm -rf /'], /--js-flags expects V8 flags/],
      [['--loads', '0'], /--loads expects a whole number of at least 1/],
      [['--baseline', DIST, '--upstream', DIST], /two separate sessions/],
    ]) {
      const result = await run('perf.mjs', args);
      assert.equal(result.code, 2, `perf.mjs ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
      assert.match(result.stderr, message);
    }
  });

  it('traces a load of the built site and prints every figure', async () => {
    const result = await run('trace.mjs', ['--loads', '1']);
    assert.equal(result.code, 0, `trace.mjs failed:\n${result.stdout}\n${result.stderr}`);
    const rows = result.stdout.split('\n').filter((line) => / \| /.test(line) && !line.startsWith('figure'));
    assert.ok(rows.length > 20, result.stdout);
    for (const row of rows) assert.match(row, /\| +\d+(\.\d+)?$/, `a figure missing from the trace's summary:\n${result.stdout}`);
    assert.match(result.stdout, /^whole page live \(read from outside, as site-perf\) +\| +\d/m);
    const refused = await run('trace.mjs', ['--loads', '0']);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /--loads expects/);
  });
});
