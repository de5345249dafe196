import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { ACE, ALL_CARDS, cardOf } from './cards.js';
import { dealPack, packFor } from './deal.js';
import { wiezen } from './index.js';
import { playout, randomPlayout } from './playout.js';
import type { WiezenMove, WiezenOptions, WiezenState } from './types.js';

/**
 * A generator that steers the draws of both loops alike towards the rare branches of a random auction: per
 * draw, out of 100, `weights` give the chances of index 0 (pass, keep, alleen, give), index 1 (vragen, meegaan,
 * pass after asking, refuse), the eighth last (miserie, while it may be bid) and the seventh last (miserie op
 * tafel); the rest is uniform. The kernel must match the move-by-move loop for any generator, not only a
 * uniform one.
 */
class SteeredRng extends Rng {
  constructor(
    state: Rng,
    private readonly weights: readonly [number, number, number, number],
  ) {
    super(state.state());
  }

  override int(n: number): number {
    if (n === 1) return super.int(1);
    const r = super.int(100);
    const [first, second, miserie, open] = this.weights;
    if (r < first) return 0;
    if (r < first + second) return 1;
    if (r < first + second + miserie && n >= 9) return n - 8;
    if (r < first + second + miserie + open && n >= 8) return n - 7;
    return super.int(n);
  }
}

/**
 * A generator nudged at the source: 40% of its outputs are 0 and 20% are 1 (so `int(n)` gives index 0, or 1),
 * the rest as drawn. Its `int` is `Rng`'s own, so the kernel takes its fast draw from `next()` here.
 */
class NudgedRng extends Rng {
  override next(): number {
    const r = super.next();
    const roll = r % 10;
    return roll < 4 ? 0 : roll < 6 ? 1 : r;
  }
}

/** How the draws are steered: uniform, nudged, or towards passing, asking, miserie. */
const STEERS = {
  uniform: null,
  nudged: null,
  passing: [80, 0, 0, 0],
  asking: [60, 30, 0, 0],
  miserie: [20, 15, 55, 5],
  mixed: [35, 15, 15, 5],
} as const;
type Steer = keyof typeof STEERS;

function makeRng(seed: string, steer: Steer): Rng {
  const base = Rng.fromSeed(seed);
  if (steer === 'nudged') return new NudgedRng(base.state());
  const weights = STEERS[steer];
  return weights === null ? base : new SteeredRng(base, weights);
}

/** The reference: move by move through the contract; `count` hears every branch it takes. */
function stepwise(start: WiezenState, rng: Rng, count: (branch: string) => void = () => {}): WiezenState {
  let s = start;
  count(`start:${s.phase}`);
  for (let seats = wiezen.active(s); seats.length > 0; seats = wiezen.active(s)) {
    const seat = seats[0]!;
    const legal = wiezen.legalMoves(s, seat);
    const move = legal[rng.int(legal.length)]!;
    const next = wiezen.play(s, seat, move);
    // The troel player's own turn in the auction while troel stands: keep it (pass) or play a higher game.
    const high = s.phase === 'auction' ? s.auction.high : null;
    if (s.troel && seat === s.troel.player && (high?.game === 'troel' || high?.game === 'troela'))
      count(`troel-player:${move.type === 'pass' ? 'keeps' : 'overbids'}`);
    if (s.phase === 'alleen' || s.phase === 'exchange' || s.phase === 'exchange-reply')
      count(`${s.phase}:${move.type}`);
    if (next.history.length > s.history.length) {
      const record = next.history[next.history.length - 1]!;
      count(record.game ?? (s.phase === 'alleen' ? 'alleen-declined' : 'all-pass'));
      if (record.game === 'miserie' && record.declarers.length > 1) count('miserie-together');
      if (next.phase !== 'over')
        count(`next-deal:${next.options.shuffle}:${record.game ? 'played' : 'none'}`);
    }
    s = next;
  }
  return s;
}

/** A stacked pack where one seat holds three or four aces (troel, troela). */
function acesDeck(seed: string, aces: 3 | 4, dealer: number): number[] {
  const rng = Rng.fromSeed(seed);
  const { hands } = dealPack(rng.shuffle(ALL_CARDS.slice()), dealer);
  const player = rng.int(4);
  for (let suit = 0; suit < aces; suit++) {
    const ace = cardOf(suit, ACE);
    const holder = hands.findIndex((h) => h.includes(ace));
    if (holder === player) continue;
    const give = hands[player]!.find((c) => c % 13 !== ACE)!;
    hands[holder] = [...hands[holder]!.filter((c) => c !== ace), give].sort((a, b) => a - b);
    hands[player] = [...hands[player]!.filter((c) => c !== give), ace].sort((a, b) => a - b);
  }
  return packFor(hands, dealer, hands[dealer]![12]!);
}

type Table = Partial<WiezenOptions> | 'troel' | 'troela';
const TABLES: Table[] = [
  { deals: 1 },
  { deals: 3 },
  { deals: 2, shuffle: 'always', dealer: 2 },
  'troel',
  'troela',
];

/**
 * A start state: the session's setup, then `prefix` moves through the contract; or, given a phase `stop`, the
 * moves up to that phase or the play, whichever comes first.
 */
