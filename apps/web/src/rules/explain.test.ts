/**
 * `explain()`: the rule of a suggested move from the short rules, and core's own refusals of the other moves of
 * its kind — "You must follow …" exactly when the seat cannot play every card it holds, never when it leads;
 * for a dice game, the refusals core gives for the dice that cannot be pulled.
 */
import { type AnyGame, games, playMatch, Rng, RuleError, startMatch } from '@tafel/core';
import { describe, expect, it } from 'vitest';
import { explain } from './explain.js';
import { shortRules } from './index.js';
import { ruleOf, SECTIONS, sentencesOf } from './short-rules.js';

/** The positions of a seeded game played by random legal moves: each with the seat to move and its moves. */
function* positions(game: AnyGame, seed: string, seats: number, max: number) {
  let match = startMatch<unknown>(game, {
    seed,
    seats: Array.from({ length: seats }, (_, i) => (i === 0 ? { name: 'Ann' } : { bot: 'easy' })),
  });
  const rng = Rng.fromSeed(`${seed}:moves`);
  for (let n = 0; n < max && game.outcome(match.state) === null; n++) {
    const seat = rng.pick(game.active(match.state));
    const legal = game.legalMoves(match.state, seat);
    yield { state: match.state, seat, legal };
    match = playMatch(game, match, seat, rng.pick(legal));
  }
}

describe('the rule of every kind of move', () => {
  it('names a sentence of the short rules that exists, in both languages', () => {
    for (const [id, rules] of Object.entries(shortRules)) {
      expect(Object.keys(rules.moves).length, id).toBeGreaterThan(0);
      for (const [type, [section, index]] of Object.entries(rules.moves)) {
        expect(SECTIONS, `${id} ${type}`).toContain(section);
        for (const lang of ['en', 'nl'] as const) {
          expect(ruleOf(rules, type, lang), `${id} ${type} ${lang}`).toBe(
            sentencesOf(rules[lang], section)[index],
          );
          expect(ruleOf(rules, type, lang), `${id} ${type} ${lang}`).toBeTruthy();
        }
      }
    }
  });
});

describe('explain', () => {
  it('Wiezen: says "you must follow" exactly when the seat may not play every card it holds', () => {
    const game = games.wiezen as AnyGame;
    let following = 0;
    let leading = 0;
    for (const { state, seat, legal } of positions(game, 'explain-w', 4, 400)) {
      const plays = legal.filter((m) => (m as { type: string }).type === 'play');
      if (plays.length === 0 || plays.length !== legal.length) continue;
      const hand = (game.view(state, seat) as { hand: readonly number[] }).hand;
      const e = explain(game, shortRules.wiezen, state, seat, plays[0], 'en');
      expect(e.rule).toBe(shortRules.wiezen.en.turn[1]);
      const codes = e.refused.map((r) => r.code);
      if (plays.length < hand.length) {
        following++;
        expect(codes).toContain('must-follow-suit');
        expect(e.refused.find((r) => r.code === 'must-follow-suit')?.text).toMatch(/^You must follow \w+/);
        const nl = explain(game, shortRules.wiezen, state, seat, plays[0], 'nl');
        expect(nl.refused.find((r) => r.code === 'must-follow-suit')?.text).toMatch(/^Je moet \w+/);
      } else {
        leading++;
        expect(codes).not.toContain('must-follow-suit');
      }
    }
    expect(following).toBeGreaterThan(5);
    expect(leading).toBeGreaterThan(5);
  });

  it('Cui bono?: gives core’s refusals of the dice that cannot be pulled, and none for a legal one', () => {
    const game = games['cui-bono'] as AnyGame;
    const first = positions(game, 'explain-c', 2, 1).next();
    if (first.done) throw new Error('no position');
    const { state, seat, legal } = first.value;
    const pull = legal.find((m: unknown) => (m as { type: string }).type === 'pull');
    const e = explain(game, shortRules['cui-bono'], state, seat, pull, 'en');
    expect(e.rule).toBe(shortRules['cui-bono'].en.turn[0]);
    // The rule of the pull (two free faces), not that some cell holds no die of the bottom layer.
    expect(e.refused.map((r) => r.code)).toContain('not-loose');
    expect(e.refused.map((r) => r.code)).not.toContain('not-base');
    // Every reason is core's for some pull the rules refuse now, word for word.
    const said = new Set<string>();
    for (let cell = 0; cell <= 164; cell++) {
      try {
        game.play(state, seat, { type: 'pull', cell });
      } catch (err) {
        if (err instanceof RuleError) said.add(err.text('en'));
      }
    }
    for (const r of e.refused) expect(said).toContain(r.text);
  });
});
