// The built site (dist/) as the tests and the benchmark see it: where it is, which runs its
// index.json lists, and throw-away copies of it with extra or broken result files.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (tools/e2e/lib → ../../..). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The release build under test; override with DIST. */
export const DIST = path.resolve(process.env.DIST ?? path.join(REPO, 'dist'));
/** Results directory inside the site, as the app fetches it. */
export const RESULTS = 'benchmark_results';
/** The GitHub Pages project sub-path the tests serve the site under. */
export const SUB_PATH = '/rust-serialization-bench/';

/** Throws a readable error when dist/ is missing or was built without data. */
export function checkDist(dist = DIST) {
  for (const needed of ['index.html', path.join(RESULTS, 'index.json')]) {
    if (!fs.existsSync(path.join(dist, needed))) {
      throw new Error(`${path.join(dist, needed)} is missing: build the site with scripts/build-site.sh`);
    }
  }
}

/** The manifest (index.json) of a site directory. */
export function readManifest(dist = DIST) {
  return JSON.parse(fs.readFileSync(path.join(dist, RESULTS, 'index.json'), 'utf8'));
}

/** One results file of a site directory, parsed (the tests only read its top-level keys). */
export function readRun(file, dist = DIST) {
  return JSON.parse(fs.readFileSync(path.join(dist, RESULTS, file), 'utf8'));
}

/**
 * Dataset names a results file has figures for. Our files have `datasets.<name>.crates`;
 * upstream files keep `datasets.<name>` too, in all three layouts.
 */
export function datasetsOf(run) {
  return Object.keys(run.datasets ?? {});
}

/** Crate ids of one dataset of a results file, in any layout (ours or upstream). */
export function cratesOf(run, dataset) {
  const d = run.datasets?.[dataset] ?? {};
  return Object.keys(d.crates ?? d.features ?? {});
}

/**
 * A temporary copy of a site directory (symbolic links would let the server escape it, so
 * files are copied; the site is small). `change(dir)` edits the copy. Resolves to
 * `{ dir, remove() }`.
 */
export async function siteCopy(change, dist = DIST) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serbench-site-'));
  fs.cpSync(dist, dir, { recursive: true });
  await change?.(dir);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `text` to `file` atomically (temp file + rename). */
export function writeAtomic(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

/** Adds runs at the front (newest) of a site directory's index.json. */
export function prependRuns(dir, entries) {
  const manifest = readManifest(dir);
  manifest.runs = [...entries, ...manifest.runs];
  writeAtomic(path.join(dir, RESULTS, 'index.json'), JSON.stringify(manifest, null, 2));
}
