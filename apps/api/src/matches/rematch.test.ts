/**
 * "Play again"'s seats, as docs/api.md ("Play again") says: the same options and bots, each person's seat kept
 * for them one seat further on (so the deal or the first move goes round), refused to others until they take it.
 */
import { describe, expect, it } from 'vitest';
import type { SeatEntry } from '../store/index.js';
import { keeper, rematchSeats } from './rematch.js';

const anna: SeatEntry = {
  kind: 'human',
  hash: 'token-anna',
  rejoin: 'rejoin-anna',
  name: 'Anna',
  person: 'p-anna',
  contribution: 'c0ffee',
  away: 5,
};
const ben: SeatEntry = { kind: 'human', hash: 'token-ben' };
const bot: SeatEntry = { kind: 'bot', level: 'strong' };

describe('the seats of "play again"', () => {
  it('keeps each person’s seat for them one seat further on, the bots as they were', () => {
    expect(rematchSeats([anna, bot, ben, { kind: 'open' }])).toEqual([
      { kind: 'open' },
      { kind: 'open', reserved: 'rejoin-anna', name: 'Anna', person: 'p-anna' },
      { kind: 'bot', level: 'strong' },
      { kind: 'open', reserved: 'token-ben' },
    ]);
    // The last seat goes round to the first.
    expect(rematchSeats([bot, anna])).toEqual([
      { kind: 'open', reserved: 'rejoin-anna', name: 'Anna', person: 'p-anna' },
      bot,
    ]);
  });

  it('keeps a seat by the rejoin code (which outlives a new token), by the token without one', () => {
    expect(keeper(anna as Extract<SeatEntry, { kind: 'human' }>)).toBe('rejoin-anna');
    expect(keeper(ben as Extract<SeatEntry, { kind: 'human' }>)).toBe('token-ben');
  });

  it('carries no token, contribution or absence to the new table', () => {
    const next = rematchSeats([anna, ben]);
    for (const s of next) {
      expect(s.hash).toBeUndefined();
      expect(s).not.toHaveProperty('contribution');
      expect(s).not.toHaveProperty('away');
    }
  });
});
