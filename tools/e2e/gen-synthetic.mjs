// SYNTHETIC results for the site's performance benchmark: a schema-valid results file with
// N made-up crates on every dataset, so the explorer can be timed on a run far larger than the
// committed ones. Every figure in it is drawn from a seeded random generator: it is NOT a
// measurement. Crate names, versions, the run's arguments and its CPU all say so, and the
// benchmark writes it only into a temporary copy of dist/, never into benchmark_results/.
//
// Usage: node gen-synthetic.mjs [--crates N] [--seed S] OUT.json

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from './lib/random.mjs';

/** Label repeated wherever the file has room for words. */
export const LABEL = 'SYNTHETIC: made-up figures for the site benchmark (tools/e2e/gen-synthetic.mjs), not a measurement';
/** File name the benchmark gives it. */
export const SYNTHETIC_FILE = 'synthetic-100-crates.json';

/** Datasets and a plausible serialized size (bytes) for each, to keep magnitudes realistic. */
const DATASETS = {
  log: 1_000_000,
  mesh: 6_000_000,
  minecraft_savedata: 350_000,
  mk48: 1_500_000,
  record: 10_000,
};
const FAMILIES = ['binary', 'json', 'cbor', 'messagepack', 'protobuf', 'flatbuffers', 'capnp', 'bson'];
const CODECS = { zlib: [0.35, 60], zstd: [0.3, 400], lz4: [0.5, 900], brotli: [0.25, 20] }; // ratio, MB/s

/**
 * Builds the synthetic results document (a plain object in the schema's version-1 layout).
 * @param {{ crates?: number, seed?: number }} [options]
 */
export function syntheticResults({ crates = 100, seed = 1 } = {}) {
  const random = seededRandom(seed);
  // Log-uniform factor in [1/spread, spread].
  const spread = (factor) => Math.exp((random() * 2 - 1) * Math.log(factor));
  const timing = (ns) => {
    const estimate = Math.max(1, ns);
    const half = estimate * (0.002 + random() * 0.03);
    return { estimate_ns: round(estimate), lower_ns: round(estimate - half), upper_ns: round(estimate + half) };
  };

  const info = {};
  const ids = [];
  for (let i = 0; i < crates; i++) {
    const id = `synthetic-${String(i).padStart(3, '0')}`;
    ids.push(id);
    const zeroCopy = i % 7 === 3;
    const variants = i % 10 === 5
      ? { checked: 'SYNTHETIC variant: validates input first', unchecked: 'SYNTHETIC variant: trusts input' }
      : {};
    info[id] = {
      name: id,
      version: '0.0.0-synthetic',
      family: FAMILIES[i % FAMILIES.length],
      zero_copy: zeroCopy,
      variants,
    };
  }

  const datasets = {};
  for (const [dataset, typicalSize] of Object.entries(DATASETS)) {
    const figures = {};
    for (const id of ids) {
      const crate = info[id];
      const size = Math.round(typicalSize * spread(3));
      // About 1 GB/s of serialize work on average, varying 10× either way.
      const serializeNs = (size / 1e9) * 1e9 * spread(10);
      const deserializeNs = serializeNs * (1 + random() * 3);
      const operations = {
        serialize: { primary: timing(serializeNs), variants: {} },
        deserialize: { primary: timing(deserializeNs), variants: {} },
      };
      for (const name of Object.keys(crate.variants)) {
        operations.deserialize.variants[name] = timing(deserializeNs * spread(2));
      }
      if (random() < 0.4) operations.borrow = { primary: timing(deserializeNs * 0.7), variants: {} };
      if (crate.zero_copy) {
        operations.access = { primary: timing(5 + random() * 500), variants: {} };
        operations.read = { primary: timing(serializeNs * 0.1), variants: {} };
        operations.update = { primary: timing(serializeNs * 0.05), variants: {} };
      }
      const codecs = {};
      for (const [codec, [ratio, mbPerSecond]] of Object.entries(CODECS)) {
        codecs[codec] = {
          primary: {
            size: Math.max(1, Math.round(size * ratio * spread(1.5))),
            compress: timing((size / (mbPerSecond * 1e6)) * 1e9 * spread(2)),
            decompress: timing((size / (mbPerSecond * 8e6)) * 1e9 * spread(2)),
          },
          variants: {},
        };
      }
      figures[id] = {
        operations,
        size: { primary: size, variants: {} },
        codecs,
        allocations: {
          serialize: { primary: { count: Math.floor(random() * 4), bytes: size }, variants: {} },
          deserialize: {
            primary: { count: Math.floor(random() * 5000), bytes: Math.round(size * 1.5) },
            variants: {},
          },
        },
      };
    }
    datasets[dataset] = { crates: figures };
  }

  return {
    schema_version: 1,
    run: {
      started_at: '2000-01-01T00:00:00Z',
      finished_at: '2000-01-01T00:00:00Z',
      bencher_version: 'synthetic',
      git_commit: null,
      args: [LABEL],
      profile: null,
      wall_time_seconds: null,
      median_relative_ci_half_width: null,
    },
    environment: { rustc: LABEL, cpu: LABEL, os: LABEL, cores: 1 },
    crates: info,
    datasets,
    failures: [],
  };
}

/** The index.json entry for the synthetic file. */
export function syntheticEntry(file = SYNTHETIC_FILE, crates = 100) {
  return {
    file,
    started_at: '2000-01-01T00:00:00Z',
    machine: 'SYNTHETIC (not a measurement)',
    rustc: null,
    origin: 'synthetic',
    profile: null,
    crates,
  };
}

/** Six significant digits, as the bencher writes timings (schema's STORED_SIGNIFICANT_DIGITS). */
function round(value) {
  return Number(value.toPrecision(6));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    options: { crates: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' } },
    allowPositionals: true,
  });
  const crates = Number(values.crates);
  const seed = Number(values.seed);
  if (positionals.length !== 1 || !Number.isInteger(crates) || crates < 1 || !Number.isInteger(seed)) {
    console.error('usage: node gen-synthetic.mjs [--crates N] [--seed S] OUT.json');
    process.exit(2);
  }
  const out = path.resolve(positionals[0]);
  const temp = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(syntheticResults({ crates, seed })));
  fs.renameSync(temp, out);
  console.log(`wrote ${out} (${crates} synthetic crates; not a measurement)`);
}
