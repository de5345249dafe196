/**
 * The table's sounds: none while the sound is off (the default), and a cue's notes played on Web Audio once it
 * is on — checked on a stand-in `AudioContext` that records what is made and started.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TableSound } from './sound.js';

/** What the stand-in audio context was asked for. */
const made = { contexts: 0, notes: [] as number[] };

class FakeAudio {
  currentTime = 0;
  destination = {};
  constructor() {
    made.contexts++;
  }
  createOscillator() {
    const osc = {
      type: '',
      frequency: { value: 0 },
      connect: (g: unknown) => g,
      start: () => made.notes.push(osc.frequency.value),
      stop: () => undefined,
    };
    return osc;
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, linearRampToValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (d: unknown) => d,
    };
  }
}

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
  made.contexts = 0;
  made.notes = [];
});

describe('TableSound', () => {
  it('is silent while off: no audio context is even made', () => {
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudio;
    const sound = new TableSound();
    expect(sound.on).toBe(false);
    sound.play('turn');
    sound.play('won');
    expect(made).toEqual({ contexts: 0, notes: [] });
  });

  it('once on, plays each cue’s notes (a rising chime for your turn, one low note for a trick won) on one context', () => {
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudio;
    const sound = new TableSound();
    sound.on = true;
    sound.play('turn');
    sound.play('won');
    expect(made.contexts).toBe(1);
    expect(made.notes).toEqual([660, 880, 330]);
  });

  it('without Web Audio (or with it refused) plays on silently', () => {
    const sound = new TableSound();
    sound.on = true;
    expect(() => sound.play('turn')).not.toThrow();
    (globalThis as { AudioContext?: unknown }).AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    expect(() => sound.play('won')).not.toThrow();
  });
});
