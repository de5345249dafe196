import { describe, expect, it } from 'vitest';
import type { Bot } from '../../contract/index.js';
import { Rng } from '../../random/index.js';
import { eintrichtern, eintrichternBot, eintrichternMemoryBot } from './index.js';
import type { EintrichternMove, EintrichternState } from './types.js';

function midGame(seed: string, moves: number): EintrichternState {
  let s = eintrichtern.setup({ players: 3, seed });
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++)
    s = eintrichtern.play(s, s.turn, rng.pick(eintrichtern.legalMoves(s, s.turn)));
  return s;
}

const random: Bot<EintrichternState, EintrichternMove> = {
  name: 'random',
  choose: ({ legal, rng }) => rng.pick(legal),
};

function share(
  bot: Bot<EintrichternState, EintrichternMove>,
  other: Bot<EintrichternState, EintrichternMove>,
  games: number,
) {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(`vs-${g}`);
    let s = eintrichtern.setup({ players: 2, seed: `g${g}` });
    const botSeat = g % 2;
    while (s.phase !== 'over') {
      const legal = eintrichtern.legalMoves(s, s.turn);
      const b = s.turn === botSeat ? bot : other;
      s = eintrichtern.play(s, s.turn, b.choose({ game: eintrichtern, state: s, seat: s.turn, legal, rng }));
    }
    if (s.winners!.includes(botSeat)) wins += 1 / s.winners!.length;
  }
  return wins / games;
}

describe('Eintrichtern: the memory bot', () => {
  it('plays legal moves, the same for the same generator, and alike on determinized states', () => {
    for (const [seed, n] of [
      ['p', 10],
      ['q', 30],
      ['r', 61],
    ] as const) {
      const s = midGame(seed, n);
      if (s.phase === 'over') continue;
      const legal = eintrichtern.legalMoves(s, s.turn);
      for (const bot of [eintrichternMemoryBot, eintrichternBot({ memory: 4 })]) {
        const choose = (state: EintrichternState) =>
          bot.choose({ game: eintrichtern, state, seat: s.turn, legal, rng: Rng.fromSeed('bot') });
        const move = choose(s);
        expect(legal).toContainEqual(move);
        expect(choose(s)).toEqual(move);
        expect(choose(eintrichtern.determinize!(s, s.turn, Rng.fromSeed('other')))).toEqual(move);
      }
    }
  });

  it('lifts a remembered funnel of the total, and takes over a total it remembers', () => {
    let s = midGame('remember', 25);
    const a = s.announcements.find((x) => !x.kept && s.covered[x.cell - 45]);
    if (!a) throw new Error('no failed announcement: choose another seed');
    s = { ...s, phase: 'lift', failed: null, total: a.sum };
    const move = eintrichternMemoryBot.choose({
      game: eintrichtern,
      state: s,
      seat: s.turn,
      legal: eintrichtern.legalMoves(s, s.turn),
      rng: Rng.fromSeed('x'),
    });
    expect(move).toEqual({
      type: 'lift',
      cell: s.announcements
        .filter((x) => x.sum === a.sum && s.covered[x.cell - 45])
        .map((x) => x.cell)
        .sort((p, q) => p - q)[0],
    });
    const choose = { ...s, phase: 'choose' as const, total: null, failed: a.sum };
    expect(
      eintrichternMemoryBot.choose({
        game: eintrichtern,
        state: choose,
        seat: s.turn,
        legal: eintrichtern.legalMoves(choose, s.turn),
        rng: Rng.fromSeed('x'),
      }),
    ).toEqual({ type: 'take-over' });
  });

  it('beats random play, and perfect memory beats a memory of 3 (two players, fixed seeds)', () => {
    expect(share(eintrichternMemoryBot, random, 30)).toBeGreaterThan(0.7);
    expect(share(eintrichternMemoryBot, eintrichternBot({ memory: 3 }), 30)).toBeGreaterThan(0.5);
  }, 30_000);
});
