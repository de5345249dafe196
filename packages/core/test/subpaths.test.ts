/**
 * Every game is its own entry point with the same names (`@tafel/core/wiezen`, `@tafel/core/das-spiel/raffzahn`,
 * …), so a page or a program takes one game without the others and finds what it needs by the same name.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../src/index.js';

const entries = {
  'wine-cellar': () => import('@tafel/core/wine-cellar'),
  wiezen: () => import('@tafel/core/wiezen'),
  weinhaendler: () => import('@tafel/core/weinhaendler'),
  abquetschen: () => import('@tafel/core/das-spiel/abquetschen'),
  'bunte-kuh': () => import('@tafel/core/das-spiel/bunte-kuh'),
  'cui-bono': () => import('@tafel/core/das-spiel/cui-bono'),
  eintrichtern: () => import('@tafel/core/das-spiel/eintrichtern'),
  raffzahn: () => import('@tafel/core/das-spiel/raffzahn'),
  wuerfelmarsch: () => import('@tafel/core/das-spiel/wuerfelmarsch'),
} as const;

describe('one entry point per game, the same names in each', () => {
  for (const [id, load] of Object.entries(entries)) {
    it(`${id}: parseOptions, DEFAULT_OPTIONS, moveSchema, optionsSchema, fromView and the game itself`, async () => {
      const m = (await load()) as Record<string, unknown>;
      const game = games[id as keyof typeof games];
      expect(Object.values(m)).toContain(game);
      expect(m.DEFAULT_OPTIONS).toEqual(game.defaults);
      expect(m.parseOptions).toBe(game.parseOptions);
      expect(m.moveSchema).toBe(game.schemas.move);
      expect(m.optionsSchema).toBe(game.schemas.options);
      expect(m.fromView).toBe(game.fromView);
    });
  }

  // The games whose client-held states are checked (all nine, once every game has them).
  for (const id of ['wiezen', 'wine-cellar', 'weinhaendler'] as const) {
    it(`${id}: stateSchema, viewSchema, checkState and parseState`, async () => {
      const m = (await entries[id]()) as Record<string, unknown>;
      const game = games[id];
      expect(m.stateSchema).toBe(game.schemas.state);
      expect(m.viewSchema).toBe(game.schemas.view);
      expect(m.parseState).toBe(game.parseState);
      expect(typeof m.checkState).toBe('function');
    });
  }
});

/** The games that check a client-held state: their entry points name its parts alike. */
const checked = [
  'abquetschen',
  'bunte-kuh',
  'cui-bono',
  'eintrichtern',
  'raffzahn',
  'wuerfelmarsch',
] as const;

describe('one entry point per game: the state parts', () => {
  for (const id of checked) {
    it(`${id}: stateSchema, viewSchema, parseState and checkState`, async () => {
      const m = (await entries[id]()) as Record<string, unknown>;
      const game = games[id];
      expect(m.stateSchema).toBe(game.schemas.state);
      expect(m.viewSchema).toBe(game.schemas.view);
      expect(m.parseState).toBe(game.parseState);
      expect(typeof m.checkState).toBe('function');
    });
  }
});
