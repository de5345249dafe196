/**
 * `<tafel-wine-cellar>`: Wine Cellar at a table — a duel (`seats="you,bot"`), solo against the automaton
 * (`seats="you"`), the 2021 variant (`options='{"rules":"2021"}'`) and the swap rule (on by default).
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-wine-cellar.js"></script>
 * <tafel-wine-cellar seats="you,bot:strong" lang="nl"></tafel-wine-cellar>
 * ```
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import {
  DEFAULT_CARDS,
  deckOf,
  SOLO_RANKS,
  type WineCard,
  type WineCellarMove,
  type WineCellarView,
  wineCellar,
} from '@tafel/core/wine-cellar';
import { css, html, nothing, type TemplateResult } from 'lit';
import { wineCellarBots } from '../bots/wine-cellar.js';
import { cardBack, cardName, wineCard } from '../cards/wine-card.js';
import type { BotRunner } from '../table/local-match.js';
import { TafelTable } from '../table/table-element.js';

/**
 * The Wine Cellar table: a duel against a bot or a person at this screen, or solo against the automaton (see
 * the module comment).
 *
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart prizes - The two wines on offer.
 * @csspart bids - The bids of the trick.
 * @csspart cellar - A player's cellar.
 * @csspart opponent - The other player's side.
 * @csspart choices - The choices of the moment (where to place a prize, the swap).
 * @csspart score-sheet - The scores.
 */
export class TafelWineCellar extends TafelTable {
  static override styles = [
    ...TafelTable.styles,
    css`
      .zone {
        margin-bottom: 0.75rem;
      }
      .zone h3 {
        font-size: 0.95rem;
        margin: 0 0 0.35rem;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: flex-end;
      }
      .card {
        width: 3.6rem;
        height: 5.4rem;
        display: block;
      }
      button.move.card-button {
        padding: 0.15rem;
        background: transparent;
      }
      .cellar {
        display: flex;
        flex-direction: column;
        gap: 0.2rem;
      }
      .cellar li {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      .cellar ol {
        list-style: none;
        padding: 0;
        margin: 0;
        display: flex;
        gap: 0.3rem;
        flex-wrap: wrap;
      }
      .value {
        font-weight: 700;
        min-width: 1.4rem;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-top: 0.4rem;
      }
      table.sheet {
        border-collapse: collapse;
        width: 100%;
      }
      .sheet td,
      .sheet th {
        border-bottom: 1px solid var(--_muted);
        padding: 0.2rem 0.3rem;
        text-align: right;
      }
      .sheet th:first-child,
      .sheet td:first-child {
        text-align: left;
      }
    `,
  ];

  protected readonly game = wineCellar as AnyGame;
  protected readonly defaultSeats = 'you,bot';

  protected defaultBots(): BotRunner {
    return wineCellarBots();
  }

  /** A sealed bid (standard rules, until both are in) and a card put aside (2021) stay face down. */
  protected override hiddenMove(raw: unknown): { move: unknown; text: string } | null {
    const move = raw as WineCellarMove;
    const nl = this.tableLang === 'nl';
    const view = this.view as WineCellarView | null;
    if (move.type === 'reserve')
      return { move: { type: 'reserve' }, text: nl ? 'legt een kaart apart' : 'puts a card aside' };
    if (
      move.type === 'bid' &&
      view?.rules === 'standard' &&
      view.phase === 'bid' &&
      view.bids.includes('hidden')
    ) {
      return { move: { type: 'bid' }, text: nl ? 'biedt een gesloten kaart' : 'bids a sealed card' };
    }
    return null;
  }

