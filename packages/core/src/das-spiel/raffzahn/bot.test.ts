import { describe, expect, it } from 'vitest';
import type { Seat } from '../../contract/index.js';
import { Rng } from '../../random/index.js';
import { runRace } from '../../realtime/index.js';
import { replay } from '../../record/index.js';
import type { RaffzahnRacer } from './bot.js';
import { raffzahn, raffzahnBot, raffzahnRandom } from './index.js';
import type { RaffzahnMove, RaffzahnState } from './types.js';

/** Races `racers` (one per seat) through core's scheduler; the moves in arrival order. */
function raceOf(seed: string, racers: RaffzahnRacer[], rngSeed: string) {
  const moves: { seat: Seat; move: RaffzahnMove }[] = [];
  const rngs = racers.map((_, seat) => Rng.fromSeed(`${rngSeed}:${seat}`));
  const { state, ms } = runRace<RaffzahnState>(
    raffzahn,
    raffzahn.setup({ players: racers.length, seed }),
    racers,
    rngs,
    (seat, move, s) => {
      const next = raffzahn.play(s, seat, move as RaffzahnMove);
      moves.push({ seat, move: move as RaffzahnMove });
      return next;
    },
  );
  return { state, moves, ms };
}

/** Win share of seat 0's racer over `games` races with seats rotated. */
function share(mine: RaffzahnRacer, other: RaffzahnRacer, games: number, players = 3): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const racers = Array.from({ length: players }, (_, s) => (s === seat ? mine : other));
    const { state } = raceOf(`g${g}`, racers, `race-${g}`);
    if (state.winners!.includes(seat)) wins += 1 / state.winners!.length;
  }
  return wins / games;
}

describe('Raffzahn: racers', () => {
  it('claims legal moves, alike for the same generator and on determinized states', () => {
    const bot = raffzahnBot();
    let s = raffzahn.setup({ players: 3, seed: 'claims' });
    const rng = Rng.fromSeed('walk');
    for (let i = 0; i < 60 && s.phase !== 'over'; i++) {
      for (const seat of raffzahn.active(s)) {
        const legal = raffzahn.legalMoves(s, seat);
        const claim = bot.claim(s, seat, legal, Rng.fromSeed('c'));
        if (claim !== null) expect(legal).toContainEqual(claim);
        expect(bot.claim(s, seat, legal, Rng.fromSeed('c'))).toEqual(claim);
        expect(
          bot.claim(raffzahn.determinize!(s, seat, Rng.fromSeed('d')), seat, legal, Rng.fromSeed('c')),
        ).toEqual(claim);
        // Never late: after STOP only the roll.
        if (s.phase === 'stopped') expect(claim === null || claim.type === 'roll').toBe(true);
      }
      const seat = rng.pick(raffzahn.active(s));
      s = raffzahn.play(s, seat, rng.pick(raffzahn.legalMoves(s, seat)));
    }
  });

  it('a race is an ordinary match: its moves replay to the same end, in arrival order', () => {
    const racers = [raffzahnBot({ reactionMs: 400 }), raffzahnRandom(), raffzahnBot()];
    const { state, moves, ms } = raceOf('r', racers, 'x');
    expect(state.phase).toBe('over');
    expect(ms).toBeGreaterThan(0);
    const record = {
      game: 'raffzahn',
      options: {},
      seed: 'r',
      seats: racers.map((r) => ({ bot: r.name })),
      moves,
    };
    expect(replay(raffzahn, JSON.parse(JSON.stringify(record)))).toEqual(state);
  });

  it('the heuristic racer beats random racers; with equal skill the quicker racer wins more', () => {
    expect(share(raffzahnBot(), raffzahnRandom(), 12)).toBeGreaterThan(0.6);
    expect(share(raffzahnBot({ reactionMs: 300 }), raffzahnBot({ reactionMs: 900 }), 12)).toBeGreaterThan(
      0.6,
    );
  });
});
