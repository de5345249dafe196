/**
 * The benchmark harness behind `tafel bench` and `pnpm bench`: suites return entries, the runner writes them to
 * `bench/results.json` and prints a table. Where an entry compares two things (Wasm against TypeScript, a bot
 * against random play) both are measured side by side in the same run and the entry carries the ratio.
 *
 * Timing never decides a test: benchmarks only report.
 *
 * @module
 */

/** One measured figure. */
export interface BenchEntry {
  /** Stable name, e.g. `wine-cellar/random-playouts`. */
  name: string;
  /** e.g. `games/s`, `iterations/s`, `ms/move`. */
  unit: string;
  value: number;
  /** What it compares to, measured in the same run: `ratio` is `value / reference.value`. */
  reference?: { name: string; value: number; ratio: number };
  /** A target from the issues, e.g. `>= 100000`. */
  target?: string;
  note?: string;
}

/** A group of entries, usually one game or one kernel. */
export interface BenchSuite {
  name: string;
  run(context: BenchContext): Promise<BenchEntry[]> | BenchEntry[];
}

export interface BenchContext {
  /** Shorter runs (for smoke tests of the suites themselves). */
  quick: boolean;
  log(message: string): void;
}

/**
 * Runs `fn` repeatedly for at least `ms` milliseconds (after a warm-up) and returns calls per second. `fn`
 * returns how many operations one call did (default 1), so a call may do a batch.
 *
 * @example
 * ```ts
 * const gamesPerSecond = rate(() => { playRandomGame(); return 1; }, 1000);
 * ```
 */
export function rate(fn: () => number | undefined, ms: number): number {
  const warm = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warm) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    ops += fn() ?? 1;
    now = performance.now();
  }
  return (ops * 1000) / (now - start);
}

/** Builds an entry comparing `value` to a reference measured in the same run. */
export function compared(
  entry: Omit<BenchEntry, 'reference'>,
  reference: { name: string; value: number },
): BenchEntry {
  return { ...entry, reference: { ...reference, ratio: entry.value / reference.value } };
}
