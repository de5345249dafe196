import { games, replay } from '@tafel/core';
import type { WiezenState } from '@tafel/core/wiezen';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-wiezen.js';
import type { TafelTable } from '../table/table-element.js';
import { mount, playToEnd } from '../test-support/play.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<tafel-wiezen>', () => {
  it('plays a whole deal by clicking: the person bids through the auction and plays every trick', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'deal-1',
      'bot-delay': '0',
      options: '{"deals":1}',
    });
    const mine: string[] = [];
    el.addEventListener('tafel-move', (e) => {
      const { seat, move } = (e as CustomEvent).detail;
      if (seat === 0) mine.push(move.type);
    });
    await playToEnd(el, 'wiezen');
    const state = replay<WiezenState>(games.wiezen, el.record!);
    expect(state.phase).toBe('over');
    // The person was asked in the auction (a bid or a pass) before playing cards.
    expect(mine[0]).not.toBe('play');
    expect(el.shadowRoot!.querySelector('[part~="score-sheet"] tfoot')?.textContent).toMatch(/-?\d+/);
  });

  it('never shows another seat’s cards', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'hidden',
      'bot-delay': '0',
      options: '{"deals":1}',
    });
    const view = el.view as { hand: number[]; handSizes: number[] };
    const buttons = el.shadowRoot!.querySelectorAll('[part~="card"]');
    expect(buttons.length).toBe(view.hand.length);
    expect(JSON.stringify(el.view)).not.toMatch(/"hands"/);
  });
});
