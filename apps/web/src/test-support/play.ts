/**
 * Plays a table as a person would in tests: waits while a bot thinks, then clicks one of the enabled move
 * controls (the automation contract: `part~="move"`, `aria-disabled="false"`), chosen by a seeded generator.
 */
import { games, Rng } from '@tafel/core';
import { botFor } from '../table/bots.js';
import type { BotRunner } from '../table/local-match.js';
import type { TafelTable } from '../table/table-element.js';

/** Bots in the page (the Worker has its own test): fast and deterministic. */
export const inPageBots: BotRunner = {
  async choose({ game, bot, state, seat, seed }) {
    const g = games[game as keyof typeof games];
    const legal = g.legalMoves(state as never, seat);
    return botFor(g, bot).choose({ game: g, state, seat, legal, rng: Rng.fromSeed(seed) });
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
export function enabledMoves(table: TafelTable): HTMLButtonElement[] {
  return [
    ...(table.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part~="move"][aria-disabled="false"]') ?? []),
  ];
}

/** Resolves when `check` holds, polling each frame (fails after `ms`). */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error('timed out waiting for the table');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/** Clicks moves until the game ends; returns the number of clicks. */
export async function playToEnd(table: TafelTable, seed: string, maxClicks = 500): Promise<number> {
  const rng = Rng.fromSeed(seed);
  let clicks = 0;
  let ended = false;
  table.addEventListener('tafel-end', () => {
    ended = true;
  });
  while (!ended) {
    if (clicks >= maxClicks) throw new Error('the game did not end');
    // A hot seat hands the screen over first.
    const reveal = table.shadowRoot?.querySelector<HTMLButtonElement>('[part~="reveal"]');
    if (reveal) {
      reveal.click();
      await table.updateComplete;
      continue;
    }
    await until(() => ended || enabledMoves(table).length > 0);
    if (ended) break;
    rng.pick(enabledMoves(table)).click();
    clicks++;
    await table.updateComplete;
  }
  return clicks;
}
