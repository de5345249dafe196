/**
 * The frame drawn around every table's board, from what it is given: the status line (the game's title, whose
 * turn, the spinner while a bot thinks), the hand-over screen of hot seats, and the row of table controls (hint,
 * undo, new game, same deal, download and load the record, try again).
 *
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableWords } from './table-parts.js';

/**
 * The status line: the game's title, whose turn it is (a live region) and the spinner while a bot thinks; `clock`,
 * the time left to move, is shown after it but kept out of the live region (read every second, it would drown
 * the turn: the seat's own timer says it to whoever asks).
 */
export function statusHeader(
  title: string | null,
  status: string,
  thinking: boolean,
  clock: string | null = null,
): TemplateResult {
  return html`<header part="status" class="status" role="status" aria-live="polite">
    ${title !== null ? html`<h2 class="title">${title}</h2>` : nothing}
    <p class="turn">${status}${clock ? html`<span part="status-clock" aria-hidden="true"> · ${clock}</span>` : nothing}</p>
    ${thinking ? html`<span class="thinking" part="thinking" aria-hidden="true"></span>` : nothing}
  </header>`;
}

/** At hot seats: the screen that asks to hand the table over to `name`. */
export function handOverPanel(t: TableWords, name: string, reveal: () => void): TemplateResult {
  return html`<div part="hand-over" class="hand-over">
    <p>${t('handOver', { name })}</p>
    <button part="control reveal" @click=${reveal}>${t('handOverReady', { name })}</button>
  </div>`;
}

/** What the row of table controls may do now. */
export interface TableActions {
  /** The hint (`null`: it cannot be asked now). */
  readonly hint: (() => void) | null;
  /** Whether the hint is not offered at all (a hosted table whose host allowed none). */
  readonly hintHidden?: boolean;
  /** A match in the page (undo, new game, same deal, load); not a hosted one. */
  readonly restartable: boolean;
  readonly undo: (() => void) | null;
  readonly ask: (which: 'new' | 'same') => void;
  /** Download the record (`null`: no record yet). */
  readonly download: (() => void) | null;
  readonly upload: (e: Event) => void;
  /** Try again after a bot could not move (`null`: nothing failed). */
  readonly retry: (() => void) | null;
}

/** The table controls (after whatever comes before them: a hosted table's, a question). */
export function tableControls(t: TableWords, before: unknown, a: TableActions): TemplateResult {
  return html`<footer part="controls" class="controls">
    ${before}
    ${a.retry ? html`<button part="control retry" class="retry" @click=${a.retry}>${t('retry')}</button>` : nothing}
    ${a.hintHidden ? nothing : html`<button part="control hint" @click=${() => a.hint?.()} ?disabled=${!a.hint}>${t('hint')}</button>`}
    ${
      a.restartable
        ? html`<button part="control undo" @click=${() => a.undo?.()} ?disabled=${!a.undo}>${t('undo')}</button>
            <button part="control new-game" @click=${() => a.ask('new')}>${t('newGame')}</button>
            <button part="control same-seed" @click=${() => a.ask('same')}>${t('sameSeed')}</button>`
        : nothing
    }
    <button part="control download" @click=${() => a.download?.()} ?disabled=${!a.download}>
      ${t('download')}
    </button>
    ${
      a.restartable
        ? html`<label part="control load" class="load">
            ${t('load')}
            <input type="file" accept="application/json,.json" @change=${a.upload} />
          </label>`
        : nothing
    }
  </footer>`;
}
