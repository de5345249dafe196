/** Abquetschen's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

const en = {
  rules:
    'Each turn the turquoise die is rolled for you: build exactly that many of your dice, every new die touching another new one face to face and at least one touching a die of yours, each into a hollow of the base plate or onto three dice — or pass when nothing can be built. Four, five or six new dice in one row earn 1, 2 or 3 bonus dice. The game ends when all of a player’s dice have vanished inside the pyramid (fewest dice left wins) or someone rolls more than he has left (he wins).',
  pyramid: 'The pyramid',
  roll: 'Roll: {n}',
  rollLabel: 'The turquoise die shows {n}',
  startRolls: {
    select: 'who',
    you: 'Rolls for the start: {rolls}. You build the start pyramid.',
    other: 'Rolls for the start: {rolls}. {name} builds the start pyramid.',
  },
  startPick:
    'Start pyramid, three dice on the base plate and one on them, in the middle: {chosen} of {n} picked.',
  buildPick: 'Build {n} dice: {chosen} of {n} picked.',
  bonusPick: 'Bonus: build {n} more dice next to yours: {chosen} of {n} picked.',
  cannotBuild: 'Nothing can be built with a {n}: pass.',
  waiting: '{name} rolled {n}.',
  pick: 'Build here: {cell}',
  chosen: 'Picked: {cell}',
  build: 'Build these {n} dice',
  buildOne: 'Build',
  pass: 'Pass',
  passLabel: 'Pass: nothing can be built',
  takeBack: 'Take back the last pick',
  nothingPicked: 'No cell picked yet.',
  lastTurn: '{name} rolled {roll} and built {n}',
  lastStart: '{name} built the start pyramid',
  lastPass: '{name} rolled {roll}: nothing to build',
  lastBonus: ' and {n} bonus',
  stock: '{name} ({colour}): {built} built, {left} left',
  plate: '{colour}: {built} built, {left} left',
  endBuried: 'All the dice of {name} have vanished inside: the fewest dice left win.',
  endRoll: '{name} rolled more than the dice left and won.',
  endBlocked: 'Nobody can build any more: the fewest dice left win.',
} as const;

const nl = {
  rules:
    'Elke beurt wordt de turkooizen dobbelsteen voor je gegooid: bouw precies zoveel van je dobbelstenen in, elke nieuwe met een zijde tegen een andere nieuwe en minstens één tegen een eigen steen, elk in een kuiltje van de grondplaat of op drie stenen — of pas als er niets in te bouwen is. Vier, vijf of zes nieuwe stenen op één rij leveren 1, 2 of 3 bonusstenen op. Het spel eindigt als alle stenen van een speler in de piramide verdwenen zijn (wie de minste stenen over heeft wint) of als iemand meer gooit dan hij nog heeft (hij wint).',
  pyramid: 'De piramide',
  roll: 'Worp: {n}',
  rollLabel: 'De turkooizen dobbelsteen toont {n}',
  startRolls: {
    select: 'who',
    you: 'Worpen voor de start: {rolls}. Jij bouwt de startpiramide.',
    other: 'Worpen voor de start: {rolls}. {name} bouwt de startpiramide.',
  },
  startPick:
    'Startpiramide, drie stenen op de grondplaat en één erop, in het midden: {chosen} van {n} gekozen.',
  buildPick: 'Bouw {n} stenen in: {chosen} van {n} gekozen.',
  bonusPick: 'Bonus: bouw nog {n} stenen naast de jouwe: {chosen} van {n} gekozen.',
  cannotBuild: 'Met een {n} valt niets in te bouwen: pas.',
  waiting: '{name} gooide {n}.',
  pick: 'Bouw hier: {cell}',
  chosen: 'Gekozen: {cell}',
  build: 'Bouw deze {n} stenen in',
  buildOne: 'Inbouwen',
  pass: 'Passen',
  passLabel: 'Passen: er valt niets in te bouwen',
  takeBack: 'Laatste keuze terugnemen',
  nothingPicked: 'Nog geen vak gekozen.',
  lastTurn: '{name} gooide {roll} en bouwde {n} in',
  lastStart: '{name} bouwde de startpiramide',
  lastPass: '{name} gooide {roll}: niets in te bouwen',
  lastBonus: ' en {n} bonus',
  stock: '{name} ({colour}): {built} ingebouwd, {left} over',
  plate: '{colour}: {built} ingebouwd, {left} over',
  endBuried: 'Alle stenen van {name} zijn in de piramide verdwenen: de minste stenen over wint.',
  endRoll: '{name} gooide meer dan de stenen die over waren en won.',
  endBlocked: 'Niemand kan nog inbouwen: de minste stenen over wint.',
};

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const abquetschenTexts = defineCatalogue(en, nl);
