/**
 * Every build of a query packed into one reused buffer, by one kernel call (`collectBuilds`): what the move
 * list's sample and the random playout need of a position, without an enumerator object or a call per build.
 * The buffer is shared and overwritten by the next collection: read what you need before collecting again.
 *
 * @module
 */
import { type BuildQuery, kernels, WORDS } from '../lattice/index.js';

/** Builds the buffer holds at first (a position rarely has more than a few dozen). */
const FIRST_ROOM = 1024;

/** The packed builds of the last collection, 6 words each (grown when a position has more). */
export let collected: Uint32Array = new Uint32Array(FIRST_ROOM * WORDS);

/**
 * Packs every build of `query` into {@link collected}, in the search's order; returns how many there are.
 *
 * @example
 * ```ts
 * const n = collectAll(query);
 * const first = cellsOf(collected, 0); // the first build's cells
 * ```
 */
export function collectAll(query: BuildQuery): number {
  const count = kernels().collectBuilds(query, collected);
  if (count * WORDS <= collected.length) return count;
  collected = new Uint32Array(count * 2 * WORDS);
  return kernels().collectBuilds(query, collected);
}
