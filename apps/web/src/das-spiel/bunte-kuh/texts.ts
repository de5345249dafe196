/** Bunte Kuh's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const bunteKuhTexts = defineCatalogue(
  {
    funnel: 'This funnel, {cell}',
    round: {
      select: 'who',
      you: 'Round {round} · your roll:',
      other: 'Round {round} · roll by {name}:',
    },
    wrong: {
      select: 'who',
      you: 'You called wrong and take dice',
      other: '{name} called wrong and takes dice',
    },
    left: '{name}: {n} left',
    plate: { count: 'n', one: '{n} die left', other: '{n} dice left' },
    stopLabel: 'Call STOP: a funnel has the sum',
    nowhereLabel: 'Call NOWHERE: no funnel has the sum',
    stop: 'STOP',
    nowhere: 'NOWHERE',
    orientation: 'Put it so: {faces}',
  },
  {
    funnel: 'Deze trechter, {cell}',
    round: {
      select: 'who',
      you: 'Ronde {round} · jouw worp:',
      other: 'Ronde {round} · worp van {name}:',
    },
    wrong: {
      select: 'who',
      you: 'Jij riep fout en krijgt stenen',
      other: '{name} riep fout en krijgt stenen',
    },
    left: '{name}: {n} over',
    plate: { count: 'n', one: 'nog {n} steen', other: 'nog {n} stenen' },
    stopLabel: 'Roep STOP: een trechter heeft de som',
    nowhereLabel: 'Roep NERGENS: geen trechter heeft de som',
    stop: 'STOP',
    nowhere: 'NERGENS',
    orientation: 'Zet hem zo: {faces}',
  },
);
