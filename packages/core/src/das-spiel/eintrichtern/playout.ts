/**
 * Eintrichtern's random playout kernel: the game played to its end from any state as the move-by-move loop plays
 * it (the player to move makes `legalMoves[rng.int(n)]`: roll or take over, then lift a covered funnel), in place
 * on one copy instead of a new state a move. The contract property tests hold it to the move-by-move loop from
 * any position.
 *
 * @module
 */
import { Rng } from '../../random/index.js';
import { FIRST, funnelSumOf } from './funnels.js';
import { rollDice, targetOf } from './setup.js';
import type { EintrichternState, EndReason } from './types.js';

/** Rolls the three pearl dice from the state's own generator (as `play` does). */
function roll(s: EintrichternState): void {
  const dice = new Rng(s.rng);
  s.dice = rollDice(dice);
  s.rng = dice.state();
  s.total = s.dice[0]! + s.dice[1]! + s.dice[2]!;
}

function finish(s: EintrichternState, reason: EndReason, seat: number): EintrichternState {
  s.phase = 'over';
  s.turn = seat;
  s.total = null;
  s.dice = null;
  s.failed = null;
  s.end = { reason, seat };
  if (reason === 'target') s.winners = [seat];
  else {
    const most = Math.max(...s.red);
    s.winners = s.red.flatMap((r, t) => (r === most ? [t] : []));
  }
  return s;
}

/**
 * Plays uniformly random legal moves until the game ends; returns the final state (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(eintrichtern.setup({ players: 3, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: EintrichternState, rng: Rng): EintrichternState {
  if (from.phase === 'over') return from;
  const s: EintrichternState = {
    ...from,
    covered: from.covered.slice(),
    red: from.red.slice(),
    announcements: from.announcements.slice(),
  };
  const target = targetOf(s);
  for (;;) {
    const seat = s.turn;
    if (s.phase === 'choose') {
      // `legalMoves`: roll, take over.
      if (rng.int(2) === 0) roll(s);
      else {
        s.total = s.failed;
        s.dice = null;
      }
      s.phase = 'lift';
      s.failed = null;
      continue;
    }
    // `legalMoves`: a lift of each covered funnel, in cell order.
    let left = 0;
    for (const c of s.covered) if (c) left++;
    let pick = rng.int(left);
    let i = 0;
    for (; ; i++) if (s.covered[i] && pick-- === 0) break;
    const cell = FIRST + i;
    const sum = funnelSumOf(s.yellow, cell);
    const total = s.total!;
    const kept = sum === total;
    s.announcements.push({ seat, total, takenOver: s.dice === null, cell, sum, kept });
    if (!kept) {
      s.turn = (seat + 1) % s.players;
      s.phase = 'choose';
      s.failed = total;
      s.total = null;
      s.dice = null;
      continue;
    }
    s.covered[i] = false;
    s.red[seat]!++;
    if (s.red[seat]! >= target) return finish(s, 'target', seat);
    if (left === 1) return finish(s, 'empty', seat);
    roll(s);
  }
}
