/**
 * `<tafel-weinhaendler>`: Die Weinhändler for 3–5 players (`seats="you,bot,bot"` by default): bid wine cards for
 * the display, swap, and build the cellar pyramid.
 *
 * A bid is a set of hand cards, built one click at a time: a hand card is offered only while some legal bid
 * still contains the cards chosen so far with it, and "Bid" is enabled once they are a legal bid. A placement
 * is a card, then one of the cellar slots that card may take.
 *
 * @example
 * ```html
 * <script type="module" src="https://example.org/tafel-weinhaendler.js"></script>
 * <tafel-weinhaendler seats="you,bot:strong,bot,bot" lang="nl"></tafel-weinhaendler>
 * ```
 *
 * @module
 */
import type { AnyGame, Seat } from '@tafel/core';
import {
  buildGrid,
  needsNewCellar,
  type Placement,
  type WeinhaendlerMove,
  type WeinhaendlerView,
  weinhaendler,
} from '@tafel/core/weinhaendler';
import { css, html, nothing, type TemplateResult } from 'lit';
import { weinhaendlerBots } from '../bots/weinhaendler.js';
import { bottleCard, bottleName } from '../cards/bottle-card.js';
import type { BotRunner } from '../table/local-match.js';
import { TafelTable } from '../table/table-element.js';

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.00', '')} €`;

