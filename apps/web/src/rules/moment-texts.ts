/**
 * The guided game's words for the moment (`moment.ts`): at a table whose host allows no hints, and in the
 * real-time dice games, what the person can do now and why, in every language the tables speak.
 *
 * @module
 */
import { defineCatalogue } from '../i18n/index.js';

/** The moment's catalogue. */
export const momentTexts = defineCatalogue(
  {
    noHints:
      'The host allows no hints at this table, so no move is suggested. The rules of what you can do now:',
    rule: 'Rule: {rule}',
    rzTake: {
      count: 'n',
      one: 'The roll is {roll}: one free die shows {roll} towards your side. It is yours if you grab it first, for instance: {move}.',
      other:
        'The roll is {roll}: {n} free dice show {roll} towards your side. Grab them before the others do, for instance: {move}.',
    },
    rzRoller: 'You rolled, so only you may call STOP: take what you can first.',
    rzStop:
      'The roll is {roll} and no free die shows it towards your side now: as the roller, call STOP to end the round.',
    rzWait:
      'The roll is {roll} and no free die shows it towards your side now: taking a die frees the dice under it, so watch for one, until the roller calls STOP.',
    rzRoll: 'STOP was called and you roll next: roll the turquoise die to open the next round.',
    rzLate:
      'STOP was called: a take now is late (the die goes back and you give each other player one of your dice). Wait for the next roll.',
    bkStop: {
      count: 'n',
      one: 'The roll adds up to {total}, and one funnel’s three faces add up to {total}: call STOP there before the others ({move}).',
      other:
        'The roll adds up to {total}, and {n} funnels’ three faces add up to {total}: call STOP at one of them before the others ({move}).',
    },
    bkNowhere:
      'The roll adds up to {total}, and no funnel’s three faces add up to {total}: call NOWHERE before the others ({move}).',
  },
  {
    noHints:
      'De gastheer staat aan deze tafel geen hints toe, dus er wordt geen zet voorgesteld. De regels van wat je nu kunt doen:',
    rule: 'Regel: {rule}',
    rzTake: {
      count: 'n',
      one: 'De worp is {roll}: één vrije steen toont {roll} naar jouw kant. Hij is van jou als je hem als eerste pakt, bijvoorbeeld: {move}.',
      other:
        'De worp is {roll}: {n} vrije stenen tonen {roll} naar jouw kant. Pak ze voor de anderen het doen, bijvoorbeeld: {move}.',
    },
    rzRoller: 'Jij gooide, dus alleen jij mag STOP roepen: pak eerst wat je kunt.',
    rzStop:
      'De worp is {roll} en geen vrije steen toont die nu naar jouw kant: roep als gooier STOP om de ronde te beëindigen.',
    rzWait:
      'De worp is {roll} en geen vrije steen toont die nu naar jouw kant: een gepakte steen maakt de stenen eronder vrij, dus let op, tot de gooier STOP roept.',
    rzRoll: 'Er is STOP geroepen en jij gooit nu: gooi de turkooizen steen om de volgende ronde te openen.',
    rzLate:
      'Er is STOP geroepen: wie nu pakt, is te laat (de steen gaat terug en je geeft elke andere speler een van je stenen). Wacht op de volgende worp.',
    bkStop: {
      count: 'n',
      one: 'De worp telt op tot {total}, en bij één trechter tellen de drie vlakken op tot {total}: roep daar STOP voor de anderen ({move}).',
      other:
        'De worp telt op tot {total}, en bij {n} trechters tellen de drie vlakken op tot {total}: roep bij een ervan STOP voor de anderen ({move}).',
    },
    bkNowhere:
      'De worp telt op tot {total}, en bij geen enkele trechter tellen de drie vlakken op tot {total}: roep NERGENS voor de anderen ({move}).',
  },
);
