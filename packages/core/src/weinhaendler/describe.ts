/**
 * Die Weinhändler in words (English and Dutch), for the move log, screen readers and the API's messages: a card
 * by its wine and value, a bid by its cards, a placement by its cellar slot; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import { type Card, COLOURS, cardInfo, WINES } from './cards.js';
import type { Phase, WeinhaendlerMove, WeinhaendlerView } from './types.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  bid: { en: 'bidding', nl: 'bieden' },
  cellar: { en: 'cellar', nl: 'kelder' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A card by its wine and value (`'Merlot €6'`), the empty bottle as such.
 *
 * @example
 * ```ts
 * cardWords('blue-16', 'en'); // 'Cabernet Sauvignon €16'
 * cardWords('empty', 'nl');   // 'lege fles'
 * ```
 */
export function cardWords(card: Card, lang: Lang): string {
  const info = cardInfo(card);
  if (!info?.wine) return lang === 'en' ? 'empty bottle' : 'lege fles';
  return `${WINES[COLOURS[info.colour]!]} €${info.cents / 100}`;
}

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'bid', cards: ['red-6', 'yellow-5'] }, 'en'); // 'bid Merlot €6 + Dornfelder €5'
 * describeMove({ type: 'stop' }, 'nl');                              // 'stop met de kelder'
 * ```
 */
export function describeMove(move: WeinhaendlerMove, lang: Lang): string {
  const en = lang === 'en';
  switch (move.type) {
    case 'bid':
      return `${en ? 'bid' : 'bied'} ${move.cards.map((c) => cardWords(c, lang)).join(' + ')}`;
    case 'pass':
      return en ? 'pass' : 'pas';
    case 'place':
      return en
        ? `put ${cardWords(move.card, lang)} in the cellar, row ${move.row + 1}, place ${move.pos}`
        : `zet ${cardWords(move.card, lang)} in de kelder, rij ${move.row + 1}, plek ${move.pos}`;
    case 'stop':
      return en ? 'stop cellaring' : 'stop met de kelder';
  }
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<WeinhaendlerView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
