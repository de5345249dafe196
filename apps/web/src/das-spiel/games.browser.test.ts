/**
 * Every game of `<tafel-das-spiel>` played in the browser as a person plays it: the enabled move controls are
 * what the rules allow now (the legal moves, or the game's steps for a move in the making), a refused click
 * changes nothing, and a whole game against bots by clicking ends with an outcome its record replays to.
 */
import { type AnyGame, games, replay } from '@tafel/core';
import { abquetschen } from '@tafel/core/das-spiel';
import type { AbquetschenState } from '@tafel/core/das-spiel/abquetschen';
import type { EintrichternState } from '@tafel/core/das-spiel/eintrichtern';
import type { WuerfelmarschState } from '@tafel/core/das-spiel/wuerfelmarsch';
import { afterEach, describe, expect, it } from 'vitest';
import '../elements/tafel-das-spiel.js';
import type { TafelTable } from '../table/table-element.js';
import { enabledMoves, mount, playToEnd, press, until } from '../test-support/play.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The match state behind a table (tests only: a page never reads it). */
const stateOf = <S>(el: TafelTable) =>
  (el as unknown as { table: { match: { position(seat: number): S } } }).table.match.position(0);
const cellControls = (el: TafelTable) => [...el.shadowRoot!.querySelectorAll('[part~="move"][part~="cell"]')];

describe.each([
  // Real-time bots race at a tenth of their reaction times (`bot-delay` 60): quick, but the person gets to call.
  ['abquetschen', 'you,bot', '0'],
  ['eintrichtern', 'you,bot', '0'],
  ['wuerfelmarsch', 'you,bot', '0'],
  ['raffzahn', 'you,bot,bot', '60'],
  ['bunte-kuh', 'you,bot', '60'],
  ['cui-bono', 'you,bot', '0'],
])('<tafel-das-spiel game="%s">', (game, seats, delay) => {
  it('plays a whole game against bots by clicking; the record replays to the same outcome', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game,
      seats,
      seed: `whole-${game}`,
      'bot-delay': delay,
    });
    await playToEnd(el, `clicks-${game}`, 3000);
    // The person took part: at least one move of seat 0 is in the record.
    expect(el.record!.moves.some((m) => m.seat === 0)).toBe(true);
    const outcome = el.outcome;
    const g = games[game as keyof typeof games] as AnyGame;
    const replayed = g.outcome(replay(g, el.record!));
    expect(replayed).not.toBeNull();
    expect(outcome).toMatchObject(replayed!);
    expect(el.shadowRoot!.querySelector('[part~="rules"]')?.textContent).toMatch(/\w+ \w+ \w+ \w+/);
  }, 120_000);
});

