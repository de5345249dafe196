/**
 * Teaching at the table, in a real Chromium: the rules panel of a card game and a dice game (its heading, a
 * rule, in English and Dutch), its how-to-play link followed to the page it names (the short rules, the example
 * on a replay with a sentence per step, the guided table), and a guided game that shows the suggested move on the
 * board with the rule behind it on the person's turn — following the guide in Wiezen until the rules' "You must
 * follow …" is said; axe finds nothing against WCAG A/AA with the panel open and the guide showing.
 */

import { games } from '@tafel/core';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-wiezen.js';
import '../elements/tafel-das-spiel.js';
import { showHowToPlay } from '../../site/how-to-play.ts';
import type { TafelTable } from '../table/table-element.js';
import { mount, press, until } from '../test-support/play.js';
import { cuiBonoRules } from './cui-bono.js';
import { wiezenRules } from './wiezen.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const q = <E extends Element = HTMLElement>(root: ParentNode, selector: string) =>
  root.querySelector<E>(selector);
const part = (el: TafelTable, name: string) => q(el.shadowRoot!, `[part~="${name}"]`);
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Opens the table's rules panel and gives it. */
async function openRules(el: TafelTable): Promise<HTMLDetailsElement> {
  // The short rules load apart from the element, just after its first render.
  await until(() => q(el.shadowRoot!, '[part~="rules"] h3') !== null);
  const panel = part(el, 'rules') as HTMLDetailsElement;
  expect(panel).not.toBeNull();
  expect(panel.open).toBe(false);
  part(el, 'rules-toggle')!.click();
  await el.updateComplete;
  expect(panel.open).toBe(true);
  return panel;
}

describe('the rules panel', () => {
  it('Wiezen: the short rules, a rule of play, and the how-to-play page its link names', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'rules-w',
      seats: 'you,bot,bot,bot',
      'bot-delay': '0',
    });
    const panel = await openRules(el);
    expect(squash(q(panel, 'summary')?.textContent)).toBe('Rules');
    expect(squash(q(panel, 'h3')?.textContent)).toBe(`The rules of ${games.wiezen.title.en} in short`);
    expect(squash(q(panel, '[data-section="turn"]')?.textContent)).toContain(
      'Follow the suit led if you can; otherwise play any card (you need not trump).',
    );
    expect(squash(q(panel, '[data-section="scoring"]')?.textContent)).toContain('Solo 75, solo slim 90');
    const link = part(el, 'how-to-play') as HTMLAnchorElement;
    const target = new URL(link.href);
    expect(target.pathname.endsWith('/how-to-play.html')).toBe(true);
    expect(target.searchParams.get('game')).toBe('wiezen');

    // Follow the link: the page it names, drawn as the site draws it.
    const page = document.createElement('main');
    document.body.append(page);
    showHowToPlay(page, target.search);
    expect(squash(q(page, 'h1')?.textContent)).toBe(`How to play ${games.wiezen.title.en}`);
    expect(squash(q(page, '.short-rules')?.textContent)).toContain('Follow the suit led if you can');
    const replay = q<HTMLElement & { record: { moves: { move: { type: string } }[] } }>(
      page,
      'tafel-replay',
    )!;
    expect(replay.record.moves.length).toBeGreaterThan(4);
    const steps = [...page.querySelectorAll('.steps > li')].map((li) => squash(li.textContent));
    expect(steps).toHaveLength(replay.record.moves.length);
    // Each card played is told as played, by whoever played it (the example plays whole deals).
    const cards = replay.record.moves.filter((m) => m.move.type === 'play').length;
    expect(cards).toBeGreaterThanOrEqual(52);
    expect(steps.filter((s) => /^Move \d+: (Ann|Bram|Cas|Dirk) plays (?!alone)/.test(s)).length).toBe(cards);
    const guided = q(page, '#guided [guided]');
    expect(guided?.localName).toBe('tafel-wiezen');
  });

  it('Cui bono? in Dutch: the heading and a rule in Dutch, the link in Dutch', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'rules-c',
      seats: 'you,bot',
      'bot-delay': '0',
      lang: 'nl',
    });
    await until(() => part(el, 'rules') !== null);
    const panel = await openRules(el);
    expect(squash(q(panel, 'summary')?.textContent)).toBe('Regels');
    expect(squash(q(panel, 'h3')?.textContent)).toBe('De regels van Cui bono? in het kort');
    expect(squash(q(panel, '[data-section="scoring"]')?.textContent)).toBe(
      `Punten ${cuiBonoRules.nl.scoring[0]}`,
    );
    const link = part(el, 'how-to-play') as HTMLAnchorElement;
    expect(squash(link.textContent)).toBe('Zo speel je Cui bono?, met voorbeelden');
    expect(new URL(link.href).search).toBe('?game=cui-bono&lang=nl');
    // Followed: the page in Dutch, its example's steps each with the rule behind them.
    const page = document.createElement('main');
    document.body.append(page);
    showHowToPlay(page, new URL(link.href).search);
    expect(squash(q(page, 'h1')?.textContent)).toBe('Zo speel je Cui bono?');
    const steps = [...page.querySelectorAll('.steps > li')].map((li) => squash(li.textContent));
    expect(steps.length).toBeGreaterThan(3);
    expect(steps[0]).toMatch(/^Zet 1: Ann trekt .+ De regel: /);
    document.documentElement.lang = 'en';
  });
});

