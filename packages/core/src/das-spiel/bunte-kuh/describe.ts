/**
 * Bunte Kuh in words (English and Dutch), for the move log, screen readers and the API's messages: a call by
 * its kind, funnel and the die's up faces; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellName, facesName } from '../lattice/index.js';
import type { BunteKuhMove, BunteKuhView } from './types.js';

/** Bunte Kuh's phases: the race of calls, round after round, until a stock is empty. */
export type Phase = 'race' | 'over';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  race: { en: 'roll and call', nl: 'gooien en roepen' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A call in words: STOP or NOWHERE, the funnel, and the faces the die shows (towards x, y and z).
 *
 * @example
 * ```ts
 * describeMove({ type: 'stop', round: 3, cell: 50, orientation: 0 }, 'en'); // 'STOP at level 1 (0,5,2), faces 1-2-4'
 * ```
 */
export function describeMove(move: BunteKuhMove, lang: Lang): string {
  const where = cellName(move.cell, lang);
  const faces = facesName(move.orientation);
  if (lang === 'en')
    return move.type === 'stop'
      ? `STOP at ${where}, faces ${faces}`
      : `NOWHERE: the die into ${where}, faces ${faces}`;
  return move.type === 'stop'
    ? `STOP bij ${where}, ogen ${faces}`
    : `NERGENS: de steen in ${where}, ogen ${faces}`;
}

/** The phase of a view: the race goes on until there are winners. */
export function phaseOf(view: Pick<BunteKuhView, 'winners'>): Phase {
  return view.winners ? 'over' : 'race';
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<BunteKuhView, 'winners'>, lang: Lang): string {
  return PHASES[phaseOf(view)][lang];
}
