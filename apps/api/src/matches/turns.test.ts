import { makeBot } from '@tafel/bots';
import type { GameId } from '@tafel/core';
import { type SimulatedClock, simulatedClock } from '@tafel/core/match';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBots } from '../bots/inline.js';
import { ApiError } from '../errors/index.js';
import type { MatchStore } from '../store/index.js';
import { sqliteStore } from '../store/sqlite.js';
import { HostedMatches, type MatchView, type TableRequest } from './hosted.js';
import { TurnClock } from './turns.js';

describe('the turn clock', () => {
  it('starts anew when whose turn it is changes, and for a seat that moved; a bot or a seat not to move has none', () => {
    const clock = simulatedClock();
    const due: string[] = [];
    const turns = new TurnClock(clock, (id, seat) => due.push(`${id}:${seat}@${clock.now()}`));
    turns.plan('m', 30_000, [0], [0, 1]);
    clock.setTimeout(() => turns.plan('m', 30_000, [0], [0, 1]), 10_000);
    clock.advance();
    // Whose turn it is did not change: the clock runs on.
    clock.advance();
    expect(due).toEqual(['m:0@30000']);
    // Seat 1 to move, then seat 0 again: the clock counts from the change.
    turns.plan('m', 30_000, [1], [0, 1]);
    clock.setTimeout(() => turns.plan('m', 30_000, [0], [0, 1]), 20_000);
    clock.advance();
    expect(turns.running('m', 1)).toBe(false);
    clock.advance();
    expect(due).toEqual(['m:0@30000', 'm:0@80000']);
    // The same turn, but the seat moved (and is to move again): a whole turn from its move.
    turns.plan('m', 30_000, [0], [0, 1]);
    clock.setTimeout(() => turns.plan('m', 30_000, [0], [0, 1], [0]), 5_000);
    clock.advance();
    clock.advance();
    expect(due.at(-1)).toBe('m:0@115000');
    // A bot plays seat 0: no clock; no table clock: none either.
    turns.plan('m', 30_000, [0], [1]);
    expect(clock.advance()).toBe(false);
    turns.plan('m', null, [0], [0]);
    expect(clock.advance()).toBe(false);
    turns.plan('m', 30_000, [0, 1], [0, 1]);
    turns.close();
    expect(clock.advance()).toBe(false);
  });
});

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setImmediate(r));
};

/** Runs the clock's timers one by one (bots move at once, clocks run out) until `done` or nothing is left. */
async function until(clock: SimulatedClock, done: () => Promise<boolean> | boolean): Promise<boolean> {
  for (let i = 0; i < 5_000; i++) {
    await flush();
    if (await done()) return true;
    if (!clock.advance()) {
      await flush();
      if (!clock.advance()) return done();
    }
  }
  return done();
}

/** Runs the clock to `at` (every timer before it first). */
async function runTo(clock: SimulatedClock, at: number): Promise<void> {
  let there = false;
  clock.setTimeout(() => (there = true), at - clock.now());
  await until(clock, () => there);
  await flush();
}

const checkBot = (game: GameId, level: string) => void makeBot(game, level);

