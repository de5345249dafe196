/** Setting up a Die Weinhändler game: options, the shuffle, the deal, the display and the start player. @module */
import type { SetupArgs } from '../contract/index.js';
import { commonErrors } from '../errors/index.js';
import { Rng } from '../random/index.js';
import { type Card, cents, deckFor } from './cards.js';
import { DEFAULT_OPTIONS, parseOptions, type WeinhaendlerOptions } from './options.js';
import type { Placement, WeinhaendlerState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** Cards dealt to each hand. */
export const HAND = 5;
/** Cards in a full display. */
export const DISPLAY = 4;

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = a.slice().sort();
  const y = b.slice().sort();
  return x.every((c, i) => c === y[i]);
}

/** `{}`: a plain object without keys. */
function _isEmptyObject(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    Object.getPrototypeOf(json) === Object.prototype &&
    Object.keys(json).length === 0
  );
}

/** `n` copies of a value. */
function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** Sorts a few cards by value in place (insertion sort; copies are identical, so any stable order agrees). */
function sortedByValue(cards: Card[]): Card[] {
  const values: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    const value = cents(card);
    let j = i;
    while (j > 0 && values[j - 1]! > value) {
      cards[j] = cards[j - 1]!;
      values[j] = values[j - 1]!;
      j--;
    }
    cards[j] = card;
    values[j] = value;
  }
  return cards;
}

/**
 * Sets a game up for 3 to 5 players: shuffles the cards in play (seeded), deals five to each hand, turns four
 * face up as the display, and draws the start player.
 *
 * @example
 * ```ts
 * const state = setup({ players: 4, seed: 'wine-1' });
 * state.pile.length; // 57 - 20 - 4 = 33
 * ```
 */
export function setup({ players, seed, options }: SetupArgs<WeinhaendlerOptions>): WeinhaendlerState {
  if (!Number.isInteger(players) || players < 3 || players > 5)
    commonErrors.fail('invalid-players', { min: 3, max: 5, players });
  const opts = parseOptions(options);
  const cards = deckFor(players);
  if (opts.deck && !sameCards(opts.deck, cards))
    commonErrors.fail('invalid-options', {
      reason: {
        en: `the deck must hold exactly the ${cards.length} cards in play`,
        nl: `het spel moet precies de ${cards.length} kaarten bevatten die meespelen`,
      },
    });
  if (opts.start !== null && opts.start >= players)
    commonErrors.fail('invalid-options', {
      reason: {
        en: `the start player is a seat 0..${players - 1}`,
        nl: `de startspeler is een plaats 0..${players - 1}`,
      },
    });
  const rng = Rng.fromSeed(seed);
  const order = opts.deck ? opts.deck.slice() : rng.shuffle(cards);
  const start = opts.start ?? rng.int(players);
  // Plain loops: `Array.from({ length })` costs more than the whole shuffle.
  const hands: Card[][] = [];
  const bids: Card[][] = [];
  const cellars: Placement[][][] = [];
  const setAside: Card[][] = [];
  for (let s = 0; s < players; s++) {
    hands.push(sortedByValue(order.slice(s * HAND, (s + 1) * HAND)));
    bids.push([]);
    cellars.push([]);
    setAside.push([]);
  }
  const dealt = players * HAND;
  return {
    game: 'weinhaendler',
    players,
    phase: 'bid',
    round: 1,
    last: false,
    start,
    turn: start,
    hands,
    bids,
    totals: filled(players, 0),
    passed: filled(players, false),
    acted: filled(players, false),
    display: order.slice(dealt, dealt + DISPLAY),
    pile: order.slice(dealt + DISPLAY),
    buried: [],
    drawn: filled(players, null),
    declined: filled(players, false),
    highest: null,
    cellarTurns: 0,
    cellars,
    setAside,
    points: filled(players, 0),
  };
}
