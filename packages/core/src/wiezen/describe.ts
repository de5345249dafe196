/**
 * Wiezen in words (English and Dutch), for the move log, screen readers and the API's messages: the bids in the
 * club's own words at a Dutch table (vragen, meegaan, alleen, abondance, miserie, troel, solo slim) and in
 * English at an English one, cards as suit symbol and rank (`♥Q`, `♥V`); a phase by a short label.
 *
 * @module
 */
import type { Title } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import { cardLabel, suitIndex } from './cards.js';
import type { Phase, WiezenMove, WiezenView } from './types.js';
import { suitName } from './words.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  auction: { en: 'auction', nl: 'bieden' },
  alleen: { en: 'play alone?', nl: 'alleen?' },
  exchange: { en: 'misery exchange', nl: 'ruilen voor miserie' },
  'exchange-reply': { en: 'give the named card?', nl: 'gevraagde kaart geven?' },
  play: { en: 'tricks', nl: 'slagen' },
  over: { en: 'session over', nl: 'afgelopen' },
};

/** The moves without details, in both languages. */
const WORDS = {
  pass: { en: 'pass', nl: 'passen' },
  vragen: { en: 'ask for a partner', nl: 'vragen' },
  meegaan: { en: 'join', nl: 'meegaan' },
  alleen: { en: 'play alone', nl: 'alleen' },
  miserie: { en: 'misery', nl: 'miserie' },
  'miserie-op-tafel': { en: 'open misery', nl: 'miserie op tafel' },
  'solo-slim': { en: 'grand slam', nl: 'solo slim' },
  keep: { en: 'keep the turned card', nl: 'gedraaide kaart houden' },
  give: { en: 'give the card', nl: 'kaart geven' },
  refuse: { en: 'refuse', nl: 'weigeren' },
} as const satisfies Record<string, Title>;

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'play', card: cardOf(2, 10) }, 'en');                  // 'play ♥Q'
 * describeMove({ type: 'abondance', level: 9, suit: 'hearts' }, 'nl');        // 'abondance 9 in harten'
 * ```
 */
export function describeMove(move: WiezenMove, lang: Lang): string {
  const en = lang === 'en';
  switch (move.type) {
    case 'play':
      return `${en ? 'play' : 'speel'} ${cardLabel(move.card, lang)}`;
    case 'exchange':
      return `${en ? 'ask for' : 'vraag'} ${cardLabel(move.card, lang)}`;
    case 'abondance':
      return `abondance ${move.level} in ${suitName(suitIndex(move.suit), lang)}`;
    case 'solo':
      return move.suit === null ? 'solo' : `solo in ${suitName(suitIndex(move.suit), lang)}`;
    default:
      return WORDS[move.type][lang];
  }
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<WiezenView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
