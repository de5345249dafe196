/**
 * The bots `tafel simulate` can seat, by game: the generic ones from `@tafel/ai` and each game's own.
 * A game adds its bots with one entry in {@link gameBots}.
 *
 * @module
 */
import { ismcts, mcts, type RolloutPolicy, randomBot } from '@tafel/ai';
import type { AnyGame, Bot } from '@tafel/core';
import {
  abquetschenBot,
  type BunteKuhMove,
  type BunteKuhState,
  bunteKuhMove,
  cuiBonoBot,
  eintrichternBot,
  PERSON,
  raffzahnBot,
  raffzahnRandom,
  reaction,
  wuerfelmarschBot,
  wuerfelmarschRollout,
} from '@tafel/core/das-spiel';
import {
  heuristicRollout,
  marginReward,
  searchGame,
  weinhaendler,
  weinhaendlerBot,
} from '@tafel/core/weinhaendler';
import { WIEZEN_SEARCH, wiezenBot } from '@tafel/core/wiezen';
import { heuristicMove, soloBot, wineCellar, wineCellarBot } from '@tafel/core/wine-cellar';

/** Settings a bot may take from the command line. */
export interface BotSettings {
  /** Search budget in iterations (ISMCTS, MCTS) or samples (solo). */
  budget?: number;
}

export interface BotSpec {
  description: string;
  make(settings: BotSettings): Bot;
}

const generic: Record<string, BotSpec> = {
  random: { description: 'a uniformly random legal move', make: () => randomBot },
};

/** A Bunte Kuh seat with a person's reaction time, choosing its placement with `choose`. */
function bunteKuhRacer(name: string, choose: typeof bunteKuhMove): Bot<BunteKuhState, BunteKuhMove> {
  const contender = { profile: PERSON, choose };
  return {
    name,
    choose: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal).move,
    react: ({ state, seat, legal, rng }) => reaction(state, seat, contender, rng, legal),
  };
}

/** Plain MCTS on the true state: fair for games whose only chance is public (nothing left to draw). */
function mctsSpec(rollout?: RolloutPolicy): BotSpec {
  return {
    description: `MCTS${rollout ? " with the game's playout policy" : ''} (budget: iterations, default 400)`,
    make: ({ budget }) => mcts({ iterations: budget ?? 400, ...(rollout ? { rollout } : {}) }),
  };
}

/**
 * ISMCTS for Die Weinhändler: heuristic playouts, a reward for the score margin as well as the win, and a search
 * narrowed to the heuristic's best `width` moves per turn (the raw move space is wide and mostly poor).
 */
function weinhaendlerIsmcts(iterations: number, width = 3): Bot {
  const search = ismcts({ iterations, rollout: heuristicRollout, name: 'ismcts', reward: marginReward });
  const narrow = searchGame(weinhaendler, width);
  return {
    name: 'ismcts',
    choose: (input) =>
      search.choose({ ...input, game: narrow, legal: narrow.legalMoves(input.state as never, input.seat) }),
  };
}

