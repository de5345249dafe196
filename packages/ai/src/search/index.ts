/**
 * Monte Carlo tree search over the Tafel contract, for any game.
 *
 * - {@link mcts}: perfect information. Where several seats move at once (simultaneous bids), every active seat
 *   chooses from its own statistics at the node (decoupled UCT) and the joint move is applied.
 * - {@link ismcts}: hidden information (single-observer ISMCTS). Each iteration starts from
 *   `game.determinize(state, seat, rng)`, a state drawn from what the bot's seat can see, so the search never
 *   reads a hidden card; selection uses availability counts, as in Cowling, Powley & Whitehouse (2012).
 *
 * Budgets are iterations (deterministic for a given `rng`) or milliseconds (not reproducible: the number of
 * iterations depends on the machine). Rewards are per seat in [0, 1]: by default a share of the win, or, for a
 * one-player game, the score divided by `scoreScale`.
 *
 * @module
 */
import type { AnyGame, Bot, Outcome, Rng, Seat } from '@tafel/core';

/** How a playout beyond the tree picks a seat's move. */
export type RolloutPolicy = (input: {
  game: AnyGame;
  state: unknown;
  seat: Seat;
  legal: unknown[];
  rng: Rng;
}) => unknown;

export interface SearchOptions {
  /** Iterations per move (default 1000). Ignored when `ms` is set. */
  iterations?: number;
  /** Wall-clock budget per move in milliseconds (not reproducible). */
  ms?: number;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
  /**
   * How playouts pick moves. Default: uniformly at random, through the game's `randomPlayout` kernel when it has
   * one (the same moves, many times faster) and no `cutoff` is set.
   */
  rollout?: RolloutPolicy;
  /** The reward of a finished game for a seat, in [0, 1]. */
  reward?: (outcome: Outcome, seat: Seat, players: number) => number;
  /** One-player games: the default reward is `score / scoreScale` (default 100). */
  scoreScale?: number;
  /** The bot's name in tables and records. */
  name?: string;
  /**
   * Ends an iteration early (e.g. at the end of one deal of a long session): the rewards per seat in [0, 1] of
   * `state`, or null to go on. `root` is the state the search started from (determinized). Default: never.
   */
  cutoff?: (input: { game: AnyGame; state: unknown; root: unknown; players: number }) => number[] | null;
  /**
   * The moves worth searching at the root (a subset of `legal`, e.g. pruned by a heuristic where the move list
   * is long and noisy, like an auction). Default: all legal moves.
   */
  candidates?: (input: { game: AnyGame; state: unknown; seat: Seat; legal: unknown[] }) => unknown[];
  /**
   * How many moves deep the tree grows (default: unlimited). `1` is flat Monte Carlo over the root moves with
   * the rollout policy beyond, often the better use of a small budget when the policy is good.
   */
  depth?: number;
  /**
   * Flat search with common random numbers instead of a tree: every drawn state is played out after each root
   * move in turn and the best mean wins (`iterations` counts playouts). With a good rollout policy this ranks
   * close moves far more reliably than sampling each move on different hidden cards. Default: false.
   */
  sweep?: boolean;
}

/** Statistics of one seat's move at a node. */
interface Edge {
  visits: number;
  available: number;
  reward: number;
  move: unknown;
}

interface Node {
  /** Edges by `${seat}|${move key}`. */
  edges: Map<string, Edge>;
  children: Map<string, Node>;
}

const newNode = (): Node => ({ edges: new Map(), children: new Map() });

