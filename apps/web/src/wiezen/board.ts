/**
 * Wiezen's board: the three other seats around the table, the deal and the contract (core's `gameWords`), the
 * auction, the trick, the bids of the moment (one row per kind and level, a suit symbol per button) and the hand;
 * beside it the club's running score sheet. Cards, suits and their names are core's (`@tafel/core/wiezen`).
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import {
  cardLabel,
  cardWords,
  type DealRecord,
  type DealScored,
  gameWords,
  suitName,
  suitSymbol,
  type TrickTaken,
  type WiezenMove,
  type WiezenView,
  wiezen,
} from '@tafel/core/wiezen';
import { css, html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { wiezenBots } from '../bots/wiezen.js';
import { playingCard } from '../cards/playing-card.js';
import { capitalise, type Translate, translate } from '../i18n/index.js';
import { type Board, type BoardContext, isYou } from '../table/board.js';
import { wiezenTexts } from './texts.js';

type Ctx = BoardContext<typeof wiezen>;
type T = Translate<(typeof wiezenTexts)['en']>;

/** A seat's place around the table, seen from the viewer (play passes to the left). */
function placeOf(view: WiezenView, seat: Seat): 'bottom' | 'left' | 'top' | 'right' {
  const me = view.seat ?? 0;
  return (['bottom', 'left', 'top', 'right'] as const)[(seat - me + 4) % 4]!;
}

/** The contract being played, in words: the game, its level and trump, and who plays it. */
function contractText(ctx: Ctx, t: T): string {
  const c = ctx.view.contract;
  if (!c) return '';
  return t('contract', {
    game: gameWords(c.game, ctx.lang),
    level: c.level ? ` ${c.level}` : '',
    trump: c.trump >= 0 ? ` ${suitSymbol(c.trump)}` : '',
    who: c.declarers.map((s) => ctx.seatName(s)).join(', '),
  });
}

/** The pause after a trick is complete, at the bots' own pace: its winner is marked meanwhile (ms). */
const TRICK_PAUSE_MS = 1500;

/** The game a bid names, in words (`abondance 9 in hearts`, `solo in spades`, `open misery`). */
function bidWords(t: T, move: WiezenMove, lang: Ctx['lang']): string {
  const suit = (s: string) => suitName(['clubs', 'diamonds', 'hearts', 'spades'].indexOf(s), lang);
  if (move.type === 'abondance') return t('abondanceIn', { level: move.level, suit: suit(move.suit) });
  if (move.type === 'solo')
    return move.suit === null ? gameWords('solo', lang) : t('soloIn', { suit: suit(move.suit) });
  return gameWords(move.type as 'miserie' | 'miserie-op-tafel' | 'solo-slim', lang);
}

/** The game a scored deal was played as (`abondance 9`, `ask and join`). */
function dealGame(record: DealRecord, lang: Ctx['lang']): string | null {
  if (!record.game) return null;
  return `${gameWords(record.game, lang)}${record.level ? ` ${record.level}` : ''}`;
}

