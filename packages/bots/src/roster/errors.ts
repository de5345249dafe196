/**
 * The bots package's refusals, as {@link RuleError}s with stable codes and sentences in English and Dutch.
 *
 * @module
 */
import { defineErrors, type Errors } from '@tafel/core';

const catalogue = {
  'unknown-bot': {
    en: 'There is no bot "{bot}" for {game}; choose from: {known}.',
    nl: 'Er is geen bot "{bot}" voor {game}; kies uit: {known}.',
  },
  'no-move-to-hint': {
    en: 'Seat {seat} has no move to make now, so there is nothing to hint.',
    nl: 'Plaats {seat} heeft nu geen zet te doen, dus er valt niets te tippen.',
  },
  'invalid-bot-settings': {
    en: 'Invalid bot settings: {reason}',
    nl: 'Ongeldige botinstellingen: {reason}',
  },
  'analysis-cancelled': {
    en: 'The analysis was cancelled after {done} of {total} moves.',
    nl: 'De analyse is afgebroken na {done} van {total} zetten.',
  },
  'invalid-analysis': {
    en: 'Cannot analyse this record: {reason}',
    nl: 'Dit verslag kan niet geanalyseerd worden: {reason}',
  },
} as const;

/** The error codes of `@tafel/bots`. */
export const botErrors: Errors<typeof catalogue> = defineErrors(catalogue);
