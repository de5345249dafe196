/**
 * What a person reads and meets at the table: the whole move log in sentences (scrollable, every move), a hint
 * shown on the board before it is played, a log line pointed at shown on the board, a deal's summary that the
 * bots wait for, the auction announced, the final count, a solo game's rank, a question before a new game
 * throws one away, and bad attributes and languages said in words that name what to write.
 */
import { Rng } from '@tafel/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../elements/tafel-wine-cellar.js';
import '../elements/tafel-wiezen.js';
import '../elements/tafel-weinhaendler.js';
import '../elements/tafel-das-spiel.js';
import { enabledMoves, mount, playToEnd, press, until } from '../test-support/play.js';
import type { TafelTable } from './table-element.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const root = (el: TafelTable) => el.shadowRoot!;
const part = (el: TafelTable, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (el: TafelTable, name: string) => part(el, name)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

/** Clicks random enabled moves until `stop` holds. */
async function playUntil(el: TafelTable, seed: string, stop: () => boolean, max = 2000): Promise<void> {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < max; i++) {
    await until(() => stop() || el.outcome !== null || enabledMoves(el).length > 0);
    if (stop()) return;
    if (el.outcome) throw new Error('the game ended first');
    press(rng.pick(enabledMoves(el)));
    await el.updateComplete;
  }
  throw new Error('never reached');
}

describe('the move log', () => {
  it('keeps every move, in sentences that agree with who made them, scrollable', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seed: 'log-1',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await playToEnd(el, 'log-1');
    const lines = [...root(el).querySelectorAll('[part~="log-lines"] > li:not([part~="milestone"])')].map(
      (l) => l.textContent!.trim(),
    );
    expect(lines).toHaveLength(el.record!.moves.length);
    expect(lines.length).toBeGreaterThan(12);
    expect(lines.filter((l) => l.startsWith('You '))).not.toHaveLength(0);
    for (const line of lines)
      expect(line).toMatch(/^(You (bid|take|put|keep|swap)|Bot 2 (bids|takes|puts|keeps|swaps)) /);
    const list = part(el, 'log-lines')!;
    expect(getComputedStyle(list).overflowY).toBe('auto');
    expect(text(el, 'log')).toMatch(new RegExp(`^Moves \\(${lines.length}\\)`));
    // Who sits where, each bot with its level.
    const players = [...part(el, 'players')!.querySelectorAll('li')].map((li) => li.textContent!.trim());
    expect(players).toHaveLength(2);
    expect(players[0]).toBe('You');
    expect(players[1]).toMatch(/^Bot 2: bot, (easy|normal|strong)$/);
  });

  it('the arrow keys go through the lines, each move shown on the board', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'log-keys',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await playUntil(el, 'log-keys', () => (el.record?.moves.length ?? 0) >= 3);
    const list = part(el, 'log-lines')!;
    list.focus();
    await el.updateComplete;
    const current = () => root(el).querySelector('[part~="log-lines"] > li[aria-current="true"]');
    expect(current()).not.toBeNull();
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await el.updateComplete;
    expect(current()).toBe(root(el).querySelector('[part~="log-lines"] > li'));
    expect(root(el).querySelectorAll('svg.pyramid .marked').length).toBeGreaterThan(0);
    list.blur();
    await el.updateComplete;
    expect(current()).toBeNull();
  });

  it('a line pointed at shows its move on the board', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'log-point',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await playUntil(el, 'log-point', () => (el.record?.moves.length ?? 0) >= 3);
    const line = root(el).querySelector('[part~="log-lines"] > li')!;
    line.dispatchEvent(new PointerEvent('pointerenter'));
    await el.updateComplete;
    expect(root(el).querySelectorAll('svg.pyramid .marked').length).toBeGreaterThan(0);
    line.dispatchEvent(new PointerEvent('pointerleave'));
    await el.updateComplete;
    expect(root(el).querySelectorAll('svg.pyramid .marked')).toHaveLength(0);
  });

  it('speaks Dutch in Dutch: "Jij biedt", "Bot 2 biedt", never an English word', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seed: 'log-nl',
      seats: 'you,bot',
      lang: 'nl',
      'bot-delay': '0',
    });
    await playUntil(el, 'log-nl', () => (el.record?.moves.length ?? 0) >= 4);
    const log = text(el, 'log-lines');
    expect(log).toMatch(/Jij biedt /);
    expect(log).toMatch(/Bot 2 biedt /);
    expect(log).not.toMatch(/\b(bids|You|the)\b/);
  });
});

