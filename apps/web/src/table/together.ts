/**
 * What a hosted table shows besides the game: who sits where and whether they are there (connected, not here,
 * or played by a bot while its person is away), the waiting room before every seat is taken, the way to leave
 * the table (asked twice) and back, and "play again" at the end. Drawn by the table element around its board;
 * every word from the table's catalogue.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import type { TableInfo, TableSeat } from './match.js';
import type { TableTexts } from './texts.js';

type T = Translate<TableTexts>;

/** The few rules these parts need to sit in the table's grid; the look is the theme's (custom properties). */
export const togetherStyles = css`
  .waiting,
  .left {
    grid-area: board;
    background: var(--_felt);
    border-radius: var(--_radius);
    padding: 0.75rem;
  }
  .people h3 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
  }
  .people ul {
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
  }
  .person.gone .presence,
  .person.away .presence,
  .person.open .presence,
  .person.reserved .presence {
    color: var(--_muted);
  }
  .person.here .presence::before {
    content: '● ';
    color: var(--_accent);
  }
  .log .milestone {
    font-weight: 600;
  }
  .next {
    align-self: center;
  }
  .seat-clock {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

/** How a seat is taken now, for people and for styling (`data-state`). */
export type SeatState = 'here' | 'gone' | 'away' | 'bot' | 'open' | 'reserved';

/** The state of a seat as the table shows it. */
export function seatState(seat: TableSeat): SeatState {
  if (seat.kind === 'bot') return 'bot';
  if (seat.kind === 'open') return seat.reserved ? 'reserved' : 'open';
  if (seat.away) return 'away';
  return seat.connected ? 'here' : 'gone';
}

/** A bot level in words (a bot's own name as it is). */
function levelWords(t: T, level: string | undefined): string {
  if (level === 'easy') return t('levelEasy');
  if (level === 'strong') return t('levelStrong');
  if (level === 'normal' || level === undefined) return t('levelNormal');
  return level;
}

/** What the list says of a seat's state (`name`: the seat's name as the table shows it). */
function stateWords(t: T, info: TableSeat, mine: boolean, name: string): string {
  switch (seatState(info)) {
    case 'bot':
      return t('seatBot', { level: levelWords(t, info.level) });
    case 'open':
      return t('seatOpen');
    case 'reserved':
      return t('seatReserved');
    case 'away':
      return mine ? t('seatAwayYou') : t('seatAway', { name });
    case 'here':
      return t('seatHere');
    default:
      return t('seatGone');
  }
}

/**
 * The people at the table: each seat's name and whether its person is there (not said once the game is over).
 *
 * @example
 * ```ts
 * html`${peopleList(t, table, (s) => controller.seatName(s))}`;
 * ```
 */
export function peopleList(
  t: T,
  table: TableInfo,
  name: (seat: Seat) => string,
  over = false,
  clock: (seat: Seat) => TemplateResult | typeof nothing = () => nothing,
): TemplateResult {
  return html`<section part="people" class="people" aria-label=${t('people')}>
    <h3>${t('people')}</h3>
    <ul>
      ${table.seats.map((info, seat) => {
        const mine = seat === table.seat;
        const shown = mine && info.name ? t('youNamed', { name: info.name }) : name(seat);
        const state = seatState(info);
        // Once the game is over the streams close and nobody counts as there: who is present no longer matters.
        const words = over && info.kind === 'human' ? nothing : stateWords(t, info, mine, name(seat));
        return html`<li part="person" class="person ${state}" data-seat=${seat} data-state=${state}>
          <b>${shown}</b> <span class="presence">${words}</span> ${clock(seat)}
        </li>`;
      })}
    </ul>
  </section>`;
}

/** The waiting room, in the board's place until every seat is taken. */
export function waitingRoom(t: T, table: TableInfo): TemplateResult {
  const open = table.seats.filter((s) => s.kind === 'open').length;
  return html`<div part="waiting" class="waiting">
    <p><b>${t('waiting', { n: open })}</b></p>
    <p>${t('waitingNote')}</p>
  </div>`;
}

/** The number of seats still open. */
export const openCount = (table: TableInfo): number => table.seats.filter((s) => s.kind === 'open').length;

/** What the controls row offers a hosted table: leave (asked twice), and at the end play again. */
export interface TogetherControls {
  readonly table: TableInfo;
  readonly over: boolean;
  /** Whether "leave" was clicked and waits for its answer. */
  readonly confirming: boolean;
  readonly busy: boolean;
  /** At the end: who asked to play again, in words (`null`: nobody yet). */
  readonly invitation: string | null;
  askLeave(): void;
  leave(): void;
  stay(): void;
  playAgain(): void;
  follow(): void;
}

/** The hosted table's controls (see {@link TogetherControls}). */
export function togetherControls(t: T, c: TogetherControls): TemplateResult | typeof nothing {
  const { table } = c;
  if (c.over) {
    if (table.seat !== null)
      return html`${
        table.next
          ? html`<span class="next" part="next" role="status">${c.invitation ?? t('nextReady')}</span>`
          : nothing
      }
        <button part="control play-again" ?disabled=${c.busy} @click=${() => c.playAgain()}>${t('playAgain')}</button>`;
    return table.next
      ? html`<button part="control play-again" @click=${() => c.follow()}>${t('followNext')}</button>`
      : nothing;
  }
  if (table.seat === null) return nothing;
  if (c.confirming)
    return html`<span part="leave-confirm" class="leave-confirm" role="alert">
      ${t('leaveConfirm')}
      <button part="control leave-yes" ?disabled=${c.busy} @click=${() => c.leave()}>${t('leaveYes')}</button>
      <button part="control leave-no" @click=${() => c.stay()}>${t('leaveNo')}</button>
    </span>`;
  return html`<button part="control leave" @click=${() => c.askLeave()}>${t('leave')}</button>`;
}

/** In the board's place once this seat left: the way back. */
export function leftPanel(t: T, back: () => void): TemplateResult {
  return html`<div part="left" class="left">
    <p>${t('left')}</p>
    <button part="control back" @click=${back}>${t('back')}</button>
  </div>`;
}
