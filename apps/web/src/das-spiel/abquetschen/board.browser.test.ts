import { games, type MatchRecord, playMatch, Rng, replay, startMatch } from '@tafel/core';
import { abquetschen } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import { bonusFor } from '@tafel/core/das-spiel/abquetschen';
import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/tafel-das-spiel.js';
import type { TafelTable } from '../../table/table-element.js';
import { enabledMoves, mount, playToEnd, press, until } from '../../test-support/play.js';
import { placeWords } from '../place-words.js';
import { abquetschenBoard } from './board.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const stateOf = (el: TafelTable) =>
  (el as unknown as { table: { match: { position(seat: number): AbquetschenState } } }).table.match.position(
    0,
  );
const root = (el: TafelTable) => el.shadowRoot!;
/** The labels of the enabled cell controls, sorted. */
const cellLabels = (el: TafelTable) =>
  [...root(el).querySelectorAll('[part~="move"][part~="cell"][aria-disabled="false"]')]
    .map((c) => c.getAttribute('aria-label'))
    .sort();
const labelsOf = (cells: number[]) => cells.map((c) => `Build here: ${placeWords(c, 'en')}`).sort();
const part = (el: TafelTable, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);

/** Waits until seat 0 (the person) is to move. */
async function myTurn(el: TafelTable): Promise<void> {
  await until(() => enabledMoves(el).length > 0 && abquetschen.active(stateOf(el)).includes(0));
}

