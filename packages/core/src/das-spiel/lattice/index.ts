/**
 * The dice pyramid lattice of Das Spiel (rules §1–2): cells, neighbours, rows, sides and edges; the 24
 * orientations of a die with tilting and turning; the pyramid value (typed arrays the Wasm kernels share);
 * free dice, funnels and funnel sums; and the build search. The TypeScript here is the reference; the data
 * layout and every kernel's inputs and outputs are described in this folder's README.
 *
 * @example
 * ```ts
 * import { funnelsWithSum, index, pyramidOf } from '@tafel/core/das-spiel';
 * const p = pyramidOf([{ cell: index(8, 0, 0) }]);
 * ```
 *
 * @module
 */

export type { CellSet } from './bits.js';
export {
  ALL,
  add,
  cellSet,
  cellsOf,
  DEPENDENT_MASKS,
  emptySet,
  has,
  intersects,
  isEmpty,
  NEIGHBOUR_MASKS,
  popcount32,
  remove,
  SUPPORT_MASKS,
  size,
  WORDS,
} from './bits.js';
export type { BuildFault, BuildQuery } from './builds.js';
export {
  anyBuild,
  BuildSearch,
  buildFault,
  buildFaultBy,
  builds,
  collectBuilds,
  countBuildsBatch,
  countBuildsBits,
  isBuild,
  MAX_BUILD,
  sampleBuilds,
} from './builds.js';
export type { Axis, Coords, Side } from './cells.js';
export {
  APEX,
  CELLS,
  COORDS,
  CORNER_FUNNELS,
  checkCell,
  coords,
  DEPENDENTS,
  dependents,
  EDGE_FUNNELS,
  edge,
  faceNeighbours,
  index,
  isCell,
  isEdgeFunnel,
  LEVEL_START,
  LEVELS,
  level,
  row,
  rows,
  SIDES,
  SUPPORTS,
  side,
  supports,
} from './cells.js';
export {
  cellsOfGrid,
  freeDiceGrid,
  freeDiceGridBatch,
  GRID_AT,
  GRID_WORDS,
  gridOf,
} from './grid.js';
export {
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
export { cellCoords, cellName, facesName } from './names.js';
export type { UpFaces } from './orientation.js';
export {
  checkOrientation,
  faceTowards,
  ORIENTATION_FACES,
  ORIENTATIONS,
  orientationOf,
  TILT,
  tilt,
  turn,
  upFaces,
} from './orientation.js';
export type { BuildEnumerator, LatticeKernels, PyramidScratch, ScratchSlot } from './provider.js';
export { kernels, resetKernels, SCRATCH_SLOT, tsKernels, useKernels } from './provider.js';
export type { Die, DieSpec, Pyramid, PyramidJson } from './pyramid.js';
export {
  cellsOwnedBy,
  clonePyramid,
  diceOf,
  dieAt,
  emptyJson,
  emptyPyramid,
  fromJson,
  isOccupied,
  isStable,
  lift,
  NO_OWNER,
  occupiedOf,
  place,
  pyramidOf,
  toJson,
  unstableCell,
} from './pyramid.js';
export type { FunnelOptions } from './queries.js';
export {
  diceCount,
  edgeEnd,
  freeDice,
  funnelFaces,
  funnelSum,
  funnels,
  funnelsWithSum,
  isBuried,
  isFree,
  isFunnel,
  sumCounts,
  touchSet,
} from './queries.js';
export { fullPyramid, randomPyramid } from './random.js';
