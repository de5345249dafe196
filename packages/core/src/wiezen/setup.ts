/** Setting up a Wiezen session: options, the first shuffle (or a stacked pack) and the first deal. @module */
import type { SetupArgs } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { openAuction } from './auction.js';
import { dealPack, detectTroel, firstPack } from './deal.js';
import { DEFAULT_OPTIONS, parseOptions, type WiezenOptions } from './options.js';
import type { WiezenState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

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
