/**
 * A hosted table's own state at this screen and its controls: "leave" asked and waiting for its answer, this seat
 * gone from the table, a request on its way; leaving (once confirmed), and playing again at the next table with
 * the same players (the element moves to that match).
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { html, type TemplateResult } from 'lit';
import { Club, type ClubHost } from '../club/club.js';
import type { TableInfo } from './match.js';
import type { MatchController } from './match-controller.js';
import type { TableWords } from './table-parts.js';
import { peopleList, togetherControls } from './together.js';

/** The state of a hosted table at this screen: see the module comment. */
export class TogetherState<G extends AnyGame> {
  confirming = false;
  left = false;
  busy = false;
  /** The club beside the game: the turn clock, the chat, the turn told in the background, play again's invitation. */
  readonly club: Club<G>;

  /**
   * @param host the table's element (it moves to the next match by its `match` and `token` attributes)
   * @param table the table's match controller
   */
  constructor(
    private readonly host: ClubHost,
    private readonly table: MatchController<G>,
  ) {
    this.club = new Club(host, table);
  }

  /** A new match: nothing asked, nobody gone. */
  reset(): void {
    this.confirming = false;
    this.left = false;
    this.busy = false;
  }

  #set(next: Partial<Pick<TogetherState<G>, 'confirming' | 'left' | 'busy'>>): void {
    Object.assign(this, next);
    this.host.requestUpdate();
  }

  /** Beside the board at a hosted table: who sits where (each seat's turn clock), then the chat. */
  side(t: TableWords, info: TableInfo, over: boolean): TemplateResult {
    const people = peopleList(
      t,
      info,
      (s) => this.table.seatName(s),
      over,
      (s) => this.club.seatClock(s),
    );
    return html`${people} ${this.club.panel()}`;
  }

  /** A hosted table's controls: leave (once confirmed), then the way back; play again at the end. */
  render(t: TableWords, info: TableInfo, over: boolean): unknown {
    return togetherControls(t, {
      table: info,
      over,
      confirming: this.confirming,
      busy: this.busy,
      invitation: this.club.invitation(),
      askLeave: () => this.#set({ confirming: true }),
      stay: () => this.#set({ confirming: false }),
      leave: async () => {
        this.#set({ busy: true });
        const left = await this.table.leave();
        this.#set({ busy: false, confirming: false, left });
        // Gone from the table: its stream closes, so the others see the seat empty and a bot takes it.
        if (left) this.table.match = null;
      },
      playAgain: async () => {
        this.#set({ busy: true });
        const next = await this.table.rematch();
        this.#set({ busy: false });
        if (next) this.#moveTo(next.match, next.token);
      },
      follow: () => {
        if (info.next) this.#moveTo(info.next, undefined);
      },
    });
  }

  /** Shows another hosted match (the next table): its id, and this seat's token there. */
  #moveTo(match: string, token: string | undefined): void {
    this.host.setAttribute('match', match);
    if (token) this.host.setAttribute('token', token);
    else this.host.removeAttribute('token');
  }
}
