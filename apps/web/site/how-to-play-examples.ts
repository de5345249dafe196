/**
 * The how-to-play page's examples: for each game a short stretch of a real game, played through core from a fixed
 * seed by Tafel's easy bots (legal moves the rules engine checks, never made up), long enough to show what that game's turn is about — a Wiezen auction and
 * its first trick, a Weinhändler bidding round and its swap, a Wine Cellar trick and its prizes, a dice game's
 * first turns. The record is shown on a `<tafel-replay>`; each step has a sentence: the move as the board says it
 * (who did what, with what result) and the rule behind it from the game's short rules.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { type AnyGame, type GameId, games, type MatchRecord, playMatch, Rng, startMatch } from '@tafel/core';
import { deckFor } from '@tafel/core/weinhaendler';
import { boards } from '../src/boards.ts';
import { timelineOf } from '../src/replay/timeline.ts';
import { ruleOf, shortRules } from '../src/rules/index.ts';

/** The people at an example's table (names, so every sentence names its actor). */
const NAMES = ['Ann', 'Bram', 'Cas', 'Dirk', 'Eva', 'Fien'];

/**
 * A rulebook's example, played as it is printed: the people, the options that deal their cards, and their moves —
 * a list, or a choice for the seat to move (`null`: the example is over, the bots play on).
 */
interface Script {
  readonly names: readonly string[];
  readonly options: Record<string, unknown>;
  readonly moves?: readonly (readonly [number, unknown])[];
  readonly choose?: (state: never, seat: number, legal: readonly unknown[]) => unknown | null;
}

/** What an example of a game plays up to: the moves' kinds so far say when it has shown enough. */
interface ExamplePlan {
  readonly players: number;
  readonly seed: string;
  /** The rulebook's example it starts with (the bots play on from there). */
  readonly script?: Script;
  /**
   * Whether the steps tell each move as it was rather than as a spectator saw it then: Wine Cellar's sealed bids,
   * shown together once both are in, are told with their cards.
   */
  readonly open?: boolean;
  /** Whether the moves so far (their `type`s) show what the example is for. */
  readonly shown: (types: readonly string[]) => boolean;
}

const count = (types: readonly string[], type: string) => types.filter((t) => t === type).length;

/** The seed of each example (Wiezen's: an auction with a bid and a trick where a player cannot follow suit). */
const SEEDS: Partial<Record<GameId, string>> = { wiezen: 'how-to-play-9' };

/** `deck` in the order the hands, then the display, are dealt from it, the rest of the pack after them. */
function stacked(deck: readonly string[], dealt: readonly string[]): string[] {
  const rest = [...deck];
  for (const card of dealt) rest.splice(rest.indexOf(card), 1);
  return [...dealt, ...rest];
}

const bid = (...cards: string[]) => ({ type: 'bid', cards });
const pass = { type: 'pass' };

/**
 * Die Weinhändler's rulebook example of a bidding round, four merchants: Marc bids €19, Anne €7, Herman €41, Carl
 * €23; Marc adds the empty bottle (€19.20), Anne and Herman pass, Carl raises to €43 and the round ends; in the
 * swap Carl takes the display, Herman Carl's bid, Marc Herman's, Anne Marc's, and Anne's bid is the new display.
 */
const WEINHAENDLER_BIDDING: Script = {
  names: ['Marc', 'Anne', 'Herman', 'Carl'],
  options: {
    start: 0,
    deck: stacked(deckFor(4), [
      ...['empty', 'yellow-5', 'green-14', 'red-6', 'grey-10'],
      ...['green-7', 'blue-9', 'red-13', 'grey-17', 'purple-11'],
      ...['yellow-12', 'blue-9', 'red-20', 'green-21', 'purple-18'],
      ...['blue-23', 'red-20', 'grey-24', 'yellow-19', 'purple-25'],
      ...['blue-16', 'blue-16', 'green-14', 'red-13'],
    ]),
  },
  moves: [
    [0, bid('yellow-5', 'green-14')],
    [1, bid('green-7')],
    [2, bid('yellow-12', 'blue-9', 'red-20')],
    [3, bid('blue-23')],
    [0, bid('empty')],
    [1, pass],
    [2, pass],
    [3, bid('red-20')],
    [0, pass],
    [3, pass],
  ],
};

