/**
 * People and their ratings, without accounts: a person is a name they claimed and a key their browser keeps (no
 * e-mail, no password). The key is shown once, when the name is claimed, and stored only as its SHA-256; a
 * person moves to another device with a short move code (one use, ten minutes) that gives that device a key of
 * its own. A name is theirs once claimed: nobody else can claim it again, whatever its capitals or width.
 *
 * Every finished hosted match where at least one seat was a person with a key (and nobody sat twice) updates
 * those people's rating at that game by Glicko-2 ({@link rateMatch}); bots count at their level's fixed rating.
 * The leaderboard of a game lists its rated people, the highest first.
 *
 * @module
 */

import { hashToken, newToken } from '../auth/index.js';
import { apiError } from '../errors/index.js';
import { botRating, type Entrant, FIRST_RATING, rateMatch } from './glicko.js';
import type { GameRating, Person, RatingsStore, Standing } from './store.js';

export type { Rating } from './glicko.js';
export { BOT_RATINGS, botRating, FIRST_RATING, rateMatch, ratePeriod } from './glicko.js';
export type { GameRating, Person, RatingsStore, Standing } from './store.js';
export { sqlRatings } from './store.js';

/** How long a move code may wait to be used. */
export const MOVE_CODE_MS = 10 * 60 * 1000;
/** The letters of a move code: no 0/O, 1/I/L, so it can be read aloud and typed. */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The most people a leaderboard lists. */
export const LEADERBOARD_SIZE = 50;

/** Who sat at a seat of a finished match, for its rating. */
export type RatedSeat = { person: string } | { bot: string } | { nobody: true };

/** The form of a name two claims are compared in: the same letters, whatever their capitals or width. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

function moveCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const letters = Array.from(bytes, (b) => CODE_LETTERS[b % CODE_LETTERS.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A typed move code in its stored form: capitals, no spaces or dashes. */
const codeKey = (code: string) => hashToken(code.toUpperCase().replace(/[\s-]/g, ''));

/** A new person id: 72 random bits. */
function personId(): string {
  return newToken().token.slice(0, 12);
}

/**
 * The people and ratings of one server.
 *
 * @example
 * ```ts
 * const ratings = new Ratings(sqlRatings(nodeSqlite(':memory:')));
 * const { key } = await ratings.claim('Anna');
 * await ratings.finished('m1', 'wiezen', [{ person: (await ratings.person(key))!.id }, { bot: 'normal' }], [0]);
 * ```
 */
export class Ratings {
  readonly #store: RatingsStore;
  readonly #now: () => number;

  constructor(store: RatingsStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** Claims a name: the new person and their key (shown once); 409 `name-taken` when someone has it. */
  async claim(name: string): Promise<{ person: Person; key: string }> {
    const person = { id: personId(), name: name.trim() };
    const { token, hash } = newToken();
    if (!(await this.#store.addPerson(person, nameKey(person.name), hash, this.#now())))
      throw apiError('name-taken', { name: person.name });
    return { person, key: token };
  }

  /** The person a key belongs to; 401 `invalid-person-key` for an unknown key. */
  async person(key: string): Promise<Person> {
    const person = await this.#store.personByKey(hashToken(key));
    if (!person) throw apiError('invalid-person-key');
    return person;
  }

  /** A person and every game they are rated at. */
  async me(key: string): Promise<{ person: Person; ratings: Array<GameRating & { game: string }> }> {
    const person = await this.person(key);
    return { person, ratings: await this.#store.ratingsOf(person.id) };
  }

  /** A move code for another device of the person with `key`, and until when it works (ms since the epoch). */
  async moveCode(key: string): Promise<{ code: string; until: number }> {
    const person = await this.person(key);
    const code = moveCode();
    const until = this.#now() + MOVE_CODE_MS;
    await this.#store.putCode(codeKey(code), person.id, until);
    return { code, until };
  }

  /** Uses a move code: a new key of the same person; 401 `invalid-move-code` for an unknown, used or old one. */
  async move(code: string): Promise<{ person: Person; key: string }> {
    const id = await this.#store.takeCode(codeKey(code), this.#now());
    if (id === null) throw apiError('invalid-move-code');
    const { token, hash } = newToken();
    await this.#store.addKey(id, hash);
    return { person: await this.person(token), key: token };
  }

  /**
   * Rates a finished match once (a second call for the same match changes nothing): the people at its seats,
   * against each other and the bots, by who won. A person at two seats of one match is not rated by it.
   */
  async finished(
    match: string,
    game: string,
    seats: readonly RatedSeat[],
    winners: readonly number[],
  ): Promise<void> {
    const people = seats.flatMap((s) => ('person' in s ? [s.person] : []));
    const twice = new Set(people.filter((p, i) => people.indexOf(p) !== i));
    if (people.length === 0 || people.length === twice.size) return;
    const known = await this.#store.ratings(game, people);
    const entrants: Entrant[] = seats.flatMap((s, seat): Entrant[] => {
      const won = winners.includes(seat);
      if ('bot' in s) return [{ id: `bot:${seat}`, rating: botRating(s.bot), fixed: true, won }];
      if ('nobody' in s) return [];
      const rating = known.get(s.person) ?? FIRST_RATING;
      // A person at two seats plays as a fixed entrant: the others still met someone of that strength.
      return [
        { id: twice.has(s.person) ? `twice:${seat}` : s.person, rating, fixed: twice.has(s.person), won },
      ];
    });
    const after = rateMatch(entrants);
    if (after.size === 0) return;
    const updates = [...after].map(([person, rating]) => ({
      person,
      rating,
      won: winners.some((w) => 'person' in seats[w]! && (seats[w] as { person: string }).person === person),
    }));
    await this.#store.rate(match, game, updates, this.#now());
  }

  /** The leaderboard of a game: its rated people, the highest rating first. */
  leaderboard(game: string, limit = LEADERBOARD_SIZE): Promise<Standing[]> {
    return this.#store.leaderboard(game, limit);
  }
}
