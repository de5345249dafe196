import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { suitOf } from './cards.js';
import { dealPack, packFor } from './deal.js';
import { wiezen } from './index.js';
import type { WiezenMove, WiezenState } from './types.js';
import { view } from './view.js';

const determinize = wiezen.determinize!;

function run(state: WiezenState, moves: Array<[number, WiezenMove]>): WiezenState {
  let s = state;
  for (const [seat, move] of moves) s = wiezen.play(s, seat, move);
  return s;
}

/** Plays random cards until `tricks` tricks are done. */
function playTo(state: WiezenState, tricks: number, rng: Rng): WiezenState {
  let s = state;
  while (s.phase === 'play' && s.tricks.length < tricks) {
    const [seat] = wiezen.active(s);
    s = wiezen.play(s, seat!, rng.pick(wiezen.legalMoves(s, seat!)));
  }
  return s;
}

/** Random auctions that often overbid troel, then random cards. */
function randomDeal(seed: string): WiezenState[] {
  const rng = Rng.fromSeed(seed);
  let s = wiezen.setup({ players: 4, seed, options: { deals: 1 } });
  const states: WiezenState[] = [];
  while (wiezen.active(s).length > 0) {
    states.push(s);
    const [seat] = wiezen.active(s);
    const legal = wiezen.legalMoves(s, seat!);
    const high = legal.filter(
      (m) => m.type === 'solo' || m.type === 'solo-slim' || m.type === 'miserie-op-tafel',
    );
    s = wiezen.play(s, seat!, high.length > 0 && rng.int(2) === 0 ? rng.pick(high) : rng.pick(legal));
  }
  return states;
}

/** Whether `seat` has shown a void in `suit` (did not follow it) in the tricks of `v`. */
function isVoid(v: ReturnType<typeof view>, seat: number, suit: number): boolean {
  return [...v.tricks, v.trick].some((t) =>
    t.cards.some(
      (c, i) => (t.leader + i) % 4 === seat && i > 0 && suitOf(t.cards[0]!) === suit && suitOf(c) !== suit,
    ),
  );
}

