import { describe, expect, it } from 'vitest';
import { parseSeats, SeatsError } from './seats.js';

describe('the seats attribute', () => {
  it('reads people, hot seats and bots by level or name, in core’s vocabulary of seats', () => {
    expect(parseSeats('you, bot:strong', { min: 1, max: 2 })).toEqual([
      { kind: 'human', name: 'you' },
      { kind: 'bot', bot: 'strong' },
    ]);
    expect(parseSeats('hotseat,bot,you', { min: 3, max: 5 })).toEqual([
      { kind: 'human', name: 'hotseat' },
      { kind: 'bot', bot: 'normal' },
      { kind: 'human', name: 'you' },
    ]);
  });

  it('refuses a wrong count, an unknown entry and two people called you, naming the attribute and the seats there are, in the table’s language', () => {
    expect(() => parseSeats('you', { min: 2, max: 2 })).toThrow(
      'seats="you" names 1 seat, but this game takes 2: each one you, hotseat, bot or bot:easy|normal|strong, comma-separated.',
    );
    expect(() => parseSeats('you,robot', { min: 2, max: 2 })).toThrow(/"robot" is not a seat/);
    // A word that is no seat is named as such, whatever the count (not "takes 3–5 seats, not 1").
    expect(() => parseSeats('foo', { min: 3, max: 5 })).toThrow(/seats="foo": "foo" is not a seat/);
    expect(() => parseSeats('you,you', { min: 2, max: 2 })).toThrow(SeatsError);
    const nl = (attribute: string, players: { min: number; max: number }) => {
      try {
        parseSeats(attribute, players);
      } catch (e) {
        return (e as SeatsError).text('nl');
      }
      throw new Error('accepted');
    };
    expect(nl('you', { min: 2, max: 2 })).toBe(
      'seats="you" noemt 1 plaats, maar dit spel heeft er 2: elk you, hotseat, bot of bot:easy|normal|strong, gescheiden door komma’s.',
    );
    expect(nl('foo', { min: 3, max: 5 })).toBe(
      'seats="foo": "foo" is geen plaats. Elke plaats is you, hotseat, bot of bot:easy|normal|strong, gescheiden door komma’s.',
    );
  });
});
