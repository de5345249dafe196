/**
 * Würfelmarsch in words (English and Dutch), for the move log, screen readers and the API's messages: a tilt
 * (KANTELEN) or a turn (DRAAIEN) by its cells and faces; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellName, facesName } from '../lattice/index.js';
import type { WuerfelmarschMove, WuerfelmarschView } from './types.js';

/** Würfelmarsch's phases: the march, turn by turn, until it ends. */
export type Phase = 'march' | 'over';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  march: { en: 'tilt or turn a die', nl: 'kantelen of draaien' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A move in words.
 *
 * @example
 * ```ts
 * describeMove({ type: 'tilt', cell: 0, to: 1 }, 'nl'); // 'kantel laag 0 (0,0,8) naar laag 0 (0,1,7)'
 * ```
 */
export function describeMove(move: WuerfelmarschMove, lang: Lang): string {
  const from = cellName(move.cell, lang);
  if (move.type === 'tilt') {
    const to = cellName(move.to, lang);
    return lang === 'en' ? `tilt ${from} to ${to}` : `kantel ${from} naar ${to}`;
  }
  const faces = facesName(move.orientation);
  return lang === 'en' ? `turn ${from} to faces ${faces}` : `draai ${from} naar ogen ${faces}`;
}

/** The phase of a view: the march goes on until the game has an end. */
export function phaseOf(view: Pick<WuerfelmarschView, 'end'>): Phase {
  return view.end ? 'over' : 'march';
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<WuerfelmarschView, 'end'>, lang: Lang): string {
  return PHASES[phaseOf(view)][lang];
}