describe('<tafel-das-spiel game="abquetschen">', () => {
  it('lights exactly core’s continuations of the picks, and builds once they are a build', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seed: 'abq-steps',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    let builds = 0;
    for (let turn = 0; builds < 3 && turn < 30; turn++) {
      await myTurn(el);
      const state = stateOf(el);
      const before = el.record!.moves.length;
      const steps = abquetschen.steps!;
      const picks: number[] = [];
      if (steps.move(state, 0, [])?.cells.length === 0) {
        // Nothing can be built with this roll: only the Pass button makes the move.
        expect(cellLabels(el)).toEqual([]);
        expect(part(el, 'build')).toBeNull();
        press(part(el, 'pass')!);
      } else {
        for (;;) {
          const next = steps.next(state, 0, picks);
          expect(cellLabels(el)).toEqual(labelsOf(next));
          const complete = picks.length > 0 && steps.move(state, 0, picks) !== null;
          expect(part(el, 'build')!.getAttribute('aria-disabled')).toBe(complete ? 'false' : 'true');
          expect(part(el, 'pass')!.getAttribute('aria-disabled')).toBe('true');
          if (next.length === 0) break;
          const cell = next[(turn + picks.length) % next.length]!;
          const control = [...root(el).querySelectorAll('[part~="cell"]')].find(
            (c) => c.getAttribute('aria-label') === `Build here: ${placeWords(cell, 'en')}`,
          )!;
          press(control);
          picks.push(cell);
          await el.updateComplete;
          expect(part(el, 'counter')!.textContent).toContain(`${picks.length} of`);
        }
        press(part(el, 'build')!);
        builds++;
      }
      await el.updateComplete;
      expect(el.record!.moves[before]!.move).toEqual({
        type: 'build',
        cells: [...picks].sort((a, b) => a - b),
      });
    }
    expect(builds).toBe(3);
  });

  it('a refused click changes nothing; the last pick can be taken back', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seed: 'abq-refuse',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    // Find a turn with a build to make.
    for (;;) {
      await myTurn(el);
      if (abquetschen.steps!.move(stateOf(el), 0, [])?.cells.length !== 0) break;
      press(part(el, 'pass')!);
      await el.updateComplete;
    }
    const before = el.record!.moves.length;
    const state = stateOf(el);
    // Build with nothing picked, and Pass while a build exists: refused with the rule's words.
    press(part(el, 'build')!);
    await el.updateComplete;
    expect(part(el, 'notice')!.textContent).toMatch(/Build exactly \d dice|so you must|start pyramid/);
    press(part(el, 'pass')!);
    await el.updateComplete;
    expect(part(el, 'notice')!.textContent).toMatch(/so you must|start pyramid/);
    expect(part(el, 'pass')!.getAttribute('title')).toMatch(/so you must|start pyramid/);
    expect(el.record!.moves.length).toBe(before);
    expect(stateOf(el)).toBe(state);
    // Pick one cell, take it back: the first continuations are lit again.
    const first = cellLabels(el);
    expect(part(el, 'take-back')!.getAttribute('aria-disabled')).toBe('true');
    press(root(el).querySelector('[part~="move"][part~="cell"]')!);
    await el.updateComplete;
    expect(cellLabels(el)).not.toEqual(first);
    expect(root(el).querySelectorAll('.chosen')).toHaveLength(1);
    press(part(el, 'take-back')!);
    await el.updateComplete;
    expect(cellLabels(el)).toEqual(first);
    expect(root(el).querySelectorAll('.chosen')).toHaveLength(0);
    expect(el.record!.moves.length).toBe(before);
  });

  it('a new game forgets the picks of the last one, even at the same move', async () => {
    let seed = 0;
    while (abquetschen.setup({ players: 2, seed: `abq-new-${seed}` }).startPlayer !== 0) seed++;
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seed: `abq-new-${seed}`,
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await myTurn(el);
    const first = cellLabels(el);
    press(root(el).querySelector('[part~="move"][part~="cell"]')!);
    await el.updateComplete;
    expect(root(el).querySelectorAll('.chosen')).toHaveLength(1);
    press(root(el).querySelector('[part~="same-seed"]')!);
    await el.updateComplete;
    expect(el.record!.moves).toHaveLength(0);
    expect(root(el).querySelectorAll('.chosen')).toHaveLength(0);
    expect(cellLabels(el)).toEqual(first);
  });

  it('bonus dice: after a row of four or more, the bonus build is picked the same way', async () => {
    // A seeded game (rows preferred) until the person's build earns bonus dice.
    const rng = Rng.fromSeed('abq-bonus');
    const seats = [{ name: 'a' }, { name: 'b' }];
    let match = startMatch<AbquetschenState>(abquetschen, { seed: 'bonus', seats });
    for (let i = 0; i < 500 && !(match.state.phase === 'bonus' && match.state.turn === 0); i++) {
      if (match.state.phase === 'over') match = startMatch(abquetschen, { seed: `bonus${i}`, seats });
      const legal = abquetschen.legalMoves(match.state, match.state.turn);
      const rows = legal.filter((m) => bonusFor(m.cells) > 0);
      match = playMatch(abquetschen, match, match.state.turn, rng.pick(rows.length > 0 ? rows : legal));
    }
    const state = match.state;
    expect(state.phase).toBe('bonus');
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    el.record = match.record as MatchRecord;
    await el.updateComplete;
    expect(part(el, 'counter')!.textContent).toContain(`Bonus: build ${state.bonus} more dice`);
    expect(cellLabels(el)).toEqual(labelsOf(abquetschen.steps!.next(state, 0, [])));
    const picks: number[] = [];
    for (let next = abquetschen.steps!.next(state, 0, picks); next.length > 0; ) {
      const cell = next[0]!;
      press(
        [...root(el).querySelectorAll('[part~="cell"]')].find(
          (c) => c.getAttribute('aria-label') === `Build here: ${placeWords(cell, 'en')}`,
        )!,
      );
      picks.push(cell);
      await el.updateComplete;
      next = abquetschen.steps!.next(state, 0, picks);
      expect(cellLabels(el)).toEqual(labelsOf(next));
    }
    const n = el.record!.moves.length;
    press(part(el, 'build')!);
    await el.updateComplete;
    expect(el.record!.moves[n]!.move).toEqual({ type: 'build', cells: picks.sort((a, b) => a - b) });
    expect(part(el, 'last-turn')!.textContent).toMatch(/You rolled \d and built \d and \d bonus/);
  });

  it('plays a whole game against a bot by clicking; the score is the dice built; the record replays', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seed: 'abq-game',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    let outcome: unknown = null;
    el.addEventListener('tafel-end', (e) => {
      outcome = (e as CustomEvent).detail;
    });
    await playToEnd(el, 'abq-clicks', 3000);
    expect(outcome).not.toBeNull();
    const state = replay<AbquetschenState>(games.abquetschen, el.record!);
    expect(state.winners).not.toBeNull();
    expect(abquetschen.outcome(state)).toEqual(outcome);
    expect(abquetschenBoard.scores!(abquetschen.view(state, 0))).toEqual(abquetschen.outcome(state)!.scores);
    // The log speaks core's words.
    expect(root(el).querySelector('[part~="log"]')!.textContent).toMatch(
      /build \d dic?e|pass: nothing to build/,
    );
  });
});
