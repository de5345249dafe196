/**
 * The match engine with the ports every front end gives it: people moving through `play`, bots through a runner,
 * time from a simulated clock. What a table, a hosted match and a tournament rely on: moves checked and refused
 * without a change, the version guard, bots that move by themselves and never over a person's move, real time in
 * arrival order, undo, a seat changing hands, and a failing bot that does not stall the match.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../contract/index.js';
import { RuleError } from '../errors/index.js';
import { games } from '../registry/index.js';
import { simulatedClock } from './clock.js';
import { type EngineOptions, MatchEngine } from './engine.js';
import type { BotRunner, BotTask } from './ports.js';
import type { SeatSpec } from './seats.js';
import { inlineRunner } from './think.js';

const wineCellar = games['wine-cellar'];
const bunteKuh = games['bunte-kuh'];

/** A bot that plays the first legal move; a racer that claims the first legal move after `ms`. */
const first: Bot = { name: 'first', choose: ({ legal }) => legal[0] };
const racer = (ms: number): Bot => ({
  name: `racer-${ms}`,
  choose: ({ legal }) => legal[0],
  react: ({ legal }) => ({ move: legal[0] ?? null, ms }),
});

function engineOf(
  game: EngineOptions['game'],
  seats: SeatSpec[],
  bots: BotRunner,
  extra: Partial<EngineOptions> = {},
) {
  const clock = simulatedClock();
  const changes: number[] = [];
  const engine = MatchEngine.create(
    {
      game,
      seats,
      bots,
      clock,
      onChange: ({ snapshot }) => changes.push(snapshot.record.moves.length),
      ...extra,
    },
    { seed: 'engine' },
  );
  /** Lets time run until nothing more happens (or `until` holds). */
  const settle = async (until: () => boolean = () => false) => {
    for (let n = 0; n < 10_000; n++) {
      await engine.idle();
      if (until() || !clock.advance()) return;
    }
    throw new Error('did not settle');
  };
  return { engine, clock, changes, settle };
}

const firstBots = inlineRunner(
  (id) => games[id as keyof typeof games],
  () => first,
);

const refusalOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as RuleError;
  }
  throw new Error('accepted');
};

