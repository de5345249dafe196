/**
 * Wine Cellar in words (English and Dutch), for the move log, screen readers and the API's messages: a card by
 * its bid value, a prize by its side, a cellar end as top or bottom; a phase by a short label. A bid names its
 * card: whoever shows the line decides whom it may reach (a hidden bid stays out of another seat's log).
 *
 * @module
 */
import type { HiddenMove, Title } from '../contract/index.js';
import type { Lang } from '../errors/index.js';
import type { End, Phase, WineCellarMove, WineCellarView } from './types.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  bid: { en: 'bid', nl: 'bieden' },
  take: { en: 'take a prize', nl: 'prijs nemen' },
  place: { en: 'place the prize', nl: 'prijs plaatsen' },
  reserve: { en: 'reserve the bonus card', nl: 'bonuskaart wegleggen' },
  swap: { en: 'swap the bonus card', nl: 'bonuskaart ruilen' },
  over: { en: 'game over', nl: 'afgelopen' },
};

const ENDS: Readonly<Record<End, Title>> = {
  top: { en: 'on top of the cellar', nl: 'boven op de kelder' },
  bottom: { en: 'under the cellar', nl: 'onder de kelder' },
};

const PRIZES = [
  { en: 'the left prize', nl: 'de linkerprijs' },
  { en: 'the right prize', nl: 'de rechterprijs' },
] as const;

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'bid', card: 7 }, 'en');                  // 'bid card 7'
 * describeMove({ type: 'take', prize: 1, end: 'top' }, 'nl');   // 'neem de rechterprijs, boven op de kelder'
 * describeMove({ type: 'bid', hidden: true }, 'en');             // 'bid a sealed card'
 * ```
 */
export function describeMove(move: WineCellarMove | HiddenMove, lang: Lang): string {
  const en = lang === 'en';
  if ('hidden' in move) {
    return move.type === 'reserve'
      ? en
        ? 'put a card aside'
        : 'leg een kaart apart'
      : en
        ? 'bid a sealed card'
        : 'bied een gesloten kaart';
  }
  switch (move.type) {
    case 'bid': {
      const token = move.token ? (en ? ' with the token' : ' met het fiche') : '';
      return en ? `bid card ${move.card}${token}` : `bied kaart ${move.card}${token}`;
    }
    case 'take':
      return `${en ? 'take' : 'neem'} ${PRIZES[move.prize][lang]}, ${ENDS[move.end][lang]}`;
    case 'place':
      return `${en ? 'place the prize' : 'leg de prijs'} ${ENDS[move.end][lang]}`;
    case 'reserve':
      return en ? `reserve card ${move.card} as the bonus card` : `leg kaart ${move.card} weg als bonuskaart`;
    case 'swap':
      if (move.position === null) return en ? 'keep the bonus card' : 'houd de bonuskaart';
      return en
        ? `swap the bonus card with cellar card ${move.position + 1} from the top`
        : `ruil de bonuskaart met kelderkaart ${move.position + 1} van boven`;
  }
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<WineCellarView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
