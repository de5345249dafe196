/**
 * The session's invariants: the deal number, the dealer and the score sheet adding up; the 52 cards each in one
 * place; hands sorted and as long as the tricks leave them.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { type Breach, breach } from '../../schema/index.js';
import { dealPoints } from '../rules.js';
import type { GameName, WiezenState } from '../types.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether these seats can play that game: two for a pair, one to four for miserie, else one; each once. */
function playersFit(game: GameName, declarers: readonly Seat[]): boolean {
  const n = declarers.length;
  const fits =
    game === 'vragen' || game === 'troel' || game === 'troela'
      ? n === 2
      : game === 'miserie' || game === 'miserie-op-tafel'
        ? n >= 1
        : n === 1;
  for (let i = 1; i < n; i++) if (declarers.indexOf(declarers[i]!) < i) return false;
  return fits;
}

/** The deal number, the dealer, and the score sheet. */
export function checkSession(s: WiezenState): Breach | undefined {
  const { options, deal, history } = s;
  const over = s.phase === 'over';
  if (deal >= options.deals)
    return breach(
      'deal',
      `a session of ${options.deals} deals has no deal ${deal + 1}`,
      `een reeks van ${options.deals} spellen heeft geen spel ${deal + 1}`,
    );
  if (history.length !== deal + (over ? 1 : 0))
    return breach(
      'history',
      `deal ${deal + 1} follows ${deal} finished deals, not ${history.length}`,
      `spel ${deal + 1} volgt op ${deal} gespeelde spellen, niet ${history.length}`,
    );
  if (over && deal !== options.deals - 1)
    return breach(
      'phase',
      'the session is over only after its last deal',
      'de reeks is pas na het laatste spel om',
    );
  if (s.dealer !== (options.dealer + deal) % 4)
    return breach(
      'dealer',
      `deal ${deal + 1} is dealt by seat ${(options.dealer + deal) % 4}`,
      `spel ${deal + 1} wordt gedeeld door plaats ${(options.dealer + deal) % 4}`,
    );
  const totals = [0, 0, 0, 0];
  for (let i = 0; i < history.length; i++) {
    const h = history[i]!;
    const at = `history[${i}]`;
    if (h.dealer !== (options.dealer + i) % 4)
      return breach(`${at}.dealer`, 'the deal passes clockwise', 'de deler schuift met de klok mee');
    const game = h.game;
    const played = game !== null;
    if (sum(h.tricks) !== (played ? 13 : 0))
      return breach(
        `${at}.tricks`,
        'a played deal has 13 tricks, one not played none',
        'een gespeeld spel heeft 13 slagen, een niet gespeeld geen',
      );
    if (!played ? h.declarers.length > 0 : !playersFit(game, h.declarers))
      return breach(
        `${at}.declarers`,
        played ? `that is not who plays ${game}` : 'a deal nobody played has no players',
        played ? `zo speelt niemand ${game}` : 'een spel dat niemand speelde heeft geen spelers',
      );
    if ((h.level !== null) !== (h.game === 'abondance'))
      return breach(`${at}.level`, 'only abondance has a level', 'alleen abondance heeft een niveau');
    const owed = played ? dealPoints(game, h.declarers, h.level, h.tricks) : [0, 0, 0, 0];
    if (h.points.some((p, k) => p !== owed[k]))
      return breach(`${at}.points`, 'the tricks give other points', 'de slagen geven andere punten');
    for (let k = 0; k < 4; k++) totals[k]! += h.points[k]!;
  }
  for (let k = 0; k < 4; k++)
    if (s.scores[k] !== totals[k])
      return breach(
        `scores[${k}]`,
        `the deals give seat ${k} ${totals[k]} points`,
        `de spellen geven plaats ${k} ${totals[k]} punten`,
      );
  return undefined;
}

/**
 * Who holds or played each card (the player of a card in a trick: its leader's seat and the order), or the
 * breach of a card in two places or none.
 */
export function ownersOf(s: WiezenState): Int8Array | Breach {
  const owners = new Int8Array(52).fill(-1);
  /** Gives the card its owner; false when it has one already. */
  const place = (c: number, owner: Seat): boolean => {
    if (owners[c] !== -1) return false;
    owners[c] = owner;
    return true;
  };
  const twice = (at: string) => breach(at, 'a card is in two places', 'een kaart ligt op twee plaatsen');
  for (let k = 0; k < 4; k++) {
    const hand = s.hands[k]!;
    for (let i = 0; i < hand.length; i++) if (!place(hand[i]!, k)) return twice(`hands[${k}][${i}]`);
  }
  for (let t = 0; t < s.tricks.length; t++) {
    const { leader, cards } = s.tricks[t]!;
    for (let i = 0; i < 4; i++)
      if (!place(cards[i]!, (leader + i) & 3)) return twice(`tricks[${t}].cards[${i}]`);
  }
  const { trick } = s;
  for (let i = 0; i < trick.cards.length; i++)
    if (!place(trick.cards[i]!, (trick.leader + i) & 3)) return twice(`trick.cards[${i}]`);
  const missing = owners.indexOf(-1);
  if (missing >= 0) return breach('hands', `card ${missing} is missing`, `kaart ${missing} ontbreekt`);
  return owners;
}

/** Hands sorted, and as long as the tricks leave them; tricks only in the play (and at the end). */
export function checkHands(s: WiezenState): Breach | undefined {
  const playing = s.phase === 'play' || s.phase === 'over';
  if (!playing && (s.tricks.length > 0 || s.trick.cards.length > 0))
    return breach(
      'tricks',
      'cards are played only once the play starts',
      'er wordt pas gespeeld als het spel begint',
    );
  for (let k = 0; k < 4; k++) {
    const hand = s.hands[k]!;
    for (let i = 1; i < hand.length; i++)
      if (hand[i]! < hand[i - 1]!)
        return breach(`hands[${k}]`, 'a hand is kept in order', 'een hand ligt op volgorde');
    const inTrick = ((k - s.trick.leader) & 3) < s.trick.cards.length ? 1 : 0;
    const left = 13 - s.tricks.length - inTrick;
    if (hand.length !== left)
      return breach(
        `hands[${k}]`,
        `seat ${k} holds ${hand.length} cards where the tricks leave ${left}`,
        `plaats ${k} heeft ${hand.length} kaarten waar de slagen er ${left} laten`,
      );
  }
  return undefined;
}
