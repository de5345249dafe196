import { expect, vi } from 'vitest';
import { describeContract } from '../../test/support/contract-properties.js';
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { SPECIAL_BIDS } from './auction.js';
import { wiezen } from './index.js';
import { checkState } from './state/index.js';
import type { WiezenMove, WiezenState, WiezenView } from './types.js';

// The machine running the suite may be shared: give the property tests room (a few seconds when idle).
vi.setConfig({ testTimeout: 60_000 });

function invariant(s: WiezenState): void {
  expect(checkState(s)).toBeUndefined();
  expect(s.scores.reduce((a, b) => a + b, 0)).toBe(0);
  for (const h of s.history) expect(h.points.reduce((a, b) => a + b, 0)).toBe(0);
  if (s.phase === 'over') return;
  const all = [...s.hands.flat(), ...s.tricks.flatMap((t) => t.cards), ...s.trick.cards];
  expect(all.length).toBe(52);
  expect(new Set(all).size).toBe(52);
  expect(s.hands[s.dealer]!.includes(s.turned) || all.indexOf(s.turned) >= 0).toBe(true);
  expect(s.taken.reduce((a, b) => a + b, 0)).toBe(s.tricks.length);
  for (const h of s.hands) expect(h).toEqual([...h].sort((a, b) => a - b));
}

function candidates(s: WiezenState, seat: Seat, rng: Rng): WiezenMove[] {
  const own = s.hands[seat]!;
  return [
    { type: 'play', card: rng.int(52) },
    { type: 'play', card: own.length > 0 ? rng.pick(own) : 0 },
    { type: 'pass' },
    { type: 'vragen' },
    { type: 'meegaan' },
    { type: 'alleen' },
    rng.pick(SPECIAL_BIDS),
    rng.pick(SPECIAL_BIDS),
    { type: 'miserie' },
    { type: 'exchange', card: rng.int(52) },
    { type: 'keep' },
    { type: 'give' },
    { type: 'refuse' },
  ];
}

function leaks(s: WiezenState, view: unknown, seat: Seat | null): string[] {
  const v = view as WiezenView;
  const found: string[] = [];
  const text = JSON.stringify(view);
  if (text.includes('"rng"') || text.includes('"deck"')) found.push('generator or pack');
  const visible = new Set<number>([...(v.hand ?? []), ...v.trick.cards, ...v.tricks.flatMap((t) => t.cards)]);
  v.open.forEach((cards, owner) => {
    if (cards === null) return;
    if (s.contract?.game !== 'miserie-op-tafel' || !s.contract.declarers.includes(owner))
      found.push(`open hand of ${owner} outside miserie op tafel`);
    for (const c of cards) visible.add(c);
  });
  for (let owner = 0; owner < 4; owner++) {
    if (owner === seat) continue;
    const open = v.open[owner] !== null;
    for (const c of s.hands[owner]!) if (visible.has(c) && !open) found.push(`card ${c} of seat ${owner}`);
  }
  if (v.troel && s.troel && (s.contract?.game ?? null) !== s.troel.kind && v.troel.partner !== null)
    found.push('troel partner before troel is played');
  return found;
}

/** Random play, but ordinary bids more often than solo slim, so every game comes up. */
function pick(s: WiezenState, _seat: Seat, legal: WiezenMove[], rng: Rng): WiezenMove {
  if (s.phase === 'auction' && rng.int(4) > 0) {
    const plain = legal.filter((m) => m.type === 'pass' || m.type === 'vragen' || m.type === 'meegaan');
    if (rng.int(3) === 0) {
      const lower = legal.filter((m) => m.type === 'miserie' || m.type === 'abondance');
      if (lower.length > 0) return rng.pick(lower);
    }
    return rng.pick(plain);
  }
  return rng.pick(legal);
}

describeContract<WiezenState, WiezenMove>(wiezen, {
  tables: [
    { players: 4, options: { deals: 1 } },
    { players: 4, options: { deals: 1, shuffle: 'always', dealer: 2 } },
    // A second deal: the score sheet, the dealer passing on, the cards gathered and cut.
    { players: 4, options: { deals: 2, dealer: 3 } },
  ],
  invariant,
  candidates,
  leaks,
  pick,
  maxMoves: 300,
  runs: 20,
});
