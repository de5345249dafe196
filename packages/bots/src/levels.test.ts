import { type AnyGame, type GameId, games, Rng, RuleError } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { botsFor, hint, LEVELS, makeBot } from './index.js';

/** Small search budgets: these tests check legality and fairness, not strength. */
const settings = { iterations: 12 };

/** Positions of seeded random playouts (every `step`-th), each with its mover, at `players` seats. */
function positions(gameId: GameId, players: number, count: number): Array<{ state: unknown; seat: number }> {
  const game: AnyGame = games[gameId];
  const rng = Rng.fromSeed(`levels-${gameId}-${players}`);
  const found: Array<{ state: unknown; seat: number }> = [];
  for (let g = 0; found.length < count; g++) {
    let state = game.setup({ players, seed: `levels-${g}` });
    // Any active seat moves (in a race the first one alone may wait forever); a long game is left for the next.
    for (let i = 0; found.length < count && i < 2000 && game.outcome(state) === null; i++) {
      const seat = rng.pick(game.active(state));
      const legal = game.legalMoves(state, seat);
      if (legal.length > 1 && rng.int(6) === 0) found.push({ state, seat });
      state = game.play(state, seat, rng.pick(legal));
    }
  }
  return found;
}

/** Every table to test: each game at its fewest players, Wine Cellar also solo. */
const tables: Array<[GameId, number]> = [
  ...(Object.keys(games) as GameId[]).map((id): [GameId, number] => [id, Math.max(2, games[id].players.min)]),
  ['wine-cellar', 1],
];

describe.each(tables)('%s at %i seats: every level', (gameId, players) => {
  const game: AnyGame = games[gameId];
  const sample = positions(gameId, players, 6);

  it.each(LEVELS)(
    '%s plays a legal move, the same for the same generator, alike on states it cannot tell apart',
    (level) => {
      const bot = makeBot(gameId, level, settings);
      for (const { state, seat } of sample) {
        const legal = game.legalMoves(state, seat);
        const move = bot.choose({ game, state, seat, legal, rng: Rng.fromSeed('m') });
        expect(legal).toContainEqual(move);
        expect(bot.choose({ game, state, seat, legal, rng: Rng.fromSeed('m') })).toEqual(move);
        // Another state with the same view for this seat (the hidden part drawn afresh): the same move.
        const other = game.fromView(game.view(state, seat), Rng.fromSeed('other'));
        expect(game.view(other, seat)).toEqual(game.view(state, seat));
        expect(bot.choose({ game, state: other, seat, legal, rng: Rng.fromSeed('m') })).toEqual(move);
        if (bot.react) {
          const reacted = bot.react({ game, state, seat, legal, rng: Rng.fromSeed('r') });
          expect(bot.react({ game, state: other, seat, legal, rng: Rng.fromSeed('r') })).toEqual(reacted);
          // A reaction may be a wrong call (Bunte Kuh's `easy` miscalls now and then): not among the legal
          // moves, which list the right calls, but a move the rules take and penalise.
          if (reacted.move !== null) expect(() => game.play(state, seat, reacted.move)).not.toThrow();
        }
      }
    },
  );
});

describe('the registry', () => {
  it('lists the three levels first for every game, then the named bots', () => {
    for (const id of Object.keys(games) as GameId[]) {
      const bots = botsFor(id);
      expect(bots.slice(0, 3)).toEqual(
        LEVELS.map((level) => expect.objectContaining({ name: level, level })),
      );
      expect(bots.slice(3).every((b) => b.level === undefined && b.description.length > 0)).toBe(true);
      expect(bots.map((b) => b.name)).toContain('heuristic');
    }
  });

  it('refuses an unknown bot with a RuleError naming the known ones, in English and Dutch', () => {
    let error: unknown;
    try {
      makeBot('wiezen', 'grandmaster');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    const rule = error as RuleError;
    expect(rule.code).toBe('unknown-bot');
    expect(rule.text('en')).toContain('easy, normal, strong, random, heuristic, ismcts');
    expect(rule.text('nl')).toContain('Er is geen bot "grandmaster" voor wiezen');
  });

  it('refuses an unknown game and a budget that is not a positive number', () => {
    expect(() => makeBot('chess' as GameId, 'easy')).toThrow(
      expect.objectContaining({ code: 'unknown-game' }),
    );
    expect(() => makeBot('wiezen', 'strong', { iterations: 0 })).toThrow(
      expect.objectContaining({ code: 'invalid-bot-settings' }),
    );
  });

  it('keeps the named bots as they were: the ismcts bot is the strong level at the same budget', () => {
    const { state, seat } = positions('wiezen', 4, 1)[0]!;
    const legal = games.wiezen.legalMoves(state as never, seat);
    const input = { game: games.wiezen as AnyGame, state, seat, legal };
    const strong = makeBot('wiezen', 'strong', settings).choose({ ...input, rng: Rng.fromSeed('s') });
    expect(makeBot('wiezen', 'ismcts', settings).choose({ ...input, rng: Rng.fromSeed('s') })).toEqual(
      strong,
    );
  });
});

describe('hint', () => {
  it("gives the strong bot's move for the seat, the same for the same seed and view", () => {
    for (const [gameId, players] of [
      ['wiezen', 4],
      ['weinhaendler', 3],
      ['wine-cellar', 1],
    ] as const) {
      const game: AnyGame = games[gameId];
      for (const { state, seat } of positions(gameId, players, 2)) {
        const move = hint(gameId, state, seat, { seed: 'h', ...settings });
        expect(game.legalMoves(state, seat)).toContainEqual(move);
        const other = game.fromView(game.view(state, seat), Rng.fromSeed('o'));
        expect(hint(gameId, other, seat, { seed: 'h', ...settings })).toEqual(move);
      }
    }
  });

  it('refuses a seat that has no move', () => {
    const state = games.wiezen.setup({ players: 4, seed: 'h' });
    const idle = [0, 1, 2, 3].find((s) => !games.wiezen.active(state).includes(s))!;
    expect(() => hint('wiezen', state, idle)).toThrow(expect.objectContaining({ code: 'no-move-to-hint' }));
  });
});