/** The bots each game brings, on top of the generic ones. */
export const gameBots: Record<string, Record<string, BotSpec>> = {
  wiezen: {
    heuristic: {
      description: 'bids and plays like a sound club player: counts trumps, sees made and lost contracts',
      make: () => wiezenBot as Bot,
    },
    ismcts: {
      description: `ISMCTS over determinized deals, heuristic playouts (budget: iterations, default ${WIEZEN_SEARCH.iterations})`,
      make: ({ budget }) =>
        ismcts({ ...WIEZEN_SEARCH, name: 'ismcts', ...(budget ? { iterations: budget } : {}) }),
    },
  },
  weinhaendler: {
    heuristic: {
      description:
        'bids what the swap would bring it, underbids for a wanted bid, places for points and open trios',
      make: () => weinhaendlerBot as Bot,
    },
    ismcts: {
      description:
        "ISMCTS over the heuristic's best 3 moves, heuristic playouts (budget: iterations, default 30)",
      make: ({ budget }) => weinhaendlerIsmcts(budget ?? 30),
    },
  },
  abquetschen: {
    heuristic: {
      description: 'keeps its own dice reachable and buries the others',
      make: () => abquetschenBot,
    },
  },
  raffzahn: {
    heuristic: {
      description: 'takes the dice that free most for itself, 600 ± 200 ms per claim',
      make: () => raffzahnBot(),
    },
    random: { description: 'any legal claim, 600 ± 200 ms', make: () => raffzahnRandom() },
  },
  'cui-bono': {
    heuristic: {
      description: 'weighs its own cost against what the next player must pay',
      make: () => cuiBonoBot,
    },
    mcts: mctsSpec(),
  },
  eintrichtern: {
    heuristic: {
      description: 'remembers every announced sum',
      make: () => eintrichternBot({ name: 'heuristic' }),
    },
    forgetful: {
      description: 'remembers only the last six announcements',
      make: () => eintrichternBot({ memory: 6, name: 'forgetful' }),
    },
  },
  wuerfelmarsch: {
    heuristic: {
      description: 'two-ply search over captures, ties and the race',
      make: () => wuerfelmarschBot,
    },
    mcts: mctsSpec(wuerfelmarschRollout as RolloutPolicy),
  },
  'bunte-kuh': {
    heuristic: {
      description: "a person's reaction time; places to help itself and hinder the others",
      make: () => bunteKuhRacer('heuristic', bunteKuhMove),
    },
    random: {
      description: "a person's reaction time; a random right call",
      make: () => bunteKuhRacer('random', (_v, legal, rng) => rng.pick(legal)),
    },
  },
  'wine-cellar': {
    heuristic: {
      description: 'fast rules of thumb over the cellar tracks and bonus',
      make: () => wineCellarBot,
    },
    ismcts: {
      description: 'ISMCTS with heuristic playouts (budget: iterations, default 400)',
      make: ({ budget }) =>
        ismcts({
          name: 'ismcts',
          iterations: budget ?? 400,
          rollout: ({ state, seat, legal, rng }) =>
            heuristicMove(wineCellar.view(state as never, seat), legal as never, rng),
        }),
    },
    solo: {
      description:
        'solo only: sampled lookahead, exact expectimax over the last three tricks (budget: samples, default 32)',
      make: ({ budget }) => soloBot({ samples: budget ?? 32 }),
    },
  },
};

/** The names of the bots available for a game. */
export function botNames(game: AnyGame): string[] {
  const names = [...new Set([...Object.keys(generic), ...Object.keys(gameBots[game.id] ?? {})])];
  // Tree search assumes turns (or one joint simultaneous move); real-time races are played by reaction models.
  if (game.realtime) return names;
  if (!names.includes('ismcts') && game.determinize) names.push('ismcts');
  // Plain MCTS searches the true state: only fair where nothing is hidden (games without determinize).
  if (!names.includes('mcts') && !game.determinize) names.push('mcts');
  return names;
}

/**
 * Makes a bot by name for a game; throws an `Error` listing the names it knows.
 *
 * @example
 * ```ts
 * const bot = makeBot(wineCellar, 'heuristic');
 * ```
 */
export function makeBot(game: AnyGame, name: string, settings: BotSettings = {}): Bot {
  const spec = gameBots[game.id]?.[name] ?? generic[name];
  if (spec) return spec.make(settings);
  if (name === 'ismcts' && game.determinize && !game.realtime)
    return ismcts({ iterations: settings.budget ?? 400 });
  if (name === 'mcts' && !game.determinize && !game.realtime)
    return mcts({ iterations: settings.budget ?? 400 });
  throw new Error(`unknown bot "${name}" for ${game.id}; choose from: ${botNames(game).join(', ')}`);
}
