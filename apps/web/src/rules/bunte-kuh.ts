/**
 * Bunte Kuh's short rules (the full rules: `docs/rules/bunte-kuh.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Bunte Kuh in short: spot the funnel with the roll's sum, call first. */
export const bunteKuhRules = defineRules(
  {
    goal: 'A real-time game for 2 to 6 players: get rid of your dice first (2 players: 30 each, 3: 20, 4: 15, 5: 12, 6: 10).',
    turn: [
      'The holder rolls the three pearl dice. Everyone looks for a funnel whose sum (the three faces pointing into it) equals the roll.',
      'The first to call STOP and point at a matching funnel puts one of his dice there; when no funnel matches, the first to call NOWHERE puts one anywhere.',
      'A wrong call places nothing, and every other player gives the caller a die. Every call ends the round: the next player rolls.',
    ],
    scoring: [
      'Each die you place is one fewer in your stock; each wrong call adds one die per other player.',
    ],
    end: 'The game ends at once when a player’s stock runs out: he wins (two at once both win).',
  },
  {
    goal: 'Een realtimespel voor 2 tot 6 spelers: raak als eerste je stenen kwijt (2 spelers: 30 elk, 3: 20, 4: 15, 5: 12, 6: 10).',
    turn: [
      'De houder gooit de drie parelmoeren stenen. Iedereen zoekt een trechter waarvan de som (de drie vlakken die erin wijzen) gelijk is aan de worp.',
      'Wie als eerste STOP roept en een passende trechter aanwijst, zet er een van zijn stenen in; past geen trechter, dan zet wie als eerste NERGENS roept er een waar hij wil.',
      'Een foute roep plaatst niets, en elke andere speler geeft de roeper een steen. Elke roep beëindigt de ronde: de volgende speler gooit.',
    ],
    scoring: [
      'Elke steen die je plaatst, is er één minder in je voorraad; elke foute roep levert één steen per andere speler op.',
    ],
    end: 'Het spel eindigt meteen als de voorraad van een speler op is: hij wint (twee tegelijk winnen allebei).',
  },
  { stop: ['turn', 1], nowhere: ['turn', 1] },
);
