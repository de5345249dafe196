/**
 * One rated match, by Glicko-2 (Mark Glickman's system, as the `glicko2` library computes it): every person's
 * rating, its deviation and its volatility move by how the match went against everyone else at the table.
 *
 * A match of several seats is rated as a race of two places: the winners (who shared the win) ahead of every
 * other seat, the others level with each other. That reads only the outcome's `winners`, which every game
 * defines, and not its scores, whose meaning differs from game to game (points, euros, dice, deals won).
 *
 * Bots take part at their level's fixed rating ({@link BOT_RATINGS}): a person gains or loses against them as
 * against a person so rated, and the bot's rating never moves.
 *
 * Each match is its own rating period: a leaderboard of a small club cannot wait for Glickman's 10–15 games a
 * period, and a person should see their rating move when a match ends.
 *
 * @module
 */
// biome-ignore lint/suspicious/noTsIgnore: the library ships no types; its shape is declared below.
// @ts-ignore
import glicko2Module from 'glicko2';

/** The part of the `glicko2` library (CommonJS, untyped) used here. */
interface Glicko2Player {
  getRating(): number;
  getRd(): number;
  getVol(): number;
}
interface Glicko2System {
  makePlayer(rating: number, rd: number, vol: number): Glicko2Player;
  updateRatings(matches: Array<[Glicko2Player, Glicko2Player, number]>): void;
}
const glicko2 = glicko2Module as {
  Glicko2: new (settings: { tau: number; rating: number; rd: number; vol: number }) => Glicko2System;
};

/** A Glicko-2 rating on the usual (Elo-like) scale. */
export interface Rating {
  rating: number;
  /** Rating deviation: how unsure the rating is (350 for a newcomer, lower with every match). */
  rd: number;
  /** Volatility: how erratic the person's results are. */
  vol: number;
}

/** The system's constants: Glickman's suggested start and a middle `tau` (0.3–1.2 is his range). */
export const GLICKO = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

/** A newcomer's rating. */
export const FIRST_RATING: Rating = { rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol };

/**
 * The fixed rating of each bot level: spaced as the levels' measured strength is (see the README's level
 * tournaments), with a small deviation since they never change. A bot by name that is not a level counts as
 * `normal`.
 */
export const BOT_RATINGS = {
  easy: { rating: 1200, rd: 60, vol: GLICKO.vol },
  normal: { rating: 1500, rd: 60, vol: GLICKO.vol },
  strong: { rating: 1800, rd: 60, vol: GLICKO.vol },
} as const satisfies Record<string, Rating>;

/** A bot's rating by its level or name. */
export function botRating(level: string): Rating {
  return (BOT_RATINGS as Record<string, Rating>)[level] ?? BOT_RATINGS.normal;
}

/** Someone at a rated table: a person (whose rating moves) or a bot (`fixed`). */
export interface Entrant {
  /** Who: a person's id, or anything unique for a bot. */
  id: string;
  rating: Rating;
  fixed: boolean;
  /** Whether this seat is among the match's winners. */
  won: boolean;
}

/** One game of a rating period: against whom (their rating before the period) and how it went (1 won, ½ drew). */
export interface Game {
  opponent: Rating;
  score: 0 | 0.5 | 1;
}

/**
 * A rating after one rating period of `games` (the opponents' ratings as they stood before it). A period
 * without games only widens the deviation, as Glicko-2 says.
 *
 * @example
 * ```ts
 * // Glickman's worked example (glicko2.pdf): 1500/200 beats 1400/30, loses to 1550/100 and 1700/300.
 * ratePeriod({ rating: 1500, rd: 200, vol: 0.06 }, [
 *   { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
 *   { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
 *   { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
 * ]); // { rating: 1464.06…, rd: 151.52…, vol: 0.05999… }
 * ```
 */
export function ratePeriod(before: Rating, games: readonly Game[]): Rating {
  const system = new glicko2.Glicko2({ ...GLICKO });
  const player = system.makePlayer(before.rating, before.rd, before.vol);
  system.updateRatings(
    games.map((g) => [player, system.makePlayer(g.opponent.rating, g.opponent.rd, g.opponent.vol), g.score]),
  );
  return { rating: player.getRating(), rd: player.getRd(), vol: player.getVol() };
}

/**
 * The new ratings of the people at a finished match (bots keep theirs): each person's one-period update
 * against every other seat, a win against each non-winner, a draw with each fellow winner or fellow loser, a
 * loss to each winner. A match with fewer than two seats changes nothing; neither does one where every seat
 * won (nobody was beaten).
 *
 * @example
 * ```ts
 * const after = rateMatch([
 *   { id: 'ann', rating: FIRST_RATING, fixed: false, won: true },
 *   { id: 'bot', rating: botRating('normal'), fixed: true, won: false },
 * ]);
 * after.get('ann')!.rating; // above 1500
 * ```
 */
export function rateMatch(entrants: readonly Entrant[]): Map<string, Rating> {
  const result = new Map<string, Rating>();
  if (entrants.length < 2 || entrants.every((e) => e.won) || !entrants.some((e) => e.won)) return result;
  for (const e of entrants) {
    if (e.fixed) continue;
    const games = entrants
      .filter((o) => o !== e)
      .map((o): Game => ({ opponent: o.rating, score: e.won === o.won ? 0.5 : e.won ? 1 : 0 }));
    result.set(e.id, ratePeriod(e.rating, games));
  }
  return result;
}