describe('move controls are what the rules allow', () => {
  it('Abquetschen: the lit cells are the continuations of the build in the making, the counter counts', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'abquetschen',
      seats: 'you,bot',
      seed: 'lit',
      'bot-delay': '0',
    });
    await until(() => cellControls(el).length > 0);
    const state = stateOf<AbquetschenState>(el);
    const seat = abquetschen.active(state)[0]!;
    const first = abquetschen.steps!.next(state, seat, []);
    expect(cellControls(el)).toHaveLength(first.length);
    press(cellControls(el)[0]!);
    await el.updateComplete;
    const picked = first[0]!;
    const after = abquetschen.steps!.next(state, seat, [picked]);
    // Every lit cell continues the build (the picked one is taken back with a button that is no move).
    expect(cellControls(el)).toHaveLength(after.length);
    expect(el.shadowRoot!.querySelector('[part~="counter"]')?.textContent).toMatch(/: 1/);
    (el.shadowRoot!.querySelector('[part~="take-back"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(cellControls(el)).toHaveLength(first.length);
  });

  it('Eintrichtern: the enabled controls are the legal moves — roll or take over, or the red dice to lift', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'eintrichtern',
      seats: 'you,bot',
      seed: 'lift',
      'bot-delay': '0',
    });
    for (let turn = 0; turn < 8; turn++) {
      await until(() => enabledMoves(el).length > 0);
      const legal = games.eintrichtern.legalMoves(stateOf<EintrichternState>(el), 0);
      expect(cellControls(el)).toHaveLength(legal.filter((m) => m.type === 'lift').length);
      const buttons = enabledMoves(el).filter((m) => !m.matches('[part~="cell"]'));
      expect(buttons.map((b) => b.getAttribute('part')!.replace('move ', '')).sort()).toEqual(
        legal
          .filter((m) => m.type !== 'lift')
          .map((m) => m.type)
          .sort(),
      );
      press(enabledMoves(el)[0]!);
      await el.updateComplete;
    }
  });

  it('Würfelmarsch: choose a die, then an arrow key tilts it; a refused click changes nothing', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'wuerfelmarsch',
      seats: 'you,bot',
      seed: 'keys',
      'bot-delay': '0',
    });
    await until(() => cellControls(el).length > 0);
    const state = stateOf<WuerfelmarschState>(el);
    const movable = new Set(games.wuerfelmarsch.legalMoves(state, 0).map((m) => m.cell));
    expect(cellControls(el)).toHaveLength(movable.size);
    // A control that is no move now (a disabled button) changes nothing.
    const before = JSON.stringify(el.record);
    const disabled = el.shadowRoot!.querySelector('[part~="move"][aria-disabled="true"]');
    if (disabled) press(disabled);
    expect(JSON.stringify(el.record)).toBe(before);
    press(cellControls(el)[0]!);
    await el.updateComplete;
    const chosen = el.shadowRoot!.querySelector('[part~="chosen"]') as SVGElement;
    expect(chosen).not.toBeNull();
    await until(() => el.shadowRoot!.activeElement === chosen);
    for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']) {
      if (el.record!.moves.length > 0) break;
      chosen.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      await el.updateComplete;
    }
    expect(el.record!.moves[0]).toMatchObject({ seat: 0, move: { type: 'tilt' } });
  });

  it('Bunte Kuh: a call is STOP or NERGENS, then a funnel, then an orientation; a wrong call shows its penalty', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'bunte-kuh',
      seats: 'you,bot',
      seed: 'call',
      // The bot reacts a thousand times slower than its own pace: the person calls first.
      'bot-delay': '600000',
    });
    await until(() => enabledMoves(el).length > 0);
    const calls = enabledMoves(el).map((m) => m.getAttribute('part'));
    expect(calls).toEqual(expect.arrayContaining(['move stop', 'move nowhere']));
    // NERGENS at some funnel: wrong whenever a funnel has the sum; either way the round ends.
    press(enabledMoves(el).find((m) => m.getAttribute('part') === 'move nowhere')!);
    await el.updateComplete;
    press(cellControls(el)[0]!);
    await el.updateComplete;
    const orientations = enabledMoves(el).filter((m) => m.getAttribute('part') === 'move orientation');
    expect(orientations).toHaveLength(24);
    press(orientations[0]!);
    await el.updateComplete;
    const record = el.record!;
    expect(record.moves).toHaveLength(1);
    const rounds = stateOf<{ rounds: { round: number; calls: { right: boolean }[] }[] }>(el).rounds;
    const wrong = rounds.find((r) => r.round === 1)!.calls[0]!.right === false;
    expect(el.shadowRoot!.querySelector('.penalty') !== null).toBe(wrong);
    // The dice each seat has left, one phrase per seat between separators (none trailing).
    const stock = stateOf<{ stock: number[] }>(el).stock;
    const left = [...el.shadowRoot!.querySelectorAll('p')].find((p) => /left/.test(p.textContent ?? ''));
    expect(left?.textContent?.trim()).toBe(`You: ${stock[0]} left · Bot 2: ${stock[1]} left`);
  });
});

describe('the board’s lines read as sentences', () => {
  it('Cui bono? before anyone kept a die: "no dice", not "0 dice, −0"', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seats: 'you,bot',
      seed: 'lines',
      'bot-delay': '600000',
    });
    await until(() => enabledMoves(el).length > 0);
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('You: no dice · Bot 2: no dice');
    expect(el.shadowRoot!.querySelector('[part~="seat-plate"][data-seat="1"]')!.textContent).toContain(
      'no dice kept',
    );
    expect(text).not.toContain('−0');
  });
});

describe('zoom and pan', () => {
  it('zooms in and out with the buttons and pans by dragging, within the pyramid', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'cui-bono',
      seats: 'you,bot',
      seed: 'zoom',
    });
    const svg = () => el.shadowRoot!.querySelector('svg.pyramid')!;
    const whole = svg().getAttribute('viewBox')!;
    const width = (box: string) => Number(box.split(' ')[2]);
    (el.shadowRoot!.querySelector('[part~="zoom-in"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const zoomed = svg().getAttribute('viewBox')!;
    expect(width(zoomed)).toBeCloseTo(width(whole) / 1.5, 0);
    const pan = el.shadowRoot!.querySelector('.pan')!;
    const at = (type: string, x: number) =>
      pan.dispatchEvent(new PointerEvent(type, { pointerId: 7, clientX: x, clientY: 100, bubbles: true }));
    at('pointerdown', 200);
    at('pointermove', 120);
    at('pointerup', 120);
    await el.updateComplete;
    const panned = svg().getAttribute('viewBox')!;
    // Dragging left shows more of the right: the view box moves right, its size stays.
    expect(Number(panned.split(' ')[0])).toBeGreaterThan(Number(zoomed.split(' ')[0]));
    expect(width(panned)).toBe(width(zoomed));
    (el.shadowRoot!.querySelector('[part~="zoom-out"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(svg().getAttribute('viewBox')).toBe(whole);
  });
});
