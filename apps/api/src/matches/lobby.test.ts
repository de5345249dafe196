/**
 * The lobby's line of a table (docs/api.md: a stacked deck is never listed; no token or code reaches anyone):
 * the game, its options without a deck, its seats as everyone sees them, the open seats.
 */
import { describe, expect, it } from 'vitest';
import type { StoredMatch, TableEntry } from '../store/index.js';
import { listing } from './lobby.js';

describe("the lobby's line of a table", () => {
  const row: TableEntry = {
    id: 't1',
    game: 'wiezen',
    name: 'Friday',
    options: { deck: [3, 1, 2], rounds: 4 },
    seats: [
      { kind: 'human', hash: 'secret', rejoin: 'code', name: 'Anna', person: 'p-anna' },
      { kind: 'open', reserved: 'kept', person: 'p-ben' },
      { kind: 'open' },
      { kind: 'bot', level: 'easy' },
    ],
    created: 42,
  } as TableEntry;

  it('shows no deck, token, code or person, and counts the open seats', () => {
    const line = listing(row);
    expect(line).toEqual({
      id: 't1',
      game: 'wiezen',
      name: 'Friday',
      options: { rounds: 4 },
      seats: [
        { kind: 'human', name: 'Anna' },
        { kind: 'open', reserved: true },
        { kind: 'open' },
        { kind: 'bot', level: 'easy' },
      ],
      open: 2,
      created: 42,
    });
    expect(JSON.stringify(line)).not.toMatch(/secret|code|kept|p-anna|p-ben/);
  });

  it('reads a stored match as the store’s row', () => {
    const stored = {
      id: 't1',
      header: { game: 'wiezen', options: row.options },
      seats: row.seats,
      created: 42,
      table: { name: 'Friday' },
    } as unknown as StoredMatch;
    expect(listing(stored)).toEqual(listing(row));
  });
});
