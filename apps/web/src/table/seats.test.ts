import { describe, expect, it } from 'vitest';
import { parseSeats, peopleSeats, SeatsError } from './seats.js';

describe('the seats attribute', () => {
  it('reads people, hot seats and bots by level or name', () => {
    expect(parseSeats('you, bot:strong', { min: 1, max: 2 })).toEqual([
      { kind: 'you' },
      { kind: 'bot', bot: 'strong' },
    ]);
    expect(parseSeats('hotseat,bot,you', { min: 3, max: 5 })).toEqual([
      { kind: 'hotseat' },
      { kind: 'bot', bot: 'normal' },
      { kind: 'you' },
    ]);
    expect(peopleSeats(parseSeats('bot,you,hotseat', { min: 3, max: 3 }))).toEqual([1, 2]);
  });

  it('refuses a wrong count, an unknown entry and two people called you', () => {
    expect(() => parseSeats('you', { min: 2, max: 2 })).toThrow(/takes 2 seats, not 1/);
    expect(() => parseSeats('you,robot', { min: 2, max: 2 })).toThrow(/"robot" is not/);
    expect(() => parseSeats('you,you', { min: 2, max: 2 })).toThrow(SeatsError);
  });
});
