/** A finger's tap magnifies small dice to a finger's width; big enough dice, or a full zoom, are left alone. */
import { describe, expect, it } from 'vitest';
import { FINGER_PX, magnifyFor } from './magnify.js';
import { MAX_SCALE, WHOLE, zoomAt, zoomBy } from './zoom.js';

describe('magnifyFor', () => {
  it('brings dice drawn 16 px wide to a finger’s width at least, centred on the tap where the edges allow', () => {
    const z = magnifyFor(WHOLE, 16, { x: 0, y: 0 })!;
    expect(16 * z.scale).toBeGreaterThanOrEqual(FINGER_PX);
    expect(z).toEqual(zoomAt(z.scale, { x: 0, y: 0 }));
  });

  it('counts from the zoom there is: dice at 30 px under a 2× zoom need 44/30 more, not 44/15', () => {
    const z = magnifyFor(zoomBy(WHOLE, 2), 30, { x: 0, y: 0 })!;
    expect(30 * (z.scale / 2)).toBeGreaterThanOrEqual(FINGER_PX);
    expect(z.scale).toBeLessThan(2 * (FINGER_PX / 15));
  });

  it('stops at the deepest zoom, and leaves a finger-wide die or a full zoom to be chosen', () => {
    expect(magnifyFor(WHOLE, 5, { x: 0, y: 0 })!.scale).toBe(MAX_SCALE);
    expect(magnifyFor(WHOLE, FINGER_PX, { x: 0, y: 0 })).toBeNull();
    expect(magnifyFor(zoomBy(WHOLE, MAX_SCALE), 20, { x: 0, y: 0 })).toBeNull();
    expect(magnifyFor(WHOLE, 0, { x: 0, y: 0 })).toBeNull();
  });
});
