/** Setting up a Wiezen session: options, the first shuffle (or a stacked pack) and the first deal. @module */
import * as z from 'zod';
import type { SetupArgs } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { openAuction } from './auction.js';
import { dealPack, detectTroel, firstPack } from './deal.js';
import type { WiezenOptions, WiezenState } from './types.js';

/** The options a session gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<WiezenOptions> = Object.freeze({
  deals: 16,
  shuffle: 'authentic',
  dealer: 0,
  deck: null,
});

const optionsSchema = z
  .object({
    deals: z.number().int().min(1).max(1000).default(16),
    shuffle: z.enum(['authentic', 'always']).default('authentic'),
    dealer: z.number().int().min(0).max(3).default(0),
    deck: z
      .array(z.number().int().min(0).max(51))
      .length(52)
      .refine((d) => new Set(d).size === 52, 'the deck holds every card 0..51 once')
      .nullable()
      .default(null),
  })
  .strict();

const KEYS = new Set(['deals', 'shuffle', 'dealer', 'deck']);

/** The common case without the schema (it costs as much as a third of a random deal): plain, valid values. */
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

/** Checks and completes options; throws `RuleError('invalid-options')`. */
export function parseOptions(json: unknown = {}): WiezenOptions {
  const quick = quickOptions(json);
  if (quick) return quick;
  const result = optionsSchema.safeParse(json ?? {});
  if (!result.success) commonErrors.fail('invalid-options', { reason: z.prettifyError(result.error) });
  return result.data as WiezenOptions;
}

/**
 * Sets a session up for four players and deals the first hand.
 *
 * @example
 * ```ts
 * const state = setup({ players: 4, seed: 'club-night', options: { deals: 8 } });
 * state.hands[1].length; // 13
 * ```
 */
export function setup({ players, seed, options }: SetupArgs<WiezenOptions>): WiezenState {
  if (players !== 4) commonErrors.fail('invalid-players', { min: 4, max: 4, players });
  const opts = parseOptions(options);
  const { pack, rng } = firstPack(seed, opts.deck);
  return dealt(
    {
      game: 'wiezen',
      options: { ...opts, deck: null },
      rng,
      deal: 0,
      dealer: opts.dealer,
      scores: [0, 0, 0, 0],
      history: [],
    },
    pack,
  );
}

/** The parts of a state that outlive a deal. */
export type SessionPart = Pick<
  WiezenState,
  'game' | 'options' | 'rng' | 'deal' | 'dealer' | 'scores' | 'history'
>;

/** A fresh deal of `pack` (already cut) by `session.dealer`. */
export function dealt(session: SessionPart, pack: readonly number[]): WiezenState {
  const { hands, turned } = dealPack(pack, session.dealer);
  const troel = detectTroel(hands);
  // Written out rather than `{ ...session, phase, … }`: on V8 11 (Node 20) a spread followed by new keys builds
  // fresh hidden classes every call, some 20 µs a deal; the keys keep the same order (same JSON).
  return {
    game: session.game,
    options: session.options,
    rng: session.rng,
    deal: session.deal,
    dealer: session.dealer,
    scores: session.scores,
    history: session.history,
    phase: 'auction',
    hands,
    turned,
    troel,
    auction: openAuction(session.dealer, troel),
    contract: null,
    exchange: null,
    tricks: [],
    trick: { leader: (session.dealer + 1) % 4, cards: [] },
    taken: [0, 0, 0, 0],
  };
}
