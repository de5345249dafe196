/**
 * The kernel provider: which implementation of the lattice kernels the games call. By default the TypeScript
 * reference ({@link tsKernels}); a faster twin with the same interface (the WebAssembly kernels of
 * `@tafel/pyramid-wasm`) can be installed with {@link useKernels} once it is loaded, and games pick it up on
 * their next call through {@link kernels}. Core never depends on the twin: it only knows this interface.
 *
 * Every kernel of a provider must give exactly the answers of the TypeScript reference (the twin's
 * differential tests check this); only the order of enumerated builds may differ.
 *
 * @example
 * ```ts
 * import { loadWasmKernels } from '@tafel/pyramid-wasm';
 * useKernels(await loadWasmKernels()); // games now count builds in Wasm
 * kernels().name;                     // 'wasm'
 * resetKernels();                     // back to the TypeScript reference
 * ```
 *
 * @module
 */
import {
  anyBuild,
  type BuildQuery,
  BuildSearch,
  collectBuilds,
  countBuildsBatch,
  countBuildsBits,
} from './builds.js';
import { freeDiceGrid, freeDiceGridBatch } from './grid.js';
import {
  freeDiceBatch,
  freeDiceBits,
  funnelBits,
  funnelSumAt,
  funnelSums,
  funnelSumsBatch,
  funnelsWithSumBatch,
  funnelsWithSumBits,
  sumHistogram,
  sumHistogramBatch,
} from './kernels.js';

/** Arrays for one pyramid and one answer, as {@link LatticeKernels.scratch} hands them out. */
export interface PyramidScratch {
  /** The occupied cells (a cell set, 6 words). */
  occupied: Uint32Array;
  /** 165 orientations. */
  orientation: Uint8Array;
  /** Room for an answer (a cell set, 6 words). */
  set: Uint32Array;
}

/** The slots of {@link LatticeKernels.scratch}: whose arrays they are. */
export const SCRATCH_SLOT = { shared: 0, rules: 1 } as const;

/** A slot of {@link LatticeKernels.scratch}. */
export type ScratchSlot = (typeof SCRATCH_SLOT)[keyof typeof SCRATCH_SLOT];

/** A resumable build enumerator: `next(out)` writes the next build (a cell set) into `out`, or returns `false`. */
export interface BuildEnumerator {
  next(out: Uint32Array): boolean;
}

/** The lattice kernels, with the inputs and outputs of `kernels.ts` and `builds.ts` (see the README). */
export interface LatticeKernels {
  /** `'ts'` for the reference, e.g. `'wasm'` for a twin. */
  readonly name: string;
  freeDiceBits: typeof freeDiceBits;
  funnelBits: typeof funnelBits;
  funnelSumAt: typeof funnelSumAt;
  funnelSums: typeof funnelSums;
  funnelsWithSumBits: typeof funnelsWithSumBits;
  sumHistogram: typeof sumHistogram;
  freeDiceBatch: typeof freeDiceBatch;
  funnelSumsBatch: typeof funnelSumsBatch;
  funnelsWithSumBatch: typeof funnelsWithSumBatch;
  sumHistogramBatch: typeof sumHistogramBatch;
  /** Free dice on the level grid (`grid.ts`): the same answers, for a game that keeps its pyramid as a grid. */
  freeDiceGrid: typeof freeDiceGrid;
  freeDiceGridBatch: typeof freeDiceGridBatch;
  /** The number of builds of the query, stopping at `limit` (default: no limit). */
  countBuildsBits(query: BuildQuery, limit?: number): number;
  /** Build counts of many positions at once (see `countBuildsBatch` in `builds.ts`). */
  countBuildsBatch: typeof countBuildsBatch;
  /** Whether the query allows any build. */
  anyBuild(query: BuildQuery): boolean;
  /** A build enumerator; each build comes once, in an order of the provider's choosing. */
  buildSearch(query: BuildQuery): BuildEnumerator;
  /**
   * Every build in {@link buildSearch}'s order, packed 6 words each into `out` (as many as fit), in one call:
   * what a random playout needs a move, without an enumerator object or a crossing per build. Returns the
   * number of builds (up to `limit`), even when `out` holds fewer.
   */
  collectBuilds(query: BuildQuery, out: Uint32Array, limit?: number): number;
  /**
   * Optional: Bunte Kuh's whole random playout in one call, for a provider where a call per round costs more
   * than the round (Wasm: copying the pyramid in and out). From the pyramid `occ` / `orient` (both updated), each
   * round seat 0 drops a die into a funnel whose sum is `total` (else any funnel above level 0) in one of 24
   * orientations, drawn as `int(funnels * 24)` from the generator state `rng`; with dice left the roll dice are
   * rolled from the state `dice` (both states advanced in place). Per round 8 bytes in `out`: cell, orientation,
   * 1 when the funnel matched, the next roll's three dice. Returns the rounds until `stock` dice are placed, or
   * -1 when a round finds no funnel. Without it, `bunte-kuh/playout.ts` runs its TypeScript loop (the reference).
   */
  bunteKuhPlayout?(
    occ: Uint32Array,
    orient: Uint8Array,
    total: number,
    stock: number,
    rng: Uint32Array,
    dice: Uint32Array,
    out: Uint8Array,
  ): number;
  /**
   * Optional: arrays for one pyramid and one answer where this provider reads and writes them without copying
   * (Wasm: views over its memory, so a single-pyramid call copies nothing in or out). The same arrays every time
   * for a slot (fresh views when the provider's memory has grown), and each slot its own arrays:
   * - {@link SCRATCH_SLOT}`.shared` (the default): a caller fills them and calls a kernel at once, and reads the
   *   answer before its next call;
   * - {@link SCRATCH_SLOT}`.rules`: the rules' own, where they keep the pyramid of the last state they read
   *   from one call to the next (Bunte Kuh's `scratch.ts`); nobody else writes to them.
   *
   * Without it, callers keep arrays of their own.
   */
  scratch?(slot?: ScratchSlot): PyramidScratch;
}

/** The TypeScript reference kernels. */
export const tsKernels: LatticeKernels = Object.freeze({
  name: 'ts',
  freeDiceBits,
  funnelBits,
  funnelSumAt,
  funnelSums,
  funnelsWithSumBits,
  sumHistogram,
  freeDiceBatch,
  funnelSumsBatch,
  funnelsWithSumBatch,
  sumHistogramBatch,
  freeDiceGrid,
  freeDiceGridBatch,
  countBuildsBits,
  countBuildsBatch,
  anyBuild,
  buildSearch: (query: BuildQuery): BuildEnumerator => new BuildSearch(query),
  collectBuilds,
});

let installed: LatticeKernels = tsKernels;

/** The kernels games should call now: the installed provider, or {@link tsKernels}. */
export function kernels(): LatticeKernels {
  return installed;
}

/** Installs a provider (e.g. the Wasm twin once loaded); returns the one it replaces. */
export function useKernels(provider: LatticeKernels): LatticeKernels {
  const previous = installed;
  installed = provider;
  return previous;
}

/** Goes back to the TypeScript reference (for tests). */
export function resetKernels(): void {
  installed = tsKernels;
}
