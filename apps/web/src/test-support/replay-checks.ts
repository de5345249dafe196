/**
 * Checks of a `<tafel-replay>` against core, for the replay's browser tests: the board a seat saw after the
 * first n moves, drawn apart from the replay from core's own `replay` of those moves, and the log line of the
 * n-th move as that seat saw it (core's `seen`; the seat shown is "You"). Test support only; not shipped.
 *
 * @module
 */
import { type AnyGame, type GameId, games, type MatchRecord, replay, type Seat, seenBy } from '@tafel/core';
import { html, render } from 'lit';
import { expect } from 'vitest';
import { boards } from '../boards.js';
import { replayContext } from '../replay/board-context.js';
import type { TafelReplay } from '../replay/element.js';

/** Text with its runs of white space made one space. */
export const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** A seat's name as the replay gives it (English). */
/** A `<tafel-replay>` of `record` from `seat`'s view ('all' for every seat), in English, once drawn. */
export async function mountReplay(record: unknown, seat: string): Promise<TafelReplay> {
  const el = document.createElement('tafel-replay');
  el.setAttribute('seat', seat);
  el.setAttribute('lang', 'en');
  el.record = JSON.parse(JSON.stringify(record));
  document.body.append(el);
  await el.updateComplete;
  return el;
}

export const nameOf = (record: MatchRecord, s: Seat): string =>
  record.seats[s]?.name ?? (record.seats[s]?.bot ? `Bot ${s + 1}` : `Seat ${s + 1}`);

/** The first element of the replay's shadow root matching `sel`. */
export const q = (el: Element, sel: string): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>(sel);

/**
 * The board's text for `seat` after the first `n` moves, drawn apart from the replay from core's `replay`
 * (`you`: the seat its sentences call "you", `null` when every seat is shown and each is named).
 */
export function expectedBoard(
  id: GameId,
  record: MatchRecord,
  n: number,
  seat: Seat,
  you: Seat | null = seat,
): string {
  const game = games[id] as AnyGame;
  const state = replay(game, { ...record, moves: record.moves.slice(0, n) });
  const board = boards[id].board;
  const last = n > 0 ? record.moves[n - 1]! : null;
  const before = last ? replay(game, { ...record, moves: record.moves.slice(0, n - 1) }) : null;
  const ctx = replayContext<AnyGame>({
    view: game.view(state, seat),
    seat,
    you,
    lang: 'en',
    marked:
      last && before !== null
        ? {
            seat: last.seat,
            move: seenBy(game, before, last.seat, game.parseMove(last.move), seat),
            from: 'log',
          }
        : null,
    seatName: (s) => nameOf(record, s),
    refresh: () => {},
  });
  const host = document.createElement('div');
  render(html`${board.render(ctx)} ${board.renderScore ? board.renderScore(ctx) : ''}`, host);
  return squash(host.textContent);
}

/** The log line of move `n` (1-based) as `viewer` saw it: "You" for the viewer, other seats by name. */
export function expectedLine(id: GameId, record: MatchRecord, n: number, viewer: Seat | 'all'): string {
  const game = games[id] as AnyGame;
  const move = record.moves[n - 1]!;
  const eyes = viewer === 'all' ? null : viewer;
  const before = replay(game, { ...record, moves: record.moves.slice(0, n - 1) });
  const after = replay(game, { ...record, moves: record.moves.slice(0, n) });
  const parsed = game.parseMove(move.move);
  const you = move.seat === eyes;
  return squash(
    boards[id].board.describe(viewer === 'all' ? parsed : seenBy(game, before, move.seat, parsed, viewer), {
      lang: 'en',
      who: you ? 'you' : 'other',
      name: you ? 'You' : nameOf(record, move.seat),
      seat: move.seat,
      viewer: eyes,
      before: game.view(before, eyes),
      after: game.view(after, eyes),
      seatName: (s) => nameOf(record, s),
    }),
  );
}

/** The text of the board the replay shows for `seat` (its heading left out). */
export const boardText = (el: TafelReplay, seat: Seat): string =>
  squash(q(el, `[part~="board"][data-seat="${seat}"]`)?.textContent).replace(/^.*?'s view /, '');

/**
 * Checks the replay shows index `n`: reflected in `move`, each of `seats`' boards as core draws it, one log line
 * current (the n-th), and, for n > 0, that line as the viewer saw the move.
 */
export async function checkReplayAt(
  el: TafelReplay,
  id: GameId,
  record: MatchRecord,
  n: number,
  seats: readonly Seat[],
): Promise<void> {
  await el.updateComplete;
  expect(el.index).toBe(n);
  expect(el.getAttribute('move')).toBe(String(n));
  const all = el.getAttribute('seat') === 'all';
  for (const seat of seats)
    expect(boardText(el, seat), `board of seat ${seat} at ${n}`).toBe(
      expectedBoard(id, record, n, seat, all ? null : seat),
    );
  const current = el.shadowRoot!.querySelectorAll('[part~="log"] [aria-current="step"]');
  expect(current).toHaveLength(1);
  if (n === 0) return;
  const line = current[0] as HTMLElement;
  expect(line.dataset.index).toBe(String(n));
  const viewer = el.viewer;
  expect(squash(line.textContent).replace(/ \((inaccuracy|mistake|blunder)\)$/, '')).toBe(
    expectedLine(id, record, n, viewer),
  );
}
