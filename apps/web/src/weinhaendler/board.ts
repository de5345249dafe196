/**
 * Die Weinhändler's board: the display, every player's side (points, cards, bid, cellars), and the moves of the
 * moment. A bid is built one hand card at a time with core's `bidSteps` (a card is offered only while some legal
 * bid still holds the cards chosen with it; "Bid" completes it once they are one, its value core's `total`). A
 * placement is a card, then one of the cellar slots core's legal moves give that card.
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import {
  type AuctionSettled,
  bidSteps,
  buildGrid,
  CARD_INFO,
  COLOURS,
  cellarPoints,
  cents,
  needsNewCellar,
  type Placement,
  SHAPES,
  total,
  type WeinhaendlerMove,
  WINES,
  weinhaendler,
} from '@tafel/core/weinhaendler';
import { css, html, nothing, type TemplateResult } from 'lit';
import { weinhaendlerBots } from '../bots/weinhaendler.js';
import { bottleCard } from '../cards/bottle-card.js';
import { seatPlate } from '../felt/card-motion.js';
import { capitalise, type Translate, translate } from '../i18n/index.js';
import type { Board, BoardContext } from '../table/board.js';
import { weinhaendlerTexts } from './texts.js';

type Ctx = BoardContext<typeof weinhaendler, WeinhaendlerUi>;
type T = Translate<(typeof weinhaendlerTexts)['en']>;
type PlaceMove = Extract<WeinhaendlerMove, { type: 'place' }>;

/** What the board keeps while a move is made: the hand places of the bid so far, the card being placed. */
type WeinhaendlerUi = { picked: number[]; placing: string };

/** A card's name for people and screen readers (`Cabernet Sauvignon, angular, €16, 2 stars`). */
function nameOf(t: T, card: string): string {
  const info = CARD_INFO[card];
  const price = t('price', { cents: cents(card) });
  if (!info?.wine) return t('emptyBottle', { price });
  return t('bottle', {
    wine: WINES[COLOURS[info.colour]!],
    shape: t(SHAPES[info.shape]!),
    price,
    stars: t('stars', { n: info.stars }),
  });
}

const face = (t: T, card: string) => bottleCard(card, t('price', { cents: cents(card) }));

