/** The refusals of Wine Cellar, with their stable codes. @module */
import { defineErrors, type ErrorCatalogue, type Errors } from '../errors/index.js';

const catalogue = {
  'card-not-in-hand': { en: 'You do not hold card {card}.', nl: 'Je hebt kaart {card} niet in de hand.' },
  'must-follow-suit': {
    en: 'You must follow {suitName}: bid one of your {suitName}.',
    nl: 'Je moet {suitName} bekennen: bied een van je {suitName}.',
  },
  'must-play-reserved': {
    en: 'In the last trick you play the card you put aside ({card}).',
    nl: 'In de laatste slag speel je de kaart die je apart legde ({card}).',
  },
  'token-used': { en: 'You have already used your auto-win token.', nl: 'Je hebt je winfiche al gebruikt.' },
  'token-blocked': {
    en: 'Your opponent played the auto-win token in this trick.',
    nl: 'Je tegenstander speelde in deze slag al zijn winfiche.',
  },
  'token-not-in-rules': {
    en: 'The auto-win token belongs to the 2021 rules only.',
    nl: 'Het winfiche hoort alleen bij de regels van 2021.',
  },
  'solo-bot-needs-solo-game': {
    en: 'The solo bot plays only solo games (one player against the automaton).',
    nl: 'De solobot speelt alleen solospellen (één speler tegen de automaat).',
  },
  'invalid-position': {
    en: 'Your cellar has no position {position}.',
    nl: 'Je kelder heeft geen plaats {position}.',
  },
} as const satisfies ErrorCatalogue;

export const wineCellarErrors: Errors<typeof catalogue> = defineErrors(catalogue);
