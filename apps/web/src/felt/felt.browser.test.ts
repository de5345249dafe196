/**
 * The felt in the page: the seats placed around the table (the person at the bottom, the others left, across
 * and right in the order of play), the final standings at the end of a match of many stages with no
 * "Continue" left over, and the settings kept in the browser (the bots' speed, normal by default; the sound,
 * off by default).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../elements/tafel-wiezen.js';
import '../elements/tafel-weinhaendler.js';
import '../elements/tafel-das-spiel.js';
import '../elements/tafel-wine-cellar.js';
import type { TafelTable } from '../table/table-element.js';
import { enabledMoves, mount, playToEnd, press, until } from '../test-support/play.js';
import { SOUND_KEY, SPEED_KEY } from './settings.js';

const root = (el: TafelTable) => el.shadowRoot!;
const all = (el: TafelTable, part: string) => [
  ...root(el).querySelectorAll<HTMLElement>(`[part~="${part}"]`),
];
const text = (e: Element | undefined) => e?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeEach(() => {
  localStorage.removeItem(SPEED_KEY);
  localStorage.removeItem(SOUND_KEY);
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.removeItem(SPEED_KEY);
  localStorage.removeItem(SOUND_KEY);
});

describe('the seats around the felt', () => {
  it('Wiezen: you at the bottom, Bot 2 to your left, Bot 3 across, Bot 4 to your right', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', { seed: 'felt-seats', 'bot-delay': '0' });
    const plates = all(el, 'seat-plate');
    const by = (place: string) => plates.find((p) => p.dataset.place === place)!;
    expect(plates.map((p) => [p.dataset.place, text(p.querySelector('.name')!)])).toEqual(
      expect.arrayContaining([
        ['left', 'Bot 2'],
        ['top', 'Bot 3'],
        ['right', 'Bot 4'],
        ['bottom', 'You'],
      ]),
    );
    // Placed so on the screen too (a wide table): left of, above and right of the middle, you below it.
    const box = (p: HTMLElement) => p.getBoundingClientRect();
    const mid = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    el.style.width = '1100px';
    await el.updateComplete;
    const [l, t, r, b] = ['left', 'top', 'right', 'bottom'].map((p) => mid(box(by(p))));
    expect(l!.x).toBeLessThan(t!.x);
    expect(t!.x).toBeLessThan(r!.x);
    expect(t!.y).toBeLessThan(l!.y);
    expect(l!.y).toBeLessThan(b!.y);
    // The others' plates tell their cards and tricks; the person's cards are the hand on the felt.
    expect(text(by('left'))).toMatch(/13 cards/);
  });

  it('hot seats: the seat whose screen it is sits at the bottom, and changes places when handed over', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', { seed: 'felt-hot', seats: 'you,hotseat' });
    const bottom = () =>
      text(
        all(el, 'seat-plate')
          .find((p) => p.dataset.place === 'bottom')
          ?.querySelector('.name') ?? undefined,
      );
    expect(bottom()).toBe('You');
    press(enabledMoves(el)[0]!);
    await el.updateComplete;
    await until(() => all(el, 'reveal').length > 0);
    all(el, 'reveal')[0]!.click();
    await el.updateComplete;
    expect(bottom()).toBe('Player 2');
  });
});

describe('the plates tell each seat’s game', () => {
  it('Eintrichtern and Abquetschen: red dice found, dice built and left, on every seat’s plate', async () => {
    const ein = await mount<TafelTable>('tafel-das-spiel', { game: 'eintrichtern', seed: 'felt-plates' });
    await until(() => all(ein, 'seat-plate').length === 3);
    for (const plate of all(ein, 'seat-plate')) expect(text(plate)).toMatch(/\d+ of \d+ red dice$/);
    const abq = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seed: 'felt-plates',
      lang: 'nl',
    });
    await until(() => all(abq, 'seat-plate').length === 2);
    for (const plate of all(abq, 'seat-plate')) expect(text(plate)).toMatch(/: \d+ ingebouwd, \d+ over$/);
  });
});

/** The words of the table's headings and column heads that break over two lines. */
function brokenWords(el: TafelTable): string[] {
  const broken: string[] = [];
  for (const h of root(el).querySelectorAll('h2, h3, th, summary, .plate .name')) {
    const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
}

describe('headings', () => {
  it('never break inside a word, even on a narrow table (the deal’s summary, the score sheet, the plates)', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', { seed: 'felt-narrow', 'bot-delay': '0' });
    el.style.display = 'block';
    el.style.width = '300px';
    await until(() => {
      if (all(el, 'continue').length > 0) return true;
      const moves = enabledMoves(el);
      if (moves.length > 0) press(moves.at(-1)!);
      return false;
    });
    await el.updateComplete;
    expect(all(el, 'summary').length).toBe(1);
    expect(brokenWords(el)).toEqual([]);
  });
});

