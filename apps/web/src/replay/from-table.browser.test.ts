/**
 * The replay of a game played in a table, for each of the nine games (the issue's "done when"): a person plays a
 * whole game in the table by clicking its move controls against seeded bots without delay (the real-time games'
 * bots race at a tenth of their times), the game over "Watch the replay" opens `<tafel-replay>` in the table with
 * the record it holds, and the replay is stepped to the first, a middle and the last index and back — by its
 * buttons, its log and the keyboard — where board and log must be core's view at that index, for the person's
 * seat and, switched to `all`, for every seat; axe finds nothing against WCAG A/AA with the replay open.
 */
import type { GameId, Seat } from '@tafel/core';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import '../elements/tafel-weinhaendler.js';
import '../elements/tafel-wiezen.js';
import '../elements/tafel-wine-cellar.js';
import type { TafelTable } from '../table/table-element.js';
import { mount, playToEnd, until } from '../test-support/play.js';
import { checkReplayAt, q } from '../test-support/replay-checks.js';
import type { TafelReplay } from './element.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Each game's table: its tag and attributes (a person at seat 0, bots elsewhere). */
const TABLES: readonly [GameId, string, Record<string, string>][] = [
  ['wine-cellar', 'tafel-wine-cellar', { seats: 'you,bot', 'bot-delay': '0' }],
  ['wiezen', 'tafel-wiezen', { options: '{"deals":1}', 'bot-delay': '0' }],
  ['weinhaendler', 'tafel-weinhaendler', { seats: 'you,bot,bot', 'bot-delay': '0' }],
  ['abquetschen', 'tafel-das-spiel', { game: 'abquetschen', seats: 'you,bot', 'bot-delay': '0' }],
  ['eintrichtern', 'tafel-das-spiel', { game: 'eintrichtern', seats: 'you,bot', 'bot-delay': '0' }],
  ['wuerfelmarsch', 'tafel-das-spiel', { game: 'wuerfelmarsch', seats: 'you,bot', 'bot-delay': '0' }],
  ['raffzahn', 'tafel-das-spiel', { game: 'raffzahn', seats: 'you,bot,bot', 'bot-delay': '60' }],
  ['bunte-kuh', 'tafel-das-spiel', { game: 'bunte-kuh', seats: 'you,bot', 'bot-delay': '60' }],
  ['cui-bono', 'tafel-das-spiel', { game: 'cui-bono', seats: 'you,bot', 'bot-delay': '0' }],
];

/** A key pressed on the replay's log, as a person at the keyboard does. */
async function key(el: TafelReplay, k: string): Promise<void> {
  q(el, '[part~="line"]')!.dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }),
  );
  await el.updateComplete;
}

describe('the replay of a game played in a table', () => {
  it.each(TABLES)(
    '%s: watch the replay at the end; first, middle, last and back match core',
    async (id, tag, attrs) => {
      const table = await mount<TafelTable>(tag, { ...attrs, seed: `from-table-${id}`, lang: 'en' });
      await playToEnd(table, `replay-${id}`, 3000);
      await table.updateComplete;
      const record = table.record!;
      expect(record.game).toBe(id);
      expect(record.moves.some((m) => m.seat === 0)).toBe(true);

      const watch = q(table, '[part~="watch-replay"]') as HTMLButtonElement;
      expect(watch.textContent?.trim()).toBe('Watch the replay');
      // A table in the page has no replay link to copy: its record lives in this page only.
      expect(q(table, '[part~="copy-replay-link"]')).toBeNull();
      watch.click();
      await until(() => q(table, 'tafel-replay') !== null);
      const el = q(table, 'tafel-replay') as unknown as TafelReplay;
      await el.updateComplete;
      expect(el.timeline?.record.moves).toEqual(record.moves);
      expect(el.viewer).toBe(0);

      const total = record.moves.length;
      const middle = Math.floor(total / 2);
      const me: Seat[] = [0];
      q(el, '[part~="first"]')!.click();
      await checkReplayAt(el, id, record, 0, me);
      q(el, `[part~="line"][data-index="${middle}"]`)!.click();
      await checkReplayAt(el, id, record, middle, me);
      q(el, '[part~="last"]')!.click();
      await checkReplayAt(el, id, record, total, me);
      q(el, '[part~="back"]')!.click();
      await checkReplayAt(el, id, record, total - 1, me);
      await key(el, 'ArrowLeft');
      await checkReplayAt(el, id, record, total - 2, me);
      await key(el, 'Home');
      await checkReplayAt(el, id, record, 0, me);
      await key(el, 'ArrowRight');
      await checkReplayAt(el, id, record, 1, me);
      await key(el, 'End');
      await checkReplayAt(el, id, record, total, me);

      el.setAttribute('seat', 'all');
      await el.updateComplete;
      expect(el.viewer).toBe('all');
      const everySeat = record.seats.map((_, s) => s);
      el.step(middle);
      await checkReplayAt(el, id, record, middle, everySeat);
      el.step(0);
      await checkReplayAt(el, id, record, 0, everySeat);
      el.step(total);
      await checkReplayAt(el, id, record, total, everySeat);

      const r = await axe.run(q(table, '[part~="replay"]')!, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      });
      expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

      // Closed again, the table is as it was.
      watch.click();
      await table.updateComplete;
      expect(q(table, 'tafel-replay')).toBeNull();
    },
    180_000,
  );
});
