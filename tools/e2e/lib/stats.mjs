// Summary statistics shared by the site's benchmarks (perf.mjs, trace.mjs).

/** The median of the finite numbers among `values`; NaN when there is none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