describe('the match engine', () => {
  it('a person moves by play, the bot answers by itself, each change is told once', async () => {
    const t = engineOf(wineCellar, [{ kind: 'human' }, { kind: 'bot', bot: 'first' }], firstBots);
    t.engine.start();
    await t.settle();
    // Both bid at once in Wine Cellar: the bot has bid, the person has not.
    expect(t.engine.version).toBe(1);
    const move = t.engine.legal(0)[0];
    await t.engine.play(0, move, 1);
    await t.settle(() => t.engine.active().includes(0) && t.engine.legal(0).length > 0);
    expect(t.changes).toEqual(Array.from({ length: t.engine.version }, (_, i) => i + 1));
    expect(t.engine.record.moves[1]).toEqual({ seat: 0, move });
  });

  it("a turn-based bot waits its delay before it thinks, after a bot's move and after a person's alike", async () => {
    const times: number[] = [];
    const seats: SeatSpec[] = [
      { kind: 'human' },
      ...[1, 2, 3].map((): SeatSpec => ({ kind: 'bot', bot: 'first' })),
    ];
    const t = engineOf(games.wiezen, seats, firstBots, {
      botDelay: 700,
      // Each bot move, at the time it was played.
      onChange: ({ move }) => void (move.seat !== 0 && times.push(t.clock.now())),
    });
    t.engine.start();
    const personToMove = () => t.engine.active().includes(0);
    await t.settle(personToMove);
    expect(times.length).toBeGreaterThan(0);
    expect(times[0]).toBe(700);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(700);
    const personMoved = t.clock.now();
    const before = times.length;
    await t.engine.play(0, t.engine.legal(0)[0]);
    await t.settle(() => times.length > before);
    expect(times[before]! - personMoved).toBe(700);
    t.engine.stop();
  });

  it('refuses a stale version, a move for a bot seat and an illegal move, changing nothing', async () => {
    const t = engineOf(wineCellar, [{ kind: 'human' }, { kind: 'bot', bot: 'first' }], firstBots);
    t.engine.start();
    await t.settle();
    const before = JSON.stringify(t.engine.snapshot);
    const move = t.engine.legal(0)[0];
    const stale = await refusalOf(t.engine.play(0, move, 0));
    expect([stale.code, stale.details?.version]).toEqual(['stale-version', 1]);
    expect((await refusalOf(t.engine.play(1, move))).code).toBe('not-your-seat');
    expect((await refusalOf(t.engine.play(0, { type: 'bid', card: 99 }))).code).toBe('invalid-move');
    expect(JSON.stringify(t.engine.snapshot)).toBe(before);
    expect(t.changes).toEqual([1]);
  });

  it('a change the store refuses is not made', async () => {
    const t = engineOf(wineCellar, [{ kind: 'human' }, { kind: 'human' }], firstBots, {
      commit: () => {
        throw new RuleError('stale-version', { en: 'moved on', nl: 'verder' });
      },
    });
    const before = t.engine.snapshot;
    expect((await refusalOf(t.engine.play(0, t.engine.legal(0)[0]))).code).toBe('stale-version');
    expect(t.engine.snapshot).toBe(before);
  });

  it("a bot's answer to a position that changed meanwhile is dropped, and the bot thinks again", async () => {
    const asked: BotTask[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    // The first answer is held back until the test lets it go; later ones come at once.
    const slow: BotRunner = {
      async run(task) {
        asked.push(task);
        if (asked.length === 1) await held;
        return firstBots.run(task);
      },
    };
    const t = engineOf(wineCellar, [{ kind: 'human' }, { kind: 'bot', bot: 'first' }], slow);
    t.engine.start();
    t.clock.advance();
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toHaveLength(1);
    // While the bot thinks, the person bids: the bot's answer was thought on the position before.
    await t.engine.play(0, t.engine.legal(0)[0]);
    release();
    await t.settle(() => t.engine.version >= 2);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.state).not.toBe(asked[0]!.state);
    expect(t.engine.record.moves.map((m) => m.seat)).toEqual([0, 1]);
  });

  it('a bot runner that fails does not stall the match: the seat plays a random legal move, the error is told', async () => {
    const errors: unknown[] = [];
    const failing: BotRunner = {
      run: () => Promise.reject(new Error('thread stopped')),
    };
    const t = engineOf(
      wineCellar,
      [
        { kind: 'bot', bot: 'x' },
        { kind: 'bot', bot: 'y' },
      ],
      failing,
      {
        onError: (e) => errors.push(e),
      },
    );
    t.engine.start();
    await t.settle(() => t.engine.outcome !== null);
    expect(t.engine.outcome).not.toBeNull();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('real time: the earliest arrival plays; a person who is quicker arrives first', async () => {
    const runner = inlineRunner(
      (id) => games[id as keyof typeof games],
      () => racer(900),
    );
    const t = engineOf(bunteKuh, [{ kind: 'human' }, { kind: 'bot', bot: 'racer' }], runner);
    t.engine.start();
    await t.engine.idle();
    // The bot set out at 0 and arrives at 900 ms; the person calls at once.
    const call = t.engine.legal(0)[0];
    await t.engine.play(0, call);
    expect(t.engine.record.moves.map((m) => m.seat)).toEqual([0]);
    // Left alone, the bot arrives 900 ms after it set out again.
    const from = t.clock.now();
    await t.settle(() => t.engine.version > 1);
    expect(t.engine.record.moves[1]?.seat).toBe(1);
    expect(t.clock.now() - from).toBe(900);
  });

  it('a pause after a move: turn-based bots wait for it, as long as it asks', async () => {
    const at: number[] = [];
    const t = engineOf(
      wineCellar,
      [
        { kind: 'bot', bot: 'a' },
        { kind: 'bot', bot: 'b' },
      ],
      firstBots,
      { pause: () => 1000, onChange: () => at.push(t.clock.now()) },
    );
    t.engine.start();
    await t.settle(() => t.engine.version >= 4);
    expect(at.slice(0, 4)).toEqual([0, 1000, 2000, 3000]);
  });

  it('real time: after a pause the race goes on where it stood; a reaction counts from its end', async () => {
    const runner = inlineRunner(
      (id) => games[id as keyof typeof games],
      () => racer(900),
    );
    // A pause of 2 s after every call (each ends a round: the next roll comes with it).
    const pause = (before: unknown, after: unknown) =>
      (before as { round: number }).round !== (after as { round: number }).round ? 2000 : 0;
    const t = engineOf(bunteKuh, [{ kind: 'human' }, { kind: 'bot', bot: 'racer' }], runner, { pause });
    t.engine.start();
    await t.engine.idle();
    await t.engine.play(0, t.engine.legal(0)[0]);
    const from = t.clock.now();
    expect(t.engine.resumesAt).toBe(from + 2000);
    await t.settle(() => t.engine.version > 1);
    expect(t.engine.record.moves[1]?.seat).toBe(1);
    expect(t.clock.now() - from).toBe(2900);
  });

  it('hold: no bot moves until release, and the time held does not count in the race', async () => {
    const runner = inlineRunner(
      (id) => games[id as keyof typeof games],
      () => racer(900),
    );
    const t = engineOf(bunteKuh, [{ kind: 'human' }, { kind: 'bot', bot: 'racer' }], runner);
    t.engine.start();
    // The bot sets out at 0 (it would arrive at 900); the table is held for 5 s meanwhile.
    t.clock.advance();
    await t.engine.idle();
    t.engine.hold();
    expect(t.engine.held).toBe(true);
    t.clock.setTimeout(() => {}, 5000);
    await t.settle();
    expect([t.clock.now(), t.engine.version]).toEqual([5000, 0]);
    t.engine.release();
    await t.settle(() => t.engine.version > 0);
    expect([t.clock.now(), t.engine.record.moves[0]?.seat]).toEqual([5900, 1]);
  });

  it('a seat changing hands: an open seat taken by a bot plays from then on', async () => {
    const t = engineOf(wineCellar, [{ kind: 'human' }, { kind: 'open' }], firstBots);
    t.engine.start();
    await t.settle();
    expect(t.engine.version).toBe(0);
    await t.engine.seat(1, { kind: 'bot', bot: 'first' });
    await t.settle();
    expect(t.engine.version).toBe(1);
    expect(t.engine.record.moves[0]?.seat).toBe(1);
  });

  it('stop leaves no timer and no move after it', async () => {
    const t = engineOf(
      wineCellar,
      [
        { kind: 'bot', bot: 'a' },
        { kind: 'bot', bot: 'b' },
      ],
      firstBots,
    );
    t.engine.start();
    t.engine.stop();
    await t.settle();
    expect(t.engine.version).toBe(0);
    expect(t.clock.advance()).toBe(false);
  });
});
