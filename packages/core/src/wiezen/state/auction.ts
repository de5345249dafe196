/**
 * The auction's invariants: the calls replayed one by one by the rules' own bidding, and the contract (and phase)
 * the auction makes.
 *
 * @module
 */
import type { Seat } from '../../contract/index.js';
import { type Breach, breach } from '../../schema/index.js';
import { beats, contractOf, highOf, nextTurn, openAuction } from '../auction.js';
import { suitOf } from '../cards.js';
import type { Auction, Contract, HighBid, WiezenMove, WiezenState } from '../types.js';

/**
 * The auction after a call, or `null` when the call is not legal now: the rules' `bid` on the auction alone
 * (its turn, vragen and meegaan while no special game is bid, a special bid that beats the highest).
 */
function called(a: Auction, who: Seat, move: WiezenMove, turnedSuit: number): Auction | null {
  if (who !== a.turn) return null;
  const next: Auction = { ...a, calls: [] };
  switch (move.type) {
    case 'pass':
      next.passed = a.passed.slice();
      next.passed[who] = true;
      break;
    case 'vragen':
      if (a.asker !== null || a.high !== null) return null;
      next.asker = who;
      break;
    case 'meegaan':
      if (a.asker === null || a.joiner !== null || a.high !== null || a.asker === who) return null;
      next.joiner = who;
      break;
    case 'abondance':
    case 'miserie':
    case 'miserie-op-tafel':
    case 'solo':
    case 'solo-slim': {
      const high = highOf(move, who, turnedSuit);
      if (!beats(high, a.high)) return null;
      if (a.high && high.strength === a.high.strength) high.seats = [...a.high.seats, who];
      next.high = high;
      break;
    }
    default:
      return null;
  }
  next.turn = nextTurn(next, who);
  return next;
}

const sameHigh = (a: HighBid | null, b: HighBid | null): boolean =>
  a === null || b === null
    ? a === b
    : a.game === b.game &&
      a.strength === b.strength &&
      a.level === b.level &&
      a.suit === b.suit &&
      a.seats.length === b.seats.length &&
      a.seats.every((x, i) => x === b.seats[i]);

/** The auction is its calls replayed from the deal: every call legal in turn, and where they lead. */
export function checkAuction(s: WiezenState): Breach | undefined {
  const turnedSuit = suitOf(s.turned);
  let a = openAuction(s.dealer, s.troel);
  const { calls } = s.auction;
  for (let i = 0; i < calls.length; i++) {
    const { seat: who, move } = calls[i]!;
    const next = a.turn === null ? null : called(a, who, move, turnedSuit);
    if (next === null)
      return breach(
        `auction.calls[${i}]`,
        a.turn === null ? 'the auction was over' : `seat ${a.turn} was to speak, and may not call that`,
        a.turn === null
          ? 'het bieden was voorbij'
          : `plaats ${a.turn} was aan de beurt, en mag dat niet bieden`,
      );
    a = next;
  }
  const got = s.auction;
  const field = (['turn', 'asker', 'joiner'] as const).find((k) => got[k] !== a[k]);
  const off =
    field ??
    (got.passed.some((p, k) => p !== a.passed[k])
      ? 'passed'
      : !sameHigh(got.high, a.high)
        ? 'high'
        : undefined);
  if (off)
    return breach(
      `auction.${off}`,
      'the calls of the auction lead elsewhere',
      'de biedingen leiden ergens anders heen',
    );
  if ((s.phase === 'auction') !== (a.turn !== null))
    return breach(
      'phase',
      a.turn === null ? 'the auction is over' : 'the auction is not over',
      a.turn === null ? 'het bieden is voorbij' : 'het bieden is niet voorbij',
    );
  return undefined;
}

const sameContract = (a: Contract, b: Contract): boolean =>
  a.game === b.game &&
  a.trump === b.trump &&
  a.level === b.level &&
  a.leader === b.leader &&
  a.lead === b.lead &&
  a.declarers.length === b.declarers.length &&
  a.declarers.every((x, i) => x === b.declarers[i]);

/** The contract the finished auction makes (or alleen, or none), and the phase it allows. */
export function checkContract(s: WiezenState): Breach | undefined {
  const got = s.contract;
  if (s.phase === 'auction') return got === null ? undefined : noContract;
  const made = contractOf(s.auction, s.dealer, s.turned, s.troel);
  const { asker, joiner, high } = s.auction;
  // The asker nobody joined decides (phase alleen), then plays alone or passes (no contract).
  const alone = made === null && asker !== null && joiner === null && high === null;
  const expected: Contract | null =
    alone && got !== null && s.phase !== 'alleen'
      ? {
          game: 'alleen',
          declarers: [asker],
          trump: suitOf(s.turned),
          level: null,
          leader: (s.dealer + 1) % 4,
          lead: null,
        }
      : made;
  if (expected === null) {
    // No game: the asker deciding, or the end of a session whose last deal nobody played.
    if (got !== null) return noContract;
    return (s.phase === 'alleen' ? alone : s.phase === 'over') ? undefined : phaseBreach;
  }
  if (got === null || !sameContract(got, expected)) return contractBreach;
  if (s.phase === 'alleen') return phaseBreach;
  const miserieDealer = got.game === 'miserie' && got.declarers.includes(s.dealer);
  if (!miserieDealer && (s.phase === 'exchange' || s.phase === 'exchange-reply')) return phaseBreach;
  return undefined;
}

const noContract = breach('contract', 'no game is played now', 'er wordt nu geen spel gespeeld');
const contractBreach = breach(
  'contract',
  'the auction makes another game',
  'het bieden maakt een ander spel',
);
const phaseBreach = breach(
  'phase',
  'the auction leads to another phase',
  'het bieden leidt tot een andere fase',
);
