/**
 * What a table offers once its game is over: "Watch the replay" opens a `<tafel-replay>` of the game in the
 * table itself — a table in the page with the record it holds in memory, a hosted table with the match's record
 * from the API — and a hosted table also "Copy the replay link" (`replay.html?match=…`, with `&api=…` when the
 * API is not the page's own), said done or, when the clipboard refuses, shown to copy by hand. The replay's code
 * loads only when it is first opened, so a game's bundle does not carry every game's board.
 *
 * @module
 */
import type { Lang, MatchRecord, Seat } from '@tafel/core';
import { html, nothing, type TemplateResult } from 'lit';
import { translate } from '../i18n/index.js';
import { replayHref } from './link.js';
import { replayTexts } from './texts.js';

/** The match a table shows, as the end-of-game actions need it. */
export interface EndOfGame {
  /** The record in memory (a table in the page); `null` for a hosted table, whose record the API gives. */
  readonly record: MatchRecord | null;
  /** A hosted match: the API's base URL and the match id. */
  readonly hosted: { readonly api: string; readonly match: string } | null;
  /** Whose view the replay opens with (`null`: the table shows no seat's, so everything). */
  readonly viewer: Seat | null;
  readonly lang: Lang;
}

/**
 * The end-of-game replay actions of one table.
 *
 * @example
 * ```ts
 * #replay = new ReplayActions(() => this.requestUpdate());
 * // in render, the game over:
 * this.#replay.render({ record: this.record, hosted: null, viewer: 0, lang: 'en' });
 * ```
 */
export class ReplayActions {
  #open = false;
  /** The game the actions are for: another game (a new one, the same deal again) closes the replay. */
  #game: unknown = null;
  /** The link copied (`copied`), or refused by the clipboard (`failed`: shown to copy by hand). */
  #copy: { readonly state: 'copied' | 'failed'; readonly href: string } | null = null;

  constructor(private readonly changed: () => void) {}

  /** Whether the replay is open. */
  get open(): boolean {
    return this.#open;
  }

  /** Closes the replay and forgets the copy (a new game begins). */
  reset(): void {
    this.#open = false;
    this.#copy = null;
  }

  async #watch(): Promise<void> {
    await import('../elements/tafel-replay.js');
    this.#open = true;
    this.changed();
  }

  async #copyLink(href: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(href);
      this.#copy = { state: 'copied', href };
    } catch {
      this.#copy = { state: 'failed', href };
    }
    this.changed();
  }

  /** The link to share a hosted match's replay: beside the page, the API named when it is another origin's. */
  static linkOf(hosted: { readonly api: string; readonly match: string }, lang: Lang): string {
    const api = new URL(hosted.api, location.href);
    return replayHref(location.href, {
      match: hosted.match,
      ...(api.origin === location.origin ? {} : { api: api.href.replace(/\/$/, '') }),
      lang,
    });
  }

  /** The actions, and the replay when open; nothing while there is nothing to replay. */
  render(end: EndOfGame): TemplateResult | typeof nothing {
    if (!end.record && !end.hosted) return nothing;
    const game = end.record ?? `${end.hosted!.api}|${end.hosted!.match}`;
    if (game !== this.#game) {
      this.#game = game;
      this.reset();
    }
    const t = translate(replayTexts, end.lang);
    const href = end.hosted ? ReplayActions.linkOf(end.hosted, end.lang) : null;
    const seat = end.viewer === null ? 'all' : String(end.viewer);
    return html`<div part="replay-actions" class="replay-actions">
        <button part="control watch-replay" aria-expanded=${this.#open ? 'true' : 'false'}
          @click=${() => {
            if (this.#open) {
              this.#open = false;
              this.changed();
            } else void this.#watch();
          }}>${this.#open ? t('closeReplay') : t('watchReplay')}</button>
        ${href ? html`<button part="control copy-replay-link" @click=${() => void this.#copyLink(href)}>${t('copyLink')}</button>` : nothing}
        ${
          this.#copy?.state === 'copied'
            ? html`<span part="replay-link-status" role="status">${t('linkCopied')}</span>`
            : this.#copy?.state === 'failed'
              ? html`<span part="replay-link-status" role="status">${t('copyByHand')}
                  <input part="replay-link" readonly .value=${this.#copy.href} aria-label=${t('replayLink')}
                    @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} /></span>`
              : nothing
        }
      </div>
      ${
        this.#open
          ? html`<section part="replay" class="replay" aria-label=${t('replay')}>
              ${
                end.record
                  ? html`<tafel-replay .record=${end.record} seat=${seat} lang=${end.lang}></tafel-replay>`
                  : html`<tafel-replay api=${end.hosted!.api} match=${end.hosted!.match} seat=${seat}
                      lang=${end.lang}></tafel-replay>`
              }
            </section>`
          : nothing
      }`;
  }
}
