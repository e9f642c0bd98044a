// The built site (dist/) as the tests and the benchmark see it: where it is, which runs its
// index.json lists, and throw-away copies of it with extra or broken result files.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (tools/e2e/lib → ../../..). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Results directory inside the site, as the app fetches it. */
export const RESULTS = 'benchmark_results';
/** Upstream result files the pages crate tests on: real runs of the upstream suite. */
const FIXTURES = path.join(REPO, 'schema', 'tests', 'fixtures', 'upstream-results');
/** The release build as built (override with DIST). */
const BUILT = path.resolve(process.env.DIST ?? path.join(REPO, 'dist'));
/** True while the build has no committed runs (dist/benchmark_results/ without index.json). */
export const USES_FIXTURES =
  fs.existsSync(path.join(BUILT, 'index.html')) && !fs.existsSync(path.join(BUILT, RESULTS, 'index.json'));
/**
 * The site under test: the build itself or, while it has no committed runs, a temporary copy
 * of it holding the upstream fixtures of schema/tests/fixtures and an index.json listing them.
 */
export const DIST = USES_FIXTURES ? withFixtureRuns(BUILT) : BUILT;
/** The GitHub Pages project sub-path the tests serve the site under. */
export const SUB_PATH = '/rust-serialization-bench/';

/** The path prefix `root`'s page is built for: upstream's build pins an absolute public URL. */
export function pagePrefix(root) {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const pinned = /(?:src|href)="(\/[^"]*\/)[^"/]*\.(?:js|wasm)"/.exec(html);
  return pinned ? pinned[1] : SUB_PATH;
}

/** `2024-4-7_14-28-32.json` → `2024-04-07T14:28:32Z` (upstream files are named by UTC time). */
function upstreamStart(file) {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})_(\d{1,2})-(\d{1,2})-(\d{1,2})\.json$/.exec(file);
  if (!m) return null;
  const two = (n) => n.padStart(2, '0');
  return `${m[1]}-${two(m[2])}-${two(m[3])}T${two(m[4])}:${two(m[5])}:${two(m[6])}Z`;
}

function withFixtureRuns(built) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serbench-site-'));
  fs.cpSync(built, dir, { recursive: true });
  const runs = fs.readdirSync(FIXTURES)
    .map((file) => ({ file, started_at: upstreamStart(file) }))
    .filter((run) => run.started_at)
    .map((run) => {
      fs.copyFileSync(path.join(FIXTURES, run.file), path.join(dir, RESULTS, run.file));
      const data = JSON.parse(fs.readFileSync(path.join(FIXTURES, run.file), 'utf8'));
      const crates = new Set(Object.values(data.datasets ?? {}).flatMap((d) => Object.keys(d.crates ?? d.features ?? {})));
      return { ...run, machine: null, rustc: null, origin: 'upstream', profile: null, crates: crates.size };
    })
    .sort((a, b) => b.started_at.localeCompare(a.started_at));
  writeAtomic(path.join(dir, RESULTS, 'index.json'), JSON.stringify({ schema_version: 1, runs }, null, 2));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  console.error(`[e2e] ${path.join(built, RESULTS)} has no index.json (no committed runs yet): ` +
    `testing on the ${runs.length} upstream fixtures of schema/tests/fixtures instead`);
  return dir;
}

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

/**
 * The run a page opens on when its address names none, by the rule of schema's
 * `Manifest::default_run`: the newest native run of this project's bencher, else the newest
 * native run, else the newest. A wasm run is listed, and may be the newest, but is never
 * opened in its place.
 */
export function defaultRun(manifest) {
  const native = manifest.runs.filter((run) => !run.wasm);
  return native.find((run) => run.origin !== 'upstream') ?? native[0] ?? manifest.runs[0];
}

/**
 * One results file of a site directory, parsed (the tests only read its top-level keys). A
 * built site holds no run's own file, only its per-dataset copies (pages/src/prerender.rs):
 * the run is then read from those, each dataset from its copy (without timing rounds).
 */
export function readRun(file, dist = DIST) {
  const own = path.join(dist, RESULTS, file);
  if (fs.existsSync(own)) return JSON.parse(fs.readFileSync(own, 'utf8'));
  const copies = path.join(dist, RESULTS, 'by-dataset', file.replace(/\.json$/, ''));
  if (!fs.existsSync(copies)) throw new Error(`${own} is missing, and so are its per-dataset copies (${copies})`);
  let run = null;
  for (const name of fs.readdirSync(copies).filter((f) => f.endsWith('.json')).sort()) {
    const copy = JSON.parse(fs.readFileSync(path.join(copies, name), 'utf8'));
    const dataset = name.replace(/\.json$/, '');
    run ??= { ...copy, datasets: {} };
    run.datasets[dataset] = copy.datasets[dataset];
  }
  return run;
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
 * The site's WebAssembly module, by the name of a file of its: the app's (Trunk names its files
 * after the `pages` binary, with a hash in release builds).
 */
export const MODULE_FILES = {
  app: /^pages(-[0-9a-f]+)?(_bg\.wasm|\.js)$/,
};

/** The file of module `module` (a key of MODULE_FILES) in `files` that ends with `ending`. */
export function moduleFile(files, module, ending) {
  const file = files.find((f) => MODULE_FILES[module].test(f) && f.endsWith(ending));
  if (!file) throw new Error(`no ${module} file ending in ${ending} among ${files.join(', ')}`);
  return file;
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

/**
 * Runs the build's hook (pages/src/bin/prerender.rs) on a site directory, as the build does on
 * dist/: the page's first view becomes the newest run of the directory's index.json, and each
 * listed run gets its per-dataset copies. A copy whose index.json was changed needs it, or its
 * page still shows (and carries the list of) the build's runs. Built with the stable toolchain,
 * as Trunk's hook is (Trunk.toml), so the tool the build made is reused.
 */
export function prerender(dir) {
  const env = { ...process.env };
  for (const name of ['RUSTUP_TOOLCHAIN', 'CARGO_UNSTABLE_BUILD_STD', 'CARGO_UNSTABLE_BUILD_STD_FEATURES']) delete env[name];
  return execFileSync('cargo', ['run', '--quiet', '-p', 'pages', '--bin', 'prerender', '--', dir],
    { cwd: REPO, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}
