/**
 * Wine Cellar's board: the opponent (or the automaton), the two prizes and the bids of the trick, the cellars
 * with their points (core's `cellarPoints`), the choices of the moment (take, place, swap) and the hand. What the
 * other seat's moves showed is core's (`seen`): the table's log and events carry only that.
 *
 * @module
 */
import {
  type BidsRevealed,
  cellarPoints,
  DEFAULT_CARDS,
  deckOf,
  SOLO_RANKS,
  type WineCard,
  type WineCellarView,
  wineCellar,
} from '@tafel/core/wine-cellar';
import { css, html, nothing, type TemplateResult } from 'lit';
import { wineCellarBots } from '../bots/wine-cellar.js';
import { cardBack, wineCard } from '../cards/wine-card.js';
import { seatPlate } from '../felt/card-motion.js';
import { type Translate, translate } from '../i18n/index.js';
import { type Board, type BoardContext, isYou } from '../table/board.js';
import { wineCellarTexts } from './texts.js';

type Ctx = BoardContext<typeof wineCellar>;
type T = Translate<(typeof wineCellarTexts)['en']>;

/** The cards of the game, by bid. */
const cardsOf = (view: WineCellarView): readonly WineCard[] => deckOf(view.cards ?? DEFAULT_CARDS).byBid;

/** A card's name for people and screen readers (`7, sparkling, USA`). */
const nameOf = (t: T, card: WineCard) =>
  t('card', { bid: card.bid, type: t(card.type), country: t(card.country) });

/** The card face, its words in the table's language. */
const face = (t: T, card: WineCard) => wineCard(card, { type: t(card.type), country: t(card.country) });