/** What a Wine Cellar state shows the script (core's `WineCellarState`, the fields read here). */
interface CellarState {
  readonly hands: readonly (readonly number[])[];
  readonly prizes: readonly number[];
  readonly cellars: readonly (readonly number[])[];
}

/** Ann's bids in Wine Cellar's scoring example: each comes back to her as the next trick's prize; 7 is her bonus card. */
const ANN_BIDS = [3, 12, 4, 5, 9, 10, 18, 7];
const BRAM_BIDS = [6, 8, 11, 13, 14, 15, 16, 17];

/**
 * Wine Cellar's rulebook scoring example played to its end: Ann's cellar becomes 2, 3, 12, 4, 5, 9, 10, 18 from
 * the top with the bonus card 7 (58 for the cellar, 13 for the bonus: 71). The first prizes are 2 and 1; each
 * trick Ann takes back the card she bid the trick before (to the bottom of her cellar), whoever wins it.
 */
const WINE_CELLAR_SCORING: Script = {
  names: ['Ann', 'Bram'],
  options: {
    deck: [...ANN_BIDS.flatMap((a, i) => [a, BRAM_BIDS[i]!]), 2, 1],
  },
  choose: (state: CellarState, seat, legal) => {
    const moves = legal as readonly { type: string; card?: number; prize?: number; end?: string }[];
    const kind = moves[0]?.type;
    const received = state.cellars[0]!.length;
    // Ann's prize this trick: the first prize 2, then her own bid of the trick before.
    const annGets = received === 0 ? 2 : ANN_BIDS[received - 1]!;
    const annEnd = received === 0 ? 'top' : 'bottom';
    if (kind === 'bid') {
      const bids = seat === 0 ? ANN_BIDS : BRAM_BIDS;
      return { type: 'bid', card: bids[8 - state.hands[seat]!.length] };
    }
    if (kind === 'take') {
      const mine = state.prizes.indexOf(annGets);
      const prize = seat === 0 ? mine : 1 - mine;
      return { type: 'take', prize, end: seat === 0 ? annEnd : 'top' };
    }
    if (kind === 'place') return { type: 'place', end: seat === 0 ? annEnd : 'top' };
    if (kind === 'swap') return { type: 'swap', position: null };
    return null;
  },
};

/** Each game's example: how many at the table, the seed, and when it has shown its point. */
export const EXAMPLES: Readonly<Record<GameId, ExamplePlan>> = {
  // The auction, then one whole trick: four cards, and who takes it.
  wiezen: { players: 4, seed: SEEDS.wiezen ?? 'how-to-play', shown: (t) => count(t, 'play') >= 4 },
  // The rulebook's bidding round, its swap, and the first cards into a cellar.
  weinhaendler: {
    players: 4,
    seed: 'how-to-play',
    script: WEINHAENDLER_BIDDING,
    shown: (t) => count(t, 'place') >= 2,
  },
  // The rulebook's scoring example, played to its end: the sealed bids, the prizes, the cellar, the score.
  'wine-cellar': {
    players: 2,
    seed: 'how-to-play',
    script: WINE_CELLAR_SCORING,
    open: true,
    shown: () => false,
  },
  abquetschen: { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'build') >= 4 },
  raffzahn: { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'stop') >= 1 && count(t, 'take') >= 2 },
  'bunte-kuh': { players: 3, seed: 'how-to-play', shown: (t) => t.length >= 4 },
  'cui-bono': { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'pull') >= 4 },
  eintrichtern: { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'lift') >= 4 },
  wuerfelmarsch: { players: 2, seed: 'how-to-play', shown: (t) => t.length >= 6 },
};