/** A move's identity, whatever the key order of its JSON. */
export function moveKey(move: unknown): string {
  if (move === null || typeof move !== 'object') return JSON.stringify(move);
  const entries = Object.entries(move as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.map(([k, v]) => `${k}:${typeof v === 'object' ? moveKey(v) : String(v)}`).join(',');
}

/** Win share by default; score-based for one player. */
function defaultReward(scoreScale: number) {
  return (outcome: Outcome, seat: Seat, players: number): number => {
    if (players === 1) return outcome.scores[0]! / scoreScale;
    return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  };
}

interface Settings {
  /** The root seat's moves to search, when pruned by `candidates`. */
  rootOnly?: { seat: Seat; keys: Set<string> } | undefined;
  determinize: boolean;
  depth: number;
  cutoff: SearchOptions['cutoff'];
  exploration: number;
  rollout: RolloutPolicy;
  /** Uniform rollouts: a game's `randomPlayout` kernel may play them. */
  uniform: boolean;
  reward: (outcome: Outcome, seat: Seat, players: number) => number;
}

function select(
  node: Node,
  seat: Seat,
  legal: unknown[],
  rng: Rng,
  c: number,
): { key: string; move: unknown; fresh: boolean } {
  const untried: Array<{ key: string; move: unknown }> = [];
  let best: { key: string; move: unknown } | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    const key = `${seat}|${moveKey(move)}`;
    let edge = node.edges.get(key);
    if (!edge) {
      edge = { visits: 0, available: 0, reward: 0, move };
      node.edges.set(key, edge);
    }
    edge.available++;
    if (edge.visits === 0) {
      untried.push({ key, move });
      continue;
    }
    const value = edge.reward / edge.visits + c * Math.sqrt(Math.log(edge.available) / edge.visits);
    if (value > bestValue) {
      bestValue = value;
      best = { key, move };
    }
  }
  if (untried.length > 0) return { ...rng.pick(untried), fresh: true };
  return { ...best!, fresh: false };
}

function iterate(game: AnyGame, root: Node, start: unknown, players: number, rng: Rng, s: Settings): void {
  let state = start;
  let node = root;
  const path: Array<{ node: Node; keys: Array<{ seat: Seat; key: string }> }> = [];
  let expanded = false;
  let rewards: number[] | null = null;
  const cut = (): number[] | null => (s.cutoff ? s.cutoff({ game, state, root: start, players }) : null);
  while (!expanded && path.length < s.depth) {
    rewards = cut();
    if (rewards) break;
    const seats: Seat[] = game.active(state);
    if (seats.length === 0) break;
    const keys: Array<{ seat: Seat; key: string }> = [];
    const moves: Array<{ seat: Seat; move: unknown }> = [];
    for (const seat of seats) {
      let legal: unknown[] = game.legalMoves(state, seat);
      if (node === root && s.rootOnly && seat === s.rootOnly.seat) {
        const only = s.rootOnly.keys;
        legal = legal.filter((m) => only.has(moveKey(m)));
      }
      const choice = select(node, seat, legal, rng, s.exploration);
      keys.push({ seat, key: choice.key });
      moves.push({ seat, move: choice.move });
      if (choice.fresh) expanded = true;
    }
    for (const { seat, move } of moves) state = game.play(state, seat, move);
    path.push({ node, keys });
    const joint = keys.map((k) => k.key).join('&');
    let child = node.children.get(joint);
    if (!child) {
      child = newNode();
      node.children.set(joint, child);
    }
    node = child;
  }
  // Playout to the end (or the cutoff).
  if (!rewards) rewards = playout(game, state, start, players, rng, s);
  for (const { node: n, keys } of path) {
    for (const { seat, key } of keys) {
      const edge = n.edges.get(key)!;
      edge.visits++;
      edge.reward += rewards[seat]!;
    }
  }
}

/** Plays `state` out with the rollout policy to the end (or the cutoff) and returns every seat's reward. */
function playout(
  game: AnyGame,
  from: unknown,
  start: unknown,
  players: number,
  rng: Rng,
  s: Settings,
): number[] {
  let state = from;
  if (s.uniform && !s.cutoff && game.randomPlayout) state = game.randomPlayout(state, rng);
  for (let seats: Seat[] = game.active(state); seats.length > 0; seats = game.active(state)) {
    const cut = s.cutoff ? s.cutoff({ game, state, root: start, players }) : null;
    if (cut) return cut;
    for (const seat of seats) {
      if (!game.active(state).includes(seat)) continue;
      const legal = game.legalMoves(state, seat);
      state = game.play(state, seat, s.rollout({ game, state, seat, legal, rng }));
    }
  }
  const cut = s.cutoff ? s.cutoff({ game, state, root: start, players }) : null;
  if (cut) return cut;
  const outcome = game.outcome(state)!;
  return Array.from({ length: players }, (_, seat) => s.reward(outcome, seat, players));
}

