/**
 * @tafel/cli as a library: the tournament runner, statistics and bench harness behind the `tafel` command.
 *
 * @module
 */

export type { BenchContext, BenchEntry, BenchSuite } from './bench/harness.js';
export { compared, rate } from './bench/harness.js';
export type { BotResult, SimulateOptions, SimulateResult } from './simulate/run.js';
export { playGame, simulate } from './simulate/run.js';
export type { Estimate } from './simulate/stats.js';
export { estimate, formatEstimate, shareEstimate, significantlyAbove, wilson } from './simulate/stats.js';
