/**
 * The Tafel API's routes for playing together, as the lobby and the table page call them (`docs/api.md`,
 * "Playing together"): the open tables, hosting a table, joining a seat, a seat's rejoin code, the host's
 * invite, a bot for an open seat, starting early, and a match as a seat or a spectator sees it (the shapes are
 * core's, `@tafel/core/match`, as the API sends them). Every request asks for the page's language, so a
 * refusal comes back as the API's own sentence in it: {@link Refused}.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import type { HostedView, Seated, TableListing, TableRequest } from '@tafel/core/match';
import { newContribution } from '@tafel/core/match';

export type { Seated, SeatRequest, TableListing, TableRequest } from '@tafel/core/match';

/** A hosted table: its id, the host's token, each person's seat token and rejoin code, a private table's invite. */
export interface Hosted {
  readonly id: string;
  readonly host: string;
  readonly seats: readonly { readonly seat: number; readonly token?: string; readonly rejoin?: string }[];
  readonly invite?: string;
}

/** A match as the page asks for it before it shows the table (a part of the API's view). */
export type MatchSummary = Pick<HostedView, 'id' | 'game' | 'seat' | 'seats' | 'started' | 'table'>;

/** The API refused: its code, status and sentence (in the language asked for). */
export class Refused extends Error {
  override readonly name = 'Refused';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request to the API: its method (POST when there is a body, else GET), JSON body and bearer token. */
export interface CallInit {
  readonly method?: string;
  readonly body?: unknown;
  readonly token?: string | undefined;
}

/**
 * Calls `/v1{path}` of the API at `base` in `lang`: the answer's JSON, or a {@link Refused} with the API's code
 * and sentence (`http-{status}` and the status line when the answer has none).
 *
 * @example
 * const board = await callApi<Leaderboard>(location.origin, 'en', '/ratings/wiezen');
 */
export async function callApi<T>(base: string, lang: Lang, path: string, init: CallInit = {}): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/v1${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await res.json().catch(() => ({}))) as T & { error?: { code?: string; message?: string } };
  if (!res.ok) {
    const message = body.error?.message ?? (`${res.status} ${res.statusText}`.trim() || String(res.status));
    throw new Refused(body.error?.code ?? `http-${res.status}`, res.status, message);
  }
  return body;
}

/** The routes, for one API and one language. */
export class TogetherApi {
  readonly #base: string;
  readonly #lang: Lang;

  /** `base`: the API's origin (the page's own, usually). */
  constructor(base: string, lang: Lang) {
    this.#base = base.replace(/\/+$/, '');
    this.#lang = lang;
  }

  #call<T>(path: string, init: CallInit = {}): Promise<T> {
    return callApi<T>(this.#base, this.#lang, path, init);
  }

  /** The public tables waiting for players, the newest first; `next` to ask for the page after. */
  tables(before?: number): Promise<{ tables: TableListing[]; next?: number }> {
    return this.#call(`/tables${before !== undefined ? `?before=${before}` : ''}`);
  }

  /**
   * Hosts a table. Each person seated here sends a contribution to the deal of their own (drawn in this page),
   * so that the deal is nobody's choice (see the API's fair deals).
   */
  create(request: TableRequest): Promise<Hosted> {
    const seats = request.seats.map((s) =>
      s.kind === 'human' ? { ...s, contribution: newContribution() } : s,
    );
    return this.#call('/matches', { body: { ...request, seats } });
  }

  /**
   * Takes open seat `seat` (a private table's with its invite), with this page's contribution to the deal;
   * `person`: the key of the person this browser is (the seat plays under their claimed name, and is rated).
   */
  join(
    match: string,
    seat: number,
    args: { name?: string; invite?: string; person?: string },
  ): Promise<Seated> {
    return this.#call(`/matches/${encodeURIComponent(match)}/seats/${seat}/join`, {
      body: { ...args, contribution: newContribution() },
    });
  }

  /** A seat's rejoin code gives it a new token (the old one stops working). */
  rejoin(match: string, code: string): Promise<Seated> {
    return this.#call(`/matches/${encodeURIComponent(match)}/rejoin`, { body: { code } });
  }

  /** The host: a private table's invite code, and the seats still open. */
  invite(match: string, host: string): Promise<{ invite?: string; open: number[] }> {
    return this.#call(`/matches/${encodeURIComponent(match)}/invite`, { token: host });
  }

  /** The host gives open seat `seat` to a bot of the table's level. */
  seatBot(match: string, seat: number, host: string): Promise<unknown> {
    return this.#call(`/matches/${encodeURIComponent(match)}/seats/${seat}/bot`, { body: {}, token: host });
  }

  /** The host begins the game now: bots take the open seats. */
  start(match: string, host: string): Promise<unknown> {
    return this.#call(`/matches/${encodeURIComponent(match)}/start`, { method: 'POST', token: host });
  }

  /** The match as `token`'s seat sees it (a spectator's without). */
  read(match: string, token?: string): Promise<MatchSummary> {
    return this.#call(`/matches/${encodeURIComponent(match)}`, { token });
  }
}
