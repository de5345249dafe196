/**
 * The refusals of a match itself (not of a game's rules): a move on a version that is no longer the match's,
 * and a person's move for a seat that is a bot's.
 *
 * @module
 */
import { defineErrors } from '../errors/index.js';

const match = {
  'stale-version': {
    en: 'The match has moved on: it is at version {version}.',
    nl: 'De wedstrijd is verder: hij staat op versie {version}.',
  },
  'not-your-seat': {
    en: 'Seat {seat} is played by a bot.',
    nl: 'Plaats {seat} wordt door een bot gespeeld.',
  },
} as const;

/** The match's own refusals (`RuleError`s with these codes). */
export const matchErrors = defineErrors(match);
