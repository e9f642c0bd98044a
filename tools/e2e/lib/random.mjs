// A seeded random generator for the tools: the same seed gives the same numbers, so synthetic
// runs and the benchmark's bootstrap intervals are reproducible.

/**
 * mulberry32: small, fast and seeded; enough for made-up figures and resampling.
 * Returns a function giving numbers in [0, 1).
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
