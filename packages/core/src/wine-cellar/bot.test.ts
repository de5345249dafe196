import { describe, expect, it } from 'vitest';
import { Rng } from '../random/index.js';
import { wineCellar, wineCellarBot } from './index.js';
import { soloBot, soloExpectation } from './solo.js';
import type { WineCellarMove, WineCellarState } from './types.js';

type Chooser = (state: WineCellarState, seat: number, legal: WineCellarMove[], rng: Rng) => WineCellarMove;
const random: Chooser = (_s, _seat, legal, rng) => rng.pick(legal);
const heuristic: Chooser = (state, seat, legal, rng) =>
  wineCellarBot.choose({ game: wineCellar, state, seat, legal, rng });

function playTwo(seed: string, a: Chooser, b: Chooser): number[] {
  const rng = Rng.fromSeed(seed);
  let s = wineCellar.setup({ players: 2, seed });
  for (let seats = wineCellar.active(s); seats.length > 0; seats = wineCellar.active(s)) {
    const seat = seats[0]!;
    const legal = wineCellar.legalMoves(s, seat);
    const move = (seat === 0 ? a : b)(s, seat, legal, rng);
    expect(legal).toContainEqual(move);
    s = wineCellar.play(s, seat, move);
  }
  return wineCellar.outcome(s)!.scores;
}

function playSolo(seed: string, choose: Chooser): number {
  const rng = Rng.fromSeed(seed);
  let s = wineCellar.setup({ players: 1, seed });
  while (s.phase !== 'over') s = wineCellar.play(s, 0, choose(s, 0, wineCellar.legalMoves(s, 0), rng));
  return wineCellar.outcome(s)!.scores[0]!;
}

describe('heuristic bot', () => {
  it('beats random play clearly, from both seats', () => {
    let margin = 0;
    let wins = 0;
    for (let g = 0; g < 100; g++) {
      const [a, b] =
        g % 2 === 0 ? playTwo(`h${g}`, heuristic, random) : playTwo(`h${g}`, random, heuristic).reverse();
      margin += a! - b!;
      if (a! > b!) wins++;
    }
    expect(wins).toBeGreaterThan(80);
    expect(margin / 100).toBeGreaterThan(10);
  });

  it('puts aside, as the 2021 last card, the card whose 2021 end bonus scores most', () => {
    // Seat 0 has 9 (sparkling, France) and 17 (sparkling, France) in its cellar after two tricks.
    // Card 15: the newer bonus gives +4 per sparkling = 8, its 2021 one (bottle 11, Spain) 0.
    // Card 4: the newer bonus gives +3 per French wine = 6, its 2021 one (bottle 9, France) 6 + 2 × 3 = 12.
    let s = wineCellar.setup({
      players: 2,
      seed: 'r',
      options: { rules: '2021', deck: [9, 1, 17, 2, 4, 3, 15, 5, 6, 7, 8, 10, 11, 12, 13, 14, 16, 18] },
    });
    s = {
      ...s,
      phase: 'reserve',
      trick: 3,
      hands: [
        [4, 6, 8, 11, 15, 16],
        [1, 2, 3, 5, 7, 10],
      ],
      cellars: [
        [9, 17],
        [12, 13],
      ],
      prizes: [14, 18],
    };
    const reserve = (state: WineCellarState) =>
      heuristic(state, 0, wineCellar.legalMoves(state, 0), Rng.fromSeed('x'));
    expect(reserve(s)).toEqual({ type: 'reserve', card: 4 });
  });

  it('chooses alike on states that look the same to it: it does not peek', () => {
    const rng = Rng.fromSeed('peek');
    for (let g = 0; g < 30; g++) {
      let s = wineCellar.setup({ players: 2, seed: `p${g}` });
      for (let step = 0; step < 2 * (g % 12); step++) {
        const seat = wineCellar.active(s)[0];
        if (seat === undefined) break;
        s = wineCellar.play(s, seat, rng.pick(wineCellar.legalMoves(s, seat)));
      }
      for (const seat of wineCellar.active(s)) {
        const other = wineCellar.determinize(s, seat, rng);
        const legal = wineCellar.legalMoves(s, seat);
        const a = wineCellarBot.choose({
          game: wineCellar,
          state: s,
          seat,
          legal,
          rng: Rng.fromSeed('same'),
        });
        const b = wineCellarBot.choose({
          game: wineCellar,
          state: other,
          seat,
          legal,
          rng: Rng.fromSeed('same'),
        });
        expect(b).toEqual(a);
      }
    }
  });
});

/** Expectimax over the real engine: the automaton's next card is each remaining one, equally likely. */
function bruteForce(s: WineCellarState): number {
  if (s.phase === 'over') return wineCellar.outcome(s)!.scores[0]!;
  const legal = wineCellar.legalMoves(s, 0);
  if (s.phase !== 'bid') return Math.max(...legal.map((m) => bruteForce(wineCellar.play(s, 0, m))));
  return Math.max(
    ...legal.map((m) => {
      let sum = 0;
      for (const top of s.pile) {
        const ordered = { ...s, pile: [top, ...s.pile.filter((c) => c !== top)] };
        sum += bruteForce(wineCellar.play(ordered, 0, m));
      }
      return sum / s.pile.length;
    }),
  );
}

describe('solo', () => {
  it('the exact solver agrees with brute force over the rules engine from the sixth trick', () => {
    const rng = Rng.fromSeed('exact');
    for (let g = 0; g < 12; g++) {
      let s = wineCellar.setup({ players: 1, seed: `x${g}`, options: { swap: g % 3 !== 0 } });
      while (s.trick < 6 || s.phase !== 'bid')
        s = wineCellar.play(s, 0, rng.pick(wineCellar.legalMoves(s, 0)));
      expect(soloExpectation(s)).toBeCloseTo(bruteForce(s), 9);
    }
  });

  it('the solo bot scores more than the heuristic bot on the same deals', () => {
    let diff = 0;
    for (let g = 0; g < 24; g++)
      diff +=
        playSolo(`s${g}`, (s, seat, legal, rng) =>
          soloBot({ samples: 8 }).choose({ game: wineCellar, state: s, seat, legal, rng }),
        ) - playSolo(`s${g}`, heuristic);
    expect(diff / 24).toBeGreaterThan(1);
  });

  it('the heuristic bot scores far above random play in solo', () => {
    let h = 0;
    let r = 0;
    for (let g = 0; g < 60; g++) {
      h += playSolo(`r${g}`, heuristic);
      r += playSolo(`r${g}`, random);
    }
    expect(h / 60 - r / 60).toBeGreaterThan(15);
  });
});