  #cards(view: WineCellarView): readonly WineCard[] {
    return deckOf(view.cards ?? DEFAULT_CARDS).byBid;
  }

  #card(view: WineCellarView, bid: number): TemplateResult {
    return wineCard(this.#cards(view)[bid]!, this.tableLang);
  }

  protected override renderBoard(raw: unknown): unknown {
    const view = raw as WineCellarView;
    const me = view.seat ?? 0;
    const other = view.solo ? 1 : 1 - me;
    const nl = this.tableLang === 'nl';
    return html`
      ${this.#opponent(view, other)}
      <div class="zone prizes" part="prizes">
        <h3>${nl ? `Slag ${view.trick} van 8 — prijzen` : `Trick ${view.trick} of 8 — prizes`}</h3>
        <div class="cards">
          ${view.prizes.map(
            (bid, i) =>
              html`<figure role="img" aria-label=${`${nl ? (i === 0 ? 'links' : 'rechts') : i === 0 ? 'left' : 'right'}: ${cardName(this.#cards(view)[bid]!, this.tableLang)}`}>
                ${this.#card(view, bid)}
              </figure>`,
          )}
        </div>
        ${this.#bids(view)}
      </div>
      ${this.#cellar(view, me, nl ? 'Jouw kelder' : 'Your cellar')}
      ${this.#choices(view, me)}
      <div class="zone hand" part="hand">
        <h3>${nl ? 'Jouw hand' : 'Your hand'}</h3>
        <div class="cards">${(view.hand ?? []).map((bid) => this.#handCard(view, bid))}</div>
      </div>
    `;
  }

  #opponent(view: WineCellarView, seat: number): TemplateResult {
    const nl = this.tableLang === 'nl';
    const name = view.solo ? (nl ? 'De automaat' : 'The automaton') : this.seatName(seat);
    const count = view.solo ? (view.pile?.count ?? 0) : (view.handSizes[seat] ?? 0);
    return html`<div class="zone opponent" part="opponent">
      <h3>${name}: ${count} ${nl ? 'kaarten' : 'cards'}</h3>
      <div class="cards" role="img" aria-label=${`${name}: ${count}`}>
        ${Array.from({ length: Math.min(count, 9) }, () => cardBack())}
      </div>
      ${view.solo ? nothing : this.#cellar(view, seat, nl ? `Kelder van ${name}` : `${name}'s cellar`)}
    </div>`;
  }

  #bids(view: WineCellarView): unknown {
    if (view.bids.every((b) => b === null)) return nothing;
    const nl = this.tableLang === 'nl';
    return html`<div class="cards bids" part="bids">
      ${view.bids.map((bid, seat) => {
        const who = view.solo && seat === 1 ? (nl ? 'automaat' : 'automaton') : this.seatName(seat);
        if (bid === null) return nothing;
        if (bid === 'hidden')
          return html`<figure role="img" aria-label=${`${who}: ${nl ? 'gesloten bod' : 'sealed bid'}`}>${cardBack()}</figure>`;
        return html`<figure role="img" aria-label=${`${who}: ${cardName(this.#cards(view)[bid]!, this.tableLang)}`}>${this.#card(view, bid)}</figure>`;
      })}
    </div>`;
  }

  #cellar(view: WineCellarView, seat: number, title: string): TemplateResult {
    const cellar = view.cellars[seat] ?? [];
    const cards = this.#cards(view);
    const sum = cellar.reduce((s, bid, i) => s + (cards[bid]!.track[i] ?? 0), 0);
    return html`<div class="zone cellar" part="cellar">
      <h3>${title} — ${sum}</h3>
      <ol>
        ${cellar.map(
          (bid, i) =>
            html`<li aria-label=${`${i + 1}: ${cardName(cards[bid]!, this.tableLang)}, ${cards[bid]!.track[i]}`}>
              <span class="value">${cards[bid]!.track[i]}</span>${this.#card(view, bid)}
            </li>`,
        )}
      </ol>
    </div>`;
  }

  #handCard(view: WineCellarView, bid: number): TemplateResult {
    const card = this.#cards(view)[bid]!;
    const name = cardName(card, this.tableLang);
    const nl = this.tableLang === 'nl';
    if (view.phase === 'reserve') {
      return this.moveButton(
        { type: 'reserve', card: bid },
        nl ? `Leg ${name} apart` : `Reserve ${name}`,
        wineCard(card, this.tableLang),
        'card',
      );
    }
    const plain = this.moveButton(
      { type: 'bid', card: bid },
      nl ? `Bied ${name}` : `Bid ${name}`,
      wineCard(card, this.tableLang),
      'card card-button',
    );
    const me = view.seat ?? 0;
    if (view.rules !== '2021' || !view.tokens[me]) return plain;
    return html`<div>
      ${plain}
      ${this.moveButton({ type: 'bid', card: bid, token: true }, nl ? `Bied ${name} met het winfiche` : `Bid ${name} with the auto-win token`, nl ? '+ fiche' : '+ token', 'token')}
    </div>`;
  }

  #choices(view: WineCellarView, me: number): unknown {
    const nl = this.tableLang === 'nl';
    const end = (e: 'top' | 'bottom') =>
      nl ? (e === 'top' ? 'bovenaan' : 'onderaan') : e === 'top' ? 'on top' : 'at the bottom';
    if (view.phase === 'take' && view.winner === me) {
      return html`<div class="choices" part="choices">
        ${([0, 1] as const).flatMap((prize) =>
          (['top', 'bottom'] as const).map((e) => {
            const side = nl ? (prize === 0 ? 'linkse' : 'rechtse') : prize === 0 ? 'left' : 'right';
            const label = nl
              ? `Neem de ${side} wijn, ${end(e)} in je kelder`
              : `Take the ${side} wine, ${end(e)} of your cellar`;
            return this.moveButton({ type: 'take', prize, end: e }, label, label, 'take');
          }),
        )}
      </div>`;
    }
    if (view.phase === 'place' && view.pending[me] !== null && view.pending[me] !== undefined) {
      return html`<div class="choices" part="choices">
        ${(['top', 'bottom'] as const).map((e) => {
          const label = nl ? `Leg de wijn ${end(e)} in je kelder` : `Put the wine ${end(e)} of your cellar`;
          return this.moveButton({ type: 'place', end: e }, label, label, 'place');
        })}
      </div>`;
    }
    if (view.phase === 'swap' && !view.swapped[me]) {
      const cards = this.#cards(view);
      return html`<div class="choices" part="choices">
        ${this.moveButton({ type: 'swap', position: null }, nl ? 'Houd je bonuskaart' : 'Keep your bonus card', nl ? 'Houden' : 'Keep', 'swap')}
        ${(view.cellars[me] ?? []).map((bid, position) => {
          const label = nl
            ? `Ruil je bonuskaart met ${cardName(cards[bid]!, 'nl')} (plaats ${position + 1})`
            : `Swap your bonus card with ${cardName(cards[bid]!, 'en')} (place ${position + 1})`;
          return this.moveButton({ type: 'swap', position }, label, label, 'swap');
        })}
      </div>`;
    }
    return nothing;
  }

  protected override liveScores(raw: unknown): number[] {
    const view = raw as WineCellarView;
    if (view.scores) return view.scores.map((s) => s.total);
    const cards = this.#cards(view);
    const seats = view.solo ? [0] : [0, 1];
    return seats.map((seat) =>
      (view.cellars[seat] ?? []).reduce((s, bid, i) => s + (cards[bid]!.track[i] ?? 0), 0),
    );
  }

  protected override renderScore(raw: unknown): unknown {
    const view = raw as WineCellarView;
    if (!view.scores) return nothing;
    const nl = this.tableLang === 'nl';
    const who = (seat: number) => (view.solo ? (nl ? 'Jij' : 'You') : this.seatName(seat));
    return html`<table class="sheet" part="score-sheet">
      <caption>${this.t('score')}${view.rank ? html` — ${SOLO_RANKS[view.rank][this.tableLang]}` : nothing}</caption>
      <thead><tr><th></th><th>${nl ? 'kelder' : 'cellar'}</th><th>bonus</th><th>${nl ? 'totaal' : 'total'}</th></tr></thead>
      <tbody>
        ${view.scores.map(
          (s, seat) =>
            html`<tr><td>${who(seat)}</td><td>${s.cellar}</td><td>${s.bonus + s.types + s.token}</td><td><b>${s.total}</b></td></tr>`,
        )}
      </tbody>
    </table>`;
  }
}
