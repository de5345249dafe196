/**
 * The local match on core's engine, in Node with bots on this thread: a person's move plays and is told, bots
 * answer, undo goes back to before the person's last move, a record loads, and a seed plays here exactly as
 * the engine plays it anywhere (the same moves as a bare `MatchEngine` with simulated time).
 */
import { thinkTask } from '@tafel/bots/worker';
import { games } from '@tafel/core';
import { type BotRunner, MatchEngine, simulatedClock } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { LocalMatch } from './local-match.js';
import type { MatchEvent } from './match.js';

const bots: BotRunner = { run: async (task) => thinkTask(task) };
const wineCellar = games['wine-cellar'];

/** Resolves once `check` holds (the engine's timers run on this thread's clock). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
}

/** A Wine Cellar duel of a person against the easy bot, bots at once. */
const duel = (seed: string) =>
  LocalMatch.create(
    {
      game: wineCellar,
      seats: [
        { kind: 'human', name: 'you' },
        { kind: 'bot', bot: 'easy' },
      ],
      bots,
      botDelay: 0,
    },
    { seed },
  );

describe('LocalMatch', () => {
  it('plays a person’s move, tells it with the state it was played on, and the bot answers', async () => {
    const match = duel('local-1');
    const events: MatchEvent<typeof wineCellar>[] = [];
    match.subscribe((e) => events.push(e));
    match.start();
    await until(() => match.version === 1);
    const move = match.legal(0)[0]!;
    await match.play(0, move);
    await until(() => match.legal(0).length > 0 && match.version >= 3);
    const moves = events.filter((e) => e.type === 'move');
    expect(moves.map((e) => e.type === 'move' && e.seat)).toEqual(match.record.moves.map((m) => m.seat));
    expect(match.log(0)[0]!.move).toMatchObject({ type: 'bid', hidden: true });
    expect(match.canUndo).toBe(true);
    match.stop();
  });

  it('undo goes back to before the person’s last move, and the bots play the same again', async () => {
    const match = duel('local-undo');
    match.start();
    await until(() => match.version === 1);
    await match.play(0, match.legal(0)[0]!);
    await until(() => match.legal(0).length > 0);
    const after = JSON.stringify(match.record.moves);
    await match.undo();
    expect(match.record.moves).toHaveLength(1);
    await match.play(0, JSON.parse(after)[1].move);
    await until(() => match.legal(0).length > 0);
    expect(JSON.stringify(match.record.moves)).toBe(after);
    match.stop();
  });

  it('a seed plays as the bare engine plays it (bots seeded once per match, `<seed>:bot:<seat>:<bot>`)', async () => {
    const seats = [
      { kind: 'bot', bot: 'easy' },
      { kind: 'bot', bot: 'normal' },
    ] as const;
    const match = LocalMatch.create({ game: wineCellar, seats, bots, botDelay: 0 }, { seed: 'same' });
    match.start();
    await until(() => match.outcome !== null);
    const clock = simulatedClock();
    const engine = MatchEngine.create({ game: wineCellar, seats, bots, clock }, { seed: 'same' });
    engine.start();
    for (let i = 0; i < 10_000 && engine.outcome === null; i++) {
      await engine.idle();
      if (!clock.advance()) await new Promise((r) => setTimeout(r, 0));
    }
    expect(match.record).toEqual(engine.record);
    match.stop();
  });

  it('loads a record and continues from its last move', async () => {
    const seats = [
      { kind: 'human', name: 'you' },
      { kind: 'bot', bot: 'easy' },
    ] as const;
    const first = LocalMatch.create({ game: wineCellar, seats, bots, botDelay: 0 }, { seed: 'load' });
    first.start();
    await until(() => first.version === 1);
    await first.play(0, first.legal(0)[0]!);
    await until(() => first.legal(0).length > 0);
    first.stop();
    const loaded = LocalMatch.fromRecord({ game: wineCellar, seats, bots, botDelay: 0 }, first.record);
    expect(loaded.record).toEqual(first.record);
    expect(loaded.view(0)).toEqual(first.view(0));
    expect(loaded.log(1).map((l) => l.seat)).toEqual(first.record.moves.map((m) => m.seat));
  });
});

describe('LocalMatch: the speed chosen at the table', () => {
  it('reads the bots’ delay at each move (`delayNow`), not once when the match is made', async () => {
    let delay = 60_000;
    const match = LocalMatch.create(
      {
        game: wineCellar,
        seats: [
          { kind: 'human', name: 'you' },
          { kind: 'bot', bot: 'easy' },
        ],
        bots,
        botDelay: 60_000,
        delayNow: () => delay,
      },
      { seed: 'local-speed' },
    );
    // The person chose "instant" after the match was made: the bot's sealed bid comes at once, not in a minute.
    delay = 0;
    match.start();
    await until(() => match.record.moves.some((m) => m.seat === 1));
    match.stop();
  });
});
