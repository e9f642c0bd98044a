// `bencher run --wasm`: the bencher's engine, built for wasm, measures two crates of one
// dataset in headless Chromium (the smoke profile: the figures mean nothing, the machinery is
// what is checked), and the native bencher stores the file as any run. Uses the debug builds
// the test command made before: target/debug/bencher and target/bencher-wasm/debug/web.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BENCHER = path.join(ROOT, 'target/debug/bencher');
const PACKAGE = path.join(ROOT, 'target/bencher-wasm/debug/web');

/** Runs the bencher; resolves to { code, stdout, stderr }. */
function bencher(args) {
  return new Promise((resolve) => {
    execFile(BENCHER, args, { cwd: ROOT, timeout: 300_000, maxBuffer: 1 << 24 },
      (error, stdout, stderr) => resolve({ code: error ? error.code ?? 1 : 0, stdout, stderr }));
  });
}

describe('a wasm run in headless Chromium', () => {
  let out;
  let run;
  let results;

  before(async () => {
    for (const [what, file] of [['the debug bencher', BENCHER], ['the debug bencher-wasm package', PACKAGE]]) {
      assert.ok(fs.existsSync(file), `${what} is missing at ${file}: the test command builds it`);
    }
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'bencher-wasm-run-test-'));
    run = await bencher(['run', '--wasm', '--profile', 'smoke', '-s', 'postcard,bitcode', '-d', 'log',
      '--wasm-package', PACKAGE, '-o', out]);
    assert.equal(run.code, 0, `bencher run --wasm failed:\n${run.stderr}`);
    const index = JSON.parse(fs.readFileSync(path.join(out, 'index.json'), 'utf8'));
    assert.equal(index.runs.length, 1);
    results = { entry: index.runs[0], file: JSON.parse(fs.readFileSync(path.join(out, index.runs[0].file), 'utf8')) };
  });

  after(() => {
    if (out) fs.rmSync(out, { recursive: true, force: true });
  });

  it('records what the run ran in: wasm32, the browser and its V8, the clock, the host', () => {
    const { environment } = results.file;
    assert.equal(environment.build.target, 'wasm32-unknown-unknown');
    assert.match(environment.browser, /^Chromium \d+\.[\d.]+, V8 [\d.]+, headless$/);
    // headless Chromium coarsens performance.now() (docs/wasm.md); whatever its step, it is
    // recorded, and no sample may be shorter than a hundred of them.
    assert.ok(environment.clock_step_ns > 0, `clock step ${environment.clock_step_ns}`);
    assert.match(environment.cpu, /Model name/, 'the host machine is recorded');
    assert.match(results.entry.wasm, /^wasm32 in Chromium/);
  });

  it('measures both crates with the native engine\'s figures: times, sizes, codecs, allocations', () => {
    const crates = results.file.datasets.log.crates;
    assert.deepEqual(Object.keys(crates).sort(), ['bitcode', 'postcard']);
    for (const [id, figures] of Object.entries(crates)) {
      const serialize = figures.operations.serialize.primary;
      assert.ok(serialize.estimate_ns > 0 && serialize.rounds.length === 2, `${id}: ${JSON.stringify(serialize)}`);
      assert.ok(figures.operations.deserialize.primary.estimate_ns > 0, id);
      assert.ok(figures.size.primary > 0, id);
      assert.ok(Object.keys(figures.codecs ?? {}).length > 0, `${id} has codec figures`);
      assert.ok(figures.allocations.deserialize.primary.count > 0, `${id} counts allocations in wasm`);
    }
    assert.deepEqual(results.file.failures, []);
  });

  it('logs each step as it starts, and bencher check accepts the file', async () => {
    assert.match(run.stderr, /round 1\/2: log \/ (postcard|bitcode): /);
    const check = await bencher(['check', path.join(out, results.entry.file)]);
    assert.equal(check.code, 0, check.stderr);
    assert.match(check.stdout + check.stderr, /wasm32 in Chromium/);
  });
});