describe('a guided game', () => {
  it('Wiezen: on each of your turns the suggestion is on the board with its rule; following it, "You must follow" comes', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'guided-w2',
      seats: 'you,bot,bot,bot',
      'bot-delay': '0',
      guided: '',
    });
    const rules = [wiezenRules.en.turn[0], wiezenRules.en.turn[1]].map((r) => `Why: ${r}`);
    let followed = false;
    for (let turn = 0; turn < 40 && !followed; turn++) {
      await until(() => part(el, 'guide-move') !== null || part(el, 'continue') !== null);
      // A deal's summary (everybody passed) is read, then the table goes on.
      if (part(el, 'guide-move') === null) {
        part(el, 'continue')!.click();
        await el.updateComplete;
        continue;
      }
      expect(squash(part(el, 'guide-move')?.textContent)).toMatch(/^Suggested: \w.+\.$/);
      expect(rules).toContain(squash(part(el, 'guide-rule')?.textContent));
      const refused = squash(part(el, 'guide-refused')?.textContent);
      if (/You must follow/.test(refused)) {
        followed = true;
        // The rule said is core's: some card of the hand is refused now.
        expect(
          el.shadowRoot!.querySelectorAll('[part~="move"][aria-disabled="true"]').length,
        ).toBeGreaterThan(0);
        await openRules(el);
        const r = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
        expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
        break;
      }
      // Play the move the guide suggests, shown on the board.
      const marked = q(el.shadowRoot!, '[part~="move"][part~="marked"]');
      expect(marked).not.toBeNull();
      const before = el.record!.moves.length;
      press(marked!);
      await until(() => el.record!.moves.length > before);
    }
    expect(followed).toBe(true);
  });

  it('Cui bono?: the pull suggested, its rule, and core’s reasons against other dice; axe finds nothing', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'guided-c',
      seats: 'you,bot',
      'bot-delay': '0',
      guided: '',
    });
    await until(() => part(el, 'guide-move') !== null);
    expect(squash(part(el, 'guide-move')?.textContent)).toMatch(/^Suggested: pull the \w+ die .+\.$/i);
    expect(squash(part(el, 'guide-rule')?.textContent)).toBe(`Why: ${cuiBonoRules.en.turn[0]}`);
    expect(squash(part(el, 'guide-refused')?.textContent)).toMatch(/^The rules refuse other moves now: .+/);
    expect(el.shadowRoot!.querySelector('svg.pyramid .marked')).not.toBeNull();
    await openRules(el);
    const r = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