describe('determinize', () => {
  it('troel not played: the fourth ace goes to a seat that can still hold its suit, never to the troel player', () => {
    // Before the fix the fourth ace was drawn among all unseen aces; one whose suit every other seat had shown
    // void in left no deal that fits the view, and the fallback gave the troel player four aces (troela).
    let tight = 0;
    for (let g = 0; g < 3000 && tight < 3; g++) {
      for (const state of randomDeal(`troel-voids:${g}`)) {
        const t = state.troel;
        if (t?.kind !== 'troel' || state.contract?.game === t.kind || state.phase !== 'play') continue;
        for (let seat = 0; seat < 4; seat++) {
          if (seat === t.player) continue;
          const v = view(state, seat);
          const played = new Set(v.tricks.flatMap((x) => x.cards).concat(v.trick.cards));
          const voids = [0, 1, 2, 3].map((s) => [0, 1, 2, 3].map((suit) => isVoid(v, s, suit)));
          // An unseen ace whose suit no seat but the troel player (and the viewer) can hold.
          const infeasible = [12, 25, 38, 51].some(
            (a) =>
              !played.has(a) &&
              !v.hand!.includes(a) &&
              [0, 1, 2, 3].every((s) => s === t.player || s === seat || voids[s]![suitOf(a)]),
          );
          // ... while the fourth ace is still unseen: neither played by another seat nor in the viewer's hand.
          const fourthSeen =
            v.hand!.some((c) => c % 13 === 12) ||
            [...v.tricks, v.trick].some((x) =>
              x.cards.some((c, i) => c % 13 === 12 && (x.leader + i) % 4 !== t.player),
            );
          if (!infeasible || fourthSeen) continue;
          tight++;
          for (let k = 0; k < 20; k++) {
            const copy = determinize(state, seat, Rng.fromSeed(`c:${g}:${k}`));
            expect(view(copy, seat)).toEqual(v);
            // The troel player keeps exactly three aces (held or played by him), and no seat holds a card of a
            // suit it has shown void in.
            const byHim = [...v.tricks, v.trick].flatMap((x) =>
              x.cards.filter((_, i) => (x.leader + i) % 4 === t.player),
            );
            const aces = [...copy.hands[t.player]!, ...byHim].filter((c) => c % 13 === 12);
            expect(aces).toHaveLength(3);
            for (let s = 0; s < 4; s++)
              for (const c of copy.hands[s]!) expect(voids[s]![suitOf(c)]).toBe(false);
          }
        }
      }
    }
    expect(tight).toBeGreaterThan(0);
  });

  it('keeps the seat’s hand, the hand sizes, what was played and the turned card in the dealer’s hand', () => {
    const rng = Rng.fromSeed('d');
    let s = wiezen.setup({ players: 4, seed: 'd1' });
    s = run(s, [
      [1, { type: 'solo', suit: null }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    s = playTo(s, 3, rng);
    for (let k = 0; k < 20; k++) {
      const d = determinize(s, 2, rng);
      expect(d.hands[2]).toEqual(s.hands[2]);
      expect(d.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(d.tricks).toEqual(s.tricks);
      if (!s.tricks.some((t) => t.cards.includes(s.turned))) expect(d.hands[0]).toContain(s.turned);
      expect(view(d, 2)).toEqual(view(s, 2));
    }
  });

  it('respects the voids shown by failing to follow suit', () => {
    const rng = Rng.fromSeed('voids');
    let shown = 0;
    for (let g = 0; g < 30; g++) {
      let s = wiezen.setup({ players: 4, seed: `v${g}`, options: { shuffle: 'always' } });
      s = wiezen.play(s, wiezen.active(s)[0]!, { type: 'solo-slim' });
      while (s.phase === 'auction') s = wiezen.play(s, wiezen.active(s)[0]!, { type: 'pass' });
      s = playTo(s, 8, rng);
      const voids = [0, 1, 2, 3].map(() => new Set<number>());
      for (const t of s.tricks)
        t.cards.forEach((c, i) => {
          if (suitOf(c) !== suitOf(t.cards[0]!)) voids[(t.leader + i) % 4]!.add(suitOf(t.cards[0]!));
        });
      for (let k = 0; k < 5; k++) {
        const d = determinize(s, 1, rng);
        for (let seat = 0; seat < 4; seat++)
          for (const c of d.hands[seat]!) {
            expect(voids[seat]!.has(suitOf(c))).toBe(false);
            if (voids[seat]!.size > 0) shown++;
          }
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('deals the hidden cards differently from one draw to the next', () => {
    const s = wiezen.setup({ players: 4, seed: 'differ' });
    const rng = Rng.fromSeed('x');
    const a = determinize(s, 0, rng);
    const b = determinize(s, 0, rng);
    expect(a.hands[1]).not.toEqual(b.hands[1]);
  });

  it('keeps the open miserie hand and troel’s aces where the table knows them', () => {
    const rng = Rng.fromSeed('open');
    let s = wiezen.setup({ players: 4, seed: 'open' });
    s = run(s, [
      [1, { type: 'miserie-op-tafel' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(determinize(s, 3, rng).hands[1]).toEqual(s.hands[1]);

    // Seat 2 holds three aces (the natural deal with the aces of clubs and diamonds moved to it).
    const { hands } = dealPack(
      Array.from({ length: 52 }, (_, i) => i),
      0,
    );
    const give = (card: number, from: number, to: number, back: number) => {
      hands[from]![hands[from]!.indexOf(card)] = back;
      hands[to]![hands[to]!.indexOf(back)] = card;
    };
    give(12, 0, 2, 4);
    give(25, 3, 2, 5);
    const troel = wiezen.setup({
      players: 4,
      seed: 't',
      options: { deck: packFor(hands, 0, 51), dealer: 0 },
    });
    expect(troel.troel?.player).toBe(2);
    for (let k = 0; k < 10; k++) {
      const d = determinize(troel, 1, rng);
      const aces = d.hands[2]!.filter((c) => c % 13 === 12);
      expect(aces).toHaveLength(3);
      expect(d.troel?.player).toBe(2);
      expect(view(d, 1)).toEqual(view(troel, 1));
    }
  });
});
