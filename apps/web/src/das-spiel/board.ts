/**
 * What one game of Das Spiel brings to `<tafel-das-spiel>`: its board (drawn from the seat's view and the legal
 * moves now), its live scores and its rules card. The element owns the table (seats, bots, log, controls); a
 * board only draws and, through its {@link BoardContext}, plays moves. One folder per game (`cui-bono/`, …),
 * listed in `boards.ts`.
 *
 * A board that builds a move in several clicks (Abquetschen's cells, a Bunte Kuh placement) keeps the part
 * chosen so far in `ctx.ui`, which the element clears after every move and on a new game; it enables only
 * continuations the rules allow, so that clicking any enabled `move` control always makes progress.
 *
 * @module
 */
import type { AnyGame, Bot, Lang, Seat } from '@tafel/core';
import type { TemplateResult } from 'lit';
import type { TableBots } from '../bots/runner.js';

/** What a board is given to draw and to play. */
export interface BoardContext<View = unknown, Move = unknown> {
  /** The seat's view (or the spectator's). */
  view: View;
  /** The moves the seat shown may make now (empty when it is not its turn). */
  legal: Move[];
  /**
   * A state with this view (the game's `fromView`): what a board asks the game's `steps` for the continuations
   * of a move in the making. It holds nothing the seat cannot see.
   */
  state(): unknown;
  /** The seat shown, `null` for a spectator. */
  seat: Seat | null;
  lang: Lang;
  /** Plays a move for the seat shown (refused moves show their reason and change nothing). */
  play(move: Move): void;
  /** A seat's name as the table shows it. */
  seatName(seat: Seat): string;
  /** A button that makes a move (part `move <part>`), disabled with the rule's reason when it is not legal. */
  moveButton(move: Move, label: string, content: unknown, part?: string): TemplateResult;
  /**
   * A button for one step of a move in the making (part `move <part>`): offer only steps the game's `steps` lists,
   * so that it always makes progress.
   */
  stepButton(label: string, content: unknown, onChoose: () => void, part?: string): TemplateResult;
  /** Wraps SVG content as a move control on the board (part `move cell`, a button for keyboards and readers). */
  boardMove(label: string, content: TemplateResult, onChoose: () => void): TemplateResult;
  /** The board's own state for a move in the making; cleared after every move and on a new game. */
  ui: Record<string, unknown>;
  /** Draws again (after a change to `ui`). */
  refresh(): void;
  /** The pyramid's SVG `viewBox` at the table's zoom and pan (every board draws its pyramid with it). */
  viewBox: string;
  /** Moves the keyboard focus to the board's element matching `selector` once it is drawn. */
  focus(selector: string): void;
}

/** A game's board for `<tafel-das-spiel>`. */
export interface PyramidBoard<View = unknown, Move = unknown> {
  game: AnyGame;
  /** The game's bots runner: its own Worker, holding this game's bots only (see `bots/runner.ts`). */
  bots: () => TableBots;
  /** The default `seats` attribute. */
  defaultSeats: string;
  render(ctx: BoardContext<View, Move>): unknown;
  /** The scores as the game counts them, one per seat, for the score-over-time chart (higher is better). */
  scores(view: View): number[];
  /** The rules in short, per language (a few sentences; the full rules are in docs/rules). */
  rules: Record<Lang, string>;
  /** Real-time games: the racing bot of a level or name, from the game's roster in `@tafel/bots`. */
  racer?: (bot: string) => Bot;
}