describe('the final standings', () => {
  it('Wiezen: after the last deal, every seat’s place and score, the winners marked, and no Continue', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'felt-end',
      'bot-delay': '0',
      options: '{"deals":1}',
    });
    await playToEnd(el, 'felt-end');
    await el.updateComplete;
    const outcome = el.outcome!;
    expect(all(el, 'continue')).toEqual([]);
    const rows = all(el, 'standing').map((r) => [...r.querySelectorAll('td')].map((td) => text(td)));
    expect(rows).toHaveLength(4);
    // Sorted by score, the best first; the first place's score is the best one.
    const scores = rows.map((r) => Number(r[2]));
    expect(scores).toEqual([...outcome.scores].sort((a, b) => b - a));
    expect(rows[0]![0]).toBe('1st');
    expect(all(el, 'winner').length).toBe(outcome.winners.length);
    // Place and player read from the left, the score from the right (not the Wiezen score sheet's alignment).
    const align = (td: Element) => getComputedStyle(td).textAlign;
    expect([...all(el, 'standing')[0]!.querySelectorAll('td')].map(align)).toEqual(['left', 'left', 'right']);
    // The last deal's summary is still there to read, under the standings.
    expect(text(root(el).querySelector('.last-stage summary') ?? undefined)).toMatch(
      /^The last stage: Deal 1/,
    );
  });

  it('Die Weinhändler and Cui bono?: the standings in Dutch as well', async () => {
    const wh = await mount<TafelTable>('tafel-weinhaendler', {
      seed: 'felt-wh',
      'bot-delay': '0',
      lang: 'nl',
    });
    await playToEnd(wh, 'felt-wh', 2000);
    await wh.updateComplete;
    expect(text(all(wh, 'standings')[0])).toMatch(/^Eindstand\s*Plaats\s*Speler\s*Score\s*1e /);
    expect(all(wh, 'standing')).toHaveLength(3);
    expect(all(wh, 'continue')).toEqual([]);
    const cb = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'felt-cb',
      'bot-delay': '0',
    });
    await playToEnd(cb, 'felt-cb', 2000);
    await cb.updateComplete;
    expect(all(cb, 'standing')).toHaveLength(2);
  });
});

describe('motion', () => {
  it('Cui bono?: a die pulled leaves the pyramid (a copy rises and fades), then is gone', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'felt-leave',
      'bot-delay': '0',
    });
    await until(() => enabledMoves(el).length > 0);
    const dice = () => root(el).querySelectorAll('svg.pyramid g.die:not(.leaving)').length;
    const leaving = () => [...root(el).querySelectorAll<SVGGElement>('svg.pyramid g.die.leaving')];
    const before = dice();
    const pull = enabledMoves(el).find((m) => /pull/i.test(m.getAttribute('aria-label') ?? ''))!;
    press(pull);
    await el.updateComplete;
    expect(dice()).toBe(before - 1);
    expect(leaving()).toHaveLength(1);
    expect(leaving()[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(leaving()[0]!).animationName).toBe('die-leaves');
    await until(() => leaving().length === 0);
  });
});

describe('the settings kept in the browser', () => {
  it('the bots’ speed: normal at first, the choice kept for the next table', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', { seed: 'felt-speed' });
    const select = root(el).querySelector<HTMLSelectElement>('[part~="speed"] select')!;
    expect(select.value).toBe('normal');
    expect((el as unknown as { botDelay: number }).botDelay).toBe(600);
    select.value = 'fast';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(localStorage.getItem(SPEED_KEY)).toBe('fast');
    expect((el as unknown as { botDelay: number }).botDelay).toBe(250);
    const next = await mount<TafelTable>('tafel-wiezen', { seed: 'felt-speed-2' });
    expect((next as unknown as { botDelay: number }).botDelay).toBe(250);
    expect(root(next).querySelector<HTMLSelectElement>('[part~="speed"] select')!.value).toBe('fast');
    // A page's own bot-delay is its pace: the stored speed does not override it.
    const own = await mount<TafelTable>('tafel-wiezen', { seed: 'felt-speed-3', 'bot-delay': '0' });
    expect((own as unknown as { botDelay: number }).botDelay).toBe(0);
  });

  it('the sound: off at first; turned on, kept', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', { seed: 'felt-sound', 'bot-delay': '0' });
    const box = root(el).querySelector<HTMLInputElement>('[part~="sound"] input')!;
    expect(box.checked).toBe(false);
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    const next = await mount<TafelTable>('tafel-wine-cellar', { seed: 'felt-sound-2', 'bot-delay': '0' });
    expect(root(next).querySelector<HTMLInputElement>('[part~="sound"] input')!.checked).toBe(true);
  });
});
