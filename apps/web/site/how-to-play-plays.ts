/**
 * The how-to-play examples' games: for each game who sits at the table, the seed, a rulebook example's script where
 * one is printed move by move (Die Weinhändler's bidding round, Wine Cellar's scoring), and how far the easy bots
 * play it. Kept apart from the sentences (`how-to-play-examples.ts`) so that it runs on core and the bots alone:
 * `scripts/example-seeds.ts` plays seeds through it to find one whose game comes to a rulebook's example.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { type AnyGame, type GameId, games, type MatchRecord, playMatch, Rng, startMatch } from '@tafel/core';
import { deckFor } from '@tafel/core/weinhaendler';
import { rulebookAt } from './how-to-play-rulebook.ts';

/** The people at an example's table (names, so every sentence names its actor). */
export const NAMES = ['Ann', 'Bram', 'Cas', 'Dirk', 'Eva', 'Fien'];

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
export interface ExamplePlan {
  readonly players: number;
  readonly seed: string;
  /** The rulebook's example it starts with (the bots play on from there). */
  readonly script?: Script;
  /**
   * Whether the steps tell each move as it was rather than as a spectator saw it then: Wine Cellar's sealed bids,
   * shown together once both are in, are told with their cards.
   */
  readonly open?: boolean;
  /** The game's options (a script's own come with it). */
  readonly options?: Record<string, unknown>;
  /**
   * Whether the moves so far (their `type`s) show what the example is for; `booked`: the rulebook's example of
   * the game (`how-to-play-rulebook.ts`) has come up.
   */
  readonly shown: (types: readonly string[], booked: boolean) => boolean;
}

const count = (types: readonly string[], type: string) => types.filter((t) => t === type).length;

/**
 * The seeds of the examples that reach a rulebook's worked example, found by `scripts/example-seeds.ts` (seeds
 * `how-to-play-<n>` in turn, played by {@link playExample}). Wiezen's, the first found: in the first deal Bram
 * asks, nobody joins, he plays alone and takes 5 tricks; in the second Cas asks, Dirk joins and together they take
 * 7. Cui bono?'s, the third found and the first whose bot then puts the die back into funnel A (in the first the
 * die is kept; the second puts it into B): the 22nd move pulls a red die that may go into a pearl funnel or a
 * three-colour one but not a red one. Würfelmarsch's, the first found (three players; with two the seeds tried
 * came to no tilt into two funnels): the 11th move is that tilt.
 */
const SEEDS = {
  wiezen: 'how-to-play-337',
  'cui-bono': 'how-to-play-1323',
  wuerfelmarsch: 'how-to-play-1847',
} as const;

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
  // A session of two deals, each scored as a rulebook example prints: Bram alone with 5 tricks, then Cas and Dirk
  // asking and joining with 7 tricks together.
  wiezen: { players: 4, seed: SEEDS.wiezen, options: { deals: 2 }, shown: () => false },
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
  // Its second move builds 5 dice on a rolled 5, as the rulebook's example.
  abquetschen: { players: 2, seed: 'how-to-play', shown: (t, booked) => booked && count(t, 'build') >= 4 },
  raffzahn: { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'stop') >= 1 && count(t, 'take') >= 2 },
  'bunte-kuh': { players: 3, seed: 'how-to-play', shown: (t) => t.length >= 4 },
  // Up to the rulebook's funnels A, B and C for a pulled die, and where it goes.
  'cui-bono': { players: 2, seed: SEEDS['cui-bono'], shown: (_, booked) => booked },
  eintrichtern: { players: 2, seed: 'how-to-play', shown: (t) => count(t, 'lift') >= 4 },
  // Three players (the rulebook's two funnels at once came up first with three), up to that tilt.
  wuerfelmarsch: { players: 3, seed: SEEDS.wuerfelmarsch, shown: (_, booked) => booked },
};

/**
 * A game's example from `seed` (by default the example's own): its script, if any, then the game played by the
 * easy bots (a seat to move picked by the seed where several may: the real-time games) until it has shown its
 * point — for some games, until the game's rulebook example has come up (`how-to-play-rulebook.ts`).
 *
 * @example
 * playExample('wiezen').booked; // ['bookWiezenAlone', 'bookWiezenTogether']
 * playExample('wiezen', 'how-to-play-0').booked; // []: its two deals are asked and joined, 9 tricks and 11
 */
export function playExample(id: GameId, seed = EXAMPLES[id].seed, max = 400): Played {
  const plan = EXAMPLES[id];
  const game: AnyGame = games[id];
  const names = plan.script?.names ?? NAMES.slice(0, plan.players);
  const seats = names.map((name) => ({ name }));
  const options = plan.script?.options ?? plan.options;
  let match = startMatch<unknown>(game, { seed, seats, options });
  const rng = Rng.fromSeed(`${seed}:${id}`);
  const bot = makeBot(id, 'easy');
  const types: string[] = [];
  const booked: string[] = [];
  const make = (seat: number, move: unknown) => {
    const before = match.state;
    match = playMatch(game, match, seat, move);
    types.push((move as { type: string }).type);
    const book = rulebookAt(id, before, match.state, move);
    if (book) booked.push(book.text);
  };
  for (const [seat, move] of plan.script?.moves ?? []) make(seat, move);
  const choose = plan.script?.choose;
  while (choose && game.outcome(match.state) === null) {
    const seat = game.active(match.state)[0]!;
    const move = choose(match.state as never, seat, game.legalMoves(match.state, seat));
    if (move === null) break;
    make(seat, move);
  }
  for (
    let n = 0;
    n < max && game.outcome(match.state) === null && !plan.shown(types, booked.length > 0);
    n++
  ) {
    const seat = rng.pick(game.active(match.state));
    const legal = game.legalMoves(match.state, seat);
    make(seat, bot.choose({ game, state: match.state, seat, legal, rng }));
  }
  return { record: match.record, booked };
}

/** An example's game: its record, and the rulebook examples its moves play out, in order (their sentences' keys). */
export interface Played {
  readonly record: MatchRecord;
  readonly booked: readonly string[];
}

/**
 * The record of a game's example (see {@link playExample}).
 *
 * @example
 * exampleRecord('wiezen').moves.filter((m) => m.move.type === 'play').length; // 104: two whole deals
 */
export function exampleRecord(id: GameId): MatchRecord {
  return playExample(id).record;
}
