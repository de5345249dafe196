/**
 * Small statistics for tournament tables: means with 95% intervals (normal approximation, which is sound for
 * the hundreds to thousands of games the tables use).
 *
 * @module
 */

/** A mean and the half-width of its 95% confidence interval. */
export interface Estimate {
  n: number;
  mean: number;
  /** Half-width of the 95% interval: the true mean lies in `mean ± ci95` with 95% confidence. */
  ci95: number;
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

/** Formats an estimate as `12.3 ± 0.4`. */
export function formatEstimate(e: Estimate, digits = 2): string {
  if (!Number.isFinite(e.mean)) return '–';
  return `${e.mean.toFixed(digits)} ± ${Number.isFinite(e.ci95) ? e.ci95.toFixed(digits) : '∞'}`;
}

/** True when the interval of `a - b`, computed from paired samples, lies above 0. */
export function significantlyAbove(differences: readonly number[]): boolean {
  const e = estimate(differences);
  return e.mean - e.ci95 > 0;
}
