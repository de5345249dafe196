import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors/index.js';
import { type WiezenState, wiezen } from '../wiezen/index.js';
import { type WineCellarState, wineCellar } from '../wine-cellar/index.js';
import { applyMove, type Match, playMatch, replay, startMatch } from './index.js';

describe('applyMove', () => {
  it('parses, plays and appends: the record replays to the match state', () => {
    let match: Match<WineCellarState> = startMatch(wineCellar, {
      seed: 'apply',
      seats: [{ name: 'Ann' }, { bot: 'heuristic' }],
    });
    for (let n = 0; wineCellar.active(match.state).length > 0; n++) {
      const seat = wineCellar.active(match.state)[0]!;
      const move =
        wineCellar.legalMoves(match.state, seat)[n % 3] ?? wineCellar.legalMoves(match.state, seat)[0];
      // What arrives over HTTP: JSON text, parsed.
      const json: unknown = JSON.parse(JSON.stringify(move));
      const before = match;
      match = applyMove(wineCellar, match, seat, json);
      expect(before.record.moves).toHaveLength(match.record.moves.length - 1);
      expect(match.record.moves.at(-1)).toEqual({ seat, move });
    }
    expect(wineCellar.outcome(match.state)).not.toBeNull();
    expect(replay(wineCellar, match.record)).toEqual(match.state);
  });

  it('a refused move throws its RuleError and changes neither the match nor its record', () => {
    const match = startMatch<WiezenState>(wiezen, { seed: 'refuse', seats: [{}, {}, {}, {}] });
    const snapshot = JSON.stringify(match);
    const seat = wiezen.active(match.state)[0]!;
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof RuleError ? e.code : 'other';
      }
      return 'accepted';
    };
    expect(refused(() => applyMove(wiezen, match, seat, { type: 'fold' }))).toBe('invalid-move');
    expect(refused(() => applyMove(wiezen, match, (seat + 1) % 4, { type: 'pass' }))).toBe('not-your-turn');
    expect(refused(() => playMatch(wiezen, match, seat, { type: 'play', card: 3 }))).not.toBe('accepted');
    expect(JSON.stringify(match)).toBe(snapshot);
  });
});
