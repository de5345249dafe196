/**
 * Würfelmarsch — the march of Das Spiel for 2 or 3 players: tilt your dice across the base plate towards the
 * corner opposite your side, and capture with the highest face in every triangle a tilt forms.
 *
 * The rules, rulings, options and rule errors: `docs/rules/wuerfelmarsch.md` in the repository.
 *
 * @example
 * ```ts
 * import { wuerfelmarsch } from '@tafel/core/das-spiel';
 * let state = wuerfelmarsch.setup({ players: 2, seed: 'table-1' });
 * state = wuerfelmarsch.play(state, 0, wuerfelmarsch.legalMoves(state, 0)[0]!);
 * ```
 *
 * @module
 */
import { defineGame } from '../../contract/define.js';
import { describeMove, describePhase } from './describe.js';
import { fromView } from './determinize.js';
import { moveSchema, parseMove } from './moves.js';
import { optionsSchema, parseOptions } from './options.js';
import { randomPlayout } from './playout.js';
import { active, legalMoves, outcome, play } from './rules.js';
import { DEFAULT_OPTIONS, setup } from './setup.js';
import { parseState, stateSchema, viewSchema } from './state.js';
import type {
  WuerfelmarschMove,
  WuerfelmarschOptions,
  WuerfelmarschState,
  WuerfelmarschView,
} from './types.js';
import { view } from './view.js';

/** The game, behind the Tafel contract. */
export const wuerfelmarsch = defineGame<
  WuerfelmarschState,
  WuerfelmarschMove,
  WuerfelmarschView,
  WuerfelmarschOptions
>({
  id: 'wuerfelmarsch',
  title: { en: 'Würfelmarsch (Dice march)', nl: 'Würfelmarsch (Dobbelsteenoptocht)' },
  players: { min: 2, max: 3 },
  defaults: DEFAULT_OPTIONS,
  schemas: { move: moveSchema, options: optionsSchema, state: stateSchema, view: viewSchema },
  parseOptions,
  rulesVersion: 1,
  setup,
  seats: (state) => state.players,
  active,
  legalMoves,
  play,
  view,
  outcome,
  parseMove,
  parseState,
  hidesInformation: false,
  fromView,
  describeMove,
  describePhase,
  randomPlayout,
});

export {
  judgePosition as wuerfelmarschJudge,
  WUERFELMARSCH_WEIGHTS,
  wuerfelmarschBot,
  wuerfelmarschMove,
  wuerfelmarschRollout,
} from './bot.js';
export { fromView } from './determinize.js';
export { wuerfelmarschErrors } from './errors.js';
export type { TiltDirection } from './march.js';
export {
  distance as marchDistance,
  GOAL as MARCH_GOALS,
  judge as judgeTriangles,
  START_CELLS as MARCH_START_CELLS,
  START_ORIENTATION as MARCH_START_ORIENTATION,
  TILT_DIRECTIONS,
  tiltDirection,
  tiltsFrom,
  tiltTarget,
} from './march.js';
export { moveSchema } from './moves.js';
export { optionsSchema } from './options.js';
export { counts as marchCounts } from './rules.js';
export {
  DEFAULT_OPTIONS,
  parseOptions,
} from './setup.js';
export { checkState, parseState, stateSchema, viewSchema } from './state.js';
export type {
  EndReason as WuerfelmarschEndReason,
  LastMove as WuerfelmarschLastMove,
  TiltMove,
  Triangle,
  TurnMove,
  WuerfelmarschMove,
  WuerfelmarschOptions,
  WuerfelmarschState,
  WuerfelmarschView,
} from './types.js';
