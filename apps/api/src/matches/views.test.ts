/**
 * The seats as everyone sees them (docs/api.md, "Secrets" and "Connected, gone, back"): no token, rejoin code,
 * contribution or person's key; who is connected; a person away shown `away` with the level of the bot playing
 * for them; a seat kept for someone `reserved`. Hints by the host's choice, or with one person at tables from
 * before the choice.
 */
import { describe, expect, it } from 'vitest';
import type { StoredMatch } from '../store/index.js';
import { hintsAllowed, openSeats, seatInfo } from './views.js';

const stored = {
  id: 'm1',
  table: { level: 'strong' },
  seats: [
    {
      kind: 'human',
      hash: 'token-hash',
      rejoin: 'rejoin-hash',
      name: 'Anna',
      person: 'p1',
      contribution: 'c0ffee',
    },
    { kind: 'human', hash: 'token-hash-2', away: 5 },
    { kind: 'open', reserved: 'kept-hash', name: 'Ben' },
    { kind: 'bot', level: 'easy' },
    { kind: 'open' },
  ],
} as unknown as StoredMatch;

describe('the seats as everyone sees them', () => {
  it('tell who sits where and who is there, and no secret', () => {
    const seats = seatInfo(stored, (id, seat) => id === 'm1' && seat === 0);
    expect(seats).toEqual([
      { kind: 'human', name: 'Anna', connected: true },
      { kind: 'human', connected: false, away: true, level: 'strong' },
      { kind: 'open', reserved: true },
      { kind: 'bot', level: 'easy' },
      { kind: 'open' },
    ]);
    expect(JSON.stringify(seats)).not.toMatch(/hash|p1|c0ffee|Ben/);
    expect(openSeats(stored.seats)).toBe(2);
  });

  it('allow hints as the host chose, or with one person at a table from before the choice', () => {
    const table = (hints: boolean | undefined, kinds: ('human' | 'bot' | 'open')[]) =>
      ({
        table: hints === undefined ? {} : { hints },
        seats: kinds.map((kind) => ({ kind })),
      }) as unknown as StoredMatch;
    expect(hintsAllowed(table(undefined, ['human', 'bot']))).toBe(true);
    expect(hintsAllowed(table(undefined, ['human', 'open']))).toBe(false);
    expect(hintsAllowed(table(false, ['human', 'bot']))).toBe(false);
    expect(hintsAllowed(table(true, ['human', 'human']))).toBe(true);
  });
});
