/**
 * Wine Cellar moves in words, for the move log and screen readers.
 *
 * TEMPORARY: `describeMove(move, lang)` joins the game contract in core; this goes when it lands.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import type { WineCellarMove } from '@tafel/core/wine-cellar';

/**
 * @example
 * ```ts
 * describeWineCellarMove({ type: 'bid', card: 7 }, 'nl'); // 'biedt 7'
 * ```
 */
export function describeWineCellarMove(move: WineCellarMove, lang: Lang): string {
  const nl = lang === 'nl';
  const end = (e: 'top' | 'bottom') =>
    nl ? (e === 'top' ? 'bovenaan' : 'onderaan') : e === 'top' ? 'on top' : 'at the bottom';
  switch (move.type) {
    case 'bid':
      return nl
        ? `biedt ${move.card}${move.token ? ' met het winfiche' : ''}`
        : `bids ${move.card}${move.token ? ' with the token' : ''}`;
    case 'take':
      return nl
        ? `neemt de ${move.prize === 0 ? 'linkse' : 'rechtse'} wijn, ${end(move.end)}`
        : `takes the ${move.prize === 0 ? 'left' : 'right'} wine, ${end(move.end)}`;
    case 'place':
      return nl ? `legt de wijn ${end(move.end)}` : `puts the wine ${end(move.end)}`;
    case 'reserve':
      return nl ? 'legt een kaart apart' : 'reserves a card';
    case 'swap':
      return move.position === null
        ? nl
          ? 'houdt de bonuskaart'
          : 'keeps the bonus card'
        : nl
          ? `ruilt de bonuskaart met plaats ${move.position + 1}`
          : `swaps the bonus card with place ${move.position + 1}`;
  }
}
