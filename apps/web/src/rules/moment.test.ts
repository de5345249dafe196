/**
 * `momentOf()`: the rules of the moment where the guide suggests no move — at a table whose host allows no
 * hints (a note, the rules of each kind of move the seat has now, nothing about which move), and in the
 * real-time games (the roll and the count of free dice showing it towards the seat's side, or of funnels adding
 * up to it, checked against core's own rules; STOP for the roller, the next roll, a late take after STOP).
 */
import { type AnyGame, games, playMatch, Rng, startMatch } from '@tafel/core';
import { matchingFunnels } from '@tafel/core/das-spiel/bunte-kuh';
import { faceTo, isFreeDie } from '@tafel/core/das-spiel/raffzahn';
import { describe, expect, it } from 'vitest';
import { shortRules } from './index.js';
import { momentOf } from './moment.js';

/** Positions of a seeded game played by random legal moves, each with seat 0's view and legal moves. */
function* positions(game: AnyGame, seed: string, seats: number, max: number) {
  let match = startMatch<unknown>(game, {
    seed,
    seats: Array.from({ length: seats }, (_, i) => (i === 0 ? { name: 'Ann' } : { bot: 'easy' })),
  });
  const rng = Rng.fromSeed(`${seed}:moves`);
  for (let n = 0; n < max && game.outcome(match.state) === null; n++) {
    yield { state: match.state, view: game.view(match.state, 0), legal: game.legalMoves(match.state, 0) };
    const seat = rng.pick(game.active(match.state));
    const moves = game.legalMoves(match.state, seat);
    if (moves.length === 0) break;
    match = playMatch(game, match, seat, rng.pick(moves));
  }
}

/** The example move, said as JSON (the board's words are the board's to test). */
const describeMove = (move: unknown) => JSON.stringify(move);

describe('momentOf in Raffzahn', () => {
  const game = games.raffzahn as AnyGame;
  const rules = shortRules.raffzahn;

  it('says the roll and how many free dice show it towards your side, as core counts them', () => {
    const seen = new Set<string>();
    for (const { state, view, legal } of positions(game, 'moment-r', 2, 300)) {
      const m = momentOf({
        game: 'raffzahn',
        view,
        legal,
        rules,
        lang: 'en',
        hints: true,
        describe: describeMove,
      });
      const s = state as {
        phase: string;
        roll: number;
        roller: number;
        owner: number[];
        orientation: number[];
      };
      const types = legal.map((move) => (move as { type: string }).type);
      const takes = legal.filter((move) => (move as { type: string }).type === 'take');
      expect(m.note).toBeNull();
      // The move named is the first die core lets the seat take (marked on the board); none without a take.
      expect(m.example).toEqual(s.phase === 'race' ? (takes[0] ?? null) : null);
      if (s.phase === 'race') {
        let free = 0;
        for (let c = 0; c < s.owner.length; c++)
          if (isFreeDie(s.owner, c) && faceTo(s, c, 0) === s.roll) free++;
        expect(takes.length).toBe(free);
        if (free > 1) {
          seen.add('take');
          expect(m.now).toBe(
            `The roll is ${s.roll}: ${free} free dice show ${s.roll} towards your side. Grab them before the others do, for instance: ${describeMove(takes[0])}.${s.roller === 0 ? ' You rolled, so only you may call STOP: take what you can first.' : ''}`,
          );
        } else if (free === 1) {
          seen.add('one');
          expect(m.now).toMatch(
            new RegExp(`^The roll is ${s.roll}: one free die shows ${s.roll} towards your side\\.`),
          );
        } else if (s.roller === 0) {
          seen.add('stop');
          expect(m.now).toBe(
            `The roll is ${s.roll} and no free die shows it towards your side now: as the roller, call STOP to end the round.`,
          );
        } else {
          seen.add('wait');
          expect(m.now).toMatch(
            /^The roll is \d and no free die shows it towards your side now: taking a die/,
          );
        }
      } else if (s.phase === 'stopped' && types.includes('roll')) {
        seen.add('roll');
        expect(m.now).toBe(
          'STOP was called and you roll next: roll the turquoise die to open the next round.',
        );
      } else if (s.phase === 'stopped' && takes.length > 0) {
        seen.add('late');
        expect(m.now).toMatch(/^STOP was called: a take now is late/);
      }
      // The rules of each kind of move the seat has, once each.
      const expected = [...new Set(types.map((t) => rules.en.turn[rules.moves[t]![1]]!))].map(
        (r) => `Rule: ${r}`,
      );
      expect(m.rules).toEqual(expected);
    }
    // Every moment of the race came up in this game.
    expect([...seen].sort()).toEqual(['late', 'one', 'roll', 'stop', 'take', 'wait']);
  });

  it('in Dutch; and with hints not allowed, a note and the rules, nothing that points at a die', () => {
    const race = [...positions(game, 'moment-r', 2, 300)].find(
      (p) => (p.state as { phase: string }).phase === 'race' && p.legal.length > 2,
    )!;
    const nl = momentOf({
      game: 'raffzahn',
      ...race,
      rules,
      lang: 'nl',
      hints: true,
      describe: describeMove,
    });
    expect(nl.now).toMatch(/^De worp is \d: \d+ vrije stenen tonen \d naar jouw kant\./);
    expect(nl.rules[0]).toBe(`Regel: ${rules.nl.turn[0]}`);
    const off = momentOf({
      game: 'raffzahn',
      ...race,
      rules,
      lang: 'en',
      hints: false,
      describe: describeMove,
    });
    expect(off.note).toBe(
      'The host allows no hints at this table, so no move is suggested. The rules of what you can do now:',
    );
    expect(off.now).toBeNull();
    expect(off.rules[0]).toBe(`Rule: ${rules.en.turn[0]}`);
  });
});