describe('a hint', () => {
  it('is shown on the board before it is played: the card raised, and said in words', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seed: 'hint-1',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    // The bot has bid (a hint is asked when no bot thinks).
    await until(() => enabledMoves(el).length > 0 && !(part(el, 'hint') as HTMLButtonElement).disabled);
    await frames(5);
    const moves = el.record!.moves.length;
    (part(el, 'hint') as HTMLButtonElement).click();
    await until(() => part(el, 'marked') !== null || part(el, 'notice') !== null, 5000).catch(() => {});
    expect(text(el, 'notice')).toMatch(/^Hint: /);
    await until(() => part(el, 'marked') !== null);
    expect(el.record!.moves.length).toBe(moves);
    const marked = part(el, 'marked')!;
    expect(marked.getAttribute('part')).toMatch(/\bmove\b/);
    expect(getComputedStyle(marked).transform).not.toBe('none');
    expect(text(el, 'notice')).toMatch(/^Hint: bid .+ \(marked on the board\)$/);
    // Played, it is no longer a hint.
    (marked as HTMLButtonElement).click();
    await el.updateComplete;
    expect(part(el, 'marked')).toBeNull();
  });

  it('on the pyramid: the die outlined', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'hint-2',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await until(() => enabledMoves(el).length > 0);
    (part(el, 'hint') as HTMLButtonElement).click();
    await until(() => root(el).querySelector('svg.pyramid .marked') !== null);
    expect(text(el, 'notice')).toMatch(/^Hint: pull the (red|yellow|pearl) die on the bottom level/);
    expect(text(el, 'notice')).not.toMatch(/\(\d/);
  });
});

describe('a stage of the game to read', () => {
  it('Wiezen: the deal’s summary (game, tricks, points, totals) before the next deal; the bots wait for it', async () => {
    const el = await mount<TafelTable>('tafel-wiezen', {
      seed: 'summary-1',
      options: '{"deals":2}',
      'bot-delay': '0',
    });
    await playUntil(el, 'summary-1', () => part(el, 'summary') !== null);
    const summary = part(el, 'summary')!;
    expect(summary.querySelector('h3')!.textContent).toMatch(/^Deal 1: /);
    const rows = [...summary.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent!.trim()),
    );
    expect(rows.map((r) => r[0])).toEqual(['You', 'Bot 2', 'Bot 3', 'Bot 4']);
    // Tricks add up to 13 (or nobody played); the points of the deal are the totals after one deal.
    const tricks = rows.reduce((n, r) => n + Number(r[1]), 0);
    expect([0, 13]).toContain(tricks);
    for (const r of rows) expect(Number(r[2]!.replace('+', '').replace('−', '-'))).toBe(Number(r[3]));
    const moves = el.record!.moves.length;
    await frames(10);
    expect(el.record!.moves.length).toBe(moves);
    expect(text(el, 'log-lines')).toMatch(/Deal 1 scored: /);
    // The stage is told with the move that closed it, inside that move's item: the list numbers only the moves,
    // as many as its heading says.
    const items = [...root(el).querySelectorAll('[part~="log-lines"] > li')];
    expect(text(el, 'log')).toMatch(new RegExp(`^Moves \\(${items.length}\\)`));
    expect(items.at(-1)!.querySelector('[part~="milestone"]')!.textContent).toMatch(/^Deal 1 scored: /);
    (part(el, 'continue') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(part(el, 'summary')).toBeNull();
  });

  it('Die Weinhändler: the auction announced, and the final count per player', async () => {
    const el = await mount<TafelTable>('tafel-weinhaendler', {
      seed: 'summary-2',
      seats: 'you,bot,bot',
      'bot-delay': '0',
    });
    await playUntil(el, 'summary-2', () => part(el, 'summary') !== null);
    expect(part(el, 'summary')!.querySelector('h3')!.textContent).toMatch(/^Round 1: the auction$/);
    expect(text(el, 'auction-summary')).toMatch(/(You|Bot \d): €[\d.]+ — receives /);
    expect(text(el, 'log-lines')).toMatch(/Auction of round 1: /);
    await playToEnd(el, 'summary-2b', 3000);
    const count = part(el, 'final-count')!;
    expect(count.querySelector('caption')!.textContent).toBe('The final count');
    const rows = [...count.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(3);
    const outcome = el.outcome!;
    rows.forEach((r, seat) => {
      expect(Number(r.querySelector('td:last-child')!.textContent)).toBe(outcome.scores[seat]);
    });
  });

  it('Wine Cellar solo (seats="you"): the score and the rank from the rulebook’s table, no stale trick heading', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seed: 'solo-1',
      seats: 'you',
      'bot-delay': '0',
    });
    await playToEnd(el, 'solo-1');
    const status = text(el, 'status');
    expect(status).toMatch(
      /Game over — \d+ points: (Master Sommelier|Sommelier|Wine Geek|Still fermenting in the tank)$/,
    );
    expect(status).not.toMatch(/Winners?:\s*$/);
    expect(text(el, 'prizes')).not.toMatch(/Trick 8 of 8/);
  });
});

