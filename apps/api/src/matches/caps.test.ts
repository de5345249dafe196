/**
 * A table every person left plays itself as an all-bot match does, and waits (`paused`) when its creator was at
 * the cap on all-bot matches as the last person left (docs/api.md, the caps); someone back attends it again.
 */
import { describe, expect, it } from 'vitest';
import type { SeatEntry } from '../store/index.js';
import { nobodyThere, unattendedNow } from './caps.js';

const here: SeatEntry = { kind: 'human', hash: 'a' };
const gone: SeatEntry = { kind: 'human', hash: 'b', away: 1 };
const bot: SeatEntry = { kind: 'bot', level: 'normal' };

describe('a table nobody attends', () => {
  it('is one where every person (one at least) is away', () => {
    expect(nobodyThere([gone, bot, gone])).toBe(true);
    expect(nobodyThere([gone, here, bot])).toBe(false);
    // An all-bot match has nobody to leave it.
    expect(nobodyThere([bot, bot])).toBe(false);
  });

  it('plays on, or waits past the cap as the last person leaves; someone back attends it', () => {
    expect(unattendedNow('no', true, false)).toBe('playing');
    expect(unattendedNow('no', true, true)).toBe('paused');
    // It keeps what it became when the last person left.
    expect(unattendedNow('paused', true, false)).toBe('paused');
    expect(unattendedNow('playing', true, true)).toBe('playing');
    expect(unattendedNow('paused', false, true)).toBe('no');
    expect(unattendedNow('playing', false, false)).toBe('no');
    expect(unattendedNow('no', false, true)).toBe('no');
  });
});
