/**
 * Abquetschen in words (English and Dutch), for the move log, screen readers and the API's messages: a build
 * by its cells, a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellCoords } from '../lattice/index.js';
import type { AbquetschenMove, AbquetschenView, Phase } from './types.js';

/** A label for every phase (a `Record` over the phase type: a new phase without a label does not compile). */
const PHASES: Readonly<Record<Phase, Title>> = {
  start: { en: 'start pyramid', nl: 'startpiramide' },
  build: { en: 'build', nl: 'bouwen' },
  bonus: { en: 'bonus dice', nl: 'bonusstenen' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A build in words: its cells, ascending; the empty build is a pass.
 *
 * @example
 * ```ts
 * describeMove({ type: 'build', cells: [57, 61] }, 'en'); // 'build 2 dice: (1,4,2), (2,1,4)'
 * describeMove({ type: 'build', cells: [] }, 'nl');       // 'passen: niets te bouwen'
 * ```
 */
export function describeMove(move: AbquetschenMove, lang: Lang): string {
  if (move.cells.length === 0) return lang === 'en' ? 'pass: nothing to build' : 'passen: niets te bouwen';
  const cells = [...move.cells]
    .sort((a, b) => a - b)
    .map(cellCoords)
    .join(', ');
  const n = move.cells.length;
  return lang === 'en'
    ? `build ${n} ${n === 1 ? 'die' : 'dice'}: ${cells}`
    : `bouw ${n} ${n === 1 ? 'steen' : 'stenen'}: ${cells}`;
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<AbquetschenView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
