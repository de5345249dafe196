/**
 * Bot tournaments: N seeded games between bots, seats rotated so that no bot keeps the first seat, and a
 * summary per bot (win share, mean score, 95% intervals). Every game is a match record, so any of them can be
 * replayed.
 *
 * @module
 */
import { type AnyGame, type Bot, type MatchRecord, RuleError, type Seat } from '@tafel/core';
import { inlineRunner, MatchEngine, simulatedClock } from '@tafel/core/match';
import { type Estimate, estimate, shareEstimate } from './stats.js';

export interface SimulateOptions {
  game: AnyGame;
  /** The bots by seat order in the first game; their number is the number of players. */
  bots: Bot[];
  games: number;
  seed: string;
  /** Game options for every game. */
  options?: Record<string, unknown>;
  /** Rotate the bots over the seats from game to game (default true). */
  rotate?: boolean;
  /** Called after every game. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each finished game: its record, and the score of each bot (in `bots` order). */
  onGame?: (game: { record: MatchRecord; scores: number[] }) => void;
}

/** One bot's results over a tournament. */
export interface BotResult {
  name: string;
  /** Wins, a tie counting as a share (1/k for k winners). */
  wins: number;
  winShare: Estimate;
  score: Estimate;
}

export interface SimulateResult {
  game: string;
  games: number;
  seed: string;
  bots: BotResult[];
  elapsedMs: number;
}

/**
 * Plays one game to the end on the match engine, as a table on the web or a hosted match plays it, with the
 * bots on this thread and simulated time (a real-time race is played at the bots' own pace, as fast as the
 * machine can); returns its record and outcome, with bot `b` at seat `seatOf[b]`.
 */
export async function playGame(
  game: AnyGame,
  bots: Bot[],
  seatOf: number[],
  seed: string,
  options: Record<string, unknown> = {},
): Promise<{ record: MatchRecord; scores: number[]; winners: Seat[] }> {
  const botAt: Bot[] = [];
  seatOf.forEach((seat, b) => {
    botAt[seat] = bots[b]!;
  });
  const clock = simulatedClock();
  let failure: unknown = null;
  const engine = MatchEngine.create(
    {
      game,
      seats: botAt.map((bot) => ({ kind: 'bot', bot: bot.name })),
      bots: inlineRunner(
        () => game,
        (task) => botAt[task.seat]!,
      ),
      clock,
      onError: (e) => {
        failure ??= e;
      },
    },
    { seed, options },
  );
  engine.start();
  for (;;) {
    await engine.idle();
    if (failure) break;
    if (engine.outcome !== null || !clock.advance()) break;
  }
  engine.stop();
  if (failure instanceof RuleError) {
    // A bot that answers with an illegal move is a bug (or a bot seated in the wrong game): name it.
    const seat = engine.active()[0] ?? 0;
    throw new Error(`bot "${botAt[seat]!.name}" at seat ${seat} made an illegal move: ${failure.message}`);
  }
  if (failure) throw failure;
  const outcome = engine.outcome;
  if (!outcome) throw new Error(`${game.id}: the game stopped before its end (seed ${seed})`);
  return { record: engine.record, scores: outcome.scores, winners: outcome.winners };
}

/**
 * Plays a tournament.
 *
 * @example
 * ```ts
 * const result = await simulate({ game: wineCellar, bots: [wineCellarBot, randomBot], games: 1000, seed: 't' });
 * result.bots[0].winShare.mean; // about 0.9
 * ```
 */
export async function simulate(opts: SimulateOptions): Promise<SimulateResult> {
  const started = performance.now();
  const players = opts.bots.length;
  const wins: number[][] = opts.bots.map(() => []);
  const scores: number[][] = opts.bots.map(() => []);
  for (let g = 0; g < opts.games; g++) {
    const shift = opts.rotate === false ? 0 : g % players;
    const seatOf = opts.bots.map((_, b) => (b + shift) % players);
    const {
      record,
      scores: s,
      winners,
    } = await playGame(opts.game, opts.bots, seatOf, `${opts.seed}:${g}`, opts.options);
    seatOf.forEach((seat, b) => {
      wins[b]!.push(winners.includes(seat) ? 1 / winners.length : 0);
      scores[b]!.push(s[seat]!);
    });
    opts.onGame?.({ record, scores: seatOf.map((seat) => s[seat]!) });
    opts.onProgress?.(g + 1, opts.games);
  }
  return {
    game: opts.game.id,
    games: opts.games,
    seed: opts.seed,
    bots: opts.bots.map((bot, b) => ({
      name: bot.name,
      wins: wins[b]!.reduce((a, x) => a + x, 0),
      winShare: shareEstimate(wins[b]!),
      score: estimate(scores[b]!),
    })),
    elapsedMs: performance.now() - started,
  };
}
