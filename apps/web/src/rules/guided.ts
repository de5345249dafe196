/**
 * A guided first game (a table's `guided` attribute): on each of the person's turns the table asks its hint (the
 * strong bot's move, `table/hint.ts`), shows it on the board, and says beside it the rule behind it in words —
 * the short rules' sentence for that kind of move and what core says against the other moves of its kind now
 * ({@link explain}). A Lit controller of the table: it asks once per turn, one question at a time.
 *
 * Where no move is to be suggested, it says the rules of the moment instead (`moment.ts`): at a hosted table
 * whose host allows no hints (the rules of what the person can do now, no suggestion), and in the real-time
 * dice games (what the person can claim now and why; no bot is asked, so the racing bots are neither slowed
 * nor waited for).
 *
 * @module
 */
import type { AnyGame, Lang, Seat } from '@tafel/core';
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Board } from '../table/board.js';
import type { BoardMarks } from '../table/board-marks.js';
import type { MoveOf, TableMatch } from '../table/match.js';
import { tellingOf } from '../table/move-log.js';
import type { Explanation } from './explain.js';
import type { Moment } from './moment.js';
import type { GameRules } from './short-rules.js';

/** A hint as the table shows it: the move and its words. */
export interface Hinted {
  readonly move: unknown;
  readonly words: string;
}

/** What the guide reads from its table whenever it draws. */
export interface GuideSource {
  /** Whether the table is guided (its `guided` attribute). */
  readonly on: boolean;
  /**
   * Whether a move is suggested: hints are allowed (at a hosted table, the host's choice) and the game is not
   * played in real time. Otherwise the guide says {@link GuideSource.moment}.
   */
  readonly suggests: boolean;
  readonly lang: Lang;
  /** The person's turn now, as a key that changes with every move (`null`: not their turn). */
  readonly turn: string | null;
  /** Asks the table's hint and shows it on the board; the move and its words (`null`: none stands). */
  hint(): Promise<Hinted | null>;
  /** Why a move of the person's, from the rules (`null`: the table cannot tell now). */
  explain(move: unknown): Promise<Explanation | null>;
  /** The rules of the moment, where no move is suggested (`null`: the table cannot tell now). */
  moment(): Promise<Moment | null>;
}

/** What the guide asks of its table: the hint (shown on the board), and the board's marks for a move it names. */
export interface GuideActs<G extends AnyGame> {
  hint(): Promise<Hinted | null>;
  readonly marks: BoardMarks<G>;
}

/** Whether a table is guided, and whether hints are allowed there (a hosted table: its host's choice). */
export interface Guidance {
  readonly guided: boolean;
  readonly hints: boolean;
}

/** What a table has that the guide needs, for {@link guideSource}. */
export interface GuidedTable<G extends AnyGame> {
  readonly match: TableMatch<G> | null;
  readonly viewer: Seat | null;
  readonly mine: boolean;
  /** The legal moves of the seat shown now. */
  readonly legal: readonly MoveOf<G>[];
  seatName(seat: Seat): string;
}

/**
 * The guide's source for a table: its turn key, its hint, the explanation from its board's rules and core's
 * game on the position the seat sees, and the rules of the moment from the seat's view and legal moves.
 *
 * @example
 * new GuidedGame(this, () => guideSource({ guided: true, hints: true }, this.table, this.board, rulesOf, 'en', acts));
 */
export function guideSource<G extends AnyGame>(
  guidance: Guidance,
  table: GuidedTable<G>,
  board: Board<G> | null,
  rules: (board: Board<G>) => Promise<GameRules | null>,
  lang: Lang,
  acts: GuideActs<G>,
): GuideSource {
  const on = guidance.guided;
  const m = table.match;
  const seat = table.viewer;
  const suggests = guidance.hints && m?.game.realtime !== true;
  // The key names the guide's way too: a table whose hints setting is learnt late is told anew, not left as was.
  const turn =
    on && m && seat !== null && table.mine && m.outcome === null && m.thinking === null
      ? `${seat}:${m.version}:${suggests ? 'hint' : 'moment'}`
      : null;
  return {
    on,
    suggests,
    lang,
    turn,
    hint: () => acts.hint(),
    explain: async (move) => {
      const state = m && seat !== null ? m.position(seat) : null;
      if (!board || !m || seat === null || state === null) return null;
      // The rules and the explaining load apart from the element, when a guided table first needs them.
      const [known, { explain }] = await Promise.all([rules(board), import('./explain.js')]);
      return known ? explain(m.game, known, state, seat, move as MoveOf<G>, lang) : null;
    },
    moment: async () => {
      if (!board || !m || seat === null) return null;
      const [known, { momentOf }] = await Promise.all([rules(board), import('./moment.js')]);
      if (!known) return null;
      const view = m.view(seat);
      const seatName = (s: Seat) => table.seatName(s);
      const views = view === null ? null : { before: view, after: view };
      const telling = tellingOf<G>(seat, 'hint', views, { lang, viewer: seat, seatName });
      const moment = momentOf({
        game: m.game.id,
        view,
        legal: table.legal,
        rules: known,
        lang,
        hints: guidance.hints,
        describe: (move) => board.describe(move as MoveOf<G>, telling),
      });
      // The move the words name is shown on the board too, as a hint's is (until the match moves on).
      if (moment.example !== null) acts.marks.mark(m, seat, moment.example as MoveOf<G>, 'hint');
      // No hints allowed: no hint's move stays marked either (one asked before the table's setting was known).
      else if (!guidance.hints && acts.marks.marked?.from === 'hint') acts.marks.marked = null;
      return moment;
    },
  };
}

/**
 * The guided game's controller (see the module comment): what the table holds; the advice itself (`advice.ts`)
 * loads when the table is first guided. Its {@link GuidedGame.render} goes on the board.
 */
export class GuidedGame implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #source: () => GuideSource;
  #advice: import('./advice.js').Advice | null = null;
  #loading = false;

  constructor(host: ReactiveControllerHost, source: () => GuideSource) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.#advice) this.#advice.updated();
    else if (!this.#loading && this.#source().on) {
      this.#loading = true;
      void import('./advice.js').then(({ Advice }) => {
        this.#advice = new Advice(this.#host, this.#source);
        this.#host.requestUpdate();
      });
    }
  }

  /** The advice on the board (part `guide`) on the person's turn; nothing otherwise. */
  render(): TemplateResult | typeof nothing {
    return this.#advice?.render() ?? nothing;
  }
}
