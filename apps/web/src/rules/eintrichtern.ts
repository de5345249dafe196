/**
 * Eintrichtern's short rules (the full rules: `docs/rules/eintrichtern.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Eintrichtern in short: roll, lift a red die, remember the sums. */
export const eintrichternRules = defineRules(
  {
    goal: 'A memory game for 2 to 6 players: collect red dice by lifting the one whose hidden funnel sums to your roll.',
    turn: [
      'Roll the three pearl dice — or, right after the player before you failed, take over his total.',
      'Lift a red die that still covers a funnel: the three yellow faces under it are added up and said aloud. Remember what was said!',
      'Equal to the roll: keep the red die and go again. Any other sum: the die goes back and the next player goes.',
    ],
    scoring: ['Each red die you keep counts one.'],
    end: 'The first to 8 red dice wins with 2 to 4 players, to 9 with 5 or 6; if no covered funnel is left, most red dice wins.',
  },
  {
    goal: 'Een geheugenspel voor 2 tot 6 spelers: verzamel rode stenen door de steen op te tillen waarvan de verborgen trechter de som van je worp heeft.',
    turn: [
      'Gooi de drie parelmoeren stenen — of neem, direct nadat je voorganger misgreep, zijn totaal over.',
      'Til een rode steen op die nog een trechter bedekt: de drie gele vlakken eronder worden opgeteld en hardop gezegd. Onthoud wat er gezegd is!',
      'Gelijk aan de worp: houd de rode steen en ga door. Een andere som: de steen gaat terug en de volgende speler is aan de beurt.',
    ],
    scoring: ['Elke rode steen die je houdt, telt één.'],
    end: 'Wie het eerst 8 rode stenen heeft, wint met 2 tot 4 spelers, 9 met 5 of 6; is er geen bedekte trechter meer, dan wint wie de meeste rode stenen heeft.',
  },
  { roll: ['turn', 0], 'take-over': ['turn', 0], lift: ['turn', 2] },
);
