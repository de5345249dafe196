/**
 * A guided game in the real-time dice games, in a real Chromium: the guide says what the person can claim now
 * and why — Raffzahn's roll and how many free dice show it towards their side (checked against core's rules on
 * the view the table shows, before and after each die the person takes, then STOP as the roller, then that a
 * take is late), Bunte Kuh's total and how many funnels add up to it (in Dutch) — with the rule of it, and asks
 * no bot: the bots' runner never gets a strong bot's task (the old guide asked one for every grab). The bots
 * are slowed far down (`bot-delay`) so that the race waits for the person; nothing here depends on the clock.
 */

import { matchingFunnels } from '@tafel/core/das-spiel/bunte-kuh';
import { faceTo, isFreeDie } from '@tafel/core/das-spiel/raffzahn';
import type { BotRunner, BotTask } from '@tafel/core/match';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import type { TafelTable } from '../table/table-element.js';
import { inPageBots, mount, press, until } from '../test-support/play.js';
import { bunteKuhRules } from './bunte-kuh.js';
import { raffzahnRules } from './raffzahn.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const part = (el: TafelTable, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: TafelTable, name: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)].map((p) => squash(p.textContent));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const now = (el: TafelTable) => squash(part(el, 'guide-now')?.textContent);

/** The page's bots, every task they are asked kept. */
function watchedBots(): { bots: BotRunner; tasks: BotTask[] } {
  const tasks: BotTask[] = [];
  return {
    tasks,
    bots: {
      run(task) {
        tasks.push(task);
        return inPageBots.run(task);
      },
    },
  };
}

/**
 * A guided table of `game` against an easy bot a thousand times slower than its own pace (the person acts
 * first), the rolls with no pause; the page's bots watched.
 */
async function guidedRace(
  game: string,
  seed: string,
  extra: Record<string, string> = {},
): Promise<{ el: TafelTable; tasks: BotTask[] }> {
  const { bots, tasks } = watchedBots();
  const el = await mount<TafelTable>(
    'tafel-das-spiel',
    { game, seed, seats: 'you,bot:easy', 'bot-delay': '600000', 'roll-pause': '0', guided: '', ...extra },
    bots,
  );
  return { el, tasks };
}

interface RaffzahnSeen {
  phase: string;
  roll: number;
  roller: number;
  owner: number[];
  orientation: number[];
}

/** What the guide must say in Raffzahn's race, from the view and core's rules (seat 0, the person). */
function raffzahnNow(view: RaffzahnSeen): string {
  let free = 0;
  for (let c = 0; c < view.owner.length; c++)
    if (isFreeDie(view.owner, c) && faceTo(view, c, 0) === view.roll) free++;
  if (free === 0)
    return view.roller === 0
      ? `The roll is ${view.roll} and no free die shows it towards your side now: as the roller, call STOP to end the round.`
      : `The roll is ${view.roll} and no free die shows it towards your side now:`;
  return free === 1
    ? `The roll is ${view.roll}: one free die shows ${view.roll} towards your side.`
    : `The roll is ${view.roll}: ${free} free dice show ${view.roll} towards your side.`;
}

