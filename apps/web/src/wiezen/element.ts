/**
 * `<tafel-wiezen>`: a session of Wiezen (Belgian whist) for four — you and three bots by default
 * (`seats="you,bot,bot,bot"`), the auction, the tricks and the club's running score sheet, deal after deal
 * (`options='{"deals":16}'`).
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-wiezen.js"></script>
 * <tafel-wiezen seats="you,bot:strong,bot:strong,bot:strong" lang="nl"></tafel-wiezen>
 * ```
 *
 * @module
 */
import type { AnyGame, Seat } from '@tafel/core';
import { type WiezenMove, type WiezenView, wiezen } from '@tafel/core/wiezen';
import { css, html, nothing, type TemplateResult } from 'lit';
import { wiezenBots } from '../bots/wiezen.js';
import { playingCard, playingCardName, suitSymbol } from '../cards/playing-card.js';
import type { BotRunner } from '../table/local-match.js';
import { TafelTable } from '../table/table-element.js';

const GAME_WORDS = {
  en: {
    vragen: 'ask and join',
    alleen: 'alone',
    abondance: 'abondance',
    miserie: 'misery',
    'miserie-op-tafel': 'open misery',
    troel: 'troel',
    troela: 'troela',
    solo: 'solo',
    'solo-slim': 'grand slam',
  },
  nl: {
    vragen: 'vragen en meegaan',
    alleen: 'alleen',
    abondance: 'abondance',
    miserie: 'miserie',
    'miserie-op-tafel': 'miserie op tafel',
    troel: 'troel',
    troela: 'troela',
    solo: 'solo',
    'solo-slim': 'solo slim',
  },
} as const;

/**
 * The Wiezen table: four seats, the auction and thirteen tricks a deal (see the module comment).
 *
 * @csspart seats - The four seats around the table.
 * @csspart seat - Each seat.
 * @csspart auction - The bids so far.
 * @csspart contract - The contract being played.
 * @csspart trick - The cards of the trick on the table.
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart choices - The bids you can make.
 * @csspart score-sheet - The scores after each deal.
 */
export class TafelWiezen extends TafelTable {
  static override styles = [
    ...TafelTable.styles,
    css`
      .pcard {
        width: 2.9rem;
        height: 4.2rem;
        display: block;
      }
      .around {
        display: grid;
        grid-template-columns: 1fr 1fr 1fr;
        gap: 0.5rem;
        align-items: start;
      }
      .seat-box {
        border: 1px solid var(--_muted);
        border-radius: var(--_radius);
        padding: 0.3rem 0.5rem;
        font-size: 0.9rem;
      }
      .seat-box.active {
        border: 2px solid var(--_accent);
      }
      .trick {
        display: grid;
        grid-template-areas: '. top .' 'left center right' '. bottom .';
        justify-content: center;
        gap: 0.25rem;
        margin: 0.75rem 0;
      }
      .trick .top { grid-area: top; }
      .trick .left { grid-area: left; }
      .trick .right { grid-area: right; }
      .trick .bottom { grid-area: bottom; }
      .trick .center { grid-area: center; align-self: center; text-align: center; font-size: 0.85rem; }
      .hand {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem;
      }
      button.move.card {
        padding: 0.1rem;
        background: transparent;
      }
      .calls {
        font-size: 0.9rem;
        margin: 0.3rem 0;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin: 0.4rem 0;
      }
      .open {
        display: flex;
        gap: 0.15rem;
        flex-wrap: wrap;
      }
      table.sheet {
        border-collapse: collapse;
        width: 100%;
        font-variant-numeric: tabular-nums;
      }
      .sheet td,
      .sheet th {
        border-bottom: 1px solid var(--_muted);
        padding: 0.15rem 0.25rem;
        text-align: right;
      }
      .sheet td:first-child,
      .sheet th:first-child {
        text-align: left;
      }
    `,
  ];

