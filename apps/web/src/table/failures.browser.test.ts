/**
 * Every failure is seen: a bad attribute, a bot that cannot move, a hint that cannot be given. Each is shown on
 * the table in its language (the notice, an alert) and fired as `tafel-error` with a stable code; after a bot
 * failure the table offers to try again, and trying again with bots that work plays on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-wine-cellar.js';
import '../elements/tafel-das-spiel.js';
import type { BotRunner } from '@tafel/core/match';
import { inPageBots, mount, until } from '../test-support/play.js';
import type { ErrorDetail, TafelTable } from './table-element.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The `tafel-error`s fired from now on. */
function errors(): ErrorDetail[] {
  const seen: ErrorDetail[] = [];
  document.addEventListener('tafel-error', (e) => seen.push(e.detail));
  return seen;
}

const notice = (el: TafelTable) => el.shadowRoot!.querySelector('[part~="notice"]')?.textContent ?? null;

describe('a bad attribute', () => {
  it('options that are not JSON: said in Dutch, no table', async () => {
    const seen = errors();
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      lang: 'nl',
      options: '{rules:2021}',
      'bot-delay': '0',
    });
    expect(seen.map((e) => e.code)).toEqual(['invalid-options']);
    expect(notice(el)).toMatch(/^options='\{rules:2021\}' is geen JSON: /);
    expect(seen[0]!.message).toBe(notice(el));
    expect(el.view).toBeNull();
  });

  it('options the game refuses: the rule’s words in the table’s language', async () => {
    const seen = errors();
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      options: '{"rules":"1999"}',
      'bot-delay': '0',
    });
    expect(seen.map((e) => e.code)).toEqual(['invalid-options']);
    // The attribute named, the rule's words, and the options there are.
    expect(notice(el)).toMatch(
      /^options='\{"rules":"1999"\}' does not fit this game \(.+\)\. This game's options are "/,
    );
  });

  it('a bot-delay that is no number of milliseconds', async () => {
    const seen = errors();
    const el = await mount<TafelTable>('tafel-wine-cellar', { 'bot-delay': 'soon' });
    expect(seen.map((e) => e.code)).toEqual(['invalid-bot-delay']);
    expect(notice(el)).toBe(
      'bot-delay="soon" is not a number of milliseconds: write 0 or more (600 by default).',
    );
  });

  it('seats in Dutch', async () => {
    const seen = errors();
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seats: 'you,you',
      lang: 'nl',
      'bot-delay': '0',
    });
    expect(seen.map((e) => e.code)).toEqual(['invalid-seats']);
    expect(notice(el)).toBe(
      'seats="you,you": één "you" per scherm; andere mensen hier zitten als "hotseat".',
    );
  });

  it('a game <tafel-das-spiel> does not play: shown on the table, not played as another game', async () => {
    const seen = errors();
    const el = await mount<TafelTable>('tafel-das-spiel', { game: 'halma', 'bot-delay': '0' });
    expect(seen.map((e) => e.code)).toEqual(['unsupported-game']);
    expect(notice(el)).toMatch(
      /^game="halma" is not a game of <tafel-das-spiel>: it plays "abquetschen", .*\.$/,
    );
    expect(el.record).toBeNull();
    expect(el.shadowRoot!.querySelector('[part~="board"]')).toBeNull();
  });
});

describe('a bot that cannot move', () => {
  it('is said on the table and fired; "Try again" with working bots plays on', async () => {
    let working = false;
    const flaky: BotRunner = {
      run: (task) =>
        working ? inPageBots.run(task) : Promise.reject(new Error('the bots’ code did not load')),
    };
    const seen = errors();
    // In a duel both bid at once: the bot at seat 0 is to move from the start.
    const el = await mount<TafelTable>(
      'tafel-wine-cellar',
      { seats: 'bot,you', seed: 'fail', 'bot-delay': '0' },
      flaky,
    );
    await until(() => notice(el) !== null);
    expect(notice(el)).toBe('Bot 1 could not move: the bots’ code did not load');
    expect(seen).toEqual([{ code: 'bot-failed', message: notice(el) }]);
    const retry = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!;
    expect(retry.textContent?.trim()).toBe('Try again');
    working = true;
    retry.click();
    await until(() => (el.record?.moves.some((m) => m.seat === 0) ?? false) && notice(el) === null);
    expect(el.shadowRoot!.querySelector('[part~="retry"]')).toBeNull();
  });

  it('a hint that cannot be given is said too', async () => {
    const broken: BotRunner = { run: () => Promise.reject(new Error('no bots here')) };
    const seen = errors();
    const el = await mount<TafelTable>(
      'tafel-wine-cellar',
      { seats: 'you', seed: 'hint', 'bot-delay': '0' },
      broken,
    );
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="hint"]')!.click();
    await until(() => notice(el) !== null);
    expect(notice(el)).toBe('No hint now: no bots here');
    expect(seen.map((e) => e.code)).toEqual(['bot-failed']);
  });
});
