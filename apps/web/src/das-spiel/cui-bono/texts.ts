/** Cui bono?'s words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const cuiBonoTexts = defineCatalogue(
  {
    pull: 'Pull the {colour} die {cell}',
    putBack: 'Put it back into the funnel {cell}',
    inHand: 'In hand: {colour}',
    kept: { count: 'n', one: '{name}: {n} die, −{minus}', other: '{name}: {n} dice, −{minus}' },
    plate: { count: 'n', one: '{n} die kept, −{minus}', other: '{n} dice kept, −{minus}' },
    keptNone: '{name}: no dice',
    plateNone: 'no dice kept',
    keep: 'Keep',
    keepLabel: 'Keep the die',
  },
  {
    pull: 'Trek de {colour} dobbelsteen {cell}',
    putBack: 'Zet hem terug in de trechter {cell}',
    inHand: 'In de hand: {colour}',
    kept: {
      count: 'n',
      one: '{name}: {n} dobbelsteen, −{minus}',
      other: '{name}: {n} dobbelstenen, −{minus}',
    },
    plate: {
      count: 'n',
      one: '{n} dobbelsteen gehouden, −{minus}',
      other: '{n} dobbelstenen gehouden, −{minus}',
    },
    keptNone: '{name}: geen dobbelstenen',
    plateNone: 'geen dobbelstenen gehouden',
    keep: 'Houden',
    keepLabel: 'Houd de dobbelsteen',
  },
);
