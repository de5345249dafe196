/**
 * Raffzahn in words (English and Dutch), for the move log, screen readers and the API's messages: a take by
 * its cell, STOP, a roll; a phase by a short label.
 *
 * @module
 */
import type { Title } from '../../contract/index.js';
import type { Lang } from '../../errors/index.js';
import { cellName } from '../lattice/index.js';
import type { Phase, RaffzahnMove, RaffzahnView } from './types.js';

/** A label for every phase. */
const PHASES: Readonly<Record<Phase, Title>> = {
  race: { en: 'grab the dice', nl: 'stenen grijpen' },
  stopped: { en: 'stopped: next roll', nl: 'gestopt: volgende worp' },
  over: { en: 'game over', nl: 'afgelopen' },
};

/**
 * A move in words (a take names its round: a late take answers a round already stopped).
 *
 * @example
 * ```ts
 * describeMove({ type: 'stop' }, 'en');                  // 'STOP'
 * describeMove({ type: 'take', cell: 0, round: 2 }, 'en'); // 'take the die at level 0 (0,0,8) (round 2)'
 * ```
 */
export function describeMove(move: RaffzahnMove, lang: Lang): string {
  if (move.type === 'stop') return 'STOP';
  if (move.type === 'roll') return lang === 'en' ? 'roll the turquoise die' : 'gooi de turquoise steen';
  const where = cellName(move.cell, lang);
  return lang === 'en'
    ? `take the die at ${where} (round ${move.round})`
    : `pak de steen bij ${where} (ronde ${move.round})`;
}

/** The phase a view shows, as a short label. */
export function describePhase(view: Pick<RaffzahnView, 'phase'>, lang: Lang): string {
  return PHASES[view.phase][lang];
}
