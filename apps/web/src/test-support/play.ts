/**
 * Plays a table as a person would in tests: waits while a bot thinks, then clicks one of the enabled move
 * controls (the automation contract: `part~="move"`, `aria-disabled="false"`), chosen by a seeded generator.
 */

import { thinkTask } from '@tafel/bots/worker';
import { Rng } from '@tafel/core';
import type { BotRunner } from '@tafel/core/match';
import type { TafelTable } from '../table/table-element.js';

/** Bots in the page (the Worker has its own test in `@tafel/bots`): the same answers, without a Worker. */
export const inPageBots: BotRunner = {
  async run(task) {
    return thinkTask(task);
  },
};

/** Puts a table on the page with these attributes and waits for its first render. */
export async function mount<T extends TafelTable>(
  tag: string,
  attrs: Record<string, string>,
  bots: BotRunner | null = inPageBots,
): Promise<T> {
  const el = document.createElement(tag) as T;
  if (bots) el.bots = bots;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** The enabled move controls of a table. */
export function enabledMoves(table: TafelTable): Array<HTMLButtonElement | SVGElement> {
  return [
    ...(table.shadowRoot?.querySelectorAll<HTMLButtonElement | SVGElement>(
      '[part~="move"][aria-disabled="false"]',
    ) ?? []),
  ];
}

/** Clicks a control as a pointer does (SVG controls have no `click()`). */
export function press(control: Element): void {
  control.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
}

/** Resolves when `check` holds, polling each frame (fails after `ms`). */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error('timed out waiting for the table');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/**
 * Clicks moves until the game ends; returns the number of clicks. `choose` picks among the enabled move controls
 * (by default one at random).
 */
export async function playToEnd(
  table: TafelTable,
  seed: string,
  maxClicks = 500,
  choose: (moves: (HTMLButtonElement | SVGElement)[], rng: Rng) => Element = (moves, rng) => rng.pick(moves),
): Promise<number> {
  const rng = Rng.fromSeed(seed);
  let clicks = 0;
  let ended = false;
  table.addEventListener('tafel-end', () => {
    ended = true;
  });
  // Fast bots may finish a real-time game before the first click.
  if (table.outcome) ended = true;
  while (!ended) {
    if (clicks >= maxClicks) throw new Error('the game did not end');
    // A hot seat hands the screen over first.
    const reveal = table.shadowRoot?.querySelector<HTMLButtonElement>('[part~="reveal"]');
    if (reveal) {
      reveal.click();
      await table.updateComplete;
      continue;
    }
    // A summary (a deal scored, an auction settled) is read, then dismissed: the table goes on.
    const next = table.shadowRoot?.querySelector<HTMLButtonElement>('[part~="continue"]');
    if (next && table.outcome === null) {
      next.click();
      await table.updateComplete;
      continue;
    }
    await until(
      () =>
        ended ||
        table.outcome !== null ||
        enabledMoves(table).length > 0 ||
        table.shadowRoot?.querySelector('[part~="continue"]') != null,
      // Generous: on a busy machine a real-time round (bots' reactions, the pause before a roll) can take long.
      60_000,
    );
    if (table.outcome) break;
    if (ended) break;
    const moves = enabledMoves(table);
    if (moves.length === 0) continue;
    press(choose(moves, rng));
    clicks++;
    await table.updateComplete;
  }
  return clicks;
}
