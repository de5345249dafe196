/**
 * Small parts of the table's frame, each drawn from what it is given (no match, no element): who sits where,
 * the pause before each roll, the question before a new game, and a stage's summary over the board. A replay
 * draws the same parts around the same board.
 *
 * @module
 */
import type { SeatSpec } from '@tafel/core/match';
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import type { Summary } from './board.js';
import { ROLL_PAUSES } from './pace.js';
import type { TableTexts } from './texts.js';

/** The table's words in its language. */
export type TableWords = Translate<TableTexts>;

/** Who sits where: the people by name, each bot with its level. */
export function playersList(
  t: TableWords,
  seats: readonly SeatSpec[],
  seatName: (seat: number) => string,
): TemplateResult | typeof nothing {
  if (seats.length === 0) return nothing;
  const level = (bot: string) => (bot === 'easy' || bot === 'normal' || bot === 'strong' ? t(bot) : bot);
  return html`<ul part="players" class="players" aria-label=${t('players')}>
    ${seats.map((spec, seat) => {
      const name = seatName(seat);
      return html`<li>${spec.kind === 'bot' ? t('botLevel', { name, level: level(spec.bot) }) : name}</li>`;
    })}
  </ul>`;
}

/** Real-time games in the page: the pause before each roll (`pause` in ms), which the person may change. */
export function pacePicker(t: TableWords, pause: number, choose: (ms: number) => void): TemplateResult {
  // A pause scaled from `bot-delay` (say 16,666.7 ms) is offered to a tenth of a second: "16.7 s", not "16.67 s".
  const now = Math.round(pause / 100) * 100;
  const choices: number[] = [...new Set([...ROLL_PAUSES, now])].sort((a, b) => a - b);
  return html`<label part="pace" class="pace">
    ${t('rollPause')}
    <select @change=${(e: Event) => choose(Number((e.target as HTMLSelectElement).value))}>
      ${choices.map(
        (ms) =>
          html`<option value=${ms} ?selected=${ms === now}>
            ${ms === 0 ? t('noPause') : t('seconds', { s: ms / 1000 })}
          </option>`,
      )}
    </select>
  </label>`;
}

/** The question before a new game throws the one in progress away (`same`: the same deal again). */
export function confirmNewGame(
  t: TableWords,
  which: 'new' | 'same',
  yes: () => void,
  no: () => void,
): TemplateResult {
  return html`<div part="confirm" class="confirm" role="alertdialog" aria-labelledby="tafel-confirm">
    <p id="tafel-confirm">${t(which === 'same' ? 'confirmSame' : 'confirmNew')}</p>
    <button part="control confirm-yes" @click=${yes}>${t('confirmYes')}</button>
    <button part="control confirm-no" @click=${no}>${t('confirmNo')}</button>
  </div>`;
}

/** The summary of a stage of the game, read before the table goes on. */
export function stageSummary(t: TableWords, summary: Summary, dismiss: () => void): TemplateResult {
  return html`<section part="summary" class="summary" role="dialog" aria-labelledby="tafel-summary">
    <h3 id="tafel-summary">${summary.title}</h3>
    ${summary.body}
    <button part="control continue" class="continue" @click=${dismiss}>${t('continue')}</button>
  </section>`;
}
