/**
 * Würfelmarsch's random playout kernel: the game played to its end from any state as the move-by-move loop plays
 * it (the player to move makes `legalMoves[rng.int(n)]`: his tilts in cell order, then his turns), in place on
 * one copy with the rules' own in-place steps (`tilt`, `pass`), and without the list of up to 115 turn moves a
 * position: the chosen move is computed from its index. The contract property tests hold it to the move-by-move
 * loop from any position.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { PLATE, tilted, tiltsFrom } from './march.js';
import { pass, tilt } from './rules.js';
import type { WuerfelmarschState } from './types.js';

/** Orientations a die can be turned to: every one but its own. */
const TURNS = 23;

/**
 * Plays uniformly random legal moves until the game ends; returns the final state (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(wuerfelmarsch.setup({ players: 2, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: WuerfelmarschState, rng: Rng): WuerfelmarschState {
  if (from.end) return from;
  let s: WuerfelmarschState = {
    ...from,
    owner: from.owner.slice(),
    orientation: from.orientation.slice(),
    captured: from.captured.slice(),
    lost: from.lost.slice(),
    lastMoved: from.lastMoved.slice(),
  };
  const dice: number[] = [];
  const tilts: { cell: number; to: number; orientation: number }[] = [];
  while (!s.end) {
    const seat = s.turn;
    dice.length = 0;
    tilts.length = 0;
    for (let cell = 0; cell < PLATE; cell++) {
      if (s.owner[cell] !== seat) continue;
      dice.push(cell);
      for (const t of tiltsFrom(cell, seat))
        if (s.owner[t.to]! < 0) tilts.push({ cell, to: t.to, orientation: tilted(s.orientation[cell]!, t) });
    }
    const i = rng.int(tilts.length + dice.length * TURNS);
    if (i < tilts.length) {
      const t = tilts[i]!;
      s = tilt(s, seat, t.cell, t.to, t.orientation);
      continue;
    }
    // A turn: the die's block of 23, its own orientation left out.
    const k = i - tilts.length;
    const cell = dice[Math.floor(k / TURNS)]!;
    let orientation = k % TURNS;
    if (orientation >= s.orientation[cell]!) orientation++;
    s.orientation[cell] = orientation;
    s.last = { seat, move: { type: 'turn', cell, orientation }, triangles: [], captures: [], removed: [] };
    s = pass(s, seat);
  }
  return s;
}
