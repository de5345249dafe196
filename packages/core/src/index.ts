/**
 * @tafel/core — the game contract, seeded randomness, rule errors, match records and every game's rules.
 *
 * Each game also has its own entry point (`@tafel/core/wine-cellar`, …) with its scoring helpers and bots.
 *
 * @module
 */

export type { DefinedGame, GameParts } from './contract/define.js';
export { defineGame } from './contract/define.js';
export type {
  AnyGame,
  Bot,
  BotInput,
  Game,
  HiddenMove,
  Milestone,
  MoveOf,
  MoveSteps,
  Outcome,
  Seat,
  SetupArgs,
  StateOf,
  Title,
} from './contract/index.js';
export { DEFAULT_REACTION_MS, determinizeFrom, seenBy } from './contract/index.js';
export { abquetschen } from './das-spiel/abquetschen/index.js';
export { bunteKuh } from './das-spiel/bunte-kuh/index.js';
export { cuiBono } from './das-spiel/cui-bono/index.js';
export { eintrichtern } from './das-spiel/eintrichtern/index.js';
export { raffzahn } from './das-spiel/raffzahn/index.js';
export { wuerfelmarsch } from './das-spiel/wuerfelmarsch/index.js';
export type { ErrorCatalogue, Errors, Lang, Message, RuleErrorJson } from './errors/index.js';
export { commonErrors, defineErrors, RuleError } from './errors/index.js';
export type { RngState } from './random/index.js';
export { Rng, SeedHash, seedState } from './random/index.js';
export type { Due, Plan, Race, RaceGame, Reaction } from './realtime/index.js';
export {
  afterMove,
  arrive,
  isLegal,
  MAX_RACE_EVENTS,
  nextDue,
  reactionOf,
  runRace,
  setOut,
  startRace,
  waiting,
} from './realtime/index.js';
export type { DealProof, Match, MatchRecord, MoveRecord, SeatRecord } from './record/index.js';
export { applyMove, gameOf, parseRecord, playMatch, replay, startMatch } from './record/index.js';
export type { GameId } from './registry/index.js';
export { games } from './registry/index.js';
export { weinhaendler } from './weinhaendler/index.js';
export { wiezen } from './wiezen/index.js';
export { wineCellar } from './wine-cellar/index.js';
