/** How long a card travels at each of the bots' speeds, and the selector of a seat's plate. */
import { describe, expect, it } from 'vitest';
import { ARRIVE_MS, seatPlate, travelMs } from './card-motion.js';
import { SPEED_DELAY } from './settings.js';

describe('travelMs', () => {
  it('the whole time at normal and slow, half at fast, none at instant', () => {
    expect(travelMs(SPEED_DELAY.slow)).toBe(ARRIVE_MS);
    expect(travelMs(SPEED_DELAY.normal)).toBe(ARRIVE_MS);
    expect(travelMs(undefined)).toBe(ARRIVE_MS);
    expect(travelMs(SPEED_DELAY.fast)).toBe(ARRIVE_MS / 2);
    expect(travelMs(450)).toBe(Math.round(ARRIVE_MS * 0.75));
    expect(travelMs(SPEED_DELAY.instant)).toBe(0);
    expect(travelMs(Number.NaN)).toBe(0);
  });
});

describe('seatPlate', () => {
  it('names a seat’s plate, or an element on it', () => {
    expect(seatPlate(2)).toBe('[part~="seat-plate"][data-seat="2"]');
    expect(seatPlate(1, '.opponent')).toBe('[part~="seat-plate"][data-seat="1"] .opponent');
  });
});