/** Whether `sub` (a multiset of cards) is contained in `set`. */
function within(sub: readonly string[], set: readonly string[]): boolean {
  const left = [...set];
  for (const card of sub) {
    const i = left.indexOf(card);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && within(a, b);

/**
 * The Die Weinhändler table: three to five wine merchants bidding for bottles (see the module comment).
 *
 * @csspart display - The bottles on offer.
 * @csspart players - Every player's side.
 * @csspart player - Each player's side.
 * @csspart cellar - A player's cellar.
 * @csspart hand - Your cards.
 * @csspart card - Each card that is a move control.
 * @csspart choices - The moves of the moment.
 * @csspart bid - The bid being built.
 * @csspart step - Each card that adds to the bid being built.
 * @csspart clear - Clears the bid being built.
 */
export class TafelWeinhaendler extends TafelTable {
  static override styles = [
    ...TafelTable.styles,
    css`
      .bottle {
        width: 3rem;
        height: 4.5rem;
        display: block;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        align-items: flex-end;
      }
      .zone {
        margin-bottom: 0.6rem;
      }
      .zone h3 {
        font-size: 0.95rem;
        margin: 0 0 0.3rem;
      }
      .players {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
        gap: 0.5rem;
      }
      .player {
        border: 1px solid var(--_muted);
        border-radius: var(--_radius);
        padding: 0.3rem 0.45rem;
        font-size: 0.9rem;
      }
      .player.active {
        border: 2px solid var(--_accent);
      }
      .pyramid {
        display: flex;
        flex-direction: column-reverse;
        gap: 0.1rem;
      }
      .pyramid .row {
        display: flex;
        gap: 0.1rem;
      }
      .pyramid .bottle {
        width: 2rem;
        height: 3rem;
      }
      .slot {
        width: 2rem;
        height: 3rem;
        border: 1px dashed var(--_muted);
        border-radius: 4px;
      }
      button.move.card,
      button.move.slot {
        padding: 0.1rem;
        background: transparent;
      }
      button.move.slot {
        width: 2.3rem;
        height: 3.3rem;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin: 0.4rem 0;
      }
      .chosen {
        outline: 3px solid var(--_accent);
      }
    `,
  ];

  protected readonly game = weinhaendler as AnyGame;
  protected readonly defaultSeats = 'you,bot,bot';

  protected defaultBots(): BotRunner {
    return weinhaendlerBots();
  }

  /** The cards of the bid being built. */
  #picked: string[] = [];
  /** The card chosen for a placement. */
  #placing: string | null = null;

  protected override play(move: unknown): void {
    this.#picked = [];
    this.#placing = null;
    super.play(move);
  }

  #legal(): WeinhaendlerMove[] {
    const seat = this.viewer();
    return seat === null || !this.match ? [] : (this.match.legal(seat) as WeinhaendlerMove[]);
  }

  protected override renderBoard(raw: unknown): unknown {
    const view = raw as WeinhaendlerView;
    const nl = this.tableLang === 'nl';
    const me = view.seat ?? 0;
    return html`
      <div class="zone" part="display">
        <h3>${nl ? `Ronde ${view.round}${view.last ? ' (laatste)' : ''} — uitstalling` : `Round ${view.round}${view.last ? ' (last)' : ''} — display`} · ${nl ? 'stapel' : 'pile'} ${view.pile.count}</h3>
        <div class="cards">${view.display.map((c) => html`<figure role="img" aria-label=${bottleName(c, this.tableLang)}>${bottleCard(c)}</figure>`)}</div>
      </div>
      <div class="players" part="players">
        ${Array.from({ length: view.players }, (_, seat) => seat)
          .filter((seat) => seat !== me)
          .map((seat) => this.#player(view, seat))}
      </div>
      ${this.#player(view, me)}
      ${view.draw ? html`<p>${nl ? 'Getrokken' : 'Drawn'}: ${view.draw.cards.map((c) => bottleName(c, this.tableLang)).join(', ')}${view.draw.kept ? ` → ${bottleName(view.draw.kept, this.tableLang)}` : ''}</p>` : nothing}
      ${view.phase === 'bid' ? this.#bidding(view) : view.phase === 'cellar' ? this.#cellarTurn(view) : nothing}
    `;
  }

  #player(view: WeinhaendlerView, seat: Seat): TemplateResult {
    const nl = this.tableLang === 'nl';
    const me = seat === (view.seat ?? 0);
    const cellars = view.cellars[seat] ?? [];
    // The chosen card opens a new cellar when the open one has no place for it (the rules decide: core's check).
    const open = cellars.at(-1);
    const fresh = me && this.#placing !== null && (open === undefined || needsNewCellar(buildGrid(open)));
    return html`<div class="player zone ${view.active.includes(seat) ? 'active' : ''}" part="player">
      <b>${this.seatName(seat)}</b> · ${view.points[seat]} ${nl ? 'punten' : 'points'} · ${view.handSizes[seat]} ${nl ? 'kaarten' : 'cards'}
      ${view.passed[seat] ? html` · ${nl ? 'gepast' : 'passed'}` : nothing}${view.drew[seat] ? html` · ${nl ? 'trok' : 'drew'}` : nothing}
      ${
        view.bids[seat]?.length
          ? html`<div class="cards" aria-label=${`${nl ? 'bod' : 'bid'} ${euro(view.totals[seat]!)}`}>
              ${nl ? 'Bod' : 'Bid'} ${euro(view.totals[seat]!)}: ${view.bids[seat]!.map((c) => bottleCard(c))}
            </div>`
          : nothing
      }
      ${cellars.map((cellar, i) => this.#pyramid(cellar, me && !fresh && i === cellars.length - 1 ? view : null))}
      ${fresh ? this.#pyramid([], view) : nothing}
    </div>`;
  }

  /** A cellar as a pyramid (row 0 at the bottom); with `view`, the open slots the chosen card may take. */
  #pyramid(cellar: Placement[], view: WeinhaendlerView | null): TemplateResult {
    const slots =
      view && this.#placing
        ? this.#legal().filter(
            (m): m is Extract<WeinhaendlerMove, { type: 'place' }> =>
              m.type === 'place' && m.card === this.#placing,
          )
        : [];
    const cells = [
      ...cellar.map((p) => ({ row: p.row, pos: p.pos, card: p.card as string | null })),
      ...slots.map((m) => ({ row: m.row, pos: m.pos, card: null })),
    ];
    if (cells.length === 0) return html``;
    const rows = Math.max(...cells.map((c) => c.row)) + 1;
    const minPos = Math.min(...cells.map((c) => c.pos));
    const nl = this.tableLang === 'nl';
    return html`<div class="pyramid" part="cellar" role="group" aria-label=${nl ? 'Kelder' : 'Cellar'}>
      ${Array.from({ length: rows }, (_, row) => {
        const inRow = cells.filter((c) => c.row === row).sort((a, b) => a.pos - b.pos);
        return html`<div class="row" style=${`margin-left: ${(inRow[0] ? inRow[0].pos - minPos + row / 2 : 0) * 2.1}rem`}>
          ${inRow.map((c) => {
            const occupant = cellar.find((p) => p.row === c.row && p.pos === c.pos);
            const place = slots.find((m) => m.row === c.row && m.pos === c.pos);
            if (place) {
              const label = `${nl ? 'Leg' : 'Place'} ${bottleName(place.card, this.tableLang)} ${nl ? 'op rij' : 'at row'} ${place.row + 1}, ${nl ? 'plaats' : 'place'} ${place.pos - minPos + 1}`;
              return this.moveButton(
                place,
                label,
                occupant ? bottleCard(occupant.card) : html`<span class="slot"></span>`,
                'slot',
              );
            }
            return occupant
              ? html`<span role="img" aria-label=${bottleName(occupant.card, this.tableLang)}>${bottleCard(occupant.card)}</span>`
              : nothing;
          })}
        </div>`;
      })}
    </div>`;
  }

  #bidding(view: WeinhaendlerView): TemplateResult {
    const nl = this.tableLang === 'nl';
    const legal = this.#legal();
    const bids = legal.filter((m): m is Extract<WeinhaendlerMove, { type: 'bid' }> => m.type === 'bid');
    const hand = view.hand ?? [];
    const rest = [...hand];
    for (const c of this.#picked) rest.splice(rest.indexOf(c), 1);
    const offers = rest;
    const total = this.#picked.reduce((s, c) => s + (c === 'empty' ? 20 : Number(c.split('-')[1]) * 100), 0);
    const complete = bids.find((b) => sameCards(b.cards, this.#picked));
    return html`<div class="zone" part="hand">
      <h3>${nl ? 'Jouw hand — kies kaarten voor je bod' : 'Your hand — choose cards to bid'}</h3>
      <div class="cards">
        ${offers.map((card) => {
          const next = [...this.#picked, card];
          const open = bids.some((b) => within(next, b.cards));
          const label = `${nl ? 'Voeg toe aan bod' : 'Add to bid'}: ${bottleName(card, this.tableLang)}`;
          return this.stepButton(
            open,
            label,
            bottleCard(card),
            () => {
              this.#picked = next;
              this.requestUpdate();
            },
            nl ? 'Geen geldig bod bevat deze kaart erbij.' : 'No legal bid contains this card as well.',
          );
        })}
      </div>
      <div class="choices" part="choices">
        ${
          this.#picked.length
            ? html`<span>${nl ? 'Bod' : 'Bid'}: ${this.#picked.map((c) => bottleName(c, this.tableLang)).join(' + ')} = ${euro(total)}</span>
              <button part="control clear" @click=${() => {
                this.#picked = [];
                this.requestUpdate();
              }}>${nl ? 'Wissen' : 'Clear'}</button>`
            : nothing
        }
        ${
          complete
            ? this.moveButton(
                complete,
                `${nl ? 'Bied' : 'Bid'} ${euro(total)}`,
                `${nl ? 'Bied' : 'Bid'} ${euro(total)}`,
                'bid',
              )
            : html`<button part="control bid" aria-disabled="true" title=${nl ? 'Kies kaarten die samen een geldig bod zijn.' : 'Choose cards that together make a legal bid.'}>${nl ? 'Bied' : 'Bid'}</button>`
        }
        ${legal.filter((m) => m.type !== 'bid').map((m) => this.moveButton(m, this.describe(m), this.describe(m), m.type))}
      </div>
    </div>`;
  }

  #cellarTurn(view: WeinhaendlerView): TemplateResult {
    const nl = this.tableLang === 'nl';
    const legal = this.#legal();
    const placeable = new Set(legal.flatMap((m) => (m.type === 'place' ? [m.card] : [])));
    return html`<div class="zone" part="hand">
      <h3>${nl ? 'Jouw hand — kies een kaart en dan een plaats in je kelder' : 'Your hand — choose a card, then a place in your cellar'}</h3>
      <div class="cards">
        ${(view.hand ?? []).map((card) => {
          const label = `${nl ? 'Kies' : 'Choose'} ${bottleName(card, this.tableLang)}`;
          // One card at a time: once a card is chosen, its slots are the next step (Clear to choose another).
          const why =
            this.#placing !== null
              ? nl
                ? 'Leg eerst de gekozen kaart, of wis je keuze.'
                : 'Place the chosen card first, or clear your choice.'
              : nl
                ? 'Deze kaart past nu nergens in je kelder.'
                : 'This card fits nowhere in your cellar now.';
          const take = () => {
            this.#placing = card;
            this.requestUpdate();
          };
          const open = this.#placing === null && placeable.has(card);
          return this.stepButton(open, label, bottleCard(card), take, why, this.#placing === card);
        })}
      </div>
      <div class="choices" part="choices">
        ${
          this.#placing !== null
            ? html`<button
                part="control clear"
                @click=${() => {
                  this.#placing = null;
                  this.requestUpdate();
                }}
              >
                ${nl ? 'Wissen' : 'Clear'}
              </button>`
            : nothing
        }
        ${legal.filter((m) => m.type !== 'place').map((m) => this.moveButton(m, this.describe(m), this.describe(m), m.type))}
      </div>
    </div>`;
  }

  /**
   * A control that takes one step of a move built in several clicks (part `move step`): enabled only when the
   * step keeps a legal move within reach, so clicking it always makes progress.
   */
  protected stepButton(
    open: boolean,
    label: string,
    content: unknown,
    take: () => void,
    why: string,
    chosen = false,
  ): TemplateResult {
    const blocked = !open || this.handOverTo() !== null;
    return html`<button
      part="move step card"
      class="move card ${chosen ? 'chosen' : ''}"
      aria-label=${label}
      aria-pressed=${chosen ? 'true' : 'false'}
      aria-disabled=${blocked ? 'true' : 'false'}
      title=${blocked ? why : label}
      @click=${() => {
        if (blocked) {
          this.notice = why;
          this.requestUpdate();
        } else take();
      }}
    >
      ${content}
    </button>`;
  }

  protected override liveScores(raw: unknown): number[] {
    return (raw as WeinhaendlerView).points;
  }
}
