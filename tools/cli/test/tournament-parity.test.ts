/**
 * The tournaments play on the match engine, as a web table and a hosted match do, and the bot tables in the
 * README must reproduce: the same seeds give exactly the games the CLI played before the engine existed. The
 * fixtures (`fixtures/tournament-games.json`) are each game's record, hashed, with its scores and winners, as
 * the CLI's own loop played them (turns with a seeded order for simultaneous bots, the real-time race, one
 * generator per bot for the whole game); every game, turn-based and real-time, at several levels and names.
 * Bunte Kuh's and Raffzahn's entries were pinned again when their bot levels became ways of playing (every
 * level a person's reaction time, the weaker ones misjudging at documented rates): those bots play other games
 * now, by design; the engine's part (the race, the seeded order, one generator per bot) is what they still hold.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { makeBot } from '@tafel/bots';
import { type GameId, games } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { playGame } from '../src/simulate/run.js';

interface Fixture {
  game: GameId;
  bots: string[];
  seed: string;
  options?: Record<string, unknown>;
  iterations?: number;
  moves: number;
  hash: string;
  scores: number[];
  winners: number[];
}

const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/tournament-games.json', import.meta.url), 'utf8'),
) as Fixture[];

describe('tournaments on the match engine play the games the CLI played before it', () => {
  it.each(fixtures.map((f) => [`${f.game} ${f.bots.join(',')} ${f.seed}`, f] as const))(
    '%s',
    async (_, f) => {
      const bots = f.bots.map((name) =>
        makeBot(f.game, name, f.iterations ? { iterations: f.iterations } : {}),
      );
      const { record, scores, winners } = await playGame(
        games[f.game],
        bots,
        bots.map((_b, i) => i),
        f.seed,
        f.options ?? {},
      );
      expect({ moves: record.moves.length, scores, winners }).toEqual({
        moves: f.moves,
        scores: f.scores,
        winners: f.winners,
      });
      expect(createHash('sha256').update(JSON.stringify(record)).digest('hex')).toBe(f.hash);
    },
  );
});
