import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { text } from './index.js';
import { nl } from './nl.js';

describe('the text catalogues', () => {
  it('have the same keys and the same placeholders in every language', () => {
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(holes(nl[key])).toEqual(holes(en[key]));
  });

  it('fills placeholders', () => {
    expect(text('nl', 'thinking', { name: 'Bot (sterk)' })).toBe('Bot (sterk) denkt na…');
    expect(text('en', 'seatTurn', { name: 'Player 2' })).toBe('Player 2 to move');
  });
});
