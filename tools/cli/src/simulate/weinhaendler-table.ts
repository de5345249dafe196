/**
 * The Die Weinhändler results table: one bot against a field of another, for 3, 4 and 5 players. The tested
 * bot sits at seat `game % players` (every seat in turn); a win counts 1, a shared win 1/winners. Win shares
 * come with a 95% Wilson interval; an even match gives a share of 1/players.
 *
 * `tafel simulate --game weinhaendler` is the general tool; this helper computes the table of the game's issue.
 *
 * @module
 */
import { ismcts, randomBot } from '@tafel/ai';
import { type AnyGame, type Bot, Rng } from '@tafel/core';
import {
  heuristicRollout,
  marginReward,
  searchGame,
  weinhaendler,
  weinhaendlerBot,
  weinhaendlerRollout,
} from '@tafel/core/weinhaendler';

/** One line of the table. */
export interface TableLine {
  bot: string;
  field: string;
  players: number;
  games: number;
  /** The tested bot's win share, and its 95% interval. */
  share: number;
  low: number;
  high: number;
  /** The tested bot's and the field's average points. */
  points: number;
  fieldPoints: number;
}

/**
 * The 95% Wilson score interval of a share `p` over `n` trials.
 *
 * @example
 * ```ts
 * wilson(0.5, 100); // { low: 0.404, high: 0.596 } (about)
 * ```
 */
export function wilson(p: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Plays one game with a bot per seat; returns the outcome. */
export function playGame(game: AnyGame, bots: Bot[], seed: string) {
  let state = game.setup({ players: bots.length, seed });
  const rngs = bots.map((_, seat) => Rng.fromSeed(`${seed}:seat${seat}`));
  for (let seats = game.active(state); seats.length > 0; seats = game.active(state)) {
    const seat = seats[0]!;
    const legal = game.legalMoves(state, seat);
    state = game.play(state, seat, bots[seat]!.choose({ game, state, seat, legal, rng: rngs[seat]! }));
  }
  return game.outcome(state)!;
}

/** Plays `games` games of `bot` against a field of `field` at a table of `players`. */
export function matchUp(bot: Bot, field: Bot, players: number, games: number, seed = 'table'): TableLine {
  let share = 0;
  let points = 0;
  let fieldPoints = 0;
  for (let k = 0; k < games; k++) {
    const me = k % players;
    const bots = Array.from({ length: players }, (_, s) => (s === me ? bot : field));
    const outcome = playGame(weinhaendler, bots, `${seed}:${players}:${k}`);
    if (outcome.winners.includes(me)) share += 1 / outcome.winners.length;
    points += outcome.scores[me]!;
    let others = 0;
    outcome.scores.forEach((s, seat) => {
      if (seat !== me) others += s;
    });
    fieldPoints += others / (players - 1);
  }
  const p = share / games;
  return {
    bot: bot.name,
    field: field.name,
    players,
    games,
    share: p,
    ...wilson(p, games),
    points: points / games,
    fieldPoints: fieldPoints / games,
  };
}

/** Playouts: `fast` (cheap policy, many playouts) or `heuristic` (the heuristic bot, few playouts). */
export type Playouts = 'fast' | 'heuristic';

/**
 * The ISMCTS bot of the table: `iterations` per move (heuristic playouts by default: the fast ones mislead a
 * small search), rewarded by win share and score margin, searching the game narrowed to the heuristic's best
 * `width` moves per turn (`width` 0: the full move lists).
 */
export function weinhaendlerIsmcts(iterations: number, playouts: Playouts = 'heuristic', width = 3): Bot {
  const rollout = playouts === 'fast' ? weinhaendlerRollout : heuristicRollout;
  const name = `ismcts-${iterations}${playouts === 'fast' ? '' : '-heuristic-playouts'}${width > 0 ? `-top${width}` : ''}`;
  const search = ismcts({ iterations, rollout, name, reward: marginReward });
  if (width === 0) return search;
  const narrow = searchGame(weinhaendler, width);
  return {
    name,
    choose: (input) =>
      search.choose({ ...input, game: narrow, legal: narrow.legalMoves(input.state as never, input.seat) }),
  };
}

/** The issue's table: heuristic against random, and ISMCTS against heuristic, for 3, 4 and 5 players. */
export function weinhaendlerTable(options: {
  games: number;
  ismctsGames: number;
  iterations: number;
  playouts?: Playouts;
  width?: number;
}): TableLine[] {
  const lines: TableLine[] = [];
  if (options.games > 0)
    for (const players of [3, 4, 5])
      lines.push(matchUp(weinhaendlerBot as Bot, randomBot, players, options.games));
  const search = weinhaendlerIsmcts(options.iterations, options.playouts, options.width);
  if (options.ismctsGames > 0)
    for (const players of [3, 4, 5])
      lines.push(matchUp(search, weinhaendlerBot as Bot, players, options.ismctsGames));
  return lines;
}

/** The table as Markdown. */
export function formatTable(lines: readonly TableLine[]): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const rows = lines.map(
    (l) =>
      `| ${l.bot} vs ${l.field} | ${l.players} | ${l.games} | ${pct(l.share)} | ${pct(l.low)}–${pct(l.high)} | ${pct(1 / l.players)} | ${l.points.toFixed(1)} / ${l.fieldPoints.toFixed(1)} |`,
  );
  return [
    '| match-up | players | games | win share | 95% interval | even share | points (bot / field) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