describe('a new game while one is in progress', () => {
  it('asks first; No keeps the game, Yes starts a new one', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seed: 'confirm-1',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await playUntil(el, 'confirm-1', () => (el.record?.moves.length ?? 0) >= 2);
    const record = el.record;
    (part(el, 'new-game') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(text(el, 'confirm')).toMatch(/^Start a new game\? The game in progress will be lost\./);
    (part(el, 'confirm-no') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(part(el, 'confirm')).toBeNull();
    expect(el.record).toBe(record);
    (part(el, 'new-game') as HTMLButtonElement).click();
    await el.updateComplete;
    (part(el, 'confirm-yes') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.record).not.toBe(record);
  });
});

describe('attributes a table cannot play with', () => {
  it('seats="foo", options=\'{bad json\', game="nope": the attribute named, and what to write, in the table’s language', async () => {
    const seats = await mount<TafelTable>('tafel-wine-cellar', { seats: 'foo', 'bot-delay': '0' });
    expect(text(seats, 'notice')).toBe(
      'seats="foo": "foo" is not a seat. Each seat is you, hotseat, bot or bot:easy|normal|strong, comma-separated.',
    );
    const options = await mount<TafelTable>('tafel-wiezen', {
      options: '{bad json',
      lang: 'nl',
      'bot-delay': '0',
    });
    expect(text(options, 'notice')).toMatch(
      /^options='\{bad json' is geen JSON: schrijf de opties als een JSON-object\. De opties van dit spel zijn "deals"/,
    );
    const game = await mount<TafelTable>('tafel-das-spiel', { game: 'nope', 'bot-delay': '0' });
    expect(text(game, 'notice')).toMatch(
      /^game="nope" is not a game of <tafel-das-spiel>: it plays "abquetschen", (".+", )+".+"\.$/,
    );
  });

  it('lang="fr": the table speaks English, and the console says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      lang: 'fr',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    expect(el.tableLang).toBe('en');
    expect(text(el, 'status')).toMatch(/^Wine Cellar/);
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /lang="fr" is not a language the tables speak \(en, nl\)/,
    );
    warn.mockRestore();
  });
});