/** Wine Cellar's board. */
export const wineCellarBoard: Board<typeof wineCellar> = {
  rules: () => import('../rules/wine-cellar.js').then((m) => m.wineCellarRules),
  game: wineCellar,
  bots: wineCellarBots,
  defaultSeats: 'you,bot',
  texts: wineCellarTexts,
  styles: css`
    .zone {
      margin-bottom: 0.75rem;
    }
    .zone.on-plate {
      margin: 0.2rem 0 0;
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
      justify-content: center;
    }
    /* The middle of the felt: the prizes, your cellar, your choices and hand, centred under the seat across. */
    .zone > h3,
    .choices {
      text-align: center;
      justify-content: center;
    }
    /* The card face (not the button around a hand card, whose part and class are also "card"). */
    svg.card {
      width: 3.6rem;
      height: 5.4rem;
      display: block;
    }
    /* The bids' cards side by side at one height, their captions (one line or two) under them. */
    .cards.bids {
      align-items: flex-start;
      margin-top: 0.6rem;
    }
    .bids figure {
      max-width: 6rem;
    }
    .bids figcaption {
      font-size: 0.8rem;
      text-align: center;
    }
    figure.marked svg.card {
      outline: 3px solid var(--_mark);
      outline-offset: 2px;
    }
    button.move.card-button {
      padding: 0.15rem;
      background: transparent;
    }
    /* A hand card, marked for the card motion: its button laid out as before. */
    .held {
      display: flex;
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
      justify-content: center;
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
  describe(move, telling) {
    const t = translate(wineCellarTexts, telling.lang);
    const { who, name } = telling;
    const view = telling.before ?? telling.after;
    const cards = view ? cardsOf(view) : deckOf(DEFAULT_CARDS).byBid;
    const card = (bid: number) => nameOf(t, cards[bid]!);
    if ('hidden' in move)
      return t(move.type === 'reserve' ? 'logReserveSealed' : 'logBidSealed', { who, name });
    switch (move.type) {
      case 'bid':
        return t(move.token ? 'logBidToken' : 'logBid', { who, name, card: card(move.card) });
      case 'reserve':
        return t('logReserve', { who, name, card: card(move.card) });
      case 'take':
        return t('logTake', {
          who,
          name,
          prize: t(move.prize === 0 ? 'prizeLeft' : 'prizeRight'),
          end: endWords(t, move.end),
        });
      case 'place':
        return t('logPlace', { who, name, end: endWords(t, move.end) });
      case 'swap': {
        if (move.position === null) return t('logKeep', { who, name });
        const bid = view?.cellars[telling.seat]?.[move.position];
        return t('logSwap', {
          who,
          name,
          card: bid === undefined ? String(move.position + 1) : card(bid),
          place: move.position + 1,
        });
      }
    }
  },
  describeMilestone(milestone, telling) {
    const t = translate(wineCellarTexts, telling.lang);
    const m = milestone as BidsRevealed;
    const cards = telling.after ? cardsOf(telling.after) : deckOf(DEFAULT_CARDS).byBid;
    // In parentheses: the sentence names two cards and its commas part the bids.
    const card = (bid: number) => {
      const c = cards[bid]!;
      return t('cardAside', { bid: c.bid, type: t(c.type), country: t(c.country) });
    };
    const who = (seat: number) => (telling.isYou?.(seat) ? 'you' : 'other');
    const bidWas = (seat: number) =>
      t('bidWas', { who: who(seat), name: telling.seatName(seat), card: card(m.bids[seat]!) });
    const then =
      m.automatonTook !== null
        ? t('automatonTakes', { card: card(m.automatonTook) })
        : t('choosesFirst', { who: who(m.winner), name: telling.seatName(m.winner) });
    return m.solo
      ? t('revealedSolo', { trick: m.trick, first: bidWas(0), second: card(m.bids[1]), then })
      : t('revealed', { trick: m.trick, first: bidWas(0), second: bidWas(1), then });
  },
  result(outcome, ctx) {
    const { view } = ctx;
    // Solo: the score and the rank from the rulebook's table, not a list of winners.
    if (view.solo && view.rank) {
      const t = translate(wineCellarTexts, ctx.lang);
      return t('soloResult', { points: outcome.scores[0] ?? 0, rank: SOLO_RANKS[view.rank][ctx.lang] });
    }
    return null;
  },
  scores(view) {
    if (view.scores) return view.scores.map((s) => s.total);
    const byBid = cardsOf(view);
    return (view.solo ? [0] : [0, 1]).map((seat) => cellarPoints(view.cellars[seat] ?? [], byBid));
  },
  render(ctx) {
    const { view } = ctx;
    const t = translate(wineCellarTexts, ctx.lang);
    const me = view.seat ?? 0;
    const other = view.solo ? 1 : 1 - me;
    const cards = cardsOf(view);
    return html`
      ${view.solo ? opponent(ctx, t, other) : nothing}
      <div class="zone prizes" part="prizes">
        <h3>${view.phase === 'over' ? t('over') : t('prizes', { trick: view.trick })}</h3>
        <div class="cards">
          ${view.prizes.map(
            (bid, i) =>
              html`<figure role="img" aria-label=${t(i === 0 ? 'left' : 'right', { card: nameOf(t, cards[bid]!) })} data-card=${bid} data-at="prizes">
                ${face(t, cards[bid]!)}
              </figure>`,
          )}
        </div>
        ${bids(ctx, t)}
      </div>
      ${cellar(ctx, t, me, t('yourCellar'))}
      ${choices(ctx, t, me)}
      <div class="zone hand" part="hand">
        <h3>${t('yourHand')}</h3>
        <div class="cards">${(view.hand ?? []).map((bid) => html`<span class="held" data-card=${bid} data-at="hand">${handCard(ctx, t, bid)}</span>`)}</div>
      </div>
    `;
  },
  // A trick's prizes taken: the knock of a trick won.
  cue: (before, after) => (after.trick > before.trick ? 'won' : null),
  seatInfo(ctx, seat) {
    // The other player's hand and cellar on their plate across the felt (the solo automaton is no seat: it
    // stays on the felt); the person's own are on the felt.
    const { view } = ctx;
    if (view.solo || seat === (view.seat ?? 0)) return nothing;
    return opponent(ctx, translate(wineCellarTexts, ctx.lang), seat, true);
  },
  renderScore(ctx) {
    const { view } = ctx;
    if (!view.scores) return nothing;
    const t = translate(wineCellarTexts, ctx.lang);
    const who = (seat: number) => ctx.seatName(view.solo ? 0 : seat);
    return html`<table class="sheet" part="score-sheet">
      <caption>${view.rank ? t('scoreRank', { rank: SOLO_RANKS[view.rank][ctx.lang] }) : t('scoreCaption')}</caption>
      <thead><tr><th></th><th>${t('cellar')}</th><th>${t('bonus')}</th><th>${t('total')}</th></tr></thead>
      <tbody>
        ${view.scores.map(
          (s, seat) =>
            html`<tr><td>${who(seat)}</td><td>${s.cellar}</td><td>${s.bonus + s.types + s.token}</td><td><b>${s.total}</b></td></tr>`,
        )}
      </tbody>
    </table>`;
  },
};

/** Where a wine goes in a cellar, in words. */
const endWords = (t: T, end: 'top' | 'bottom') => t(end === 'top' ? 'endTop' : 'endBottom');

/** The other side: the automaton's pile in a solo game, or the other player's hand and cellar (`onPlate`: named by it). */
function opponent(ctx: Ctx, t: T, seat: number, onPlate = false): TemplateResult {
  const { view } = ctx;
  const name = view.solo ? t('automaton') : ctx.seatName(seat);
  const count = view.solo ? (view.pile?.count ?? 0) : (view.handSizes[seat] ?? 0);
  return html`<div class="zone opponent ${onPlate ? 'on-plate' : ''}" part="opponent">
    ${onPlate ? html`<div>${t('cardsInHand', { n: count })}</div>` : html`<h3>${t('cardsLeft', { name, n: count })}</h3>`}
    <div class="cards" role="img" aria-label=${t('cardsLeft', { name, n: count })}>
      ${Array.from({ length: Math.min(count, 9) }, () => cardBack())}
    </div>
    ${view.solo ? nothing : cellar(ctx, t, seat, t('cellarOf', { name }))}
  </div>`;
}

function bids(ctx: Ctx, t: T): unknown {
  const { view } = ctx;
  if (view.bids.every((b) => b === null)) return nothing;
  const cards = cardsOf(view);
  return html`<div class="cards bids" part="bids">
    ${view.bids.map((bid, seat) => {
      const name = view.solo && seat === 1 ? t('automatonBids') : ctx.seatName(seat);
      if (bid === null) return nothing;
      const from = bidFrom(ctx, seat);
      if (bid === 'hidden')
        return html`<figure role="img" aria-label=${t('sealedBid', { name })} data-card=${`sealed-${seat}`} data-at=${`bid-${seat}`} data-from=${from}>${cardBack()}</figure>`;
      // The bid of the log line pointed at (or a hint's) is marked where it lies.
      const marked =
        ctx.isMarked({ type: 'bid', card: bid }) || ctx.isMarked({ type: 'bid', card: bid, token: true });
      // Whose bid it is, under the card, and once both are in, who chooses a prize first.
      const who = !(view.solo && seat === 1) && isYou(ctx, seat) ? 'you' : 'other';
      const caption = t(view.winner === seat ? 'bidCaptionFirst' : 'bidCaption', { who, name });
      return html`<figure class=${marked ? 'marked' : ''} data-card=${bid} data-at=${`bid-${seat}`} data-from=${from}>
        <div role="img" aria-label=${t('bidOf', { name, card: nameOf(t, cards[bid]!) })}>${face(t, cards[bid]!)}</div>
        <figcaption part="bid-caption">${caption}</figcaption>
      </figure>`;
    })}
  </div>`;
}

/**
 * Where a bid comes from when it was not in a hand on this screen: the automaton's pile (solo), the hand of the
 * seat shown, or the bidder's plate across the felt.
 */
function bidFrom(ctx: Ctx, seat: number): string {
  const { view } = ctx;
  if (view.solo && seat === 1) return '.zone.opponent .cards';
  return seat === (view.seat ?? 0) ? '[part~="hand"]' : seatPlate(seat, '.opponent');
}

function cellar(ctx: Ctx, t: T, seat: number, title: string): TemplateResult {
  const { view } = ctx;
  const bottles = view.cellars[seat] ?? [];
  const cards = cardsOf(view);
  return html`<div class="zone cellar" part="cellar">
    <h3>${t('cellarTitle', { title, points: cellarPoints(bottles, cards) })}</h3>
    <ol>
      ${bottles.map((bid, place) => {
        const card = cards[bid]!;
        const points = card.track[place] ?? 0;
        return html`<li aria-label=${t('bottle', { place: place + 1, card: nameOf(t, card), points })} data-card=${bid} data-at=${`cellar-${seat}`} data-from=${view.prizes.includes(bid) ? `[data-at="prizes"][data-card="${bid}"]` : seatPlate(seat)}>
          <span class="value">${points}</span>${face(t, card)}
        </li>`;
      })}
    </ol>
  </div>`;
}

function handCard(ctx: Ctx, t: T, bid: number): TemplateResult {
  const { view } = ctx;
  const card = cardsOf(view)[bid]!;
  const name = nameOf(t, card);
  if (view.phase === 'reserve')
    return ctx.moveButton({ type: 'reserve', card: bid }, t('reserve', { card: name }), face(t, card), {
      part: 'card',
    });
  const plain = ctx.moveButton({ type: 'bid', card: bid }, t('bid', { card: name }), face(t, card), {
    part: 'card card-button',
  });
  const me = view.seat ?? 0;
  if (view.rules !== '2021' || !view.tokens[me]) return plain;
  return html`<div>
    ${plain}
    ${ctx.moveButton({ type: 'bid', card: bid, token: true }, t('bidToken', { card: name }), t('token'), { part: 'token' })}
  </div>`;
}

function choices(ctx: Ctx, t: T, me: number): unknown {
  const { view } = ctx;
  if (view.phase === 'take' && view.winner === me) {
    const takes = [
      [0, 'top', 'takeLeftTop'],
      [0, 'bottom', 'takeLeftBottom'],
      [1, 'top', 'takeRightTop'],
      [1, 'bottom', 'takeRightBottom'],
    ] as const;
    return html`<div class="choices" part="choices">
      ${takes.map(([prize, end, key]) => ctx.moveButton({ type: 'take', prize, end }, t(key), t(key), { part: 'take' }))}
    </div>`;
  }
  if (view.phase === 'place' && view.pending[me] !== null && view.pending[me] !== undefined) {
    return html`<div class="choices" part="choices">
      ${(['top', 'bottom'] as const).map((end) => {
        const label = t(end === 'top' ? 'placeTop' : 'placeBottom');
        return ctx.moveButton({ type: 'place', end }, label, label, { part: 'place' });
      })}
    </div>`;
  }
  if (view.phase === 'swap' && !view.swapped[me]) {
    const cards = cardsOf(view);
    return html`<div class="choices" part="choices">
      ${ctx.moveButton({ type: 'swap', position: null }, t('keepLabel'), t('keep'), { part: 'swap' })}
      ${(view.cellars[me] ?? []).map((bid, position) => {
        const label = t('swap', { card: nameOf(t, cards[bid]!), place: position + 1 });
        return ctx.moveButton({ type: 'swap', position }, label, label, { part: 'swap' });
      })}
    </div>`;
  }
  return nothing;
}