describe('a guided real-time game', () => {
  it('Raffzahn: the roll and the free dice showing it, die after die; then STOP for the roller', async () => {
    const { el, tasks } = await guidedRace('raffzahn', 'guided-rz');
    const view = () => el.view as unknown as RaffzahnSeen;
    await until(() => now(el) !== '');
    expect(view().phase).toBe('race');
    expect(view().roller).toBe(0);
    let taken = 0;
    for (let guard = 0; guard < 30; guard++) {
      const said = now(el);
      expect(said.startsWith(raffzahnNow(view()))).toBe(true);
      const dice = [...el.shadowRoot!.querySelectorAll('[part~="cell"][aria-disabled="false"]')];
      if (dice.length === 0) break;
      // A take of the person's: the rule of taking, and of STOP for the roller.
      expect(parts(el, 'guide-rule')).toEqual([
        `Rule: ${raffzahnRules.en.turn[0]}`,
        `Rule: ${raffzahnRules.en.turn[1]}`,
      ]);
      expect(said).toMatch(/for instance: take the \w+ \d on the .+\. You rolled, so only you may call STOP/);
      // The die named is marked on the board.
      expect(el.shadowRoot!.querySelector('svg.pyramid .marked')).not.toBeNull();
      const before = el.record!.moves.length;
      press(dice[0]!);
      await until(() => el.record!.moves.length > before && now(el) !== said);
      taken++;
    }
    expect(taken).toBeGreaterThan(0);
    // Nothing left to take: the roller is told to call STOP, and the rule of it.
    expect(now(el)).toBe(raffzahnNow(view()));
    expect(parts(el, 'guide-rule')).toEqual([`Rule: ${raffzahnRules.en.turn[1]}`]);
    const r = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    const stop = [
      ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move"][aria-disabled="false"]'),
    ].find((b) => squash(b.textContent) === 'STOP');
    expect(stop).toBeDefined();
    stop!.click();
    await until(() => view().phase === 'stopped');
    // No strong bot was asked for any of it: the guide reads the view and core's legal moves only.
    expect(tasks.filter((t) => t.bot === 'strong')).toEqual([]);
  });

  it('Raffzahn: STOP called with dice still showing the roll, the guide says a take now is late', async () => {
    const { el, tasks } = await guidedRace('raffzahn', 'guided-rz10');
    const view = () => el.view as unknown as RaffzahnSeen;
    await until(() => now(el) !== '');
    const dice = () => [...el.shadowRoot!.querySelectorAll('[part~="cell"][aria-disabled="false"]')];
    const before = el.record!.moves.length;
    const said = now(el);
    press(dice()[0]!);
    await until(() => el.record!.moves.length > before && now(el) !== said);
    expect(now(el).startsWith(raffzahnNow(view()))).toBe(true);
    expect(dice().length).toBeGreaterThan(0);
    const stop = [
      ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="move"][aria-disabled="false"]'),
    ].find((b) => squash(b.textContent) === 'STOP');
    stop!.click();
    // The bot rolls next (slowly): the dice still showing the roll would be late takes, and the guide says so.
    await until(() => view().phase === 'stopped');
    await until(() => now(el) !== '' && !now(el).startsWith('The roll is'));
    expect(now(el)).toBe(
      'STOP was called: a take now is late (the die goes back and you give each other player one of your dice). Wait for the next roll.',
    );
    expect(parts(el, 'guide-rule')).toEqual([`Rule: ${raffzahnRules.en.turn[0]}`]);
    expect(tasks.filter((t) => t.bot === 'strong')).toEqual([]);
  });

  it('Bunte Kuh in Dutch: the total and how many funnels add up to it, with the rule of the call', async () => {
    const { el, tasks } = await guidedRace('bunte-kuh', 'guided-bk', { lang: 'nl' });
    await until(() => now(el) !== '');
    const view = el.view as unknown as {
      total: number;
      roll: [number, number, number];
      owner: number[];
      orientation: number[];
    };
    const n = matchingFunnels(view).length;
    const said = now(el);
    if (n === 0)
      expect(said).toMatch(new RegExp(`^De worp telt op tot ${view.total}, en bij geen enkele trechter`));
    else if (n === 1)
      expect(said).toMatch(new RegExp(`^De worp telt op tot ${view.total}, en bij één trechter tellen`));
    else
      expect(said).toMatch(
        new RegExp(
          `^De worp telt op tot ${view.total}, en bij ${n} trechters tellen de drie vlakken op tot ${view.total}: roep bij een ervan STOP`,
        ),
      );
    expect(said).toMatch(/ \(roep (STOP|NERGENS).+\)\.$/);
    // The funnel named is marked on the board.
    expect(el.shadowRoot!.querySelector('svg.pyramid .marked')).not.toBeNull();
    expect(parts(el, 'guide-rule')).toEqual([`Regel: ${bunteKuhRules.nl.turn[1]}`]);
    expect(part(el, 'guide-move')).toBeNull();
    expect(squash(part(el, 'guide')?.querySelector('strong')?.textContent)).toBe('Begeleid spel');
    expect(tasks.filter((t) => t.bot === 'strong')).toEqual([]);
  });
});
