/** Würfelmarsch's words on the board, in English and Dutch (the same keys and placeholders). @module */
import { defineCatalogue } from '../../i18n/index.js';

const en = {
  pyramid: 'The base plate, your side at the bottom',
  choose: 'Choose your {colour} die {cell}: {me} to you, {left} left, {right} right',
  chosen:
    'Your chosen die {cell}: {me} to you, {left} left, {right} right. Arrows tilt it; choose it again to put it down.',
  other: 'Choose your die {cell} instead',
  pickDie:
    'Choose one of your dice (Tab to it), then tilt it with the arrow keys or the buttons, or turn it.',
  keys: '↑ forward (↑ then ← or → when both ways are open), ← left, → right.',
  forwardWhich: 'Two ways forward: ← or →?',
  waiting: '{name} moves.',
  tilt: 'Tilt',
  turn: 'Turn in place',
  'forward-left': 'Forward left',
  'forward-right': 'Forward right',
  left: 'Left',
  right: 'Right',
  tiltLabel: 'Tilt {direction}: it lands {cell}',
  offPlate: 'That way leaves the base plate.',
  turnLabel: 'Turn it to show {me} to you, {left} left, {right} right',
  turnRow: 'Showing {me} to you',
  goal: 'goal',
  // {way}: the telling's words for the direction (`forward to the left`), as the log says it.
  lastTilt: '{name} tilted the {colour} die {way}.',
  lastTurn: '{name} turned the {colour} die.',
  capture: ' {by} captured a {colour} die ({high} beats {low}).',
  tie: ' A tie for the highest ({face}): {n} dice left the game.',
  tally: '{name} ({colour}): {captured} captured, {lost} lost, {left} on the plate',
  plate: '{colour}: {captured} captured, {lost} lost, {left} on the plate',
  endCorner: '{name} reached the corner.',
  endCount: 'No die can move any more: captured minus lost dice decide.',
  endLimit: 'The turn limit is reached: captured minus lost dice decide.',
} as const;

const nl = {
  pyramid: 'De grondplaat, jouw zijde onderaan',
  choose: 'Kies je {colour} steen {cell}: {me} naar jou, {left} links, {right} rechts',
  chosen:
    'Je gekozen steen {cell}: {me} naar jou, {left} links, {right} rechts. Pijltjes kantelen hem; kies hem nog eens om hem neer te leggen.',
  other: 'Kies in plaats daarvan je steen {cell}',
  pickDie:
    'Kies een van je stenen (Tab erheen) en kantel hem met de pijltjestoetsen of de knoppen, of draai hem.',
  keys: '↑ vooruit (↑ en dan ← of → als beide kanten open zijn), ← links, → rechts.',
  forwardWhich: 'Twee kanten vooruit: ← of →?',
  waiting: '{name} is aan zet.',
  tilt: 'Kantelen',
  turn: 'Ter plaatse draaien',
  'forward-left': 'Vooruit links',
  'forward-right': 'Vooruit rechts',
  left: 'Links',
  right: 'Rechts',
  tiltLabel: 'Kantel {direction}: hij komt {cell}',
  offPlate: 'Die kant op verlaat je de grondplaat.',
  turnLabel: 'Draai hem naar {me} naar jou, {left} links, {right} rechts',
  turnRow: 'Met {me} naar jou',
  goal: 'doel',
  lastTilt: '{name} kantelde de {colour} steen {way}.',
  lastTurn: '{name} draaide de {colour} steen.',
  capture: ' {by} sloeg een steen ({colour}; {high} tegen {low}).',
  tie: ' Gelijkspel bovenaan ({face}): {n} stenen verlieten het spel.',
  tally: '{name} ({colour}): {captured} geslagen, {lost} verloren, {left} op de plaat',
  plate: '{colour}: {captured} geslagen, {lost} verloren, {left} op de plaat',
  endCorner: '{name} bereikte de hoek.',
  endCount: 'Er kan geen steen meer bewegen: geslagen min verloren stenen beslissen.',
  endLimit: 'Het maximum aantal beurten is bereikt: geslagen min verloren stenen beslissen.',
};

/** The catalogue (tests check that both languages have the same keys and placeholders). */
export const wuerfelmarschTexts = defineCatalogue(en, nl);
