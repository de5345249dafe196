/**
 * Small statistics for tournament tables: means with 95% intervals (normal approximation, which is sound for
 * the hundreds to thousands of games the tables use) and win shares with Wilson intervals (sound at 0 wins).
 *
 * @module
 */

/** A mean and the half-width of its 95% confidence interval. */
export interface Estimate {
  n: number;
  mean: number;
  /** Half-width of the 95% interval: the true mean lies in `mean ± ci95` with 95% confidence. */
  ci95: number;
  /** Bounds of the 95% interval when it is not `mean ± ci95` (a share's Wilson interval is lopsided near 0 and 1). */
  low?: number;
  high?: number;
}

/**
 * Mean and 95% interval of a sample.
 *
 * @example
 * ```ts
 * estimate([1, 2, 3, 4]); // { n: 4, mean: 2.5, ci95: 1.265… }
 * ```
 */
export function estimate(xs: readonly number[]): Estimate {
  const n = xs.length;
  if (n === 0) return { n: 0, mean: Number.NaN, ci95: Number.NaN };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { n, mean, ci95: Number.POSITIVE_INFINITY };
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return { n, mean, ci95: 1.96 * Math.sqrt(variance / n) };
}

/**
 * A share (a win share: each game scores 0, 1 or a split 1/k) with its 95% Wilson score interval. The normal
 * approximation of {@link estimate} says "0.000 ± 0.000" for a bot that never won, as if that were certain;
 * the Wilson interval stays honest at 0 and 1 wins and at small samples.
 *
 * @example
 * ```ts
 * shareEstimate([0, 0, 0, 0, 0]); // { n: 5, mean: 0, low: 0, high: 0.434…, ci95: 0.217… }
 * ```
 */
export function shareEstimate(xs: readonly number[]): Estimate {
  const n = xs.length;
  if (n === 0) return { n: 0, mean: Number.NaN, ci95: Number.NaN };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const [low, high] = wilson(mean, n);
  return { n, mean, ci95: (high - low) / 2, low, high };
}

/**
 * The 95% Wilson score interval of a proportion `p` observed over `n` trials.
 *
 * @example
 * ```ts
 * wilson(0, 10); // [0, 0.277…]
 * ```
 */
export function wilson(p: number, n: number, z = 1.96): [number, number] {
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Formats an estimate as `12.3 ± 0.4`, or `0.000 (0.000–0.278)` when its interval has its own bounds. */
export function formatEstimate(e: Estimate, digits = 2): string {
  if (!Number.isFinite(e.mean)) return '–';
  if (e.low !== undefined && e.high !== undefined) {
    return `${e.mean.toFixed(digits)} (${e.low.toFixed(digits)}–${e.high.toFixed(digits)})`;
  }
  return `${e.mean.toFixed(digits)} ± ${Number.isFinite(e.ci95) ? e.ci95.toFixed(digits) : '∞'}`;
}

/** True when the interval of `a - b`, computed from paired samples, lies above 0. */
export function significantlyAbove(differences: readonly number[]): boolean {
  const e = estimate(differences);
  return e.mean - e.ci95 > 0;
}