describe('hosted tables with a turn clock', () => {
  const open: HostedMatches[] = [];
  afterEach(() => {
    for (const h of open.splice(0)) h.close();
  });

  function host(clock: SimulatedClock, store: MatchStore = sqliteStore(':memory:')) {
    const hosted = new HostedMatches({ store, clock, bots: inlineBots(), checkBot, onError: () => {} });
    open.push(hosted);
    return hosted;
  }

  /** Two people (seats 0 and 1) and two bots at Wiezen, without a grace: only the turn clock takes seats over. */
  const wiezen = (turn?: number | null): TableRequest => ({
    game: 'wiezen',
    seats: [{ kind: 'human', name: 'An' }, { kind: 'human', name: 'Bo' }, { kind: 'bot' }, { kind: 'bot' }],
    level: 'easy',
    grace: null,
    ...(turn !== undefined ? { turn } : {}),
  });

  /** The seat of a person to move, once the bots are done (the spectator's view: nobody arrives). */
  async function personToMove(clock: SimulatedClock, hosted: HostedMatches, id: string): Promise<number> {
    let view: MatchView | null = null;
    const found = await until(clock, async () => {
      view = await hosted.read(id);
      return view.active.some((s) => s < 2);
    });
    expect(found).toBe(true);
    return view!.active.find((s) => s < 2)!;
  }

  it('a person who does not move within the turn is played by a bot, which moves for them; they are back with a request', async () => {
    const clock = simulatedClock(1_000_000);
    const hosted = host(clock);
    const m = await hosted.create(wiezen(30), 'client');
    const tokens = m.seats.map((s) => (s.token ? `Bearer ${s.token}` : undefined));
    expect((await hosted.read(m.id)).table).toMatchObject({ turn: 30, grace: null });
    const p = await personToMove(clock, hosted, m.id);
    const since = clock.now();
    const { version } = await hosted.read(m.id);
    // Just before the turn is up, the seat is still the person's.
    await runTo(clock, since + 29_999);
    expect((await hosted.read(m.id)).seats[p]!.away).toBeUndefined();
    // At the turn's end a bot takes the seat over, every seat sees it, and the bot moves for the person.
    await until(clock, async () => (await hosted.read(m.id)).seats[p]!.away === true);
    expect(clock.now()).toBe(since + 30_000);
    const other = await hosted.read(m.id, tokens[1 - p]);
    expect(other.seats[p]).toMatchObject({ kind: 'human', away: true, level: 'easy' });
    // The person's page reading the table does not take the seat back before the bot has moved for them.
    const look = await hosted.read(m.id, tokens[p]);
    expect([look.seats[p]!.away, look.version]).toEqual([true, version]);
    await until(clock, async () => (await hosted.log(m.id, undefined, version, 'en')).moves.length > 0);
    const log = await hosted.log(m.id, undefined, version, 'en');
    expect(log.moves[0]).toMatchObject({ n: version, seat: p });
    // The person's next request gives the seat back.
    const back = await hosted.read(m.id, tokens[p]);
    expect(back.seats[p]!.away).toBeUndefined();
  });

  it('out of time, a move of the person’s own (before the bot’s) takes the seat back and counts', async () => {
    const clock = simulatedClock(1_000_000);
    const hosted = host(clock);
    const m = await hosted.create(wiezen(30), 'client');
    const tokens = m.seats.map((s) => (s.token ? `Bearer ${s.token}` : undefined));
    const p = await personToMove(clock, hosted, m.id);
    const mine = await hosted.read(m.id, tokens[p]);
    await until(clock, async () => (await hosted.read(m.id)).seats[p]!.away === true);
    const played = await hosted.move(m.id, tokens[p], mine.legal[0], mine.version);
    expect(played.seats[p]!.away).toBeUndefined();
    const log = await hosted.log(m.id, undefined, mine.version, 'en');
    expect(log.moves[0]).toMatchObject({ n: mine.version, seat: p, move: mine.legal[0] });
  });

  it('a move in time stops the clock, and the clock starts anew for whoever is to move next', async () => {
    const clock = simulatedClock(1_000_000);
    const hosted = host(clock);
    const m = await hosted.create(wiezen(30), 'client');
    const tokens = m.seats.map((s) => (s.token ? `Bearer ${s.token}` : undefined));
    const p = await personToMove(clock, hosted, m.id);
    const since = clock.now();
    await runTo(clock, since + 20_000);
    const mine = await hosted.read(m.id, tokens[p]);
    await hosted.move(m.id, tokens[p], mine.legal[0], mine.version);
    const moved = clock.now();
    // The next person to move (the bots move at once) has a whole turn from then; p's clock is gone.
    const q = await personToMove(clock, hosted, m.id);
    const turnOf = clock.now();
    expect(turnOf).toBe(moved);
    await runTo(clock, since + 30_000 + 1);
    expect((await hosted.read(m.id)).seats.map((s) => !!s.away)).toEqual([false, false, false, false]);
    await until(clock, async () => (await hosted.read(m.id)).seats[q]!.away === true);
    expect(clock.now()).toBe(turnOf + 30_000);
    expect((await hosted.read(m.id)).seats[p === q ? 1 - p : p]!.away).toBeUndefined();
  });

  it('no clock when the table has none: a person may take all the time there is', async () => {
    const clock = simulatedClock(1_000_000);
    const hosted = host(clock);
    const m = await hosted.create(wiezen(), 'client');
    expect((await hosted.read(m.id)).table.turn).toBeNull();
    const p = await personToMove(clock, hosted, m.id);
    // An hour on, the seat is still the person's.
    await runTo(clock, clock.now() + 3_600_000);
    const view = await hosted.read(m.id);
    expect(view.active).toContain(p);
    expect(view.seats[p]!.away).toBeUndefined();
    expect(
      (await hosted.create({ ...wiezen(null) }, 'client').then((t) => hosted.read(t.id))).table.turn,
    ).toBeNull();
  });

  it('the clock is planned again when the match wakes after a restart, counting from then', async () => {
    const clock = simulatedClock(1_000_000);
    const store = sqliteStore(':memory:');
    const first = host(clock, store);
    const m = await first.create(wiezen(30), 'client');
    const p = await personToMove(clock, first, m.id);
    await runTo(clock, clock.now() + 10_000);
    first.close();
    // The process stops for a while; a new one wakes every unfinished match.
    await runTo(clock, clock.now() + 60_000);
    const second = host(clock, store);
    await second.wakeAll();
    const woke = clock.now();
    await until(clock, async () => (await second.read(m.id)).seats[p]!.away === true);
    expect(clock.now()).toBe(woke + 30_000);
  });

  it('a real-time game refuses a turn clock (400), and takes none', async () => {
    const clock = simulatedClock();
    const hosted = host(clock);
    const table: TableRequest = { game: 'bunte-kuh', seats: [{ kind: 'human' }, { kind: 'bot' }], turn: 30 };
    const refused = await hosted.create(table, 'client').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'turn-clock-realtime' });
    const m = await hosted.create({ ...table, turn: null }, 'client');
    expect((await hosted.read(m.id)).table.turn).toBeNull();
  });
});
