import { games, replay } from '@tafel/core';
import type { CuiBonoState } from '@tafel/core/das-spiel/cui-bono';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import type { TafelTable } from '../table/table-element.js';
import { enabledMoves, mount, until } from '../test-support/play.js';
import { pyramidBoards } from './boards.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<tafel-das-spiel game="cui-bono">', () => {
  it('draws the full pyramid: 165 dice, each a hexagon of three faces', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'draw',
      'bot-delay': '0',
    });
    expect(el.shadowRoot!.querySelectorAll('.die')).toHaveLength(165);
    expect(el.shadowRoot!.querySelectorAll('.die .face')).toHaveLength(165 * 3);
  });

  it('offers exactly the legal pulls as move controls, and plays a whole game by clicking', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'cb-1',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await until(
      () => enabledMoves(el).length > 0 || el.shadowRoot!.querySelectorAll('[part~="cell"]').length > 0,
    );
    const cells = el.shadowRoot!.querySelectorAll('[part~="cell"]');
    const legal = games['cui-bono'].legalMoves(
      (el as unknown as { table: { match: { position(seat: number): CuiBonoState } } }).table.match.position(
        0,
      ),
      0,
    );
    expect(cells.length).toBe(legal.length);
    // Board cells are the move controls here: click them (and Keep) until the game ends.
    let clicks = 0;
    let ended = false;
    el.addEventListener('tafel-end', () => {
      ended = true;
    });
    while (!ended && clicks < 400) {
      await until(() => ended || el.shadowRoot!.querySelectorAll('[part~="move"]').length > 0);
      const moves = [...el.shadowRoot!.querySelectorAll<HTMLElement | SVGElement>('[part~="move"]')].filter(
        (m) => m.getAttribute('aria-disabled') !== 'true',
      );
      if (ended || moves.length === 0) break;
      moves[clicks % moves.length]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      clicks++;
      await el.updateComplete;
    }
    expect(ended).toBe(true);
    const state = replay<CuiBonoState>(games['cui-bono'], el.record!);
    expect(state.winners).not.toBeNull();
  });
});

describe('<tafel-das-spiel game="…">', () => {
  it('refuses a game it does not play, naming the games it plays', async () => {
    const errors: { code: string; message: string }[] = [];
    document.addEventListener('tafel-error', (e) => errors.push((e as CustomEvent).detail), { once: true });
    await mount<TafelTable>('tafel-das-spiel', { game: 'mensch-aergere-dich-nicht', 'bot-delay': '0' });
    expect(errors[0]!.code).toBe('unsupported-game');
    expect(errors[0]!.message).toContain('"mensch-aergere-dich-nicht"');
    for (const game of ['cui-bono', 'abquetschen', 'eintrichtern', 'wuerfelmarsch']) {
      expect(Object.keys(pyramidBoards)).toContain(game);
      expect(errors[0]!.message).toContain(game);
    }
  });

  it('plays each of its turn-based games: the board of the game attribute, with its rules panel', async () => {
    for (const [game, words] of [
      ['abquetschen', /turquoise die/],
      ['eintrichtern', /pearl dice/],
      ['wuerfelmarsch', /tilt it/],
    ] as const) {
      const el = await mount<TafelTable>('tafel-das-spiel', { game, seed: 'each', 'bot-delay': '0' });
      // The short rules load apart from the element, just after its first render.
      await until(() => words.test(el.shadowRoot!.querySelector('[part~="rules"]')?.textContent ?? ''));
      expect(el.shadowRoot!.querySelector('.title')!.textContent).toBe(games[game].title.en);
      el.remove();
    }
  });
});