describe('a real-time game at a person’s pace', () => {
  it('Bunte Kuh: after a call the table pauses before the next roll, says so, and nobody moves meanwhile', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'bunte-kuh',
      seed: 'pace-1',
      seats: 'you,bot',
      'bot-delay': '100000',
      'roll-pause': '100000',
    });
    // The pause is the person's to choose, beside the players and their bots' levels.
    expect(text(el, 'pace')).toMatch(/^Pause before each roll/);
    expect(text(el, 'players')).toMatch(/Bot 2: bot, (easy|normal|strong)/);
    const round = () => (el.view as { round: number }).round;
    const first = round();
    // A call in three steps: STOP or NOWHERE, a funnel, the die's orientation.
    for (let step = 0; step < 3 && round() === first; step++) {
      await until(() => enabledMoves(el).length > 0);
      press(enabledMoves(el)[0]!);
      await el.updateComplete;
    }
    await until(() => round() !== first);
    await el.updateComplete;
    expect(text(el, 'status')).toMatch(/The next roll comes in a moment: read the last round\./);
    expect(enabledMoves(el)).toHaveLength(0);
    expect(text(el, 'log-lines')).toMatch(/^You call (STOP|NOWHERE)/);
  });
  it('offers a pause scaled from a slow bot-delay to a tenth of a second, and keeps the one chosen', async () => {
    // 2.5 s at the bots' own pace of 0.6 s, scaled to 4 s: 16,666.7 ms, which would read "16.67 s".
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'bunte-kuh',
      seed: 'pace-2',
      seats: 'you,bot',
      'bot-delay': '4000',
    });
    await until(() => root(el).querySelector('[part="pace"] select') !== null);
    const select = root(el).querySelector<HTMLSelectElement>('[part="pace"] select')!;
    expect(select.selectedOptions[0]!.textContent!.trim()).toBe('16.7 s');
    expect([...select.options].map((o) => o.textContent!.trim())).toEqual([
      'none',
      '1 s',
      '2.5 s',
      '4 s',
      '6 s',
      '16.7 s',
    ]);
    select.value = '1000';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.rollPause).toBe(1000);
    expect(
      root(el)
        .querySelector<HTMLSelectElement>('[part="pace"] select')!
        .selectedOptions[0]!.textContent!.trim(),
    ).toBe('1 s');
  });
});

describe('the pyramid on a phone', () => {
  it('two fingers pinch it larger and back; one finger then pans it', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seed: 'pinch',
      'bot-delay': '0',
    });
    const pan = root(el).querySelector<HTMLElement>('.pan')!;
    const viewBox = () => root(el).querySelector('svg.pyramid')!.getAttribute('viewBox')!;
    const width = () => Number(viewBox().split(' ')[2]);
    const whole = width();
    const finger = (type: string, id: number, x: number) =>
      pan.dispatchEvent(new PointerEvent(type, { pointerId: id, clientX: x, clientY: 100, bubbles: true }));
    finger('pointerdown', 1, 100);
    finger('pointerdown', 2, 140);
    finger('pointermove', 2, 220);
    await el.updateComplete;
    // Three times as far apart: three times as close.
    expect(width()).toBeCloseTo(whole / 3, 0);
    finger('pointerup', 2, 220);
    finger('pointerup', 1, 100);
    expect(pan.classList.contains('zoomed')).toBe(true);
    expect(getComputedStyle(pan).touchAction).toBe('none');
    const before = viewBox();
    finger('pointerdown', 3, 200);
    finger('pointermove', 3, 120);
    await el.updateComplete;
    expect(viewBox()).not.toBe(before);
    expect(width()).toBeCloseTo(whole / 3, 0);
  });
});

describe('controls a finger can hit', () => {
  it('every button of the table is at least 44 × 44 CSS pixels', async () => {
    for (const tag of ['tafel-wine-cellar', 'tafel-wiezen', 'tafel-weinhaendler']) {
      const el = await mount<TafelTable>(tag, { seed: 'sizes', 'bot-delay': '0' });
      await until(() => enabledMoves(el).length > 0);
      for (const control of root(el).querySelectorAll<HTMLElement>('button, [part~="load"], select')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0) continue;
        expect(box.width, `${tag} ${control.getAttribute('part')}`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${tag} ${control.getAttribute('part')}`).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
