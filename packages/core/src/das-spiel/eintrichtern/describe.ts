/**
 * Eintrichtern in words (English and Dutch), for the move log, screen readers and the API's messages: a roll, a
 * take-over or a lift by its cell; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellName } from '../lattice/index.js';
import type { EintrichternMove, EintrichternView, Phase } from './types.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  choose: { en: 'roll or take over', nl: 'gooien of overnemen' },
  lift: { en: 'lift a red die', nl: 'rode steen optillen' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'take-over' }, 'en');   // 'take over the total'
 * describeMove({ type: 'lift', cell: 45 }, 'nl'); // 'til de rode steen op bij laag 1 (0,0,7)'
 * ```
 */
export function describeMove(move: EintrichternMove, lang: Lang): string {
  if (move.type === 'roll') return lang === 'en' ? 'roll the dice' : 'gooi de stenen';
  if (move.type === 'take-over') return lang === 'en' ? 'take over the total' : 'neem het totaal over';
  const where = cellName(move.cell, lang);
  return lang === 'en' ? `lift the red die at ${where}` : `til de rode steen op bij ${where}`;
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<EintrichternView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
