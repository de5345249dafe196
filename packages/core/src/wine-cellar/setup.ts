/** Setting up a Wine Cellar game: options, the shuffle and the deal. @module */
import type { SetupArgs } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { DEFAULT_OPTIONS, parseOptions, type WineCellarOptions } from './options.js';
import type { WineCellarState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** Sets a game up: 1 player (solo, against the automaton) or 2. */
export function setup({ players, seed, options }: SetupArgs<WineCellarOptions>): WineCellarState {
  if (players !== 1 && players !== 2) commonErrors.fail('invalid-players', { min: 1, max: 2, players });
  const opts = parseOptions(options);
  const solo = players === 1;
  if (solo && opts.rules === '2021') {
    commonErrors.fail('invalid-options', {
      reason: {
        en: 'the 2021 rules are for two players; solo uses the standard rules',
        nl: 'de regels van 2021 zijn voor twee spelers; solo speelt met de gewone regels',
      },
    });
  }
  const order = opts.deck ? [...opts.deck] : Rng.fromSeed(seed).shuffle(freshIds());
  // Dealt one at a time: even positions to the first hand, odd ones to the second (the automaton in solo).
  const first = dealt(order, 0);
  const second = dealt(order, 1);
  return {
    game: 'wine-cellar',
    options: opts.deck === null ? opts : { ...opts, deck: null },
    solo,
    phase: 'bid',
    trick: 1,
    hands: solo ? [sorted(first)] : [sorted(first), sorted(second)],
    pile: solo ? second : [],
    prizes: [order[16]!, order[17]!],
    bids: [null, null],
    lead: 0,
    tokens: opts.rules === '2021' ? [true, true] : [false, false],
    tokenBy: null,
    reserved: [null, null],
    winner: null,
    // Literal arrays, not Array(n).fill(): V8 keeps them packed, and every later copy stays fast.
    pending: solo ? [null] : [null, null],
    cellars: solo ? [[]] : [[], []],
    bonus: solo ? [null] : [null, null],
    swapped: solo ? [false] : [false, false],
    history: [],
  };
}

/**
 * The 18 card ids in a new array. A literal, because V8 clones a literal's boilerplate in one step, where
 * copying the frozen `CARD_IDS` takes a slow path (a rules test checks that the two agree).
 */
export function freshIds(): number[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
}

/** The 8 cards dealt to one side: every other card of `order` from `from`, in the order dealt. */
function dealt(order: readonly number[], from: number): number[] {
  const cards: number[] = [];
  for (let i = from; i < 16; i += 2) cards.push(order[i]!);
  return cards;
}

/** A sorted copy, by insertion: for 8 numbers far quicker than `sort` with a comparator (setup is hot). */
function sorted(cards: readonly number[]): number[] {
  const out: number[] = [];
  for (const card of cards) {
    let i = out.length;
    out.push(card);
    while (i > 0 && out[i - 1]! > card) {
      out[i] = out[i - 1]!;
      i--;
    }
    out[i] = card;
  }
  return out;
}
