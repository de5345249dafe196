/**
 * Where people and their ratings live: over the same {@link SqlDriver} as the hosted matches (the Node server's
 * SQLite file), in tables of their own. A person is an id, a claimed name and the SHA-256 of each key their
 * browsers hold; a rating is per person and game; a finished match is rated at most once (its id is noted in
 * the same transaction that writes the new ratings, so a restart or a `kill -9` neither loses nor repeats it).
 *
 * @module
 */
import type { SqlDriver } from '../store/sql.js';
import type { Rating } from './glicko.js';

/** A person as others see them. */
export interface Person {
  id: string;
  name: string;
}

/** A person's rating at one game, with how many rated matches it stands on. */
export interface GameRating extends Rating {
  games: number;
  wins: number;
}

/** One row of a leaderboard. */
export interface Standing extends GameRating {
  person: string;
  name: string;
}

/** The new rating of one person after a match, and whether they won it. */
export interface RatingUpdate {
  person: string;
  rating: Rating;
  won: boolean;
}

export interface RatingsStore {
  /** Adds a person with their first key; `false` when the name (as compared) is taken. */
  addPerson(person: Person, nameKey: string, keyHash: string, now: number): Promise<boolean>;
  /** The person a key (by its hash) belongs to. */
  personByKey(keyHash: string): Promise<Person | null>;
  /** Gives a person one more key (another device). */
  addKey(person: string, keyHash: string): Promise<void>;
  /** Keeps a move code (by its hash) for a person until `until`. */
  putCode(codeHash: string, person: string, until: number): Promise<void>;
  /** Takes a move code (once): its person, if it is known and not expired at `now`. */
  takeCode(codeHash: string, now: number): Promise<string | null>;
  /** The ratings at `game` of the people asked for (those without one are missing). */
  ratings(game: string, people: readonly string[]): Promise<Map<string, GameRating>>;
  /** Every game a person is rated at. */
  ratingsOf(person: string): Promise<Array<GameRating & { game: string }>>;
  /** Writes a match's new ratings, unless that match was rated before (then `false` and no change). */
  rate(match: string, game: string, updates: readonly RatingUpdate[], now: number): Promise<boolean>;
  /** The best rated people at `game`, highest rating first. */
  leaderboard(game: string, limit: number): Promise<Standing[]>;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS people (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, created INTEGER NOT NULL)`,
  'CREATE TABLE IF NOT EXISTS person_keys (hash TEXT PRIMARY KEY, person TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS person_codes (hash TEXT PRIMARY KEY, person TEXT NOT NULL, until INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS ratings (
    person TEXT NOT NULL, game TEXT NOT NULL, rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL,
    games INTEGER NOT NULL, wins INTEGER NOT NULL, updated INTEGER NOT NULL, PRIMARY KEY (person, game))`,
  'CREATE INDEX IF NOT EXISTS leaderboard ON ratings (game, rating)',
  'CREATE TABLE IF NOT EXISTS rated_matches (id TEXT PRIMARY KEY, at INTEGER NOT NULL)',
];

const ratingOf = (r: Record<string, unknown>): GameRating => ({
  rating: Number(r.rating),
  rd: Number(r.rd),
  vol: Number(r.vol),
  games: Number(r.games),
  wins: Number(r.wins),
});

/**
 * The store over `db` (its tables made on first use).
 *
 * @example
 * ```ts
 * const ratings = sqlRatings(nodeSqlite('tafel.sqlite'));
 * ```
 */
export function sqlRatings(db: SqlDriver): RatingsStore {
  for (const statement of TABLES) db.run(statement);
  return {
    async addPerson(person, nameKey, keyHash, now) {
      return db.transaction(() => {
        if (db.all('SELECT 1 FROM people WHERE name_key = ?', nameKey).length > 0) return false;
        db.run(
          'INSERT INTO people (id, name, name_key, created) VALUES (?, ?, ?, ?)',
          person.id,
          person.name,
          nameKey,
          now,
        );
        db.run('INSERT INTO person_keys (hash, person) VALUES (?, ?)', keyHash, person.id);
        return true;
      });
    },
    async personByKey(keyHash) {
      const row = db.all(
        'SELECT p.id, p.name FROM person_keys k JOIN people p ON p.id = k.person WHERE k.hash = ?',
        keyHash,
      )[0];
      return row ? { id: row.id as string, name: row.name as string } : null;
    },
    async addKey(person, keyHash) {
      db.run('INSERT INTO person_keys (hash, person) VALUES (?, ?)', keyHash, person);
    },
    async putCode(codeHash, person, until) {
      db.run(
        'INSERT OR REPLACE INTO person_codes (hash, person, until) VALUES (?, ?, ?)',
        codeHash,
        person,
        until,
      );
    },
    async takeCode(codeHash, now) {
      return db.transaction(() => {
        db.run('DELETE FROM person_codes WHERE until <= ?', now);
        const row = db.all('SELECT person FROM person_codes WHERE hash = ?', codeHash)[0];
        if (!row) return null;
        db.run('DELETE FROM person_codes WHERE hash = ?', codeHash);
        return row.person as string;
      });
    },
    async ratings(game, people) {
      const found = new Map<string, GameRating>();
      for (const person of people) {
        const row = db.all('SELECT * FROM ratings WHERE person = ? AND game = ?', person, game)[0];
        if (row) found.set(person, ratingOf(row));
      }
      return found;
    },
    async ratingsOf(person) {
      return db
        .all('SELECT * FROM ratings WHERE person = ? ORDER BY game', person)
        .map((r) => ({ game: r.game as string, ...ratingOf(r) }));
    },
    async rate(match, game, updates, now) {
      return db.transaction(() => {
        if (db.all('SELECT 1 FROM rated_matches WHERE id = ?', match).length > 0) return false;
        db.run('INSERT INTO rated_matches (id, at) VALUES (?, ?)', match, now);
        for (const u of updates) {
          db.run(
            `INSERT INTO ratings (person, game, rating, rd, vol, games, wins, updated) VALUES (?, ?, ?, ?, ?, 1, ?, ?)
             ON CONFLICT (person, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
               games = games + 1, wins = wins + excluded.wins, updated = excluded.updated`,
            u.person,
            game,
            u.rating.rating,
            u.rating.rd,
            u.rating.vol,
            u.won ? 1 : 0,
            now,
          );
        }
        return true;
      });
    },
    async leaderboard(game, limit) {
      return db
        .all(
          `SELECT r.*, p.name FROM ratings r JOIN people p ON p.id = r.person WHERE r.game = ?
           ORDER BY r.rating DESC, r.games DESC, p.name LIMIT ?`,
          game,
          limit,
        )
        .map((r) => ({ person: r.person as string, name: r.name as string, ...ratingOf(r) }));
    },
  };
}
