/**
 * The public log of a hosted match, put together from the history read once and the stream's entries: an entry
 * that comes both ways counts once, what is missing is found from the version and read from the first gap, and
 * the moves new to the page are told once each, in order, never past a gap and never before the view shows them.
 */
import { describe, expect, it } from 'vitest';
import { type MoveEntry, PublicLog } from './public-log.js';

const move = (n: number, seat = n % 2): MoveEntry => ({
  n,
  seat,
  move: { type: 'play', n },
  text: `move ${n}`,
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => move(from + i));
const numbers = (entries: readonly MoveEntry[]) => entries.map((e) => e.n);

describe('the public log of a hosted match', () => {
  it('reads the history at the start, then follows the stream, without telling the history as new', () => {
    const log = new PublicLog();
    log.begin(5);
    expect(log.missing(5)).toBe(0);
    expect(log.add(range(0, 5), [{ n: 3, milestone: { kind: 'deal' }, text: 'deal 1' }])).toBe(true);
    expect(log.missing(5)).toBeNull();
    expect(numbers(log.fresh(5))).toEqual([]);
    log.add([move(5)]);
    // The move is told once the view shows it (its version is past it).
    expect(numbers(log.fresh(5))).toEqual([]);
    expect(numbers(log.fresh(6))).toEqual([5]);
    expect(numbers(log.fresh(6))).toEqual([]);
    expect(numbers(log.lines())).toEqual([0, 1, 2, 3, 4, 5]);
    expect(log.milestones()).toEqual([{ n: 3, milestone: { kind: 'deal' }, text: 'deal 1' }]);
  });

  it('keeps an entry that came both ways once: moves streamed while the history was being read', () => {
    const log = new PublicLog();
    log.begin(3);
    // The stream brings moves 3 and 4 before the read of the history (which by then reaches move 4) is in.
    log.add([move(3)]);
    log.add([move(4)]);
    expect(log.missing(5)).toBe(0);
    const stamp = log.stamp;
    expect(log.add(range(0, 5))).toBe(true);
    expect(log.stamp).not.toBe(stamp);
    expect(numbers(log.lines())).toEqual([0, 1, 2, 3, 4]);
    expect(numbers(log.fresh(5))).toEqual([3, 4]);
    // The same entries again change nothing.
    expect(log.add(range(0, 5))).toBe(false);
    expect(log.add([], [])).toBe(false);
    expect(numbers(log.lines())).toEqual([0, 1, 2, 3, 4]);
  });

  it('finds the moves a dropped stream missed from the version, and tells nothing past the gap until it is filled', () => {
    const log = new PublicLog();
    log.begin(0);
    log.add(range(0, 3));
    expect(numbers(log.fresh(3))).toEqual([0, 1, 2]);
    // The stream dropped during moves 3 and 4; after reconnecting it brings 5, then a view at version 6.
    log.add([move(5)]);
    expect(log.missing(6)).toBe(3);
    expect(numbers(log.fresh(6))).toEqual([]);
    log.add(range(3, 6));
    expect(log.missing(6)).toBeNull();
    expect(numbers(log.fresh(6))).toEqual([3, 4, 5]);
    expect(numbers(log.lines())).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a first entry keeps its words; nonsense numbers are left out', () => {
    const log = new PublicLog();
    log.add([{ ...move(0), text: 'first' }]);
    log.add([
      { ...move(0), text: 'second' },
      { ...move(1), n: -1 },
      { ...move(2), n: 1.5 },
    ]);
    expect(log.lines()).toEqual([{ ...move(0), text: 'first' }]);
  });

  it('tells nothing before the page saw the match', () => {
    const log = new PublicLog();
    log.add(range(0, 2));
    expect(log.fresh(2)).toEqual([]);
    log.begin(1);
    log.begin(0);
    expect(numbers(log.fresh(2))).toEqual([1]);
  });
});
