import { games, replay } from '@tafel/core';
import type { WeinhaendlerState } from '@tafel/core/weinhaendler';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-weinhaendler.js';
import type { TafelTable } from '../table/table-element.js';
import { mount, playToEnd } from '../test-support/play.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<tafel-weinhaendler>', () => {
  it('plays a whole game with 3 seats by clicking: bids built card by card, cellars slot by slot', async () => {
    const el = await mount<TafelTable>('tafel-weinhaendler', {
      seats: 'you,bot,bot',
      seed: 'wh-1',
      'bot-delay': '0',
    });
    const kinds = new Set<string>();
    el.addEventListener('tafel-move', (e) => {
      const { seat, move } = (e as CustomEvent).detail;
      if (seat === 0) kinds.add(move.type);
    });
    await playToEnd(el, 'wh', 3000);
    const state = replay<WeinhaendlerState>(games.weinhaendler, el.record!);
    expect(state.phase).toBe('over');
    expect(kinds.has('place')).toBe(true);
  });
});
