// Trunk post-build hook (Trunk.toml): writes the name of the newest run (the first entry of
// benchmark_results/index.json) into the built index.html's `serbench-newest-run` meta tag, so
// the page requests that run at once instead of after index.json has arrived (one round trip
// less for a visitor opening the bare address). Only a plain file name is written; without
// index.json, or with one that lists no such name, the tag is left empty and the page waits for
// index.json. The app checks the run against index.json either way. Also run by the site's
// benchmark on its copies of dist/ (TRUNK_STAGING_DIR=copy), whose newest run differs.

import fs from 'node:fs';
import path from 'node:path';

/** The tag as index.html has it (empty), or as an earlier run of this script filled it. */
const TAG = /<meta name="serbench-newest-run" content="[^"]*">/;
const PLAIN = /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/;

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('newest-run-hint: TRUNK_STAGING_DIR is not set (this runs as a Trunk hook)');
  process.exit(2);
}
const page = path.join(staging, 'index.html');
const html = fs.readFileSync(page, 'utf8');
if (!TAG.test(html)) {
  console.error(`newest-run-hint: ${page} has no <meta name="serbench-newest-run" content="…"> tag`);
  process.exit(1);
}

let newest = null;
try {
  const index = JSON.parse(fs.readFileSync(path.join(staging, 'benchmark_results', 'index.json'), 'utf8'));
  const file = index?.runs?.[0]?.file;
  if (typeof file === 'string' && PLAIN.test(file)) newest = file;
} catch {
  // No or unreadable index.json: no hint; the app reports what is wrong with it.
}
const temp = `${page}.tmp`;
fs.writeFileSync(temp, html.replace(TAG, `<meta name="serbench-newest-run" content="${newest ?? ''}">`));
fs.renameSync(temp, page);
console.log(`newest-run-hint: ${newest ?? 'no newest run to hint'}`);
