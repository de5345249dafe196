/**
 * A new table's settings, as docs/api.md says: the grace by default 90 s in turn-based games and 20 s in real-time
 * ones (`null`: never), seconds in the request and ms kept; no turn clock by default; hints by default with one
 * person only (open seats count as people); a private table by default; spectators do not chat by default.
 */
import type { TableRequest } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import type { SeatEntry } from '../store/index.js';
import { tableSettings } from './create.js';

const person: SeatEntry = { kind: 'human', hash: 'h' };
const open: SeatEntry = { kind: 'open' };
const bot: SeatEntry = { kind: 'bot', level: 'normal' };
const request = (extra: Partial<TableRequest> = {}): TableRequest => ({
  game: 'wiezen',
  seats: [],
  ...extra,
});

describe("a new table's settings", () => {
  it('give a person 90 s of grace in a turn-based game, 20 s in real time, or what the host chose', () => {
    expect(tableSettings(request(), false, [person, bot], undefined).grace).toBe(90_000);
    expect(tableSettings(request(), true, [person, bot], undefined).grace).toBe(20_000);
    expect(tableSettings(request({ grace: 30 }), true, [person, bot], undefined).grace).toBe(30_000);
    expect(tableSettings(request({ grace: null }), false, [person, bot], undefined).grace).toBeNull();
  });

  it('have no turn clock unless asked for, in ms', () => {
    expect(tableSettings(request(), false, [person], undefined).turn).toBeNull();
    expect(tableSettings(request({ turn: 30 }), false, [person], undefined).turn).toBe(30_000);
  });

  it('allow hints with one person only (open seats count as people), unless the host says', () => {
    expect(tableSettings(request(), false, [person, bot, bot], undefined).hints).toBe(true);
    expect(tableSettings(request(), false, [person, open, bot], undefined).hints).toBe(false);
    expect(tableSettings(request({ hints: true }), false, [person, open], undefined).hints).toBe(true);
  });

  it('are private with the invite, the bots of the default level, no spectator chat, by default', () => {
    expect(tableSettings(request(), false, [person, open], 'inv')).toEqual({
      visibility: 'private',
      level: 'normal',
      grace: 90_000,
      turn: null,
      invite: 'inv',
      hints: false,
      spectatorChat: false,
    });
  });
});
