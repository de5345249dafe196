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

  it('refuses a wrong count, an unknown entry and two people called you, in the table’s language', () => {
    expect(() => parseSeats('you', { min: 2, max: 2 })).toThrow(/takes 2 seats, not 1/);
    expect(() => parseSeats('you,robot', { min: 2, max: 2 })).toThrow(/"robot" is not/);
    expect(() => parseSeats('you,you', { min: 2, max: 2 })).toThrow(SeatsError);
    try {
      parseSeats('you', { min: 2, max: 2 });
    } catch (e) {
      expect((e as SeatsError).text('nl')).toBe('seats="you": dit spel heeft 2 plaatsen, geen 1.');
    }
  });
});