/** One step of an example: the number of moves played once it is made, and what it says. */
export interface ExampleStep {
  /** The replay's index after this move (1 = after the first move). */
  readonly index: number;
  /** Who did what, as the board says it. */
  readonly move: string;
  /** The rule behind it, from the short rules (`null`: none named for this kind of move). */
  readonly rule: string | null;
  /** What a stage of the game that this move closed came to (an auction settled, a deal scored), or `null`. */
  readonly result: string | null;
}

/** A game's example: its record and its steps. */
export interface Example {
  readonly record: MatchRecord;
  readonly steps: readonly ExampleStep[];
}

/**
 * The record of a game's example: its seed's game, played by the easy bots (a seat to move picked by the seed
 * where several may: the real-time games) until it has shown its point.
 *
 * @example
 * exampleRecord('wiezen').moves.filter((m) => m.move.type === 'play').length; // 4
 */
export function exampleRecord(id: GameId, max = 400): MatchRecord {
  const plan = EXAMPLES[id];
  const game: AnyGame = games[id];
  const names = plan.script?.names ?? NAMES.slice(0, plan.players);
  const seats = names.map((name) => ({ name }));
  let match = startMatch<unknown>(game, { seed: plan.seed, seats, options: plan.script?.options });
  const rng = Rng.fromSeed(`${plan.seed}:${id}`);
  const bot = makeBot(id, 'easy');
  const types: string[] = [];
  for (const [seat, move] of plan.script?.moves ?? []) {
    match = playMatch(game, match, seat, move);
    types.push((move as { type: string }).type);
  }
  const choose = plan.script?.choose;
  while (choose && game.outcome(match.state) === null) {
    const seat = game.active(match.state)[0]!;
    const move = choose(match.state as never, seat, game.legalMoves(match.state, seat));
    if (move === null) break;
    match = playMatch(game, match, seat, move);
    types.push((move as { type: string }).type);
  }
  for (let n = 0; n < max && game.outcome(match.state) === null && !plan.shown(types); n++) {
    const seat = rng.pick(game.active(match.state));
    const legal = game.legalMoves(match.state, seat);
    const move = bot.choose({ game, state: match.state, seat, legal, rng }) as { type: string };
    match = playMatch(game, match, seat, move);
    types.push(move.type);
  }
  return match.record;
}

/**
 * A game's example with a sentence for each step, in `lang`, told as a spectator hears it (every actor by name;
 * a sealed bid stays sealed).
 *
 * @example
 * example('cui-bono', 'nl').steps[0]; // { index: 1, move: 'Ann trekt …', rule: 'Trek een steen uit …' }
 */
export function example(id: GameId, lang: 'en' | 'nl'): Example {
  const record = exampleRecord(id);
  const timeline = timelineOf(record);
  const board = boards[id].board;
  const seatName = (s: number) => record.seats[s]?.name ?? NAMES[s]!;
  const { game, states } = timeline;
  const steps = record.moves.map(({ seat, move }, i) => ({
    index: i + 1,
    // As a spectator sees it (core's `seen`): a sealed bid is told sealed, unless the example tells it open.
    move: board.describe(
      (EXAMPLES[id].open
        ? move
        : (game.seen?.(states[i], seat, game.parseMove(move), null) ?? move)) as never,
      {
        lang,
        who: 'other',
        name: seatName(seat),
        seat,
        viewer: null,
        before: game.view(states[i], null),
        after: game.view(states[i + 1], null),
        seatName,
      },
    ),
    rule: ruleOf(shortRules[id], (move as { type: string }).type, lang),
    result: milestoneWords(id, states[i], states[i + 1], lang, seatName),
  }));
  return { record, steps };
}

/** The stage a move closed, in the board's words (`null`: none closed). */
function milestoneWords(
  id: GameId,
  before: unknown,
  after: unknown,
  lang: 'en' | 'nl',
  seatName: (seat: number) => string,
): string | null {
  const game: AnyGame = games[id];
  const milestone = game.milestone?.(before as never, after as never) ?? null;
  const board = boards[id].board;
  if (!milestone || !board.describeMilestone) return null;
  return board.describeMilestone(milestone, { lang, seatName });
}