/** Die Weinhändler's board. */
export const weinhaendlerBoard: Board<typeof weinhaendler, Ctx> = {
  rules: () => import('../rules/weinhaendler.js').then((m) => m.weinhaendlerRules),
  game: weinhaendler,
  bots: weinhaendlerBots,
  defaultSeats: 'you,bot,bot',
  texts: weinhaendlerTexts,
  styles: css`
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
    /* The display in the middle of the felt, centred among the seats. */
    [part~='display'] {
      text-align: center;
    }
    [part~='display'] .cards {
      justify-content: center;
    }
    /* Your hand and its choices centred under the display too, as the other card games lay them. */
    [part~='hand'] {
      text-align: center;
    }
    [part~='hand'] .cards,
    [part~='hand'] .choices {
      justify-content: center;
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
    .player.on-plate {
      --_step: 1.4rem;
      border: none;
      padding: 0;
      font-size: inherit;
    }
    .plate {
      max-width: 15rem;
    }
    .on-plate .bottle {
      width: 1.6rem;
      height: 2.4rem;
    }
    .on-plate .pyramid .bottle,
    .on-plate .slot {
      width: 1.3rem;
      height: 2rem;
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
    /* A card marked for the card motion (a hand card, a bid's): laid out as before. */
    .held {
      display: flex;
    }
  `,
  scores: (view) => view.points,
  describe(move, telling) {
    const { who, name } = telling;
    const t = translate(weinhaendlerTexts, telling.lang);
    if ('hidden' in move) return weinhaendler.describeMove(move as never, telling.lang);
    switch (move.type) {
      case 'bid': {
        // A bid is read as the seat's whole bid (the cards already out and those added), never the amount added.
        const before = telling.before?.bids[telling.seat] ?? [];
        return t(before.length > 0 ? 'logRaise' : 'logBid', {
          who,
          name,
          total: total([...before, ...move.cards]),
          cards: move.cards.map((c) => nameOf(t, c)).join(' + '),
        });
      }
      case 'pass':
        return t('logPass', { who, name });
      case 'draw':
        return t('logDraw', { who, name });
      case 'place':
        return t('logPlace', { who, name, card: nameOf(t, move.card), row: move.row + 1 });
      case 'stop':
        return t('logStop', { who, name });
    }
  },
  describeMilestone(milestone, telling) {
    const t = translate(weinhaendlerTexts, telling.lang);
    const m = milestone as AuctionSettled;
    const top = m.bidders[0];
    if (!top) return t('auctionNobody', { round: m.round });
    return t('auctionWon', { round: m.round, name: telling.seatName(top.seat), total: top.total });
  },
  summary(milestone, ctx) {
    if (milestone.kind !== 'auction') return null;
    const t = translate(weinhaendlerTexts, ctx.lang);
    const m = milestone as AuctionSettled;
    const bidders = new Set(m.bidders.map((b) => b.seat));
    const others = Array.from({ length: ctx.view.players }, (_, s) => s).filter((s) => !bidders.has(s));
    return {
      title: t('auctionTitle', { round: m.round }),
      body: html`<ol part="auction-summary">
        ${m.bidders.map(
          (b) =>
            html`<li>
              ${t('auctionLine', {
                name: ctx.seatName(b.seat),
                total: b.total,
                cards: b.received.length
                  ? b.received.map((c) => nameOf(t, c)).join(', ')
                  : t('receivesNothing'),
              })}
            </li>`,
        )}
        ${others.map((s) => html`<li>${t('auctionNothing', { name: ctx.seatName(s) })}</li>`)}
      </ol>`,
    };
  },
  renderScore(ctx) {
    const { view } = ctx;
    if (view.phase !== 'over') return nothing;
    return finalCount(ctx, translate(weinhaendlerTexts, ctx.lang));
  },
  // An auction settled (the next round begins): the knock of a trick won.
  cue: (before, after) => (after.round > before.round ? 'won' : null),
  seatInfo(ctx, seat) {
    // The others' points, bids and cellars on their plates around the felt; the person's own on the felt.
    return seat === (ctx.view.seat ?? 0)
      ? nothing
      : player(ctx, translate(weinhaendlerTexts, ctx.lang), seat, true);
  },
  render(ctx) {
    const { view } = ctx;
    const t = translate(weinhaendlerTexts, ctx.lang);
    const me = view.seat ?? 0;
    const draw = view.draw;
    return html`
      <div class="zone" part="display">
        <h3>${t(view.last ? 'displayLast' : 'display', { round: view.round, pile: view.pile.count })}</h3>
        <div class="cards">${view.display.map((c) => html`<figure role="img" aria-label=${nameOf(t, c)} data-card=${c} data-at="display">${face(t, c)}</figure>`)}</div>
      </div>
      ${player(ctx, t, me)}
      ${
        draw
          ? html`<p>${
              draw.kept
                ? t('drawnKept', {
                    cards: draw.cards.map((c) => nameOf(t, c)).join(', '),
                    kept: nameOf(t, draw.kept),
                  })
                : t('drawn', { cards: draw.cards.map((c) => nameOf(t, c)).join(', ') })
            }</p>`
          : nothing
      }
      ${view.phase === 'bid' ? bidding(ctx, t) : view.phase === 'cellar' ? cellarTurn(ctx, t) : nothing}
    `;
  },
};

/** A player's points, cards, bid and cellars (`onPlate`: on their plate around the felt, which names them). */
function player(ctx: Ctx, t: T, seat: Seat, onPlate = false): TemplateResult {
  const { view } = ctx;
  const { ui } = ctx;
  const me = seat === (view.seat ?? 0);
  const cellars = view.cellars[seat] ?? [];
  // The chosen card opens a new cellar when the open one has no place for it (the rules decide: core's check).
  const open = cellars.at(-1);
  const fresh = me && ui.placing !== undefined && (open === undefined || needsNewCellar(buildGrid(open)));
  const bid = view.bids[seat] ?? [];
  // Where a card of this seat comes from when it was nowhere on this screen: your hand, or their plate.
  const from = me ? '[part~="hand"]' : seatPlate(seat);
  const line = html`${t('points', { n: view.points[seat] ?? 0 })} · ${t('cards', { n: view.handSizes[seat] ?? 0 })}`;
  return html`<div class="player ${onPlate ? 'on-plate' : `zone ${view.active.includes(seat) ? 'active' : ''}`}" part="player">
    ${onPlate ? line : html`<b>${ctx.seatName(seat)}</b> · ${line}`}
    ${view.passed[seat] ? html` · ${t('passed')}` : nothing}${view.drew[seat] ? html` · ${t('drew')}` : nothing}
    ${
      bid.length
        ? html`<div class="cards" aria-label=${t('bidTotal', { total: view.totals[seat] ?? 0 })}>
            ${t('bidOf', { total: view.totals[seat] ?? 0 })} ${bid.map((c) => html`<span class="held" data-card=${c} data-at=${`bid-${seat}`} data-from=${from}>${face(t, c)}</span>`)}
          </div>`
        : nothing
    }
    ${cellars.map((cellar, i) => pyramid(ctx, t, cellar, me && !fresh && i === cellars.length - 1, { seat: `${seat}-${i}`, from }))}
    ${fresh ? pyramid(ctx, t, [], true, { seat: `${seat}-${cellars.length}`, from }) : nothing}
  </div>`;
}

