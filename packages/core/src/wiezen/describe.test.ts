import { describe, expect, it } from 'vitest';
import { cardOf } from './cards.js';
import { describeMove, describePhase } from './describe.js';
import type { Phase, WiezenMove } from './types.js';

describe('Wiezen in words', () => {
  it("names the bids in the club's words at a Dutch table and in English at an English one", () => {
    const bids: [WiezenMove, string, string][] = [
      [{ type: 'vragen' }, 'ask for a partner', 'vragen'],
      [{ type: 'meegaan' }, 'join', 'meegaan'],
      [{ type: 'alleen' }, 'play alone', 'alleen'],
      [
        { type: 'abondance', level: 10, suit: 'spades' },
        'abondance 10 in spades',
        'abondance 10 in schoppen',
      ],
      [{ type: 'miserie' }, 'misery', 'miserie'],
      [{ type: 'miserie-op-tafel' }, 'open misery', 'miserie op tafel'],
      [{ type: 'solo', suit: null }, 'solo', 'solo'],
      [{ type: 'solo-slim' }, 'grand slam', 'solo slim'],
      [{ type: 'play', card: cardOf(2, 10) }, 'play ♥Q', 'speel ♥V'],
      [{ type: 'exchange', card: cardOf(3, 9) }, 'ask for ♠J', 'vraag ♠B'],
    ];
    for (const [move, en, nl] of bids) {
      expect(describeMove(move, 'en')).toBe(en);
      expect(describeMove(move, 'nl')).toBe(nl);
    }
  });

  it('labels every phase, each differently', () => {
    const phases: Record<Phase, true> = {
      auction: true,
      alleen: true,
      exchange: true,
      'exchange-reply': true,
      play: true,
      over: true,
    };
    for (const lang of ['en', 'nl'] as const) {
      const labels = Object.keys(phases).map((phase) => describePhase({ phase: phase as Phase }, lang));
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.length).toBeGreaterThan(0);
    }
  });
});
