/**
 * The how-to-play page's examples: for each game a stretch of a real game, played through core from a fixed seed
 * by Tafel's easy bots (legal moves the rules engine checks, never made up), long enough to show what that game's
 * turn is about. Where a rulebook prints a worked example the game's example plays it out: Die Weinhändler's
 * bidding round and Wine Cellar's scoring as printed (scripted deals), and Wiezen's "alone with 5 tricks",
 * Abquetschen's rolled 5, Cui bono?'s funnels A, B and C and Würfelmarsch's two funnels at once where a seed's
 * game comes to them (`how-to-play-rulebook.ts` checks the engine's states and names the step). The record is
 * shown on a `<tafel-replay>`; each step has a sentence: the move as the board says it (who did what, with what
 * result), the rule behind it from the game's short rules, and the rulebook's sentence where its example shows.
 *
 * @module
 */
import { makeBot } from '@tafel/bots';
import { type AnyGame, type GameId, games, type MatchRecord, playMatch, Rng, startMatch } from '@tafel/core';
import { deckFor } from '@tafel/core/weinhaendler';
import { boards } from '../src/boards.ts';
import { format } from '../src/i18n/index.ts';
import { timelineOf } from '../src/replay/timeline.ts';
import { ruleOf, shortRules } from '../src/rules/index.ts';
import { type RulebookExample, rulebookAt, type Telling } from './how-to-play-rulebook.ts';
import { howToPlayTexts } from './how-to-play-texts.ts';

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
 * The seeds of the examples that reach a rulebook's worked example, found by playing seeds `how-to-play-<n>` in
 * turn with the easy bots (the loop of {@link exampleRecord}) and keeping the first whose game comes to the printed
 * position. Wiezen's: in the first deal Bram asks, nobody joins, he plays alone and takes 5 tricks; in the second
 * Cas asks, Dirk joins and together they take 7. Cui bono?'s: the 22nd move pulls a red die that may go into a
 * pearl funnel or a three-colour one but not a red one. Würfelmarsch's (three players; two players came to no
 * tilt into two funnels in the seeds tried): the 11th move is that tilt.
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
  /** The rulebook's worked example this move plays out, in its words (`null`: none here). */
  readonly book: string | null;
}

/** A game's example: its record and its steps. */
export interface Example {
  readonly record: MatchRecord;
  readonly steps: readonly ExampleStep[];
}

/**
 * The record of a game's example: its script, if any, then its seed's game played by the easy bots (a seat to move
 * picked by the seed where several may: the real-time games) until it has shown its point — for some games, until
 * the game's rulebook example has come up (`how-to-play-rulebook.ts`).
 *
 * @example
 * exampleRecord('wiezen').moves.filter((m) => m.move.type === 'play').length; // 104: two whole deals
 */
export function exampleRecord(id: GameId, max = 400): MatchRecord {
  const plan = EXAMPLES[id];
  const game: AnyGame = games[id];
  const names = plan.script?.names ?? NAMES.slice(0, plan.players);
  const seats = names.map((name) => ({ name }));
  const options = plan.script?.options ?? plan.options;
  let match = startMatch<unknown>(game, { seed: plan.seed, seats, options });
  const rng = Rng.fromSeed(`${plan.seed}:${id}`);
  const bot = makeBot(id, 'easy');
  const types: string[] = [];
  let booked = false;
  const make = (seat: number, move: unknown) => {
    const before = match.state;
    match = playMatch(game, match, seat, move);
    types.push((move as { type: string }).type);
    booked ||= rulebookAt(id, before, match.state, move) !== null;
  };
  for (const [seat, move] of plan.script?.moves ?? []) make(seat, move);
  const choose = plan.script?.choose;
  while (choose && game.outcome(match.state) === null) {
    const seat = game.active(match.state)[0]!;
    const move = choose(match.state as never, seat, game.legalMoves(match.state, seat));
    if (move === null) break;
    make(seat, move);
  }
  for (let n = 0; n < max && game.outcome(match.state) === null && !plan.shown(types, booked); n++) {
    const seat = rng.pick(game.active(match.state));
    const legal = game.legalMoves(match.state, seat);
    make(seat, bot.choose({ game, state: match.state, seat, legal, rng }));
  }
  return match.record;
}

/**
 * A game's example with a sentence for each step, in `lang`, told as a spectator hears it (every actor by name;
 * a sealed bid stays sealed), and the rulebook's sentence at the step that plays out its worked example.
 *
 * @example
 * example('cui-bono', 'nl').steps[0]; // { index: 1, move: 'Ann trekt …', rule: 'Trek een steen uit …', book: null, … }
 * example('wiezen', 'en').steps[56].book; // 'The rulebook’s example: Bram played alone and took 5 tricks: …'
 */
export function example(id: GameId, lang: 'en' | 'nl'): Example {
  const record = exampleRecord(id);
  const timeline = timelineOf(record);
  const board = boards[id].board;
  const seatName = (s: number) => record.seats[s]?.name ?? NAMES[s]!;
  const { game, states } = timeline;
  // The rulebook's sentences, each with its own particulars (so untyped by key, unlike the page's `translate`).
  const say: Telling['say'] = (key, params = {}) => format(lang, howToPlayTexts[lang][key], params);
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
    book: bookWords(rulebookAt(id, states[i], states[i + 1], move), states[i], states[i + 1], move, {
      say,
      seatName,
      seat,
    }),
  }));
  return { record, steps };
}

/** A rulebook example's sentence, with its particulars (`null`: no example here). */
function bookWords(
  book: RulebookExample | null,
  before: unknown,
  after: unknown,
  move: unknown,
  telling: Telling,
): string | null {
  if (book === null) return null;
  const words = book.words?.(before as never, after as never, move as never, telling);
  return telling.say('book', { text: telling.say(book.text, words) });
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
