/**
 * The points table of Wiezen (seed section 6, `rules/wiezen.md`): every deal is zero sum. Two-player games pay
 * each declarer the amount and each opponent its negative; one-player games share the negative among the three
 * opponents; several miserie players each settle with the three others.
 *
 * @module
 */
import type { GameName } from './types.js';

/** What {@link scoreDeal} needs to know of a finished deal. */
export interface DealScoreInput {
  game: GameName;
  /** The playing seats, the asker first. */
  declarers: number[];
  /** Tricks of the playing side (vragen, alleen, troel, troela). */
  tricks?: number;
  /** One per declarer: made it? (abondance, miserie, miserie op tafel, solo, solo slim). */
  made?: boolean[];
  /** Abondance: 9..12. */
  level?: number;
}

const ABONDANCE: Readonly<Record<number, number>> = { 9: 15, 10: 18, 11: 24, 12: 27 };

/** Points of each declarer of a two-player game (vragen, troel, troela). */
function pairPoints(game: 'vragen' | 'troel' | 'troela', t: number): number {
  const need = game === 'troela' ? 9 : 8;
  if (t < need) return -(4 + 2 * (need - t));
  if (game === 'vragen') return t === 13 ? 14 : 2 + (t - 8);
  if (game === 'troel') return t === 13 ? 28 : 2 * (2 + (t - 8));
  return t === 13 ? 24 : 2 * (2 + (t - 9));
}

/** Points of the one declarer of a one-player trick game. */
function alonePoints(input: DealScoreInput): number {
  const made = input.made?.[0] ?? false;
  switch (input.game) {
    case 'alleen': {
      const t = need(input.tricks);
      if (t < 5) return -(6 + 6 * (5 - t));
      return t === 13 ? 60 : 6 + 3 * (t - 5);
    }
    case 'abondance': {
      const amount = ABONDANCE[input.level ?? 0];
      if (amount === undefined) throw new RangeError(`abondance level ${input.level} is not 9..12`);
      return made ? amount : -amount;
    }
    case 'solo':
      return made ? 75 : -75;
    default:
      return made ? 90 : -90;
  }
}

function need(tricks: number | undefined): number {
  if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    throw new RangeError(`tricks must be 0..13, not ${tricks}`);
  return tricks;
}

/**
 * The points of one deal for the four seats (indexed by seat), zero sum.
 *
 * @example
 * ```ts
 * scoreDeal({ game: 'vragen', declarers: [0, 2], tricks: 10 }); // [4, -4, 4, -4]
 * scoreDeal({ game: 'alleen', declarers: [1], tricks: 4 }); // [4, -12, 4, 4]
 * scoreDeal({ game: 'miserie', declarers: [0, 1], made: [true, false] }); // [28, -28, 0, 0]
 * ```
 */
export function scoreDeal(input: DealScoreInput): number[] {
  const points = [0, 0, 0, 0];
  const { game, declarers } = input;
  if (game === 'miserie' || game === 'miserie-op-tafel') {
    const s = game === 'miserie' ? 7 : 14;
    declarers.forEach((seat, i) => {
      const sign = input.made?.[i] ? 1 : -1;
      for (let other = 0; other < 4; other++) points[other]! += other === seat ? 3 * s * sign : -s * sign;
    });
    return points;
  }
  if (game === 'vragen' || game === 'troel' || game === 'troela') {
    const each = pairPoints(game, need(input.tricks));
    for (let seat = 0; seat < 4; seat++) points[seat] = declarers.includes(seat) ? each : -each;
    return points;
  }
  const amount = alonePoints(input);
  const declarer = declarers[0]!;
  for (let seat = 0; seat < 4; seat++) points[seat] = seat === declarer ? amount : -amount / 3;
  return points;
}
