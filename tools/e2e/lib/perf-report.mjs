// The site benchmark's figures and how they are printed (perf.mjs): pure, no browser, so that
// a test can hold what each printed line says (test/site-perf.test.mjs).

import { seededRandom } from './random.mjs';
import { median } from './stats.mjs';

/**
 * The network of a session: `loopback` (no emulation), `throttled` (the targets' visitor
 * network: 10 Mbit/s each way and 40 ms per request), or `other` (another emulation).
 */
export function networkOf(mbps, latencyMs) {
  if (mbps === 0 && latencyMs === 0) return 'loopback';
  return mbps === 10 && latencyMs === 40 ? 'throttled' : 'other';
}

/**
 * Each figure of a load, in print order: its key in a load's figures, its label, its unit and
 * its target as ours / upstream on a network (null: reported, not judged there).
 */
export const FIGURES = [
  { key: 'answer', label: 'answer on screen', unit: 'ms', target: { throttled: 0.5 } },
  { key: 'fcp', label: 'first contentful paint', unit: 'ms', target: { loopback: 0.8 } },
  { key: 'live', label: 'whole page live', unit: 'ms', target: { loopback: 1, throttled: 1 } },
  { key: 'bytesLive', label: 'gzip bytes requested until live', unit: 'KB', target: { loopback: 1, throttled: 1, other: 1 } },
  { key: 'bytesSettled', label: 'gzip bytes requested once settled', unit: 'KB', target: {} },
  { key: 'input', label: 'input → table changed', unit: 'ms', target: { loopback: 1 } },
  { key: 'answerDom', label: 'answer in the DOM (the frame it was sampled at)', unit: 'ms', target: {} },
  { key: 'liveDom', label: 'whole page live in the DOM (the frame it was sampled at)', unit: 'ms', target: {} },
  { key: 'controls', label: 'controls of the settled page', unit: 'count', target: {} },
  { key: 'rows', label: 'rows with figures in the settled page', unit: 'count', target: {} },
];

/** A figure's value as printed, in its unit. */
export function formatValue(value, unit) {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KB') return `${(value / 1000).toFixed(1)} KB`;
  if (unit === 'count') return String(Math.round(value * 10) / 10);
  return `${Math.abs(value) < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

/** A difference as printed: signed (± where it rounds to zero). */
function formatSigned(value, unit) {
  const text = formatValue(Math.abs(value), unit);
  return (/[1-9]/.test(text) ? (value > 0 ? '+' : '−') : '±') + text;
}

/**
 * `combine` of the median of `a` and the median of `b` (their difference, their ratio), with a
 * 95% percentile-bootstrap interval (each sample resampled with replacement, 2000 times, with
 * a fixed seed: the same samples print the same interval).
 */
export function combinedMedians(a, b, combine) {
  const random = seededRandom(0x5e7b);
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const combined = [];
  for (let i = 0; i < 2000; i++) combined.push(combine(median(resample(a)), median(resample(b))));
  combined.sort((x, y) => x - y);
  return { value: combine(median(a), median(b)), low: combined[49], high: combined[1949] };
}

/** The samples of figure `key` over `loads` (inputs: every input of every load). */
export function samplesOf(loads, key) {
  return loads.flatMap((load) => (Array.isArray(load[key]) ? load[key] : [load[key]])).filter(Number.isFinite);
}

/**
 * The verdict on a ratio: `met` or `NOT met` (the ratio of the medians against the target),
 * `unsettled` added where the bootstrap interval holds the target; `reported` where the
 * figure has no target on this network.
 */
export function verdict(ratio, target) {
  if (target === undefined || target === null) return 'reported';
  const unsettled = ratio.low < ratio.high && ratio.low <= target && target <= ratio.high;
  return `≤ ${target}: ${ratio.value <= target ? 'met' : 'NOT met'}${unsettled ? ' (unsettled: its interval holds the target)' : ''}`;
}

/**
 * The figures' table: a header line, then one line per figure, cells separated by ` | `.
 * `sites` are one build (`[{ name, loads }]`: median, min … max, samples), two builds
 * (`mode: 'baseline'`: both medians, the difference this build − baseline with its 95%
 * interval) or ours and upstream's (`mode: 'upstream'`: both medians, the ratio with its 95%
 * interval, the target's verdict on `network`).
 */
export function figureTable(sites, { mode = 'single', network = 'loopback' } = {}) {
  const lines = [];
  if (mode === 'single') {
    lines.push(`figure | ${sites[0].name} (median) | min … max | samples`);
  } else if (mode === 'baseline') {
    lines.push(`figure | ${sites[0].name} (median) | ${sites[1].name} (median) | difference (95% interval)`);
  } else {
    lines.push(`figure | ${sites[0].name} (median) | ${sites[1].name} (median) | ${sites[0].name} / ${sites[1].name} (95% interval) | target`);
  }
  for (const { key, label, unit, target } of FIGURES) {
    const [a, b] = sites.map((site) => samplesOf(site.loads, key));
    const cells = [label];
    if (mode === 'single') {
      cells.push(formatValue(median(a), unit), a.length ? `${formatValue(Math.min(...a), unit)} … ${formatValue(Math.max(...a), unit)}` : '–', String(a.length));
    } else if (mode === 'baseline') {
      const d = combinedMedians(a, b, (x, y) => x - y);
      const noise = d.low <= 0 && d.high >= 0 ? ', within the noise' : '';
      cells.push(formatValue(median(a), unit), formatValue(median(b), unit),
        `${formatSigned(d.value, unit)} (${formatSigned(d.low, unit)} … ${formatSigned(d.high, unit)}${noise})`);
    } else {
      const r = combinedMedians(a, b, (x, y) => x / y);
      cells.push(formatValue(median(a), unit), formatValue(median(b), unit),
        `${r.value.toFixed(2)} (${r.low.toFixed(2)} … ${r.high.toFixed(2)})`, verdict(r, target[network]));
    }
    lines.push(cells.join(' | '));
  }
  return lines;
}

/**
 * Reads a figures' table (`figureTable`'s lines among others) back: by label, its cells after
 * the label. Lines that are not a figure's are skipped.
 */
export function parseFigureTable(text) {
  const labels = new Map(FIGURES.map((f) => [f.label, f]));
  const rows = new Map();
  for (const line of text.split('\n')) {
    const [label, ...cells] = line.split(' | ');
    if (labels.has(label)) rows.set(label, cells);
  }
  return rows;
}

/** A printed cell's number (ms, KB or a count), NaN when it holds none. */
export function cellNumber(cell) {
  const m = /^[+−±]?(\d+(?:\.\d+)?)(?: (?:ms|KB))?(?: |$)/.exec(cell ?? '');
  if (!m) return NaN;
  return (cell.startsWith('−') ? -1 : 1) * Number(m[1]);
}