function start(seed: string, table: Table, prefix: number, steer: Steer, stop = 'none'): WiezenState {
  const options =
    table === 'troel' || table === 'troela'
      ? { deals: 2, dealer: 3, deck: acesDeck(seed, table === 'troel' ? 3 : 4, 3) }
      : table;
  let s = wiezen.setup({ players: 4, seed, options });
  const rng = makeRng(`prefix:${seed}`, steer);
  const moves = stop === 'none' ? prefix : 1000;
  for (let i = 0; i < moves && s.phase !== 'over'; i++) {
    if (i > 0 && (s.phase === stop || (stop !== 'none' && s.phase === 'play'))) break;
    const seat = wiezen.active(s)[0]!;
    const legal = wiezen.legalMoves(s, seat);
    s = wiezen.play(s, seat, legal[rng.int(legal.length)]!);
  }
  return s;
}

/**
 * How the start states are made: the steer of the draws, and the phase the prefix stops at (`none`: after the
 * drawn number of moves).
 */
const STARTS: ReadonlyArray<readonly [Steer, string]> = [
  ['uniform', 'none'],
  ['uniform', 'play'],
  ['passing', 'none'],
  ['asking', 'none'],
  ['asking', 'alleen'],
  ['miserie', 'none'],
  ['miserie', 'exchange'],
  ['miserie', 'exchange-reply'],
  ['mixed', 'none'],
  ['mixed', 'play'],
  ['nudged', 'none'],
  ['nudged', 'alleen'],
];

/** The differential check from one start; `count` hears the branches the kernel had to play. */
function check(
  seed: string,
  table: Table,
  prefix: number,
  [steer, stop]: readonly [Steer, string],
  count?: (branch: string) => void,
): void {
  const s0 = start(seed, table, prefix, steer, stop);
  const before = JSON.stringify(s0);
  const fast = randomPlayout(s0, makeRng(seed, steer));
  expect(JSON.stringify(s0)).toBe(before);
  const slow = stepwise(s0, makeRng(seed, steer), count);
  expect(fast).toEqual(slow);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
}

/** Every branch a random deal may take, and the start phases. */
const BRANCHES = [
  'start:auction',
  'start:play',
  'start:alleen',
  'start:exchange',
  'start:exchange-reply',
  'all-pass',
  'alleen',
  'alleen-declined',
  'vragen',
  'abondance',
  'miserie',
  'miserie-together',
  'miserie-op-tafel',
  'troel',
  'troela',
  'troel-player:keeps',
  'troel-player:overbids',
  'solo',
  'solo-slim',
  'exchange:keep',
  'exchange:exchange',
  'exchange-reply:give',
  'exchange-reply:refuse',
  'next-deal:authentic:played',
  'next-deal:authentic:none',
  'next-deal:always:played',
  'next-deal:always:none',
];

/** A seed, a table, how many moves in (0: from setup) and how the start is steered. */
const POSITIONS = [
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...TABLES),
  fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
  fc.constantFrom(...STARTS),
] as const;

describe('randomPlayout', () => {
  it('ends where the move-by-move loop ends with an equal generator, and leaves its input alone', () => {
    fc.assert(
      fc.property(...POSITIONS, (seed, table, prefix, how) => check(seed, table, prefix, how)),
      { numRuns: 300 },
    );
  });

  it('matches the loop on every branch of a deal (each one seen, counted)', () => {
    // Fixed seeds, cycling through tables, steers and prefixes, until every branch was played by the kernel.
    const seen = new Map<string, number>();
    const count = (branch: string) => seen.set(branch, (seen.get(branch) ?? 0) + 1);
    let runs = 0;
    while (runs < 5000 && BRANCHES.some((b) => !seen.has(b))) {
      const table = TABLES[runs % TABLES.length]!;
      const how = STARTS[Math.floor(runs / TABLES.length) % STARTS.length]!;
      check(`cover-${runs}`, table, (runs * 7) % 61, how, count);
      runs++;
    }
    expect(BRANCHES.filter((b) => !seen.has(b))).toEqual([]);
  });

  it('returns a finished session as it is', () => {
    const s0 = start('done', { deals: 1 }, 0, 'uniform');
    const end = randomPlayout(s0, Rng.fromSeed('x'));
    expect(randomPlayout(end, Rng.fromSeed('y'))).toBe(end);
  });
});

describe('playout', () => {
  it('plays the chooser’s moves: with a random chooser it ends where the loop ends, input unchanged', () => {
    fc.assert(
      fc.property(...POSITIONS, (seed, table, prefix, [steer, stop]) => {
        const s0 = start(seed, table, prefix, steer, stop);
        const before = JSON.stringify(s0);
        const rng = makeRng(seed, steer);
        const end = playout(s0, (_s, _seat, legal) => legal[rng.int(legal.length)]!);
        expect(JSON.stringify(s0)).toBe(before);
        expect(end).toEqual(stepwise(s0, makeRng(seed, steer)));
      }),
      { numRuns: 150 },
    );
  });

  it('shows the chooser the legal moves of the state it is given', () => {
    const s0 = start('chooser', { deals: 2 }, 0, 'uniform');
    playout(s0, (s, seat, legal) => {
      expect(wiezen.active(s)).toEqual([seat]);
      expect(legal).toEqual(wiezen.legalMoves(s, seat));
      return legal[legal.length - 1]!;
    });
  });

  it('refuses an illegal choice as play does', () => {
    const s0 = start('illegal', { deals: 1 }, 0, 'uniform');
    // In the play phase, choose a card of the next seat's hand: play throws card-not-in-hand.
    const choose = (s: WiezenState, seat: number, legal: WiezenMove[]): WiezenMove =>
      s.phase === 'play' ? { type: 'play', card: s.hands[(seat + 1) % 4]![0]! } : legal[legal.length - 1]!;
    expect(() => playout(s0, choose)).toThrow(expect.objectContaining({ code: 'card-not-in-hand' }));
  });
});
