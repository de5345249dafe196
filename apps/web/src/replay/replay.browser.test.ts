/**
 * `<tafel-replay>` in Chromium, for each of the nine games: a record played to its end (core's match runner,
 * seeded), opened in the replay and stepped to the first, middle and last index and back, by its buttons, its
 * log and the keyboard. At each index the board shown must be the game's board drawn from core's own `replay`
 * of the first n moves (for one seat and, the game over, for every seat with `all`), the log line marked the n-th
 * move as that seat saw it (core's `seen`); axe finds nothing against WCAG A/AA.
 */
import { type AnyGame, type GameId, games, type MatchRecord, replay, type Seat, seenBy } from '@tafel/core';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { boards } from '../boards.js';
import '../elements/tafel-replay.js';
import { checkReplayAt, mountReplay, nameOf as name, q, squash } from '../test-support/replay-checks.js';
import { finishedRecord } from '../test-support/replay-records.js';
import type { TafelReplay } from './element.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const ids = Object.keys(games) as GameId[];

const check = (el: TafelReplay, id: GameId, record: MatchRecord, n: number, seats: readonly Seat[]) =>
  checkReplayAt(el, id, record, n, seats);

describe('<tafel-replay>', () => {
  it.each(ids)('%s: first, middle, last and back match core, for seat 1 and for all', async (id) => {
    const record = finishedRecord(id, `replay-${id}`);
    const total = record.moves.length;
    const middle = Math.floor(total / 2);
    const seat = record.seats.length > 1 ? 1 : 0;
    const el = await mountReplay(record, String(seat));
    const steps: number[] = [];
    el.addEventListener('tafel-step', (e) => steps.push((e as CustomEvent<{ index: number }>).detail.index));

    q(el, '[part~="first"]')!.click();
    await check(el, id, record, 0, [seat]);
    q(el, `[part~="line"][data-index="${middle}"]`)!.click();
    await check(el, id, record, middle, [seat]);
    q(el, '[part~="last"]')!.click();
    await check(el, id, record, total, [seat]);
    q(el, '[part~="back"]')!.click();
    await check(el, id, record, total - 1, [seat]);
    expect(steps).toEqual([0, middle, total, total - 1]);

    // The log says each move as the seat saw it: a line of a move it could not see names only its kind.
    const line = squash(q(el, `[part~="line"][data-index="${total}"]`)?.textContent);
    const game = games[id] as AnyGame;
    const lastMove = record.moves[total - 1]!;
    const before = replay(game, { ...record, moves: record.moves.slice(0, total - 1) });
    const after = replay(game, record);
    expect(line).toBe(
      squash(
        boards[id].board.describe(seenBy(game, before, lastMove.seat, game.parseMove(lastMove.move), seat), {
          lang: 'en',
          // The seat shown is "You" in its own log; every other seat by its name.
          who: lastMove.seat === seat ? 'you' : 'other',
          name: lastMove.seat === seat ? 'You' : name(record, lastMove.seat),
          seat: lastMove.seat,
          viewer: seat,
          before: game.view(before, seat),
          after: game.view(after, seat),
          seatName: (s) => name(record, s),
        }),
      ),
    );

    // The view picker: each seat and everything (the game is over); choosing sets the attribute.
    const picker = q(el, '[part~="viewer"]') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual([
      ...record.seats.map((_, s) => String(s)),
      'all',
    ]);
    expect(picker.value).toBe(String(seat));
    picker.value = 'all';
    picker.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.getAttribute('seat')).toBe('all');
    expect(el.viewer).toBe('all');
    await check(
      el,
      id,
      record,
      total - 1,
      record.seats.map((_, s) => s),
    );

    const all = await mountReplay(record, 'all');
    const everySeat = record.seats.map((_, s) => s);
    all.step(middle);
    await check(all, id, record, middle, everySeat);
    all.step(0);
    await check(all, id, record, 0, everySeat);
  });

  it('with every seat shown, no board says "you": the trick winner is named on each, as in the log', async () => {
    const record = finishedRecord('wiezen', 'you-all');
    const g = games.wiezen;
    // The first position after a trick closed (its winner shown on the boards).
    let state = g.setup({ players: 4, seed: record.seed, options: record.options as never });
    let n = 0;
    for (; n < record.moves.length; n++) {
      const { seat, move } = record.moves[n]!;
      const next = g.play(state, seat, move as never);
      if (next.tricks.length > state.tricks.length) break;
      state = next;
    }
    const after = g.play(state, record.moves[n]!.seat, record.moves[n]!.move as never);
    const winner = after.tricks.at(-1)!.winner;
    const all = await mountReplay(record, 'all');
    all.step(n + 1);
    await all.updateComplete;
    const said = [...all.shadowRoot!.querySelectorAll('[part~="trick-winner"]')].map((e) =>
      e.textContent!.trim(),
    );
    expect(said).toHaveLength(4);
    for (const line of said) expect(line).toBe(`${name(record, winner)} wins the trick`);
    // One seat's view: that seat is "you" on its board.
    const one = await mountReplay(record, String(winner));
    one.step(n + 1);
    await one.updateComplete;
    expect(q(one, '[part~="trick-winner"]')!.textContent!.trim()).toBe('You win the trick');
  });

  it('arrow keys, Home and End step; the slider jumps', async () => {
    const record = finishedRecord('wine-cellar', 'keys');
    const el = await mountReplay(record, '0');
    const line = q(el, '[part~="line"][data-index="3"]')!;
    line.click();
    await el.updateComplete;
    const key = async (k: string) => {
      q(el, '[part~="line"][data-index="1"]')!.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }),
      );
      await el.updateComplete;
    };
    await key('ArrowRight');
    expect(el.index).toBe(4);
    await key('ArrowLeft');
    await key('ArrowLeft');
    expect(el.index).toBe(2);
    await key('End');
    expect(el.index).toBe(record.moves.length);
    await key('Home');
    expect(el.index).toBe(0);
    const slider = q(el, '[part~="slider"]') as HTMLInputElement;
    slider.value = '5';
    slider.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(el.index).toBe(5);
  });

  it('the log scrolls to keep the move shown in view (the log, not the page)', async () => {
    const record = finishedRecord('wiezen', 'scroll');
    const el = await mountReplay(record, '0');
    const log = q(el, '[part~="log"]')!;
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight * 1.5);
    const inView = () => {
      const line = log.querySelector('li.current')!.getBoundingClientRect();
      const box = log.getBoundingClientRect();
      return line.top >= box.top - 1 && line.bottom <= box.bottom + 1;
    };
    for (const n of [record.moves.length, 0, Math.floor(record.moves.length / 2), 1]) {
      el.step(n);
      await el.updateComplete;
      expect(inView(), `move ${n}`).toBe(true);
    }
    expect(window.scrollY).toBe(0);
  });

  it('play steps on by itself and pauses', async () => {
    const record = finishedRecord('cui-bono', 'play');
    const el = await mountReplay(record, '0');
    el.step(0);
    const select = q(el, '[part~="speed"]') as HTMLSelectElement;
    select.value = 'fast';
    select.dispatchEvent(new Event('change'));
    q(el, '[part~="play"]')!.click();
    await new Promise<void>((resolve) => el.addEventListener('tafel-step', () => resolve(), { once: true }));
    expect(el.index).toBe(1);
    q(el, '[part~="play"]')!.click();
    await el.updateComplete;
    expect(q(el, '[part~="play"]')!.getAttribute('aria-label')).toBe('Play');
  });

  it('a bad record, an unknown game and a failed fetch say so and fire tafel-error', async () => {
    const errors: string[] = [];
    const listen = (el: Element) =>
      el.addEventListener('tafel-error', (e) =>
        errors.push((e as CustomEvent<{ code: string }>).detail.code),
      );
    const bad = document.createElement('tafel-replay');
    listen(bad);
    bad.record = { game: 'wine-cellar' };
    document.body.append(bad);
    await bad.updateComplete;
    expect(squash(q(bad, '[part~="error"]')?.textContent)).toMatch(/could not be loaded/);

    const unknown = document.createElement('tafel-replay');
    listen(unknown);
    unknown.record = { ...finishedRecord('cui-bono', 'u'), game: 'chess' };
    document.body.append(unknown);
    await unknown.updateComplete;

    const nl = document.createElement('tafel-replay');
    nl.setAttribute('lang', 'nl');
    listen(nl);
    nl.setAttribute('src', '/no-such-record.json');
    document.body.append(nl);
    await new Promise<void>((resolve) => nl.addEventListener('tafel-error', () => resolve(), { once: true }));
    await nl.updateComplete;
    expect(squash(q(nl, '[part~="error"]')?.textContent)).toMatch(/kon niet geladen worden/);
    expect(errors).toEqual(['invalid-record', 'unknown-game', 'fetch-failed']);
  });

  it('a hosted match not over yet (403) says so; a seat the record has not is said and seat 0 shown', async () => {
    const real = window.fetch;
    const asked: string[] = [];
    window.fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ error: { code: 'match-not-over' } }), { status: 403 });
    };
    try {
      const el = document.createElement('tafel-replay');
      const codes: string[] = [];
      el.addEventListener('tafel-error', (e) => codes.push((e as CustomEvent<{ code: string }>).detail.code));
      el.setAttribute('lang', 'en');
      el.setAttribute('api', 'https://api.example/');
      el.setAttribute('match', 'm 1');
      document.body.append(el);
      await new Promise<void>((resolve) =>
        el.addEventListener('tafel-error', () => resolve(), { once: true }),
      );
      await el.updateComplete;
      expect(asked).toEqual(['https://api.example/v1/matches/m%201/record']);
      expect(codes).toEqual(['match-not-over']);
      expect(squash(q(el, '[part~="error"]')?.textContent)).toBe(
        'This match is not over yet: its replay opens when the game ends.',
      );
    } finally {
      window.fetch = real;
    }

    const record = finishedRecord('wine-cellar', 'bad-seat');
    const codes: string[] = [];
    const el = document.createElement('tafel-replay');
    el.addEventListener('tafel-error', (e) => codes.push((e as CustomEvent<{ code: string }>).detail.code));
    el.setAttribute('seat', '7');
    el.setAttribute('lang', 'nl');
    el.record = record;
    document.body.append(el);
    await el.updateComplete;
    expect(codes).toEqual(['invalid-seat']);
    expect(squash(q(el, '[part~="notice"]')?.textContent)).toBe(
      'Er is geen plaats "7" in dit verslag (plaatsen 0 tot 1, of all); nu plaats 0.',
    );
    expect(el.viewer).toBe(0);
  });

  it("a saved analysis shows each move's mark and each seat's accuracy", async () => {
    const record = finishedRecord('wine-cellar', 'marks');
    const el = await mountReplay(
      {
        ...record,
        analysis: {
          moves: [
            { index: 2, seat: 0, mark: 'blunder' },
            { index: 3, seat: 1, mark: 'mistake' },
          ],
          seats: [{ seat: 0, moves: 5, accurate: 4, accuracy: 0.8, totalLoss: 0.25 }],
        },
      } as MatchRecord,
      '0',
    );
    expect(squash(q(el, '[part~="line"][data-index="3"] [part~="mark"]')?.textContent)).toBe('(blunder)');
    // Seat 1's move is not seat 0's to judge: its mark is not shown in seat 0's view.
    expect(q(el, '[part~="line"][data-index="4"] [part~="mark"]')).toBeNull();
    expect(squash(q(el, '[part~="analysis"]')?.textContent)).toContain(
      'Ann: 80% accurate, expected loss 0.25',
    );
  });

  it.each(['wiezen', 'abquetschen'] as const)('%s: axe finds nothing against WCAG A and AA', async (id) => {
    const el = await mountReplay(finishedRecord(id, `axe-${id}`), '0');
    el.step(3);
    await el.updateComplete;
    const r = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
