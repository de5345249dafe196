/**
 * The controls a board draws to make a move (see {@link BoardContext}'s `moveButton`, `stepButton` and
 * `boardMove`), drawn from what they are given: enabled or not, and when not, saying why when tried, focused or
 * pointed at (the automation contract in `table-element.ts`).
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { BoardContext, MoveControl } from './board.js';
import type { MoveOf } from './match.js';

/** What the controls ask of the table they are on. */
export interface ControlTable<G extends AnyGame> {
  /** Whether the seat shown may move now. */
  readonly mine: boolean;
  /** Plays a move of the seat shown. */
  readonly play: (move: MoveOf<G>) => void;
  /** Says a sentence on the table (the notice). */
  readonly say: (text: string) => void;
  /** Why `move` cannot be played now, in the rule's words. */
  readonly why: (move: MoveOf<G>) => string;
  /** "That move is not possible now." / "It is not your turn." in the table's language. */
  readonly notNow: string;
}

/** Sets a disabled control's title to why it cannot be used (asked of that one move), and returns it. */
function explain(e: Event, why: () => string): string {
  const reason = why();
  (e.currentTarget as HTMLElement).title = reason;
  return reason;
}

/** A move control: enabled as the board says (`legal`: by default), else it says why when tried. */
export function moveButton<G extends AnyGame>(
  table: ControlTable<G>,
  move: MoveOf<G>,
  label: string,
  content: unknown,
  control: MoveControl,
  legal: boolean,
  marked: boolean,
): TemplateResult {
  const part = `${control.part ?? ''}${marked ? ' marked' : ''}`;
  const enabled = (control.enabled ?? legal) && table.mine;
  const why = () => table.why(move);
  return html`<button
    part="move ${part}"
    class="move ${part}"
    aria-label=${label}
    aria-disabled=${enabled ? 'false' : 'true'}
    title=${enabled ? label : table.notNow}
    @focus=${enabled ? nothing : (e: Event) => explain(e, why)}
    @pointerenter=${enabled ? nothing : (e: Event) => explain(e, why)}
    @click=${(e: Event) => (enabled ? table.play(move) : table.say(explain(e, why)))}
  >
    ${content}
  </button>`;
}

/** A step of a move in the making (a card chosen before the move is complete): see `BoardContext.stepButton`. */
export function stepButton<G extends AnyGame>(table: ControlTable<G>): BoardContext<G>['stepButton'] {
  return (label, content, onChoose, step = {}) => {
    const enabled = (step.enabled ?? true) && table.mine;
    const why = step.why ?? table.notNow;
    const part = `${step.part ?? ''}${step.marked ? ' marked' : ''}`;
    return html`<button
      part="move ${part}"
      class="move ${part} ${step.chosen ? 'chosen' : ''}"
      aria-label=${label}
      aria-pressed=${step.chosen === undefined ? nothing : step.chosen ? 'true' : 'false'}
      aria-disabled=${enabled ? 'false' : 'true'}
      title=${enabled ? label : why}
      @click=${() => (enabled ? onChoose() : table.say(why))}
    >
      ${content}
    </button>`;
  };
}

/** A control drawn on the board in SVG (a die on the pyramid): see `BoardContext.boardMove`. */
export const boardMove: BoardContext<AnyGame>['boardMove'] = (label, content, onChoose, marked = false) =>
  svg`<g part=${marked ? 'move cell marked' : 'move cell'} class=${marked ? 'marked' : ''} role="button" tabindex="0" aria-disabled="false" aria-label=${label}
    @click=${onChoose}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onChoose();
      }
    }}>${content}</g>`;
