/**
 * Cui bono? in words (English and Dutch), for the move log, screen readers and the API's messages: a pull, a
 * return or a keep by its cell; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellName } from '../lattice/index.js';
import type { CuiBonoMove, CuiBonoView, Phase } from './types.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  pull: { en: 'pull a die', nl: 'steen trekken' },
  return: { en: 'put back or keep', nl: 'terugzetten of houden' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'pull', cell: 3 }, 'en'); // 'pull the die at level 0 (0,3,5)'
 * describeMove({ type: 'keep' }, 'nl');          // 'houd de steen'
 * ```
 */
export function describeMove(move: CuiBonoMove, lang: Lang): string {
  if (move.type === 'keep') return lang === 'en' ? 'keep the die' : 'houd de steen';
  const where = cellName(move.cell, lang);
  if (move.type === 'pull') return lang === 'en' ? `pull the die at ${where}` : `trek de steen bij ${where}`;
  return lang === 'en' ? `put the die back into ${where}` : `zet de steen terug in ${where}`;
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<CuiBonoView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
