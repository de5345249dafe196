/** The options of Wiezen: the schema, the type inferred from it, the defaults and the checker. @module */
import * as v from 'valibot';
import { int, optionsParser, permutation, strict } from '../schema/index.js';

export const optionsSchema = strict({
  /** Deals in the session (each all-pass deal counts as one). Default 16. */
  deals: v.optional(int(1, 1000), 16),
  /** `authentic`: shuffle only before the first deal, then gather the tricks and cut. `always`: shuffle every deal. */
  shuffle: v.optional(v.picklist(['authentic', 'always']), 'authentic'),
  /** The seat that deals first (default 0); the deal passes clockwise. */
  dealer: v.optional(int(0, 3), 0),
  /**
   * A stacked pack for the first deal: the 52 cards in the order they are dealt (4-4-5 clockwise from the
   * dealer's left; the last card is the turned card). Not kept in the state.
   */
  deck: v.optional(v.nullable(permutation(0, 51, 'the deck holds every card 0..51 once')), null),
});

/** The options of a Wiezen session. */
export type WiezenOptions = v.InferOutput<typeof optionsSchema>;

const check = optionsParser(optionsSchema);

/** The options a session gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<WiezenOptions> = Object.freeze(check({}));

const KEYS = new Set(['deals', 'shuffle', 'dealer', 'deck']);

/**
 * The common case without the schema (it costs as much as a third of a random deal): plain, valid values. The
 * contract's options properties hold it to the schema.
 */
function quickOptions(json: unknown): WiezenOptions | null {
  if (json === undefined || json === null) return { ...DEFAULT_OPTIONS };
  if (typeof json !== 'object' || Array.isArray(json)) return null;
  const o = json as Record<string, unknown>;
  for (const key in o) if (!KEYS.has(key)) return null;
  const deals = o.deals ?? DEFAULT_OPTIONS.deals;
  const shuffle = o.shuffle ?? DEFAULT_OPTIONS.shuffle;
  const dealer = o.dealer ?? DEFAULT_OPTIONS.dealer;
  if (o.deck !== undefined && o.deck !== null) return null;
  if (!Number.isInteger(deals) || (deals as number) < 1 || (deals as number) > 1000) return null;
  if (shuffle !== 'authentic' && shuffle !== 'always') return null;
  if (dealer !== 0 && dealer !== 1 && dealer !== 2 && dealer !== 3) return null;
  return { deals: deals as number, shuffle, dealer, deck: null };
}

/**
 * Checks and completes options; throws `RuleError('invalid-options')`.
 *
 * @example
 * ```ts
 * parseOptions({ deals: 8 }); // { deals: 8, shuffle: 'authentic', dealer: 0, deck: null }
 * ```
 */
export function parseOptions(json: unknown = {}): WiezenOptions {
  return quickOptions(json) ?? check(json);
}