  protected readonly game = wiezen as AnyGame;
  protected readonly defaultSeats = 'you,bot,bot,bot';

  protected defaultBots(): BotRunner {
    return wiezenBots();
  }

  /** A seat's place around the table, seen from the viewer (play passes to the left). */
  #place(view: WiezenView, seat: Seat): 'bottom' | 'left' | 'top' | 'right' {
    const me = view.seat ?? 0;
    return (['bottom', 'left', 'top', 'right'] as const)[(seat - me + 4) % 4]!;
  }

  #contract(view: WiezenView): string {
    const c = view.contract;
    if (!c) return '';
    const words = GAME_WORDS[this.tableLang][c.game];
    const level = c.level ? ` ${c.level}` : '';
    const trump = c.trump >= 0 ? ` ${suitSymbol(c.trump)}` : '';
    const who = c.declarers.map((s) => this.seatName(s)).join(', ');
    return `${words}${level}${trump} — ${who}`;
  }

  protected override renderBoard(raw: unknown): unknown {
    const view = raw as WiezenView;
    const nl = this.tableLang === 'nl';
    const me = view.seat ?? 0;
    const others = [1, 2, 3].map((d) => (me + d) % 4);
    return html`
      <div class="around" part="seats">
        ${others.map((seat) => this.#seatBox(view, seat))}
      </div>
      <p class="calls" part="contract">
        ${nl ? 'Deling' : 'Deal'} ${view.deal + 1}/${view.options.deals} · ${nl ? 'gever' : 'dealer'}
        ${this.seatName(view.dealer)} · ${nl ? 'gedraaide kaart' : 'turned card'}
        <b aria-label=${playingCardName(view.turned, this.tableLang)}>${this.#short(view.turned)}</b>
        ${view.contract ? html` · <b>${this.#contract(view)}</b>` : nothing}
        ${view.troel && !view.contract ? html` · ${GAME_WORDS[this.tableLang][view.troel.kind]}: ${this.seatName(view.troel.player)}` : nothing}
      </p>
      ${view.phase === 'auction' || view.phase === 'alleen' ? this.#calls(view) : nothing}
      ${this.#trick(view)}
      ${this.#choices()}
      <div class="hand" part="hand" role="group" aria-label=${nl ? 'Jouw kaarten' : 'Your cards'}>
        ${(view.hand ?? []).map((card) =>
          this.moveButton(
            { type: 'play', card },
            `${nl ? 'Speel' : 'Play'} ${playingCardName(card, this.tableLang)}`,
            playingCard(card, this.tableLang),
            'card',
          ),
        )}
      </div>
      <p class="calls">${nl ? 'Slagen' : 'Tricks'}: ${view.taken[me]}</p>
    `;
  }

  #short(card: number): string {
    const ranks = this.tableLang === 'nl' ? '234567891BVHA' : '23456789TJQKA';
    const r = card % 13;
    return `${suitSymbol(Math.floor(card / 13))}${r === 8 ? '10' : ranks[r]}`;
  }

  #seatBox(view: WiezenView, seat: Seat): TemplateResult {
    const nl = this.tableLang === 'nl';
    const open = view.open[seat];
    return html`<div class="seat-box ${view.active.includes(seat) ? 'active' : ''}" part="seat">
      <b>${this.seatName(seat)}</b>
      <div>${view.handSizes[seat]} ${nl ? 'kaarten' : 'cards'} · ${view.taken[seat]} ${nl ? 'slagen' : 'tricks'}</div>
      ${
        open
          ? html`<div class="open" aria-label=${`${nl ? 'open hand' : 'open hand'}: ${open.map((c) => playingCardName(c, this.tableLang)).join(', ')}`}>
              ${open.map((c) => playingCard(c, this.tableLang))}
            </div>`
          : nothing
      }
    </div>`;
  }

  #calls(view: WiezenView): TemplateResult {
    return html`<ol class="calls" part="auction" aria-label=${this.tableLang === 'nl' ? 'Bieden' : 'Auction'}>
      ${view.auction.calls.map((c) => html`<li>${this.seatName(c.seat)}: ${this.describe(c.move)}</li>`)}
    </ol>`;
  }

  #trick(view: WiezenView): unknown {
    if (view.phase !== 'play' && view.trick.cards.length === 0) return nothing;
    const shown = view.trick.cards.length > 0 ? view.trick : view.tricks.at(-1);
    if (!shown) return nothing;
    const nl = this.tableLang === 'nl';
    return html`<div class="trick" part="trick" role="group" aria-label=${nl ? 'De slag' : 'The trick'}>
      ${shown.cards.map((card, i) => {
        const seat = (shown.leader + i) % 4;
        return html`<figure class=${this.#place(view, seat)} role="img" aria-label=${`${this.seatName(seat)}: ${playingCardName(card, this.tableLang)}`}>
          ${playingCard(card, this.tableLang)}
        </figure>`;
      })}
      <div class="center">${view.contract && view.contract.trump >= 0 ? `${nl ? 'troef' : 'trump'} ${suitSymbol(view.contract.trump)}` : ''}</div>
    </div>`;
  }

  #choices(): unknown {
    const seat = this.viewer();
    if (seat === null || !this.match) return nothing;
    const moves = (this.match.legal(seat) as WiezenMove[]).filter((m) => m.type !== 'play');
    if (moves.length === 0) return nothing;
    // Abondance and solo come in many suits and levels: one row per kind and level, a suit symbol per button
    // (the full bid is the button's accessible name).
    const rows = new Map<string, WiezenMove[]>();
    const plain: WiezenMove[] = [];
    for (const m of moves) {
      const key = m.type === 'abondance' ? `abondance ${m.level}` : m.type === 'solo' ? 'solo' : null;
      if (key) rows.set(key, [...(rows.get(key) ?? []), m]);
      else plain.push(m);
    }
    const suitOf = (m: WiezenMove) =>
      'suit' in m && m.suit ? suitSymbol(['clubs', 'diamonds', 'hearts', 'spades'].indexOf(m.suit)) : '—';
    return html`<div class="choices" part="choices">
        ${plain.map((move) => {
          const label = this.describe(move);
          return this.moveButton(move, label, label, 'bid');
        })}
      </div>
      ${[...rows].map(
        ([kind, row]) => html`<div class="choices" part="choices">
          <span>${kind}</span>
          ${row.map((move) => this.moveButton(move, this.describe(move), suitOf(move), 'bid'))}
        </div>`,
      )}`;
  }

  protected override liveScores(raw: unknown): number[] {
    return (raw as WiezenView).scores;
  }

  protected override renderScore(raw: unknown): unknown {
    const view = raw as WiezenView;
    const nl = this.tableLang === 'nl';
    let running = [0, 0, 0, 0];
    return html`<table class="sheet" part="score-sheet">
      <caption>${this.t('score')}</caption>
      <thead>
        <tr>
          <th>${nl ? 'spel' : 'game'}</th>
          ${[0, 1, 2, 3].map((s) => html`<th>${this.seatName(s)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${view.history.map((deal) => {
          running = running.map((t, s) => t + (deal.points[s] ?? 0));
          const game = deal.game ? GAME_WORDS[this.tableLang][deal.game] : nl ? 'gepast' : 'all pass';
          return html`<tr>
            <td>${game}${deal.level ? ` ${deal.level}` : ''}</td>
            ${running.map((t, s) => html`<td title=${String(deal.points[s])}>${t}</td>`)}
          </tr>`;
        })}
      </tbody>
      <tfoot>
        <tr>
          <th>${nl ? 'totaal' : 'total'}</th>
          ${view.scores.map((t) => html`<th>${t}</th>`)}
        </tr>
      </tfoot>
    </table>`;
  }
}