/**
 * Sweeping flat search: each drawn state is played out once after every root move, so the moves are compared
 * on the same hidden cards (common random numbers); the best mean wins. `iterations` counts playouts.
 */
function sweep(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: unknown[],
  rng: Rng,
  s: Settings,
  budget: { iterations: number; deadline: number },
): unknown {
  const players = game.seats(state);
  const sums = legal.map(() => 0);
  const rounds = Math.max(1, Math.floor(budget.iterations / legal.length));
  for (let r = 0; r < rounds && (r === 0 || performance.now() < budget.deadline); r++) {
    const start = s.determinize ? game.determinize!(state, seat, rng) : state;
    for (let i = 0; i < legal.length; i++) {
      const next = game.play(start, seat, legal[i]);
      sums[i]! += playout(game, next, start, players, rng, s)[seat]!;
    }
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (sums[i]! > sums[best]!) best = i;
  return legal[best];
}

function search(options: SearchOptions, determinize: boolean): Bot {
  const exploration = options.exploration ?? 0.7;
  const rollout: RolloutPolicy = options.rollout ?? (({ legal, rng }) => rng.pick(legal));
  const reward = options.reward ?? defaultReward(options.scoreScale ?? 100);
  const settings: Settings = {
    determinize,
    depth: options.depth ?? Number.POSITIVE_INFINITY,
    cutoff: options.cutoff,
    exploration,
    rollout,
    uniform: options.rollout === undefined,
    reward,
  };
  return {
    name: options.name ?? (determinize ? 'ismcts' : 'mcts'),
    choose({ game, state, seat, legal: all, rng }) {
      const legal = options.candidates ? options.candidates({ game, state, seat, legal: all }) : all;
      if (legal.length === 1) return legal[0];
      if (determinize && !game.determinize) throw new Error(`${game.id} has no determinize: use mcts`);
      const players = game.seats(state);
      const root = newNode();
      const run: Settings = options.candidates
        ? { ...settings, rootOnly: { seat, keys: new Set(legal.map(moveKey)) } }
        : settings;
      const deadline = options.ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.ms;
      const iterations = options.ms === undefined ? (options.iterations ?? 1000) : Number.POSITIVE_INFINITY;
      if (options.sweep) return sweep(game, state, seat, legal, rng, run, { iterations, deadline });
      for (let i = 0; i < iterations && (i % 16 !== 0 || performance.now() < deadline); i++) {
        const start = determinize ? game.determinize!(state, seat, rng) : state;
        iterate(game, root, start, players, rng, run);
      }
      // The most visited of the seat's own moves at the root.
      let best = legal[0];
      let most = -1;
      for (const move of legal) {
        const visits = root.edges.get(`${seat}|${moveKey(move)}`)?.visits ?? 0;
        if (visits > most) {
          most = visits;
          best = move;
        }
      }
      return best;
    },
  };
}

/**
 * MCTS for perfect-information games (decoupled UCT where seats move at once).
 *
 * @example
 * ```ts
 * const bot = mcts({ iterations: 2000 });
 * const move = bot.choose({ game, state, seat, legal: game.legalMoves(state, seat), rng: Rng.fromSeed('m') });
 * ```
 */
export function mcts(options: SearchOptions = {}): Bot {
  return search(options, false);
}

/**
 * Single-observer ISMCTS for hidden-information games: needs `game.determinize`.
 *
 * @example
 * ```ts
 * const bot = ismcts({ iterations: 1000, rollout: ({ game, state, seat, legal, rng }) => heuristic(...) });
 * ```
 */
export function ismcts(options: SearchOptions = {}): Bot {
  return search(options, true);
}