describe('momentOf in Bunte Kuh', () => {
  it('says the roll’s total and how many funnels add up to it (STOP), or that none does (NOWHERE)', () => {
    const game = games['bunte-kuh'] as AnyGame;
    const rules = shortRules['bunte-kuh'];
    const seen = new Set<string>();
    for (const { state, view, legal } of positions(game, 'moment-b', 2, 60)) {
      const m = momentOf({
        game: 'bunte-kuh',
        view,
        legal,
        rules,
        lang: 'en',
        hints: true,
        describe: describeMove,
      });
      const s = state as { roll: [number, number, number]; owner: number[]; orientation: number[] };
      const total = s.roll[0] + s.roll[1] + s.roll[2];
      const matching = matchingFunnels(s).length;
      if (matching === 0) {
        seen.add('nowhere');
        expect(m.now).toBe(
          `The roll adds up to ${total}, and no funnel’s three faces add up to ${total}: call NOWHERE before the others (${describeMove(legal[0])}).`,
        );
      } else if (matching === 1) {
        seen.add('one');
        expect(m.now).toMatch(
          new RegExp(
            `^The roll adds up to ${total}, and one funnel’s three faces add up to ${total}: call STOP there`,
          ),
        );
      } else {
        seen.add('many');
        expect(m.now).toMatch(
          new RegExp(
            `^The roll adds up to ${total}, and ${matching} funnels’ three faces add up to ${total}: call STOP at one of them`,
          ),
        );
      }
      expect(m.rules).toEqual([`Rule: ${rules.en.turn[1]}`]);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('momentOf at a turn-based table whose host allows no hints', () => {
  it('Wiezen: the note and the rule of the auction, no move named', () => {
    const game = games.wiezen as AnyGame;
    const rules = shortRules.wiezen;
    const first = [...positions(game, 'moment-w', 4, 1)][0]!;
    const active = game.active(first.state)[0]!;
    const legal = game.legalMoves(first.state, active);
    const m = momentOf({
      game: 'wiezen',
      view: game.view(first.state, active),
      legal,
      rules,
      lang: 'nl',
      hints: false,
      describe: () => {
        throw new Error('no move is named when hints are not allowed');
      },
    });
    expect(m.note).toMatch(/^De gastheer staat aan deze tafel geen hints toe/);
    expect(m.now).toBeNull();
    expect(m.rules).toEqual([`Regel: ${rules.nl.turn[0]}`]);
  });
});
