/** Eintrichtern's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

const en = {
  pyramid: 'The pyramid',
  die: 'A pearl die shows {n}',
  rolled: 'To find: {total} ({dice})',
  takenOver: 'To find: {total} (taken over)',
  lift: 'Lift a red die whose funnel you think adds up to {total}.',
  waitingLift: '{name} looks for {total}.',
  choose: '{name} failed to find {total}. Roll the dice, or take it over?',
  waitingChoose: '{name} chooses: roll, or take over {total}.',
  roll: 'Roll',
  rollLabel: 'Roll the three pearl dice',
  liftLabel: 'Lift the red die {cell}',
  takeOver: 'Take over {total}',
  takeOverLabel: 'Take over the total of {total}',
  said: '{name} lifted the red die {cell}: “{sum}”',
  kept: ' — found, the red die is kept.',
  back: ' — not {total}, the red die goes back.',
  memory: 'What was said ({n})',
  memoryLine: '{cell}: {sum}',
  memoryKept: '{cell}: {sum}, opened',
  red: '{name}: {n} of {target} red dice',
  plate: '{n} of {target} red dice',
  endTarget: '{name} reached {target} red dice.',
  endEmpty: 'No covered funnel is left: the most red dice win.',
} as const;

const nl = {
  pyramid: 'De piramide',
  die: 'Een parelmoeren dobbelsteen toont {n}',
  rolled: 'Te vinden: {total} ({dice})',
  takenOver: 'Te vinden: {total} (overgenomen)',
  lift: 'Til een rode steen op waarvan je denkt dat de trechter {total} telt.',
  waitingLift: '{name} zoekt {total}.',
  choose: '{name} vond {total} niet. Gooi je, of neem je het over?',
  waitingChoose: '{name} kiest: gooien, of {total} overnemen.',
  roll: 'Gooien',
  rollLabel: 'Gooi de drie parelmoeren dobbelstenen',
  liftLabel: 'Licht de rode steen {cell}',
  takeOver: 'Neem {total} over',
  takeOverLabel: 'Neem het totaal van {total} over',
  said: '{name} lichtte de rode steen {cell}: „{sum}”',
  kept: ' — gevonden, de rode steen blijft bij hem.',
  back: ' — geen {total}, de rode steen gaat terug.',
  memory: 'Wat er gezegd is ({n})',
  memoryLine: '{cell}: {sum}',
  memoryKept: '{cell}: {sum}, open',
  red: '{name}: {n} van {target} rode stenen',
  plate: '{n} van {target} rode stenen',
  endTarget: '{name} haalde {target} rode stenen.',
  endEmpty: 'Er is geen bedekte trechter meer: de meeste rode stenen winnen.',
};

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const eintrichternTexts = defineCatalogue(en, nl);