/** Wiezen's board. */
export const wiezenBoard: Board<typeof wiezen> = {
  rules: () => import('../rules/wiezen.js').then((m) => m.wiezenRules),
  game: wiezen,
  bots: wiezenBots,
  defaultSeats: 'you,bot,bot,bot',
  texts: wiezenTexts,
  styles: css`
    .pcard {
      width: 2.9rem;
      height: 4.2rem;
      display: block;
    }
    .seat-box {
      font-size: 0.85rem;
    }
    .seat-box .open .pcard {
      width: 1.9rem;
      height: 2.8rem;
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
    .trick .marked .pcard { outline: 3px solid var(--_mark); outline-offset: 2px; transform: translateY(-0.35rem); }
    .trick .won .pcard { outline: 3px solid var(--_mark); outline-offset: 2px; border-radius: 0.3rem; }
    .trick .center { grid-area: center; align-self: center; text-align: center; font-size: 0.85rem; }
    /* A card travels from its player's seat to the trick; a won trick goes to its winner's seat. */
    .trick figure { animation: 0.35s ease-out both; }
    .trick figure.bottom { animation-name: from-bottom; }
    .trick figure.left { animation-name: from-left; }
    .trick figure.top { animation-name: from-top; }
    .trick figure.right { animation-name: from-right; }
    .trick.to-bottom figure { animation: to-bottom 0.45s ease-in 0.9s both; }
    .trick.to-left figure { animation: to-left 0.45s ease-in 0.9s both; }
    .trick.to-top figure { animation: to-top 0.45s ease-in 0.9s both; }
    .trick.to-right figure { animation: to-right 0.45s ease-in 0.9s both; }
    /* At the speed "instant" the cards lie down at once, as in the other card games. */
    .board.instant .trick figure {
      animation: none;
    }
    @keyframes from-bottom { from { transform: translateY(9rem); opacity: 0.3; } }
    @keyframes from-top { from { transform: translateY(-9rem); opacity: 0.3; } }
    @keyframes from-left { from { transform: translateX(-12rem); opacity: 0.3; } }
    @keyframes from-right { from { transform: translateX(12rem); opacity: 0.3; } }
    @keyframes to-bottom { to { transform: translateY(9rem) scale(0.6); opacity: 0; } }
    @keyframes to-top { to { transform: translateY(-9rem) scale(0.6); opacity: 0; } }
    @keyframes to-left { to { transform: translateX(-12rem) scale(0.6); opacity: 0; } }
    @keyframes to-right { to { transform: translateX(12rem) scale(0.6); opacity: 0; } }
    /* Thirteen cards in one row on a laptop: each overlaps the one before by 6 px, as held in a hand, which
       leaves every card at least 44 px to point at; the card pointed at comes to the front. */
    .hand {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      row-gap: 0.2rem;
    }
    .hand > * + * {
      margin-inline-start: -6px;
    }
    .hand > :hover,
    .hand > :focus-visible {
      position: relative;
      z-index: 1;
    }
    /* The middle of the felt: the deal, the trick, the bids and your hand, centred under the seat across. */
    p.calls,
    .choices {
      text-align: center;
      justify-content: center;
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
    /* The table may break words anywhere (nothing scrolls sideways on a phone); a short name stays whole. */
    .sheet th {
      min-width: 4ch;
    }
  `,
  scores: (view) => view.scores,
  describe(move, telling) {
    const { lang, who, name } = telling;
    const t = translate(wiezenTexts, lang);
    if ('hidden' in move) return wiezen.describeMove(move, lang);
    const card = (c: number) => cardWords(c, lang);
    switch (move.type) {
      case 'play':
        // Who won the trick this card closed is the milestone's line (a hosted table's log has it too).
        return t('logPlay', { who, name, card: card(move.card) });
      case 'pass':
        // After an auction nobody joined, the asker's pass declines to play alone.
        return t(telling.before?.phase === 'alleen' ? 'logDecline' : 'logPass', { who, name });
      case 'vragen':
        return t('logVragen', { who, name });
      case 'meegaan':
        return t('logMeegaan', { who, name });
      case 'alleen':
        return t('logAlleen', { who, name });
      case 'exchange':
        return t('logExchange', { who, name, card: card(move.card) });
      case 'keep':
        return t('logKeep', { who, name });
      case 'give':
        return t('logGive', { who, name });
      case 'refuse':
        return t('logRefuse', { who, name });
      default:
        return t('logBid', { who, name, game: bidWords(t, move, lang) });
    }
  },
  describeMilestone(milestone, telling) {
    const t = translate(wiezenTexts, telling.lang);
    if (milestone.kind === 'trick') {
      const taken = milestone as TrickTaken;
      return t('trickTaken', {
        trick: taken.trick,
        who: telling.isYou?.(taken.winner) ? 'you' : 'other',
        name: telling.seatName(taken.winner),
        card: cardWords(taken.card, telling.lang),
      });
    }
    const m = milestone as DealScored;
    const points = m.record.points
      .map((p, s) => t('milestonePoints', { name: telling.seatName(s), points: p }))
      .join(', ');
    return t('milestone', {
      deal: m.deal + 1,
      game: dealGame(m.record, telling.lang) ?? t('allPass'),
      points,
    });
  },
  summary(milestone, ctx) {
    if (milestone.kind !== 'deal') return null;
    const t = translate(wiezenTexts, ctx.lang);
    const m = milestone as DealScored;
    const game = dealGame(m.record, ctx.lang);
    const title = game
      ? t('dealTitle', {
          deal: m.deal + 1,
          game: t('dealGame', { game, who: m.record.declarers.map((s) => ctx.seatName(s)).join(', ') }),
        })
      : t('dealAllPass', { deal: m.deal + 1 });
    return {
      title,
      body: html`<table class="sheet" part="deal-summary">
        <thead>
          <tr><th>${t('player')}</th><th>${t('tricksCol')}</th><th>${t('pointsCol')}</th><th>${t('totalCol')}</th></tr>
        </thead>
        <tbody>
          ${m.scores.map(
            (total, s) =>
              html`<tr>
                <td>${ctx.seatName(s)}</td>
                <td>${m.record.tricks[s] ?? 0}</td>
                <td>${t('signed', { points: m.record.points[s] ?? 0 })}</td>
                <td><b>${total}</b></td>
              </tr>`,
          )}
        </tbody>
      </table>`,
    };
  },
  pause(before, after, pace) {
    // A trick completed: it stays on the table, its winner marked, before anyone leads again.
    return after.tricks.length > before.tricks.length ? TRICK_PAUSE_MS * pace.factor : 0;
  },
  seatInfo(ctx, seat) {
    // The person's own cards are the hand on the felt; the plate says the others'.
    return seat === ctx.seat ? nothing : seatBox(ctx, translate(wiezenTexts, ctx.lang), seat);
  },
  cue: (before, after) => (after.tricks.length > before.tricks.length ? 'won' : null),
  render(ctx) {
    const { view, lang } = ctx;
    const t = translate(wiezenTexts, lang);
    const me = view.seat ?? 0;
    return html`
      <p class="calls" part="contract">
        ${t('deal', { deal: view.deal + 1, deals: view.options.deals, dealer: ctx.seatName(view.dealer) })}
        <b aria-label=${cardWords(view.turned, lang)}>${cardLabel(view.turned, lang)}</b>
        ${view.contract ? html` · <b>${contractText(ctx, t)}</b>` : nothing}
        ${
          view.troel && !view.contract
            ? html` · ${t('troel', { game: gameWords(view.troel.kind, lang), name: ctx.seatName(view.troel.player) })}`
            : nothing
        }
      </p>
      ${
        view.phase === 'auction' || view.phase === 'alleen'
          ? html`<ol class="calls" part="auction" aria-label=${t('auction')}>
              ${view.auction.calls.map((c) => html`<li>${ctx.seatName(c.seat)}: ${wiezen.describeMove(c.move, lang)}</li>`)}
            </ol>`
          : nothing
      }
      ${trick(ctx, t)}
      ${choices(ctx, t)}
      <div class="hand" part="hand" role="group" aria-label=${t('yourCards')}>
        ${(view.hand ?? []).map((card) =>
          ctx.moveButton(
            { type: 'play', card },
            t('play', { card: cardWords(card, lang) }),
            playingCard(card, lang),
            {
              part: 'card',
            },
          ),
        )}
      </div>
      <p class="calls">${t('tricks', { n: view.taken[me] ?? 0 })}</p>
    `;
  },
  renderScore(ctx) {
    const { view, lang } = ctx;
    const t = translate(wiezenTexts, lang);
    let running = [0, 0, 0, 0];
    return html`<table class="sheet" part="score-sheet">
      <caption>${t('score')}</caption>
      <thead>
        <tr>
          <th>${t('game')}</th>
          ${[0, 1, 2, 3].map((s) => html`<th>${ctx.seatName(s)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${view.history.map((deal) => {
          running = running.map((total, s) => total + (deal.points[s] ?? 0));
          const game = deal.game ? gameWords(deal.game, lang) : t('allPass');
          return html`<tr>
            <td>${game}${deal.level ? ` ${deal.level}` : ''}</td>
            ${running.map((total, s) => html`<td title=${String(deal.points[s])}>${total}</td>`)}
          </tr>`;
        })}
      </tbody>
      <tfoot>
        <tr>
          <th>${t('total')}</th>
          ${view.scores.map((total) => html`<th>${total}</th>`)}
        </tr>
      </tfoot>
    </table>`;
  },
};

function seatBox(ctx: Ctx, t: T, seat: Seat): TemplateResult {
  const { view, lang } = ctx;
  const open = view.open[seat];
  return html`<div class="seat-box" part="seat">
    <div>${t('cards', { n: view.handSizes[seat] ?? 0 })}</div>
    <div>${t('tricksTaken', { n: view.taken[seat] ?? 0 })}</div>
    ${
      open
        ? html`<div class="open" aria-label=${t('openHand', { cards: open.map((c) => cardWords(c, lang)).join(', ') })}>
            ${open.map((c) => playingCard(c, lang))}
          </div>`
        : nothing
    }
  </div>`;
}

function trick(ctx: Ctx, t: T): unknown {
  const { view, lang } = ctx;
  if (view.phase !== 'play' && view.trick.cards.length === 0) return nothing;
  const shown = view.trick.cards.length > 0 ? view.trick : view.tricks.at(-1);
  if (!shown) return nothing;
  // A finished trick stays on the table until the next card is led, its winner marked.
  const won = shown !== view.trick && 'winner' in shown ? (shown as { winner: Seat }).winner : null;
  // Each card keyed by itself, so a card newly played is a new figure that travels in from its seat.
  const to = won === null ? '' : `to-${placeOf(view, won)}`;
  return html`<div class="trick ${to}" part="trick" role="group" aria-label=${t('trick')}>
    ${repeat(
      shown.cards,
      (card) => card,
      (card, i) => {
        const seat = (shown.leader + i) % 4;
        const marked = ctx.isMarked({ type: 'play', card }) ? 'marked' : '';
        return html`<figure class="${placeOf(view, seat)} ${seat === won ? 'won' : ''} ${marked}" part=${seat === won ? 'trick-card won' : 'trick-card'} role="img" aria-label=${t('trickCard', { name: ctx.seatName(seat), card: cardWords(card, lang) })}>
        ${playingCard(card, lang)}
      </figure>`;
      },
    )}
    <div class="center">
      ${view.contract && view.contract.trump >= 0 ? t('trump', { suit: suitSymbol(view.contract.trump) }) : ''}
      ${won === null ? nothing : html`<div part="trick-winner"><b>${t('wonBy', { name: ctx.seatName(won), who: isYou(ctx, won) ? 'you' : 'other' })}</b></div>`}
    </div>
  </div>`;
}

function choices(ctx: Ctx, t: T): unknown {
  const moves = ctx.legal.filter((m) => m.type !== 'play');
  if (moves.length === 0) return nothing;
  // Abondance and solo come in many suits and levels: one row per kind and level, a suit symbol per button
  // (the full bid is the button's accessible name).
  const rows = new Map<string, WiezenMove[]>();
  const plain: WiezenMove[] = [];
  for (const m of moves) {
    const key =
      m.type === 'abondance' ? t('abondance', { level: m.level }) : m.type === 'solo' ? t('solo') : null;
    if (key) rows.set(key, [...(rows.get(key) ?? []), m]);
    else plain.push(m);
  }
  // A button's label begins with a capital, as the log's lines do.
  const describe = (m: WiezenMove) => capitalise(wiezen.describeMove(m, ctx.lang));
  const symbol = (m: WiezenMove) => ('suit' in m && m.suit ? suitSymbol(m.suit) : '—');
  return html`<div class="choices" part="choices">
      ${plain.map((move) => ctx.moveButton(move, describe(move), describe(move), { part: 'bid' }))}
    </div>
    ${[...rows].map(
      ([kind, row]) => html`<div class="choices" part="choices">
        <span>${kind}</span>
        ${row.map((move) => ctx.moveButton(move, describe(move), symbol(move), { part: 'bid' }))}
      </div>`,
    )}`;
}
