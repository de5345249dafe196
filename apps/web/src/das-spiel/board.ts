/**
 * A Das Spiel board: the table's {@link Board} shape, whose context also gives the pyramid's `viewBox` at the
 * table's zoom and pan (every board draws its pyramid with it), and whose catalogue has the rules in short
 * (`rules`), shown on the rules card. One folder per game (`cui-bono/`, …), listed in `boards.ts`.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import type { Catalogue, Message, Messages } from '../i18n/index.js';
import type { Board, BoardContext, BoardUi } from '../table/board.js';

/** What a pyramid board is given: the table's context and the pyramid's `viewBox`. */
export interface PyramidContext<G extends AnyGame, U extends BoardUi = BoardUi> extends BoardContext<G, U> {
  readonly viewBox: string;
}

/** A game's board for `<tafel-das-spiel>`. */
export interface PyramidBoard<G extends AnyGame, U extends BoardUi = BoardUi>
  extends Board<G, PyramidContext<G, U>> {
  readonly texts: Catalogue<Messages & { readonly rules: Message }>;
}
