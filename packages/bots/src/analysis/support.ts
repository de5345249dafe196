/**
 * Small helpers of the analysis: the contract types it reads and a move's identity.
 *
 * @module
 */
import { moveKey } from '@tafel/ai';

export type { AnyGame, Rng, Seat } from '@tafel/core';

/** A move's identity, whatever the key order of its JSON (as the search keys moves). */
export const moveKeyOf = (move: unknown): string => moveKey(move);
