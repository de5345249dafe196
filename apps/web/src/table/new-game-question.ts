/**
 * The question before a new game throws away a game in progress: a small Lit reactive controller that knows
 * whether it is asked (`new`, or `same`: the same deal again), focuses its "no" (keeping the game is the safe
 * answer) and draws it among the table controls.
 *
 * @module
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { confirmNewGame, type TableWords } from './table-parts.js';

/** Which new game is asked for: a new deal, or the same deal again. */
export type NewGameKind = 'new' | 'same';

/** See the module comment. */
export class NewGameQuestion implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly renderRoot: ParentNode };
  readonly #inProgress: () => boolean;
  readonly #start: (which: NewGameKind) => void;
  /** The question shown now (`null`: none). */
  asked: NewGameKind | null = null;

  /**
   * @param inProgress whether a game would be thrown away (then the question is asked first)
   * @param start starts the new game (a new deal, or the same one)
   */
  constructor(
    host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    inProgress: () => boolean,
    start: (which: NewGameKind) => void,
  ) {
    this.#host = host;
    this.#inProgress = inProgress;
    this.#start = start;
    host.addController(this);
  }

  hostConnected(): void {}

  /** A new game asked for: started at once, or the question shown first when a game is in progress. */
  ask(which: NewGameKind): void {
    if (!this.#inProgress()) {
      this.answer(which);
      return;
    }
    this.asked = which;
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() =>
      (this.#host.renderRoot.querySelector('[part~="confirm-no"]') as HTMLElement | null)?.focus(),
    );
  }

  /** Starts the new game asked for (the question, if any, goes). */
  answer(which: NewGameKind): void {
    this.asked = null;
    this.#start(which);
  }

  /** Keeps the game in progress. */
  keep(): void {
    this.asked = null;
    this.#host.requestUpdate();
  }

  /** The question, when asked. */
  render(t: TableWords): TemplateResult | null {
    const which = this.asked;
    if (!which) return null;
    return confirmNewGame(
      t,
      which,
      () => this.answer(which),
      () => this.keep(),
    );
  }
}