/**
 * A cellar as a pyramid (row 0 at the bottom); when `open`, with the slots the chosen card may take. `motion`:
 * the cellar's name for the card motion (seat and cellar) and where its new cards come from.
 */
function pyramid(
  ctx: Ctx,
  t: T,
  cellar: Placement[],
  open: boolean,
  motion: { seat: string; from: string },
): TemplateResult {
  const { placing } = ctx.ui;
  const slots =
    open && placing !== undefined
      ? ctx.legal.filter((m): m is PlaceMove => m.type === 'place' && m.card === placing)
      : [];
  const cells = [
    ...cellar.map((p) => ({ row: p.row, pos: p.pos })),
    ...slots.map((m) => ({ row: m.row, pos: m.pos })),
  ];
  if (cells.length === 0) return html``;
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const minPos = Math.min(...cells.map((c) => c.pos));
  return html`<div class="pyramid" part="cellar" role="group" aria-label=${t('cellar')}>
    ${Array.from({ length: rows }, (_, row) => {
      const inRow = cells.filter((c) => c.row === row).sort((a, b) => a.pos - b.pos);
      return html`<div class="row" style=${`margin-left: calc(var(--_step, 2.1rem) * ${inRow[0] ? inRow[0].pos - minPos + row / 2 : 0})`}>
        ${inRow.map((c) => {
          const occupant = cellar.find((p) => p.row === c.row && p.pos === c.pos);
          const place = slots.find((m) => m.row === c.row && m.pos === c.pos);
          if (place) {
            const label = t('place', {
              card: nameOf(t, place.card),
              row: place.row + 1,
              pos: place.pos - minPos + 1,
            });
            return ctx.moveButton(
              place,
              label,
              occupant ? face(t, occupant.card) : html`<span class="slot"></span>`,
              {
                part: 'slot',
              },
            );
          }
          return occupant
            ? html`<span role="img" aria-label=${nameOf(t, occupant.card)} data-card=${occupant.card} data-at=${`cellar-${motion.seat}-${c.row}-${c.pos}`} data-from=${motion.from}>${face(t, occupant.card)}</span>`
            : nothing;
        })}
      </div>`;
    })}
  </div>`;
}

function bidding(ctx: Ctx, t: T): TemplateResult {
  const { view } = ctx;
  const { ui } = ctx;
  const hand = view.hand ?? [];
  const picked = ui.picked ?? [];
  const state = ctx.mine ? ctx.position() : null;
  const seat = ctx.seat ?? 0;
  // Core's steps of a bid: the hand places that keep a legal bid within reach, and the bid they make.
  const next = new Set(state ? bidSteps.next(state, seat, picked) : []);
  const complete = state && picked.length > 0 ? bidSteps.move(state, seat, picked) : null;
  const cards = picked.map((at) => hand[at]!);
  const sum = total(cards);
  // The bid shown on the board (a hint's): its cards in the hand, each hand place once.
  const shownBid = new Set<number>();
  const shown = ctx.marked?.move;
  if (shown && !('hidden' in shown) && shown.type === 'bid')
    for (const card of shown.cards) {
      const at = hand.findIndex((c, i) => c === card && !shownBid.has(i));
      if (at >= 0) shownBid.add(at);
    }
  const pick = (at: number) => {
    ui.picked = [...picked, at];
    ctx.refresh();
  };
  return html`<div class="zone" part="hand">
    <h3>${t('chooseBid')}</h3>
    <div class="cards">
      ${hand.map((card, at) =>
        picked.includes(at)
          ? nothing
          : held(
              card,
              ctx.stepButton(t('addToBid', { card: nameOf(t, card) }), face(t, card), () => pick(at), {
                part: 'step card',
                enabled: next.has(at),
                why: t('noBidWith'),
                marked: shownBid.has(at),
              }),
            ),
      )}
    </div>
    <div class="choices" part="choices">
      ${
        picked.length
          ? html`<span>${t('bidSoFar', { cards: cards.map((c) => nameOf(t, c)).join(' + '), total: sum })}</span>
            <button part="control clear" @click=${() => {
              ui.picked = [];
              ctx.refresh();
            }}>${t('clear')}</button>`
          : nothing
      }
      ${
        complete
          ? ctx.moveButton(complete, t('bid', { total: sum }), t('bid', { total: sum }), {
              part: 'bid',
              enabled: true,
            })
          : html`<button part="control bid" aria-disabled="true" title=${t('bidIncomplete')}>${t('bidNone')}</button>`
      }
      ${ctx.legal
        .filter((m) => m.type !== 'bid')
        .map((m) => ctx.moveButton(m, describe(ctx, m), describe(ctx, m), { part: m.type }))}
    </div>
  </div>`;
}

