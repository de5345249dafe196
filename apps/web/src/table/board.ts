/**
 * The one way a game's UI plugs into a table: a {@link Board}. The table (the element and its
 * `MatchController`) owns the match, the seats, the bots, the log, the controls and the events; a board only
 * draws the seat's view and, through its {@link BoardContext}, plays moves. Every game brings one, from its own
 * folder (`wine-cellar/board.ts`, `das-spiel/cui-bono/board.ts`, …); `boards.ts` lists them by game id.
 *
 * Legality comes from core: a move control is enabled when the move is among the legal moves now, or when the
 * board says so from the game's `steps` (a move built in several clicks: a bid card by card, the cells of a
 * build); it is never found by trying each control's move. A board that builds a move in several clicks keeps
 * the part chosen so far in `ctx.ui`, which the table clears after every change of the match, and offers only
 * continuations the rules allow, so that clicking any enabled `move` control always makes progress.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Lang, Milestone, Outcome, Seat } from '@tafel/core';
import type { CSSResult, TemplateResult } from 'lit';
import type { TableBots } from '../bots/runner.js';
import type { Catalogue, Messages } from '../i18n/index.js';
import type { GameRules } from '../rules/short-rules.js';
import type { MoveOf, StateOf, ViewOf } from './match.js';

/** How a move control looks and whether it may be used. */
export interface MoveControl {
  /** The control's `part` besides `move`. */
  readonly part?: string;
  /** Whether it may be used now; by default, whether the move is among the legal moves. */
  readonly enabled?: boolean;
}

/**
 * Who a sentence about a move is about: the person at this screen (`you`: "You play"), another seat by its name
 * (`other`: "Bot 2 plays"), or nobody yet — a hint, advice to the person (`hint`: "play the queen of hearts").
 * The catalogues' move sentences are select messages on this word (`{ select: 'who', … }`).
 */
export type Who = 'you' | 'other' | 'hint';

/** What a board is told to put a move into words. */
export interface Telling<G extends AnyGame> {
  readonly lang: Lang;
  readonly who: Who;
  /** The name of the seat that made it ("You" for the person here: a sentence uses `who` for its grammar). */
  readonly name: string;
  readonly seat: Seat;
  /** The seat shown at this screen (`null`: a spectator): where things are is said as this seat sees them. */
  readonly viewer: Seat | null;
  /** What the seat shown saw just before the move (`null` where the table does not know it). */
  readonly before: ViewOf<G> | null;
  /** ... and just after it. */
  readonly after: ViewOf<G> | null;
  /** A seat's name as the table shows it. */
  seatName(seat: Seat): string;
}

/**
 * What a board is told to put a milestone into words: the seats' names, whether a seat is the person here (its
 * sentence then takes "you" and the verb that goes with it), and the view after the move where the table has it.
 */
export interface MilestoneTelling<G extends AnyGame> extends Pick<Telling<G>, 'lang' | 'seatName'> {
  /** Whether `seat` is the person at this screen (absent: nobody is). */
  isYou?(seat: Seat): boolean;
  /** The view of the seat shown just after the move that closed the milestone (absent where not known). */
  readonly after?: ViewOf<G> | null;
}

/** A move shown on the board (a hint's, or the one of the log line pointed at), and who made or would make it. */
export interface Marked<G extends AnyGame> {
  readonly seat: Seat;
  readonly move: MoveOf<G> | HiddenMove;
  /** Why it is shown: a hint (it can be played now) or a line of the log (it was played). */
  readonly from: 'hint' | 'log';
}

/** A summary of a stage of the game a person reads before the table goes on (a deal scored). */
export interface Summary {
  readonly title: string;
  readonly body: unknown;
}

/** The pace the person set: what a board's pauses are made of. */
export interface Pace {
  /** The bots' pace: `bot-delay / 600` (1 their own, 0 at once). */
  readonly factor: number;
  /** The pause before each roll of a real-time game, in ms (the `roll-pause` attribute). */
  readonly rollPause: number;
}

/**
 * The board's own state for a move in the making: every field optional, since the table starts it empty and
 * clears it after every change of the match.
 */
export type BoardUi = Record<string, unknown>;

