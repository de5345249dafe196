/** Eintrichtern's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

const en = {
  rules:
    'Roll the three pearl dice — or, right after the player before you failed, take over his total — then lift a red die that covers a funnel: the three yellow faces under it are added up and said aloud. The total: keep the red die and go again. Any other sum: the die goes back and the next player chooses. Remember what was said! The first to 8 red dice wins (9 with 5 or 6 players).',
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
  rules:
    'Gooi de drie parelmoeren dobbelstenen — of neem, direct nadat je voorganger misgreep, zijn totaal over — en til een rode steen op die een trechter bedekt: de drie gele ogen eronder worden opgeteld en hardop gezegd. Het totaal: je houdt de rode steen en gaat door. Een andere som: de steen gaat terug en de volgende speler kiest. Onthoud wat er gezegd is! Wie het eerst 8 rode stenen heeft, wint (9 met 5 of 6 spelers).',
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
