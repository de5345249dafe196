import { describeContract } from '../../test/support/contract-properties.js';
import type { Seat } from '../contract/index.js';
import type { Rng } from '../random/index.js';
import { CARD_IDS } from './cards.js';
import { wineCellar } from './index.js';
import { checkState } from './state.js';
import type { WineCellarMove, WineCellarState } from './types.js';

function invariant(s: WineCellarState): void {
  const broken = checkState(s);
  if (broken) throw new Error(`checkState: at ${broken.at}: ${broken.en}`);
  // Every card is in exactly one place. While a trick's prizes are being placed, a prize is in a cellar, is
  // pending for its taker, or (solo) went to the automaton; the automaton's prizes leave the game.
  const prizes =
    s.phase === 'place'
      ? [
          ...s.pending.filter((c): c is number => c !== null),
          ...s.prizes.filter((p) => !s.pending.includes(p) && !s.cellars.flat().includes(p)),
        ]
      : s.prizes;
  const gone = s.solo ? s.history.map((t) => t.took[1]!) : [];
  // The automaton's last bid is no prize: it leaves the game too.
  if (s.solo && s.history.length === 8) gone.push(s.history[7]!.bids[1]!);
  const all = [
    ...s.hands.flat(),
    ...s.pile,
    ...prizes,
    ...s.cellars.flat(),
    ...s.bonus,
    ...s.reserved,
    ...s.bids,
    ...gone,
  ];
  const counts = new Map<number, number>();
  for (const c of all) if (c !== null) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const id of CARD_IDS) {
    if (counts.get(id) !== 1)
      throw new Error(`card ${id} is in ${counts.get(id) ?? 0} places (phase ${s.phase})`);
  }
  for (const cellar of s.cellars) {
    const expected = s.history.length + (s.phase === 'place' && !s.solo ? 1 : 0);
    if (s.phase !== 'take' && s.phase !== 'place' && cellar.length !== s.history.length)
      throw new Error('cellar size');
    if (cellar.length > 8 || cellar.length > expected) throw new Error('cellar too full');
  }
}

function candidates(s: WineCellarState, _seat: Seat, rng: Rng): WineCellarMove[] {
  const card = rng.pick(CARD_IDS);
  return [
    { type: 'bid', card },
    { type: 'bid', card, token: true },
    { type: 'take', prize: rng.int(2) as 0 | 1, end: 'top' },
    { type: 'place', end: 'bottom' },
    { type: 'reserve', card },
    { type: 'swap', position: rng.int(9) },
    { type: 'swap', position: null },
    { type: 'bid', card: s.hands[0]?.[0] ?? 1 },
  ];
}

function leaks(s: WineCellarState, view: unknown, seat: Seat | null): string[] {
  const v = view as { hand: number[] | null; bids: unknown[]; reserved: unknown[]; pile: unknown };
  const found: string[] = [];
  const text = JSON.stringify(view);
  if (text.includes('"rng"') || text.includes('"deck"')) found.push('generator or deal order');
  s.hands.forEach((_, owner) => {
    if (
      owner !== seat &&
      JSON.stringify(v.hand) === JSON.stringify(s.hands[owner]) &&
      s.hands[owner]!.length > 0
    ) {
      found.push(`hand of seat ${owner}`);
    }
  });
  if (s.solo && s.pile.length > 1 && JSON.stringify(v.pile).includes(JSON.stringify(s.pile))) {
    const sorted = [...s.pile].sort((a, b) => a - b);
    if (JSON.stringify(sorted) !== JSON.stringify(s.pile)) found.push('pile order');
  }
  return found;
}

describeContract<WineCellarState, WineCellarMove>(wineCellar, {
  tables: [
    { players: 2 },
    { players: 2, options: { swap: false } },
    { players: 2, options: { rules: '2021' } },
    { players: 1 },
  ],
  invariant,
  candidates,
  leaks,
  maxMoves: 40,
  runs: 60,
});