/** A hand card, marked for the card motion (a bid's or a cellar's card comes from its place in the hand). */
const held = (card: string, button: TemplateResult) =>
  html`<span class="held" data-card=${card} data-at="hand">${button}</span>`;

/** A whole move in core's words, as a control's label (a button's label begins with a capital, as the log's lines do). */
const describe = (ctx: Ctx, move: WeinhaendlerMove) => capitalise(weinhaendler.describeMove(move, ctx.lang));

function cellarTurn(ctx: Ctx, t: T): TemplateResult {
  const { view } = ctx;
  const { ui } = ctx;
  const placeable = new Set(ctx.legal.flatMap((m) => (m.type === 'place' ? [m.card] : [])));
  // The card of the placement shown on the board (a hint's).
  const shown = ctx.marked?.move;
  const shownPlace = shown && !('hidden' in shown) && shown.type === 'place' ? shown.card : undefined;
  return html`<div class="zone" part="hand">
    <h3>${t('chooseCard')}</h3>
    <div class="cards">
      ${(view.hand ?? []).map((card) =>
        // One card at a time: once a card is chosen, its slots are the next step (Clear to choose another).
        held(
          card,
          ctx.stepButton(
            t('choose', { card: nameOf(t, card) }),
            face(t, card),
            () => {
              ui.placing = card;
              ctx.refresh();
            },
            {
              part: 'step card',
              enabled: ui.placing === undefined && placeable.has(card),
              why: ui.placing !== undefined ? t('placeFirst') : t('fitsNowhere'),
              chosen: ui.placing === card,
              marked: shownPlace === card,
            },
          ),
        ),
      )}
    </div>
    <div class="choices" part="choices">
      ${
        ui.placing !== undefined
          ? html`<button
              part="control clear"
              @click=${() => {
                ui.placing = undefined;
                ctx.refresh();
              }}
            >
              ${t('clear')}
            </button>`
          : nothing
      }
      ${ctx.legal
        .filter((m) => m.type !== 'place')
        .map((m) => ctx.moveButton(m, describe(ctx, m), describe(ctx, m), { part: m.type }))}
    </div>
  </div>`;
}

/**
 * The final count as the rules count it, per player: the bottles in the cellars and their stars, the trios
 * (a cellar's points beyond its stars: core's `cellarPoints`), the empty bottles (they count nothing), and each
 * cellar's shape (its rows).
 */
function finalCount(ctx: Ctx, t: T): TemplateResult {
  const { view } = ctx;
  const rows = Array.from({ length: view.players }, (_, seat) => {
    const cellars = view.cellars[seat] ?? [];
    const placed = cellars.flat();
    const wines = placed.filter((p) => CARD_INFO[p.card]?.wine);
    const stars = wines.reduce((n, p) => n + (CARD_INFO[p.card]?.stars ?? 0), 0);
    const points = cellars.reduce((n, c) => n + cellarPoints(c), 0);
    const shape = cellars
      .map((c) => t('shape', { n: c.length ? Math.max(...c.map((p) => p.row)) + 1 : 0 }))
      .join(', ');
    return {
      seat,
      bottles: wines.length,
      stars,
      trios: points - stars,
      empties: placed.length - wines.length,
      shape,
      total: view.points[seat] ?? 0,
    };
  });
  return html`<table class="sheet" part="final-count">
    <caption>${t('finalTitle')}</caption>
    <thead>
      <tr>
        <th>${t('player')}</th><th>${t('bottles')}</th><th>${t('starsCol')}</th><th>${t('trios')}</th>
        <th>${t('empties')}</th><th>${t('cellars')}</th><th>${t('pointsCol')}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (r) => html`<tr>
          <td>${ctx.seatName(r.seat)}</td><td>${r.bottles}</td><td>${r.stars}</td><td>${r.trios}</td>
          <td>${r.empties}</td><td>${r.shape}</td><td><b>${r.total}</b></td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}
