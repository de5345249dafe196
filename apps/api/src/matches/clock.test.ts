/**
 * A run-out turn clock, as docs/api.md ("The turn clock") says: the seat loses that one move and is its person's
 * again, until 3 run-out turns in a row make it count as left; a move of the person's own starts the count
 * again; a read or a stream does not give the seat back before the bot has moved for it.
 */
import { describe, expect, it } from 'vitest';
import { backAfterTimeout, LateSeats } from './clock.js';
import { TURN_EXPIRIES_TO_LEAVE } from './turns.js';

describe('a run-out turn clock', () => {
  it('costs one move: the seat is its person’s again, until 3 run-out turns in a row, or the end', () => {
    expect(TURN_EXPIRIES_TO_LEAVE).toBe(3);
    expect(backAfterTimeout(1, false)).toBe(true);
    expect(backAfterTimeout(2, false)).toBe(true);
    expect(backAfterTimeout(3, false)).toBe(false);
    expect(backAfterTimeout(4, false)).toBe(false);
    // The match is over: nobody is given a seat back.
    expect(backAfterTimeout(1, true)).toBe(false);
  });

  it('counts run-out turns in a row per seat; a move of the person’s own starts the count again', () => {
    const late = new LateSeats();
    for (const n of [1, 2, 3]) {
      late.ranOut('m', 0, 10 + n);
      expect(late.moved('m', 0, false)).toBe(n);
    }
    // A bot's move for a seat that counts as left is no run-out turn, and keeps the count.
    expect(late.moved('m', 0, false)).toBeNull();
    late.ranOut('m', 0, 20);
    expect(late.moved('m', 0, false)).toBe(4);
    // The person moves: the count starts again.
    expect(late.moved('m', 0, true)).toBeNull();
    late.ranOut('m', 0, 30);
    expect(late.moved('m', 0, false)).toBe(1);
    // Each seat of each match counts its own.
    late.ranOut('m', 1, 31);
    late.ranOut('n', 0, 1);
    expect(late.moved('m', 1, false)).toBe(1);
    expect(late.moved('n', 0, false)).toBe(1);
  });

  it('a read or a stream does not give the seat back before the bot moved for it; a move of its own does', () => {
    const late = new LateSeats();
    late.ranOut('m', 0, 7);
    expect(late.waits('m', 0, 7, false)).toBe(true);
    expect(late.waits('m', 0, 7, false)).toBe(true);
    // The person's own move: the seat is theirs at once, and late no more.
    expect(late.waits('m', 0, 7, true)).toBe(false);
    expect(late.waits('m', 0, 7, false)).toBe(false);
    expect(late.moved('m', 0, false)).toBeNull();
    // Once the match moved on (the bot's move), a request gives the seat back.
    late.ranOut('m', 1, 7);
    expect(late.waits('m', 1, 8, false)).toBe(false);
    // Given back (the person is back): late no more either.
    late.ranOut('m', 2, 9);
    late.clear('m', 2);
    expect(late.waits('m', 2, 9, false)).toBe(false);
  });

  it('forgets the seats of one match only', () => {
    const late = new LateSeats();
    late.ranOut('m', 0, 1);
    late.ranOut('m1', 0, 1);
    late.forget('m');
    expect(late.waits('m', 0, 1, false)).toBe(false);
    expect(late.waits('m1', 0, 1, false)).toBe(true);
  });
});
