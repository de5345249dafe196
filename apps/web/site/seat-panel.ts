/**
 * The table page's panel beside a hosted table: what the person at this browser needs besides the game. For
 * the person: the link back to their seat (its rejoin code: the way to the seat from another device). For the
 * host: the links of the people they named, while the match goes on; and until the game begins the
 * invite link of every open seat (a private table's with its invite code, asked of the API again whenever the
 * page needs it, so the links are never lost), a bot for any open seat, and "start now". At a public table anyone may pass on an open
 * seat's link. Refusals are the API's sentences, shown here.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { html, nothing, render, type TemplateResult } from 'lit';
import type { TableInfo } from '../src/table/match.ts';
import type { TogetherApi } from './api.ts';
import type { KeptMatch } from './kept.ts';
import { inviteHref, lobbyHref, type PlayLink, rejoinHref } from './links.ts';
import { togetherT } from './together-texts.ts';

/** What the panel shows. */
export interface PanelState {
  readonly lang: Lang;
  readonly link: PlayLink;
  /** This browser's seat and host token at the table. */
  readonly kept: KeptMatch | null;
  /** The table as its element last told it (`tafel-table`). */
  readonly table: TableInfo | null;
  /** A private table's invite code, once the host asked for it. */
  readonly invite?: string | undefined;
}

/** The panel of one table page; see the module comment. */
export class SeatPanel {
  readonly #root: HTMLElement;
  readonly #api: TogetherApi;
  #state: PanelState;
  #message: string | null = null;
  #copied: string | null = null;
  #busy = false;
  #asking = false;

  constructor(root: HTMLElement, api: TogetherApi, state: PanelState) {
    this.#root = root;
    this.#api = api;
    this.#state = state;
    this.#draw();
  }

  /** Shows the table as it is now (and asks for the invite when the host needs it). */
  update(changes: Partial<PanelState>): void {
    this.#state = { ...this.#state, ...changes };
    this.#askInvite();
    this.#draw();
  }

  /** Says `message` in the panel (a refusal), or clears it. */
  say(message: string | null): void {
    this.#message = message;
    this.#draw();
  }

  /** The host of a private table waiting for players asks for its invite: the links can always be made again. */
  #askInvite(): void {
    const { kept, table, invite, link } = this.#state;
    if (!kept?.host || !table || table.started || invite || this.#asking || table.visibility !== 'private')
      return;
    this.#asking = true;
    this.#api
      .invite(link.match, kept.host)
      .then((answer) => this.update({ invite: answer.invite }))
      .catch((e: Error) => this.say(e.message))
      .finally(() => {
        this.#asking = false;
      });
  }

  /** Runs a host's request; its refusal is said. */
  async #do(request: () => Promise<unknown>): Promise<void> {
    this.#busy = true;
    this.#message = null;
    this.#draw();
    try {
      await request();
    } catch (e) {
      this.#message = togetherT(this.#state.lang)('refused', { reason: (e as Error).message });
    } finally {
      this.#busy = false;
      this.#draw();
    }
  }

  /** A link to copy: the address in a field (select it to copy by hand) and a copy button. */
  #copyable(id: string, label: string, href: string): TemplateResult {
    const t = togetherT(this.#state.lang);
    const copy = async (e: Event) => {
      const field = (e.currentTarget as HTMLElement).previousElementSibling as HTMLInputElement | null;
      field?.select();
      try {
        await navigator.clipboard.writeText(href);
      } catch {
        // No clipboard here (an insecure page, a refusal): the field is selected to copy by hand.
        document.execCommand?.('copy');
      }
      this.#copied = id;
      this.#draw();
    };
    return html`<div class="link" data-link=${id}>
      <label for=${`link-${id}`}>${label}</label>
      <span class="copy">
        <input id=${`link-${id}`} type="url" readonly .value=${href} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
        <button type="button" @click=${copy}>${this.#copied === id ? t('copied') : t('copy')}</button>
      </span>
    </div>`;
  }

  #draw(): void {
    render(this.#template(), this.#root);
  }

  #template(): TemplateResult {
    const { lang, link, kept, table, invite } = this.#state;
    const t = togetherT(lang);
    const page = location.href;
    const host = kept?.host;
    const waiting = table !== null && !table.started;
    const open = table?.seats.flatMap((s, seat) => (s.kind === 'open' && !s.reserved ? [seat] : [])) ?? [];
    const mine =
      table && table.seat !== null && kept?.rejoin && kept.seat === table.seat ? kept.rejoin : null;
    // A private table's links need its invite: only the host has it.
    const shareable = waiting && (table.visibility === 'public' || (host && invite));
    // The links of the people the host named, for as long as the match goes on (a table without an open seat
    // begins at once, before they came; someone may lose theirs): the host can always send them again. Whether
    // a person came cannot tell: the API counts a seat as there for a while after the table is made.
    const people =
      table && host && !table.next
        ? (kept?.people ?? []).filter((p) => table.seats[p.seat]?.kind === 'human')
        : [];
    return html`
      ${
        table
          ? html`<p class="table-note">
              ${table.name ? html`<b>${table.name}</b> · ` : nothing}
              ${table.visibility === 'public' ? t('publicNote') : t('privateNote')}
            </p>`
          : nothing
      }
      ${table && table.seat === null && !host ? html`<p>${t('watching')}</p>` : nothing}
      ${waiting && host ? html`<p>${t('hostNote')}</p>` : nothing}
      ${
        shareable && open.length > 0
          ? html`<section class="invites" aria-label=${t('inviteTitle')}>
              <h2>${t('inviteTitle')}</h2>
              ${open.map(
                (seat) => html`<div class="invite">
                  ${this.#copyable(`seat-${seat}`, t('inviteSeat', { n: seat + 1 }), inviteHref(page, link, seat, invite))}
                  ${
                    host
                      ? html`<button type="button" class="give-bot" ?disabled=${this.#busy}
                          @click=${() => this.#do(() => this.#api.seatBot(link.match, seat, host))}>
                          ${t('giveBot', { n: seat + 1 })}
                        </button>`
                      : nothing
                  }
                </div>`,
              )}
            </section>`
          : nothing
      }
      ${people.map((p) =>
        this.#copyable(
          `person-${p.seat}`,
          t('personLink', { n: p.seat + 1, name: p.name ?? t('player', { n: p.seat + 1 }) }),
          rejoinHref(page, link, p.rejoin),
        ),
      )}
      ${
        waiting && host
          ? html`<button type="button" class="start" ?disabled=${this.#busy}
              @click=${() => this.#do(() => this.#api.start(link.match, host))}>${t('startNow')}</button>`
          : nothing
      }
      ${
        mine
          ? html`<details class="rejoin">
              <summary>${t('yourLink')}</summary>
              <p>${t('yourLinkHint')}</p>
              ${this.#copyable('rejoin', t('yourLink'), rejoinHref(page, link, mine))}
            </details>`
          : nothing
      }
      ${this.#message ? html`<p class="message" role="alert">${this.#message}</p>` : nothing}
      <p class="to-lobby"><a href=${lobbyHref(page, link)}>${t('toLobby')}</a></p>
    `;
  }
}
