/**
 * Würfelmarsch's short rules (the full rules: `docs/rules/wuerfelmarsch.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Würfelmarsch in short: tilt your dice across the plate, capture in triangles. */
export const wuerfelmarschRules = defineRules(
  {
    goal: 'A race for 2 or 3 players: march one of your 5 dice across the base plate to the corner opposite your side, capturing on the way.',
    turn: [
      'Move one of your dice: tilt it over an edge into an empty neighbouring hollow — forward, left or right, never back — or turn it in place to another orientation.',
      'A tilt that closes a triangle of three dice around a funnel compares the faces they point into it: the highest captures every lower die of the others; two or three tied for the highest all leave the game.',
    ],
    scoring: ['Your captured dice count plus one each; your own dice lost by a tie count minus one each.'],
    end: 'Reach the opposite corner and you win at once. Otherwise, when no die is left or nobody can move, the highest count wins.',
  },
  {
    goal: 'Een race voor 2 of 3 spelers: breng een van je 5 stenen over de grondplaat naar de hoek tegenover je eigen zijde, en sla onderweg.',
    turn: [
      'Verzet een van je stenen: kantel hem over een ribbe naar een lege naburige trechter — vooruit, links of rechts, nooit terug — of draai hem ter plaatse in een andere stand.',
      'Een kanteling die drie stenen rond een trechter sluit, vergelijkt de vlakken die erin wijzen: het hoogste slaat elke lagere steen van de anderen; staan er twee of drie gelijk bovenaan, dan verlaten ze alle drie het spel.',
    ],
    scoring: [
      'Je geslagen stenen tellen elk plus één; je eigen stenen die door een gelijkspel verloren gingen, elk min één.',
    ],
    end: 'Bereik de hoek aan de overkant en je wint meteen. Anders wint het hoogste totaal, als er geen steen meer staat of niemand meer kan zetten.',
  },
  { tilt: ['turn', 1], turn: ['turn', 0] },
);
