/**
 * A finger on a phone-sized pyramid: the dice are drawn smaller than a finger, so the first tap magnifies the region
 * (and chooses nothing), the die tapped is then at least 44 px wide, and the next tap on it chooses it. A mouse
 * click chooses at once, however small the dice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import { FINGER_PX } from '../pyramid/magnify.js';
import type { TafelTable } from '../table/table-element.js';
import { mount, until } from '../test-support/play.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const controls = (el: TafelTable) => [...el.shadowRoot!.querySelectorAll('[part~="move"][part~="cell"]')];
const moves = (el: TafelTable) => el.record?.moves.length ?? 0;

/** Where a control is drawn now (its centre), and how wide. */
function box(control: Element) {
  const r = control.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: Math.min(r.width, r.height) };
}

/** A tap as a touch screen sends it: pointerdown and pointerup of a finger, then the click. */
function tap(control: Element, pointerType: 'touch' | 'mouse') {
  const { x, y } = box(control);
  const init = { bubbles: true, composed: true, clientX: x, clientY: y, pointerId: 7, pointerType };
  control.dispatchEvent(new PointerEvent('pointerdown', init));
  control.dispatchEvent(new PointerEvent('pointerup', init));
  control.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
}

/** A table 390 px wide (a phone), the person to move first (Cui bono?: pull a die). */
async function phoneTable(game = 'cui-bono'): Promise<TafelTable> {
  const frame = document.createElement('div');
  frame.style.width = '390px';
  document.body.append(frame);
  const el = await mount<TafelTable>('tafel-das-spiel', {
    game,
    seats: 'you,bot',
    seed: 'finger',
    'bot-delay': '0',
  });
  frame.append(el);
  await until(() => controls(el).length > 0);
  await el.updateComplete;
  return el;
}

describe('picking a die with a finger on a phone', () => {
  it('the first tap magnifies to a finger’s width and chooses nothing; the second chooses the die', async () => {
    const el = await phoneTable();
    const before = moves(el);
    const [die] = controls(el);
    const label = die!.getAttribute('aria-label');
    // The situation the magnifier is for: a die drawn smaller than a finger.
    expect(box(die!).size).toBeLessThan(FINGER_PX);
    tap(die!, 'touch');
    await el.updateComplete;
    expect(moves(el)).toBe(before);
    const same = controls(el).find((c) => c.getAttribute('aria-label') === label)!;
    expect(box(same).size).toBeGreaterThanOrEqual(FINGER_PX);
    tap(same, 'touch');
    await until(() => moves(el) > before);
    expect(el.record!.moves[before]!.seat).toBe(0);
  });

  it('a mouse click chooses at once, however small the die', async () => {
    const el = await phoneTable();
    const before = moves(el);
    const [die] = controls(el);
    expect(box(die!).size).toBeLessThan(FINGER_PX);
    tap(die!, 'mouse');
    await until(() => moves(el) > before);
  });
});

describe('Würfelmarsch on a phone: turning a die in place', () => {
  it('offers the turns in rows by the face shown to you, every die a finger wide', async () => {
    const el = await phoneTable('wuerfelmarsch');
    // Choose dice (a mouse click: no magnifying) until one can turn, then read its turns.
    const rowsNow = () => [...el.shadowRoot!.querySelectorAll('.turn-row')];
    for (const label of controls(el).map((c) => c.getAttribute('aria-label'))) {
      const die = [...el.shadowRoot!.querySelectorAll('svg [role="button"]')].find(
        (c) => c.getAttribute('aria-label') === label,
      );
      if (!die) continue;
      tap(die, 'mouse');
      await el.updateComplete;
      if (rowsNow().length > 0) break;
    }
    const rows = rowsNow();
    expect(rows.length).toBeGreaterThan(1);
    let turns = 0;
    for (const row of rows) {
      const me = /(\d)/.exec(row.getAttribute('aria-label')!)![1];
      for (const button of row.querySelectorAll('[part~="turn"]')) {
        turns++;
        expect(button.getAttribute('aria-label')).toContain(`show ${me} to you`);
        const r = button.getBoundingClientRect();
        expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(FINGER_PX);
        expect(r.right).toBeLessThanOrEqual(390 + 8);
      }
    }
    expect(turns).toBeGreaterThan(6);
  });
});
