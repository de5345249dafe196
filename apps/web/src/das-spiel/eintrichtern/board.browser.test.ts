import { games, replay } from '@tafel/core';
import { eintrichtern } from '@tafel/core/das-spiel';
import type { EintrichternMove, EintrichternState } from '@tafel/core/das-spiel/eintrichtern';
import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/tafel-das-spiel.js';
import type { BotRunner } from '@tafel/core/match';
import type { TafelTable } from '../../table/table-element.js';
import { enabledMoves, mount, playToEnd, press, until } from '../../test-support/play.js';
import { placeWords } from '../place-words.js';
import { eintrichternBoard } from './board.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const stateOf = (el: TafelTable) =>
  (el as unknown as { table: { match: { position(seat: number): EintrichternState } } }).table.match.position(
    0,
  );
const root = (el: TafelTable) => el.shadowRoot!;
const part = (el: TafelTable, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
/** The accessible names of the enabled move controls, sorted. */
const enabledLabels = (el: TafelTable) =>
  enabledMoves(el)
    .map((c) => c.getAttribute('aria-label'))
    .sort();
/** The names the board gives core's legal moves. */
const labelOf = (m: EintrichternMove, state: EintrichternState) =>
  m.type === 'lift'
    ? `Lift the red die ${placeWords(m.cell, 'en')}`
    : m.type === 'roll'
      ? 'Roll the three pearl dice'
      : `Take over the total of ${state.failed}`;

/** Bots that never answer: the table waits on the bot's turn. */
const stuckBots: BotRunner = { run: () => new Promise(() => {}) };

describe('<tafel-das-spiel game="eintrichtern">', () => {
  it('offers exactly core’s legal moves: the covered red dice, or roll and take over', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'eintrichtern',
      seed: 'ein-legal',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    const seen = new Set<string>();
    for (let turn = 0; seen.size < 2 && turn < 200; turn++) {
      await until(() => enabledMoves(el).length > 0);
      const state = stateOf(el);
      const legal = eintrichtern.legalMoves(state, 0);
      expect(enabledLabels(el)).toEqual(legal.map((m) => labelOf(m, state)).sort());
      seen.add(state.phase);
      if (state.phase === 'choose') {
        // Take the failed total over: it is the total to find now.
        press(part(el, 'take-over')!);
        await el.updateComplete;
        expect(part(el, 'turn-panel')!.textContent).toContain(`To find: ${state.failed} (taken over)`);
      } else {
        expect(part(el, 'turn-panel')!.textContent).toContain(`To find: ${state.total}`);
        press(enabledMoves(el)[turn % legal.length]!);
        await el.updateComplete;
        // What the lift said is shown (and kept in the list of what was said).
        const said = stateOf(el).announcements.at(-1)!;
        expect(said.seat).toBe(0);
        expect(part(el, 'said')!.textContent).toContain(`: ${said.sum}`);
      }
    }
    expect(seen).toEqual(new Set(['lift', 'choose']));
  });

  it('a refused click changes nothing: roll or take over on another player’s turn', async () => {
    const el = await mount<TafelTable>(
      'tafel-das-spiel',
      { game: 'eintrichtern', seed: 'ein-refuse', seats: 'you,bot', 'bot-delay': '0' },
      stuckBots,
    );
    // Lift until a lift fails: then the bot chooses (and never does).
    while (stateOf(el).turn === 0) {
      await until(() => enabledMoves(el).length > 0);
      press(enabledMoves(el)[0]!);
      await el.updateComplete;
    }
    expect(stateOf(el).phase).toBe('choose');
    expect(enabledMoves(el)).toHaveLength(0);
    const before = el.record!.moves.length;
    const state = stateOf(el);
    for (const name of ['roll', 'take-over']) {
      const button = part(el, name)!;
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.title).toBe('It is not your turn.');
      press(button);
      await el.updateComplete;
      expect(part(el, 'notice')!.textContent).toBe('It is not your turn.');
    }
    expect(el.record!.moves.length).toBe(before);
    expect(stateOf(el)).toBe(state);
  });

  it('plays a whole game against bots by clicking; the score is the red dice; the record replays', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'eintrichtern',
      seed: 'ein-game',
      seats: 'you,bot,bot',
      'bot-delay': '0',
    });
    let outcome: unknown = null;
    el.addEventListener('tafel-end', (e) => {
      outcome = (e as CustomEvent).detail;
    });
    await playToEnd(el, 'ein-clicks', 3000);
    const state = replay<EintrichternState>(games.eintrichtern, el.record!);
    expect(eintrichtern.outcome(state)).toEqual(outcome);
    expect(eintrichternBoard.scores!(eintrichtern.view(state, 0))).toEqual(
      eintrichtern.outcome(state)!.scores,
    );
    expect(part(el, 'tally')!.textContent).toMatch(/of 8 red dice/);
    expect(root(el).querySelector('[part~="log"]')!.textContent).toMatch(
      /(You|Bot \d) lifts? the red die on the second level/,
    );
  });
});
