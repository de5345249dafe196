/**
 * The deal's invariants: troel as the cards were dealt, the turned card, and the dealer's miserie exchange as it
 * was asked.
 *
 * @module
 */
import { type Breach, breach } from '../../schema/index.js';
import { ACE, cardOf, HEARTS } from '../cards.js';
import type { Troel, WiezenState } from '../types.js';

/**
 * Who held each card when it was dealt: today's holders and players, the dealer's exchange undone. Returns the
 * breach of an exchange that could not have been.
 */
function dealtOwners(s: WiezenState, owners: Int8Array): Int8Array | Breach {
  const given = s.exchange?.named.find((n) => n.given);
  if (!given) return owners;
  if (owners[given.card] !== s.dealer || owners[s.turned] !== given.holder || given.holder === s.dealer)
    return breach(
      'exchange.named',
      'the dealer holds the card he got, its giver the turned card',
      'de deler heeft de kaart die hij kreeg, de gever de gedraaide kaart',
    );
  const dealt = owners.slice();
  dealt[given.card] = given.holder;
  dealt[s.turned] = s.dealer;
  return dealt;
}

/** The deal as dealt: the turned card the dealer's, troel as its aces fell. */
export function checkDeal(s: WiezenState, owners: Int8Array): Breach | undefined {
  const dealt = dealtOwners(s, owners);
  if (!(dealt instanceof Int8Array)) return dealt;
  if (dealt[s.turned] !== s.dealer)
    return breach(
      'turned',
      "the turned card is the dealer's last card",
      'de gedraaide kaart is de laatste van de deler',
    );
  const troel = troelOf(dealt);
  const got = s.troel;
  const same =
    troel === null || got === null
      ? troel === got
      : troel.kind === got.kind &&
        troel.player === got.player &&
        troel.partner === got.partner &&
        troel.card === got.card;
  if (!same) return breach('troel', 'the deal gives another troel', 'de deling geeft een andere troel');
  return undefined;
}

/**
 * Troel as `detectTroel` finds it in the hands dealt, read off who was dealt each card: three aces call the
 * fourth, four call the highest heart below the ace that the troel player lacks.
 *
 * @example
 * ```ts
 * troelOf(owners); // null, or { kind: 'troel', player: 2, partner: 0, card: 12 }
 * ```
 */
export function troelOf(dealt: Int8Array): Troel | null {
  for (let player = 0; player < 4; player++) {
    let aces = 0;
    let missing = -1;
    for (let suit = 0; suit < 4; suit++) {
      if (dealt[cardOf(suit, ACE)] === player) aces++;
      else if (missing < 0) missing = cardOf(suit, ACE);
    }
    if (aces === 3) return { kind: 'troel', player, partner: dealt[missing]!, card: missing };
    if (aces === 4)
      for (let rank = ACE - 1; rank >= 0; rank--) {
        const card = cardOf(HEARTS, rank);
        if (dealt[card] !== player) return { kind: 'troela', player, partner: dealt[card]!, card };
      }
  }
  return null;
}

/** The dealer's miserie exchange: only in his miserie, each card named once, asked of its holder. */
export function checkExchange(s: WiezenState, owners: Int8Array): Breach | undefined {
  const ex = s.exchange;
  const c = s.contract;
  const miserieDealer = c !== null && c.game === 'miserie' && c.declarers.includes(s.dealer);
  if (!miserieDealer)
    return ex === null
      ? undefined
      : breach(
          'exchange',
          'only a dealer playing miserie exchanges',
          'alleen een deler die miserie speelt ruilt',
        );
  if (ex === null)
    return breach(
      'exchange',
      'a dealer playing miserie may exchange',
      'een deler die miserie speelt mag ruilen',
    );
  const dealt = dealtOwners(s, owners) as Int8Array; // checkDeal found it sound
  const asking = s.phase === 'exchange' || s.phase === 'exchange-reply';
  if (ex.done === asking || (ex.pending !== null) !== (s.phase === 'exchange-reply'))
    return breach('exchange', 'the exchange is at another step', 'het ruilen is bij een andere stap');
  const other = (card: number) => dealt[card] !== s.dealer && c.declarers.includes(dealt[card]!);
  const named = new Set<number>();
  for (let i = 0; i < ex.named.length; i++) {
    const n = ex.named[i]!;
    const at = `exchange.named[${i}]`;
    const last = i === ex.named.length - 1;
    if (named.has(n.card) || dealt[n.card] === s.dealer || dealt[n.card] !== n.holder)
      return breach(
        at,
        'the dealer names a card of another seat, once',
        'de deler noemt een kaart van een ander, één keer',
      );
    // Only a fellow miserie player may refuse; whoever gives ends the exchange.
    if (n.given ? !last || !ex.done : !other(n.card))
      return breach(
        at,
        'a fellow miserie player refuses, anyone else gives',
        'een medespeler in miserie weigert, een ander geeft',
      );
    named.add(n.card);
  }
  if (ex.pending !== null && (named.has(ex.pending) || !other(ex.pending)))
    return breach(
      'exchange.pending',
      'the card named waits for a fellow miserie player',
      'de genoemde kaart wacht op een medespeler in miserie',
    );
  return undefined;
}
