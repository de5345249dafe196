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
import { type AnyGame, type GameId, games, type MatchRecord } from '@tafel/core';
import { boards } from '../src/boards.ts';
import { format } from '../src/i18n/index.ts';
import { timelineOf } from '../src/replay/timeline.ts';
import { ruleOf, shortRules } from '../src/rules/index.ts';
import { EXAMPLES, exampleRecord, NAMES } from './how-to-play-plays.ts';
import { type RulebookExample, rulebookAt, type Telling } from './how-to-play-rulebook.ts';
import { howToPlayTexts } from './how-to-play-texts.ts';

export { EXAMPLES, exampleRecord } from './how-to-play-plays.ts';

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
