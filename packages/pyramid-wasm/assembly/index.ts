/**
 * The lattice kernels of the dice pyramid in AssemblyScript: the Wasm twin of `@tafel/core`'s
 * `das-spiel/lattice/kernels.ts`, `grid.ts` and `builds.ts`, with the same data layout (see that folder's
 * README). Everything works on raw pointers into this module's memory; the TypeScript wrapper in `src/` hands
 * out typed-array views or copies arrays in and out.
 *
 * One source, two builds: `pyramid.wasm` with 128-bit SIMD (two pyramids per vector in the batch kernels) and
 * `pyramid-scalar.wasm` without (`ASC_FEATURE_SIMD` picks the code at compile time), for engines that refuse
 * SIMD. One concept a file:
 * - `tables.ts`: the tables the loader fills, and the ones derived from them;
 * - `lanes.ts`, `levels.ts`: lane arithmetic and the level network (free dice and funnels in shifts and masks);
 * - `free-dice.ts`, `grid.ts`, `funnels.ts`: the kernels on cell sets, on the level grid, and funnel sums;
 * - `builds.ts`: the Abquetschen build search; `playouts.ts`: whole playouts in one call.
 */

export { countBuilds, countBuildsBatch, searchFill, searchNext, searchStart } from './builds';
export { freeDice, freeDiceBatch } from './free-dice';
export {
  funnelSumAt,
  funnelSums,
  funnelSumsBatch,
  funnels,
  funnelsWithSum,
  funnelsWithSumBatch,
  sumHistogram,
  sumHistogramBatch,
} from './funnels';
export { freeDiceGrid, freeDiceGridBatch } from './grid';
export { bunteKuhPlayout, rngInts } from './playouts';
export { heapBase, prepare, simd, tables } from './tables';
