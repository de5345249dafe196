import { games, replay } from '@tafel/core';
import type { WineCellarState } from '@tafel/core/wine-cellar';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableBots } from '../bots/runner.js';
import '../elements/tafel-wine-cellar.js';
import type { BotRunner } from '@tafel/core/match';
import type { TafelTable } from '../table/table-element.js';
import { enabledMoves, inPageBots, mount, playToEnd, press, until } from '../test-support/play.js';

const table = (attrs: Record<string, string>, bots: BotRunner | null = inPageBots) =>
  mount<TafelTable>('tafel-wine-cellar', attrs, bots);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<tafel-wine-cellar>', () => {
  it('plays a whole solo game by clicking, and its record replays to the same end', async () => {
    const el = await table({ seats: 'you', seed: 'solo-1', 'bot-delay': '0' });
    // Eight tricks: a bid and a placement each, and the swap decision.
    expect(await playToEnd(el, 'clicks')).toBeGreaterThanOrEqual(17);
    const record = el.record!;
    const state = replay<WineCellarState>(games['wine-cellar'], record);
    expect(games['wine-cellar'].outcome(state)).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[part~="score-sheet"]')?.textContent).toMatch(/Score/);
    // The chart ends on the final score.
    const total = games['wine-cellar'].outcome(state)!.scores[0];
    expect(el.shadowRoot!.querySelector('[part~="score-chart"] svg')?.getAttribute('aria-label')).toMatch(
      new RegExp(`You: ${total}$`),
    );
    // Its legend: each line sample at its own 22 px, on one line with the name it stands for.
    for (const li of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="score-chart"] .legend li')) {
      const sample = li.querySelector('svg')!.getBoundingClientRect();
      expect(sample.width).toBe(22);
      expect(li.getBoundingClientRect().height).toBeLessThan(2 * sample.height + 20);
    }
  });

  it('plays a whole duel against a bot running in a Worker', async () => {
    const el = await table({ seats: 'you,bot:normal', seed: 'duel-1', 'bot-delay': '0' }, null);
    const moves: number[] = [];
    el.addEventListener('tafel-move', (e) => moves.push((e as CustomEvent).detail.seat));
    await playToEnd(el, 'duel');
    expect((el.bots as TableBots).thread).toBe('worker');
    expect(new Set(moves)).toEqual(new Set([0, 1]));
    expect(el.record!.moves.length).toBe(moves.length);
  });

  it('a refused click changes nothing and says why in the rule’s words (asked for that one move)', async () => {
    // 2021 duel: when following suit, the other suit's cards are refused.
    const el = await table({
      seats: 'you,bot',
      seed: 'refuse',
      'bot-delay': '0',
      options: '{"rules":"2021"}',
    });
    /** A disabled card that, once a person focuses it, says it must follow suit. */
    const blockedCard = () => {
      if (enabledMoves(el).length === 0) return null;
      for (const card of el.shadowRoot!.querySelectorAll<HTMLButtonElement>(
        '[part~="card"][aria-disabled="true"]',
      )) {
        // Until it is tried, a disabled control says only that it cannot be used now.
        expect(card.title).toMatch(/not possible now|must follow (bottles|glasses)/);
        card.dispatchEvent(new FocusEvent('focus'));
        if (/must follow (bottles|glasses)/.test(card.title)) return card;
      }
      return null;
    };
    for (let i = 0; i < 60 && !blockedCard(); i++) {
      await until(() => enabledMoves(el).length > 0);
      if (!blockedCard()) press(enabledMoves(el)[0]!);
      await until(() => enabledMoves(el).length > 0);
    }
    const blocked = blockedCard()!;
    // The rule in words: which suit must be followed.
    expect(blocked.title).toMatch(/^You must follow (bottles|glasses): bid one of your (bottles|glasses)\.$/);
    const before = JSON.stringify(el.record);
    blocked.click();
    await el.updateComplete;
    expect(JSON.stringify(el.record)).toBe(before);
    expect(el.shadowRoot!.querySelector('[part="notice"]')?.textContent).toBe(blocked.title);
    // Every enabled control makes progress: one click, the person's move in the record (the bot may answer).
    const moves = el.record!.moves.length;
    press(enabledMoves(el)[0]!);
    await until(() => el.record!.moves.length > moves);
    expect(el.record!.moves[moves]).toMatchObject({ seat: 0 });
  });

  it('a bot’s sealed bid reaches neither the log nor the tafel-move event', async () => {
    const first = new Promise<{ seat: number; move: { type: string; card?: number } }>((resolve) =>
      document.addEventListener('tafel-move', (e) => resolve((e as CustomEvent).detail), { once: true }),
    );
    const el = await table({ seats: 'you,bot', seed: 'sealed', 'bot-delay': '0' });
    const bid = await first;
    await el.updateComplete;
    expect(bid).toMatchObject({ seat: 1, move: { type: 'bid' } });
    expect(bid.move.card).toBeUndefined();
    expect((el.view as { bids: unknown[] }).bids[1]).toBe('hidden');
    expect(el.shadowRoot!.querySelector('[part~="log"] li')?.textContent).toMatch(/sealed card/);
  });

  it('both bids revealed: each card says whose bid it is and who chooses a prize first', async () => {
    // A slow bot: the bids stay on the table long enough to be read, as a person reads them.
    const el = await table({ seats: 'you,bot', seed: 'sealed', 'bot-delay': '1500' });
    await until(() => (el.view as { bids: unknown[] } | null)?.bids[1] === 'hidden');
    await until(() => enabledMoves(el).length > 0);
    press(enabledMoves(el)[0]!);
    await el.updateComplete;
    const view = el.view as { bids: number[]; winner: number };
    expect(view.bids.every((b) => typeof b === 'number')).toBe(true);
    const captions = [...el.shadowRoot!.querySelectorAll('[part~="bid-caption"]')].map((c) =>
      c.textContent!.trim(),
    );
    expect(captions).toEqual(
      view.winner === 0
        ? ['Your bid: you choose first', 'Bot 2’s bid']
        : ['Your bid', 'Bot 2’s bid: chooses first'],
    );
  });

  it('speaks Dutch from the lang attribute', async () => {
    const el = await table({ seats: 'you', seed: 'nl', lang: 'nl', 'bot-delay': '0' });
    expect(el.shadowRoot!.textContent).toMatch(/Jouw hand/);
    expect(el.shadowRoot!.textContent).toMatch(/Nieuw spel/);
  });

  it('refuses bad seats with a tafel-error and no table', async () => {
    const errors: string[] = [];
    document.addEventListener('tafel-error', (e) => errors.push((e as CustomEvent).detail.code), {
      once: true,
    });
    const el = await table({ seats: 'you,you', 'bot-delay': '0' });
    expect(errors).toEqual(['invalid-seats']);
    expect(el.view).toBeNull();
  });
});
