/**
 * A move's identity for looking it up among the legal moves: its JSON with the keys of every object in order,
 * so that a move a board builds (`{ type: 'bid', card: 3 }`) finds the same move as the rules list it, whatever
 * the order its fields were written in.
 *
 * @module
 */

/** A value with every object's keys sorted. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sorted(v);
  }
  return out;
}

/**
 * The key of a move.
 *
 * @example
 * ```ts
 * moveKey({ card: 3, type: 'bid' }) === moveKey({ type: 'bid', card: 3 }); // true
 * ```
 */
export function moveKey(move: unknown): string {
  return JSON.stringify(sorted(move));
}
