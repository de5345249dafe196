/** Abquetschen's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

const en = {
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
