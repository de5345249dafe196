/**
 * The felt's pure parts: where each seat sits around the table, the final standings' places, and the settings
 * kept in the browser (speed and sound: their defaults, what is kept, what a refusing storage does).
 */
import { describe, expect, it } from 'vitest';
import { placesAround, seatPlaces } from './ring.js';
import {
  type SettingsStore,
  SOUND_KEY,
  SPEED_DELAY,
  SPEED_KEY,
  speedOf,
  storedSound,
  storedSpeed,
  storeSound,
  storeSpeed,
} from './settings.js';
import { placesOf } from './standings.js';

/** A store in memory, as `localStorage` would keep it. */
const memory = (): SettingsStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

describe('seats around the felt', () => {
  it('puts the others clockwise from the left: across, left and right, left-across-right, two across', () => {
    expect(placesAround(1)).toEqual(['top']);
    expect(placesAround(2)).toEqual(['left', 'right']);
    expect(placesAround(3)).toEqual(['left', 'top', 'right']);
    expect(placesAround(4)).toEqual(['left', 'top', 'top', 'right']);
  });

  it('keeps the seat of this screen at the bottom, the next seat in play to its left', () => {
    // Wiezen, the person in seat 2: seat 3 plays next (left), then 0 (across), then 1 (right).
    expect(seatPlaces(4, 2)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(seatPlaces(2, 0)).toEqual(['bottom', 'top']);
    expect(seatPlaces(1, 0)).toEqual(['bottom']);
  });
});

describe('the final standings', () => {
  it('orders by score, ties share a place, the game’s winners marked', () => {
    const places = placesOf({ scores: [12, -4, 12, 0], winners: [0, 2] });
    expect(places.map((p) => [p.seat, p.place, p.winner])).toEqual([
      [0, 1, true],
      [2, 1, true],
      [3, 3, false],
      [1, 4, false],
    ]);
  });

  it('marks no winner where the game has none (a solo cellar that fermented)', () => {
    expect(placesOf({ scores: [31], winners: [] })).toEqual([
      { seat: 0, place: 1, score: 31, winner: false },
    ]);
  });
});

describe('the settings kept in the browser', () => {
  it('start at normal speed and no sound', () => {
    const store = memory();
    expect(storedSpeed(store)).toBe('normal');
    expect(SPEED_DELAY[storedSpeed(store)]).toBe(600);
    expect(storedSound(store)).toBe(false);
  });

  it('keep what the person chose, and ignore a speed they cannot have chosen', () => {
    const store = memory();
    storeSpeed('fast', store);
    storeSound(true, store);
    expect(storedSpeed(store)).toBe('fast');
    expect(storedSound(store)).toBe(true);
    expect(store.map.get(SPEED_KEY)).toBe('fast');
    storeSound(false, store);
    expect(storedSound(store)).toBe(false);
    store.map.set(SPEED_KEY, 'warp');
    expect(storedSpeed(store)).toBe('normal');
  });

  it('a storage that refuses (a private window) leaves the defaults and throws nothing', () => {
    const refusing: SettingsStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeSpeed('slow', refusing)).not.toThrow();
    expect(() => storeSound(true, refusing)).not.toThrow();
    expect(storedSpeed(refusing)).toBe('normal');
    expect(storedSound(refusing)).toBe(false);
    expect(storedSound(null)).toBe(false);
    expect(SOUND_KEY).not.toBe(SPEED_KEY);
  });

  it('names a page’s own bot-delay by the fastest speed at least as slow', () => {
    expect(speedOf(0)).toBe('instant');
    expect(speedOf(600)).toBe('normal');
    expect(speedOf(250)).toBe('fast');
    expect(speedOf(400)).toBe('normal');
    expect(speedOf(4000)).toBe('slow');
  });
});

describe('the sound cues the boards give', () => {
  it('Wiezen: the card that completes a trick knocks; the cards before it do not', async () => {
    const { wiezenBoard } = await import('../wiezen/board.js');
    const { Rng } = await import('@tafel/core');
    const game = wiezenBoard.game;
    const rng = Rng.fromSeed('felt-cue');
    let state = game.setup({ players: 4, seed: 'felt-cue', options: { deals: 1 } });
    const cues: { closed: boolean; cue: string | null }[] = [];
    for (let i = 0; i < 400 && cues.filter((c) => c.closed).length < 3; i++) {
      const seat = game.active(state)[0]!;
      const before = game.view(state, 0);
      state = game.play(state, seat, rng.pick(game.legalMoves(state, seat)));
      const after = game.view(state, 0);
      // The fourth card on the trick completes it.
      if (before.phase === 'play')
        cues.push({ closed: before.trick.cards.length === 3, cue: wiezenBoard.cue!(before, after) });
    }
    expect(cues.filter((c) => c.closed)).toHaveLength(3);
    for (const c of cues) expect(c.cue).toBe(c.closed ? 'won' : null);
    expect(cues.filter((c) => c.cue === null).length).toBeGreaterThan(6);
  });
});