/** What a board is given to draw and to play (`U`: the shape of its {@link BoardContext.ui}). */
export interface BoardContext<G extends AnyGame, U extends BoardUi = BoardUi> {
  /** The seat's view (or the spectator's). */
  readonly view: ViewOf<G>;
  /** The moves the seat shown may make now (empty when it is not its turn, or the screen is to be handed over). */
  readonly legal: readonly MoveOf<G>[];
  /** The seat shown, `null` for a spectator. */
  readonly seat: Seat | null;
  /**
   * The seat a sentence calls "you" (absent: the seat shown). A replay of every seat's view sets `null`: each
   * board then names its seat, as the log does.
   */
  readonly you?: Seat | null;
  /** Whether the seat shown may move now. */
  readonly mine: boolean;
  readonly lang: Lang;
  /**
   * A state with this view, for the game's `steps` (the continuations of a move in the making); `null` for a
   * spectator. It holds nothing the seat cannot see that matters to its own moves.
   */
  position(): StateOf<G> | null;
  /** Plays a move for the seat shown (a refusal is shown and changes nothing). */
  play(move: MoveOf<G>): void;
  /** A seat's name as the table shows it. */
  seatName(seat: Seat): string;
  /** Whether `move` is among the legal moves now. */
  isLegal(move: MoveOf<G>): boolean;
  /** The move shown on the board now (a hint's, or a log line's), or `null`. */
  readonly marked: Marked<G> | null;
  /** Whether `move` is the move shown ({@link BoardContext.marked}); a move control marks itself so. */
  isMarked(move: MoveOf<G>): boolean;
  /**
   * While the table pauses before the next roll (a real-time game, so that people can read the last round): when
   * the pause ends (a `performance.now()` time); `null` when it does not pause. The table draws again then.
   */
  readonly resumesAt: number | null;
  /**
   * A button that makes `move` (part `move <part>`), enabled as {@link MoveControl.enabled} says; a disabled one
   * stays focusable and says why when it is tried (the rule's words for that one move).
   */
  moveButton(move: MoveOf<G>, label: string, content: unknown, control?: MoveControl): TemplateResult;
  /**
   * A button for one step of a move in the making (part `move <part>`): `enabled` when the game's `steps` offer
   * it, so it always makes progress; `why` says why not, `chosen` marks a step taken (`aria-pressed`).
   */
  stepButton(
    label: string,
    content: unknown,
    onChoose: () => void,
    step?: {
      readonly part?: string;
      readonly enabled?: boolean;
      readonly why?: string;
      readonly chosen?: boolean;
      /** The step of the move shown ({@link BoardContext.marked}): marked so (part `marked`). */
      readonly marked?: boolean;
    },
  ): TemplateResult;
  /**
   * Wraps SVG content as a move control on the board (part `move cell`, a button for keyboards and readers);
   * `marked`: it is (part of) the move shown (part `marked`).
   */
  boardMove(label: string, content: TemplateResult, onChoose: () => void, marked?: boolean): TemplateResult;
  /** The board's own state for a move in the making; cleared after every change of the match. */
  readonly ui: Partial<U>;
  /** Draws again (after a change to `ui`). */
  refresh(): void;
  /** Shows a short notice on the table (a hint of the board's: why a step cannot be taken). */
  notice(text: string): void;
  /** Moves the keyboard focus to the board's element matching `selector` once it is drawn. */
  focus(selector: string): void;
}

/** A game's board (see the module comment). */
export interface Board<G extends AnyGame, Ctx extends BoardContext<G> = BoardContext<G>> {
  readonly game: G;
  /** The game's bots runner: its own Worker, holding this game's bots only (see `bots/runner.ts`). */
  readonly bots: () => TableBots;
  /** The default `seats` attribute. */
  readonly defaultSeats: string;
  /** The board's words, every language (the catalogues' test checks every key and placeholder in each). */
  readonly texts: Catalogue<Messages>;
  /**
   * The game's short rules (its module in `rules/`), loaded apart from the element when a table first draws
   * them: the table's rules panel and a guided game read them.
   */
  readonly rules?: () => Promise<GameRules>;
  /** The board's styles, added to the table's. */
  readonly styles?: CSSResult;
  render(ctx: Ctx): unknown;
  /** The score sheet beside the board (optional). */
  renderScore?(ctx: Ctx): unknown;
  /** The scores a view shows, one per seat (higher is better), for the score chart; `null`: none yet. */
  scores?(view: ViewOf<G>): readonly number[] | null;
  /**
   * A move as one sentence in the table's language, for the log and a hint: who made it (or, for a hint, what
   * to do) and what it did, things named as people name them. Every move kind of the game has one, in every
   * language (a test renders them all).
   */
  describe(move: MoveOf<G> | HiddenMove, telling: Telling<G>): string;
  /** A stage of the game that closed (core's `milestone`) as one sentence for the log. */
  describeMilestone?(milestone: Milestone, telling: MilestoneTelling<G>): string;
  /**
   * A milestone a person reads before the table goes on (a deal's summary): shown over the board until the
   * person dismisses it, the bots of a match in the page waiting meanwhile. `null`: none for this milestone.
   */
  summary?(milestone: Milestone, ctx: Ctx): Summary | null;
  /** How the game ended, in words, for the status line (`null`, or none: its winners). */
  result?(outcome: Outcome, ctx: Ctx): string | null;
  /**
   * A pause before the bots move again after a move from `before` to `after`, in ms, so that people can take in
   * what it did (a trick won, a round's result before the next roll). Default none.
   */
  pause?(before: StateOf<G>, after: StateOf<G>, pace: Pace): number;
  /** What a seat's plate around the felt says besides its name (cards in hand, tricks taken); none by default. */
  seatInfo?(ctx: Ctx, seat: Seat): unknown;
  /** A sound for what changed from one view to the next (`won`: a trick won); `null` or none: no sound. */
  cue?(before: ViewOf<G>, after: ViewOf<G>): 'won' | null;
}

/**
 * Whether a sentence of the board calls `seat` "you" ({@link BoardContext.you}, else the seat shown).
 *
 * @example
 * ```ts
 * t('wonBy', { who: isYou(ctx, winner) ? 'you' : 'other', name: ctx.seatName(winner) });
 * ```
 */
export function isYou(ctx: Pick<BoardContext<AnyGame>, 'seat' | 'you'>, seat: Seat): boolean {
  return (ctx.you === undefined ? ctx.seat : ctx.you) === seat;
}
