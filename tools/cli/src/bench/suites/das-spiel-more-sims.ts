/**
 * Bot against bot in Das Spiel's other four games: heuristic against random, and search against the heuristic
 * at a small budget, with win shares, 95% intervals and the number of games. Not a bench suite (it takes
 * minutes): run {@link dasSpielMoreSims} from a script; `tafel simulate` will do the same through the registry.
 *
 * Every match puts the bot under test in one seat (rotating over the seats game by game) and the other bot in
 * every other seat; a shared win counts as a share. The interval is the 95% Wilson score interval of the
 * mean share.
 *
 * @module
 */
import { ismcts, mcts } from '@tafel/ai';
import { type AnyGame, type Bot, Rng, RuleError, runRace } from '@tafel/core';
import { cuiBono, eintrichtern, raffzahn, wuerfelmarsch } from '@tafel/core/das-spiel';
import { cuiBonoBot } from '@tafel/core/das-spiel/cui-bono';
import { eintrichternBot, eintrichternMemoryBot } from '@tafel/core/das-spiel/eintrichtern';
import type { RaffzahnRacer } from '@tafel/core/das-spiel/raffzahn';
import { raffzahnBot, raffzahnClaim, raffzahnRandom } from '@tafel/core/das-spiel/raffzahn';
import { wuerfelmarschBot, wuerfelmarschRollout } from '@tafel/core/das-spiel/wuerfelmarsch';

/** One line of results. */
export interface SimResult {
  game: string;
  players: number;
  bot: string;
  against: string;
  games: number;
  share: number;
  low: number;
  high: number;
  /** The share a bot of equal strength would get: 1 / players. */
  even: number;
  seconds: number;
}

const randomBot: Bot = { name: 'random', choose: ({ legal, rng }) => rng.pick(legal) };

/** The mean share and its 95% Wilson score interval (shares treated as a proportion; ties count as parts). */
function summary(shares: number[]): { share: number; low: number; high: number } {
  const n = shares.length;
  const p = shares.reduce((a, b) => a + b, 0) / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Plays `games` turn-based games of `bot` (one seat, rotating) against `other` (every other seat). */
export function match(
  game: AnyGame,
  players: number,
  bot: Bot,
  other: Bot,
  games: number,
  options: Record<string, unknown> = {},
): SimResult {
  const start = performance.now();
  const shares: number[] = [];
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const rng = Rng.fromSeed(`sim:${game.id}:${bot.name}:${other.name}:${g}`);
    let state = game.setup({ players, seed: `sim-${g}`, options });
    for (let seats = game.active(state); seats.length > 0; seats = game.active(state)) {
      const s = rng.pick(seats);
      const legal = game.legalMoves(state, s);
      const who = s === seat ? bot : other;
      state = game.play(state, s, who.choose({ game, state, seat: s, legal, rng }));
    }
    const { winners } = game.outcome(state)!;
    shares.push(winners.includes(seat) ? 1 / winners.length : 0);
  }
  return {
    game: game.id,
    players,
    bot: bot.name,
    against: other.name,
    games,
    ...summary(shares),
    even: 1 / players,
    seconds: (performance.now() - start) / 1000,
  };
}

/** Raffzahn races of `racer` (one seat, rotating) against `other` (every other seat). */
export function raceMatch(
  players: number,
  racer: RaffzahnRacer,
  other: RaffzahnRacer,
  games: number,
): SimResult {
  const start = performance.now();
  const shares: number[] = [];
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const racers = Array.from({ length: players }, (_, s) => (s === seat ? racer : other));
    const rngs = racers.map((_, s) => Rng.fromSeed(`race-${g}:${s}`));
    const { state } = runRace(
      raffzahn,
      raffzahn.setup({ players, seed: `sim-${g}` }),
      racers,
      rngs,
      (s, move, at) => raffzahn.play(at, s, move as never),
    );
    shares.push(state.winners!.includes(seat) ? 1 / state.winners!.length : 0);
  }
  return {
    game: 'raffzahn',
    players,
    bot: racer.name,
    against: other.name,
    games,
    ...summary(shares),
    even: 1 / players,
    seconds: (performance.now() - start) / 1000,
  };
}

/**
 * Raffzahn as the search sees it: seats that move at once are applied one after the other, and a claim that
 * no longer fits when its turn comes (the round was stopped and rolled again, the game ended) is void.
 */
const raffzahnModel: AnyGame = {
  ...raffzahn,
  play(state, seat, move) {
    try {
      return raffzahn.play(state, seat, move);
    } catch (e) {
      if (e instanceof RuleError) return state;
      throw e;
    }
  },
};

/**
 * A search racer for Raffzahn: MCTS (decoupled where seats move at once) over {@link raffzahnModel} picks the
 * claim; it waits instead of taking late, and has the heuristic's reaction time.
 */
export function mctsRacer(iterations: number, reactionMs = 600): RaffzahnRacer {
  const search = mcts({ iterations, name: `mcts-${iterations}` });
  const base = raffzahnBot({ reactionMs });
  const claim: RaffzahnRacer['claim'] = (state, seat, legal, rng) => {
    if (state.phase === 'stopped') return raffzahnClaim(state, seat, legal, rng);
    return search.choose({ game: raffzahnModel, state, seat, legal, rng }) as never;
  };
  return {
    name: search.name,
    reaction: base.reaction,
    choose: (input) => search.choose({ ...input, game: raffzahnModel }) as never,
    claim,
    react: ({ state, seat, legal, rng }) => ({
      move: claim(state, seat, legal, rng),
      ms: base.reaction(rng),
    }),
  };
}

/** Every match of the report, at the given sizes. */
export function dasSpielMoreSims(
  size: { quick: number; slow: number } = { quick: 200, slow: 20 },
  log: (r: SimResult) => void = () => {},
): SimResult[] {
  const out: SimResult[] = [];
  const run = (r: SimResult) => {
    out.push(r);
    log(r);
  };
  run(raceMatch(3, raffzahnBot(), raffzahnRandom(), size.quick));
  run(raceMatch(3, raffzahnBot({ reactionMs: 400, name: 'heuristic-400ms' }), raffzahnBot(), size.quick));
  run(raceMatch(3, mctsRacer(100), raffzahnBot(), size.slow));
  run(match(cuiBono, 2, cuiBonoBot, randomBot, size.quick));
  run(match(cuiBono, 4, cuiBonoBot, randomBot, size.quick));
  run(match(cuiBono, 2, mcts({ iterations: 200, name: 'mcts-200' }), cuiBonoBot, size.slow));
  run(match(eintrichtern, 2, eintrichternMemoryBot, randomBot, size.quick));
  run(match(eintrichtern, 4, eintrichternMemoryBot, randomBot, size.quick));
  run(match(eintrichtern, 2, eintrichternMemoryBot, eintrichternBot({ memory: 6 }), size.quick));
  run(
    match(
      eintrichtern,
      2,
      ismcts({
        iterations: 100,
        name: 'ismcts-100',
        rollout: (i) => eintrichternMemoryBot.choose(i as never),
      }),
      eintrichternMemoryBot,
      size.slow,
    ),
  );
  run(match(wuerfelmarsch, 2, wuerfelmarschBot, randomBot, size.slow * 2));
  run(match(wuerfelmarsch, 3, wuerfelmarschBot, randomBot, size.slow));
  run(
    match(
      wuerfelmarsch,
      2,
      mcts({ iterations: 200, name: 'mcts-200', rollout: wuerfelmarschRollout }),
      wuerfelmarschBot,
      size.slow,
    ),
  );
  return out;
}
