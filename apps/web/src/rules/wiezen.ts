/**
 * Wiezen's short rules (the full rules: `docs/rules/wiezen.md`), in English and Dutch.
 *
 * @module
 */
import { defineRules } from './short-rules.js';

/** Wiezen in short: the auction, the tricks, the point table. */
export const wiezenRules = defineRules(
  {
    goal: 'Four players, 52 cards, ace high. Each deal one player or a pair takes on a game (a number of tricks, or none) and the others try to stop it; over the session, score the most points.',
    turn: [
      'The auction, clockwise from the dealer’s left: ask (vragen, 8 tricks with a partner), join an asker (meegaan), bid a special game higher than the last (alleen 5, abondance 9 to 12 in a suit you name, miserie: no trick, miserie op tafel, solo: 13, solo slim), or pass. An asker nobody joins plays alone (5 tricks) or passes. Three aces is troel: the holder of the fourth ace is the partner, 8 tricks.',
      'Play: 13 tricks. Follow the suit led if you can; otherwise play any card (you need not trump). The highest trump wins the trick, else the highest card of the suit led; the winner leads the next trick.',
      'Trump is the turned card’s suit (the dealer’s last card), except abondance (the declarer’s suit), solo (chosen), miserie (no trump) and troel (the fourth ace’s suit).',
    ],
    scoring: [
      'Vragen + meegaan made: each 2, plus 1 per trick over 8 (all 13: 14 each); failed: each −(4 + 2 per trick short).',
      'Alleen made: 6, plus 3 per trick over 5 (all 13: 60); failed: −(6 + 6 per trick short), the three others sharing the opposite.',
      'Abondance 9, 10, 11, 12: 15, 18, 24, 27. Miserie 21, op tafel 42. Solo 75, solo slim 90. Troel: each 2 × (2 + tricks over 8), all 13: 28; troela (four aces, 9 tricks): all 13: 24. A failed game pays the same amount the other way.',
      'Every deal sums to zero.',
    ],
    end: 'After the session’s deals (16 by default; a deal everybody passed counts too), the highest total wins.',
  },
  {
    goal: 'Vier spelers, 52 kaarten, aas hoog. Elk spel neemt een speler of een paar een spel op zich (een aantal slagen, of geen) en de anderen proberen het te breken; wie na de sessie de meeste punten heeft, wint.',
    turn: [
      'Het bieden, met de klok mee vanaf links van de gever: vragen (8 slagen met een maat), meegaan met een vrager, een hoger bijzonder spel bieden (alleen 5, abondance 9 tot 12 in een kleur die je noemt, miserie: geen slag, miserie op tafel, solo: 13, solo slim) of passen. Een vrager met wie niemand meegaat, speelt alleen (5 slagen) of past. Drie azen is troel: wie het vierde aas heeft, is de maat, 8 slagen.',
      'Spelen: 13 slagen. Volg de gevraagde kleur als je kunt; anders speel je een kaart naar keuze (kopen hoeft niet). De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur; de winnaar komt uit in de volgende slag.',
      'Troef is de kleur van de keerkaart (de laatste kaart van de gever), behalve bij abondance (de kleur van de bieder), solo (gekozen), miserie (geen troef) en troel (de kleur van het vierde aas).',
    ],
    scoring: [
      'Vragen + meegaan gehaald: elk 2, plus 1 per slag boven 8 (alle 13: 14 elk); niet gehaald: elk −(4 + 2 per ontbrekende slag).',
      'Alleen gehaald: 6, plus 3 per slag boven 5 (alle 13: 60); niet gehaald: −(6 + 6 per ontbrekende slag), de drie anderen delen het tegendeel.',
      'Abondance 9, 10, 11, 12: 15, 18, 24, 27. Miserie 21, op tafel 42. Solo 75, solo slim 90. Troel: elk 2 × (2 + slagen boven 8), alle 13: 28; troela (vier azen, 9 slagen): alle 13: 24. Een gebroken spel betaalt hetzelfde bedrag andersom.',
      'Elk spel telt op tot nul.',
    ],
    end: 'Na de spellen van de sessie (standaard 16; een spel waarin iedereen paste telt mee) wint het hoogste totaal.',
  },
  {
    pass: ['turn', 0],
    vragen: ['turn', 0],
    meegaan: ['turn', 0],
    alleen: ['turn', 0],
    abondance: ['turn', 0],
    miserie: ['turn', 0],
    'miserie-op-tafel': ['turn', 0],
    solo: ['turn', 0],
    'solo-slim': ['turn', 0],
    exchange: ['turn', 0],
    keep: ['turn', 0],
    give: ['turn', 0],
    refuse: ['turn', 0],
    play: ['turn', 1],
  },
);
