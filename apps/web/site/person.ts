/**
 * You, as a person the API knows (`docs/api.md`, "People and ratings"): no account and no e-mail, a **name
 * claimed once** and a **key this browser keeps** (`localStorage`, never an address). The key goes with every
 * seat this browser takes or hosts (`person`), so the seat plays under the claimed name and the match is rated;
 * a one-use **move code** carries the person to another device, where the code gives that device a key of its
 * own. Here: the kept person, and the people routes (claim, who a key is, a move code, moving, a leaderboard).
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { callApi } from './api.ts';
import type { KeptStore } from './kept.ts';

/** Where the person is kept. */
export const PERSON_KEY = 'tafel:person';

/** The person this browser is: their id and claimed name, and this device's key. */
export interface KeptPerson {
  readonly id: string;
  readonly name: string;
  readonly key: string;
}

/** One line of a game's leaderboard, as `GET /v1/ratings/{game}` answers. */
export interface Standing {
  readonly rank: number;
  readonly name: string;
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
  readonly wins: number;
}

/** A game's leaderboard, and the fixed rating each bot level counts at. */
export interface Leaderboard {
  readonly game: string;
  readonly bots: Readonly<Record<string, { readonly rating: number; readonly rd: number }>>;
  readonly standings: readonly Standing[];
}

/**
 * The person kept in `store` (`null`: none, or an entry that cannot be read).
 *
 * @example
 * ```ts
 * keptPerson(localStorage)?.name; // 'Anna'
 * ```
 */
export function keptPerson(store: KeptStore): KeptPerson | null {
  try {
    const value = JSON.parse(store.getItem(PERSON_KEY) ?? 'null') as Partial<KeptPerson> | null;
    return value &&
      typeof value.key === 'string' &&
      typeof value.name === 'string' &&
      typeof value.id === 'string'
      ? { id: value.id, name: value.name, key: value.key }
      : null;
  } catch {
    return null;
  }
}

/** Keeps `person` in `store` (this browser is them from now on). */
export function keepPerson(store: KeptStore, person: KeptPerson): void {
  try {
    store.setItem(PERSON_KEY, JSON.stringify(person));
  } catch {
    // A full or refused storage: the page knows the person while it is open.
  }
}

/** What a seat request adds for the kept person: their key, or nothing. */
export const personOf = (store: KeptStore): { person?: string } => {
  const person = keptPerson(store);
  return person ? { person: person.key } : {};
};

/** The people routes and the leaderboards, for one API and one language (refusals in it: `Refused`, see `callApi`). */
export class PeopleApi {
  readonly #base: string;
  readonly #lang: Lang;

  /** `base`: the API's origin (the page's own, usually). */
  constructor(base: string, lang: Lang) {
    this.#base = base.replace(/\/+$/, '');
    this.#lang = lang;
  }

  /** The API's answer; `key`: the person's key, sent as the bearer token. */
  #call<T>(path: string, init: { body?: unknown; key?: string } = {}): Promise<T> {
    return callApi<T>(this.#base, this.#lang, path, {
      ...(init.body !== undefined ? { body: init.body } : {}),
      ...(init.key ? { token: init.key } : {}),
    });
  }

  /** Claims `name` (409 `name-taken` when someone has it): the person, with this device's key. */
  async claim(name: string): Promise<KeptPerson> {
    const { person, key } = await this.#call<{ person: { id: string; name: string }; key: string }>(
      '/people',
      {
        body: { name },
      },
    );
    return { ...person, key };
  }

  /** The key's person and their rating at each game they played rated. */
  me(
    key: string,
  ): Promise<{ person: { id: string; name: string }; ratings: (Standing & { game: string })[] }> {
    return this.#call('/people/me', { key });
  }

  /** A one-use code, good for ten minutes, that gives another device a key of this person. */
  moveCode(key: string): Promise<{ code: string; until: number }> {
    return this.#call('/people/me/codes', { body: {}, key });
  }

  /** This device becomes the code's person: a key of its own. */
  async move(code: string): Promise<KeptPerson> {
    const { person, key } = await this.#call<{ person: { id: string; name: string }; key: string }>(
      '/people/move',
      { body: { code } },
    );
    return { ...person, key };
  }

  /** The leaderboard of `game`, the highest rating first. */
  leaderboard(game: string): Promise<Leaderboard> {
    return this.#call(`/ratings/${encodeURIComponent(game)}`);
  }
}
