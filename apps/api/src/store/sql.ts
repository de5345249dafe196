/**
 * The store of hosted matches over any SQLite: the Node file (`node:sqlite`) and a Durable Object's storage
 * (`ctx.storage.sql`) differ only in how a statement runs and a transaction is made, which a {@link SqlDriver}
 * says. A move is one transaction, guarded by the version: it applies at most once, never by half, and a crash
 * (even `kill -9`) loses no acknowledged move.
 *
 * The tables are made on first use; a file made by an earlier version gets the new columns.
 *
 * @module
 */
import type { MoveRecord } from '@tafel/core';
import type { ChatMessage } from '@tafel/core/match';
import type { MatchStore, SeatEntry, StoredMatch, TableSettings } from './index.js';

/** How statements run on one SQLite database. */
export interface SqlDriver {
  /** The rows a query gives. */
  all(query: string, ...params: (string | number)[]): Record<string, unknown>[];
  /** Runs a statement; how many rows it changed. */
  run(query: string, ...params: (string | number)[]): number;
  /** Runs `fn` as one transaction (rolled back if it throws). */
  transaction<T>(fn: () => T): T;
  close(): void;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY, header TEXT NOT NULL, seats TEXT NOT NULL, state TEXT NOT NULL,
    version INTEGER NOT NULL, over INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS moves (
    match_id TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (match_id, n))`,
  'CREATE INDEX IF NOT EXISTS unfinished ON matches (over)',
  `CREATE TABLE IF NOT EXISTS chat (
    match_id TEXT NOT NULL, n INTEGER NOT NULL, message TEXT NOT NULL, PRIMARY KEY (match_id, n))`,
];

/** Indexes on columns added since the first version (made after the columns). */
const LATER_INDEXES = ['CREATE INDEX IF NOT EXISTS lobby ON matches (public, started, over, created)'];

/** Columns added since the first version, with what an older match gets. */
const ADDED: ReadonlyArray<[column: string, definition: string]> = [
  ['host', "TEXT NOT NULL DEFAULT ''"],
  ['creator', "TEXT NOT NULL DEFAULT ''"],
  ['all_bots', 'INTEGER NOT NULL DEFAULT 0'],
  ['seed_chosen', 'INTEGER NOT NULL DEFAULT 0'],
  ['created', 'INTEGER NOT NULL DEFAULT 0'],
  ['touched', 'INTEGER NOT NULL DEFAULT 0'],
  ['bots', "TEXT NOT NULL DEFAULT ''"],
  ['started', 'INTEGER NOT NULL DEFAULT 1'],
  ['public', 'INTEGER NOT NULL DEFAULT 0'],
  ['settings', "TEXT NOT NULL DEFAULT ''"],
  ['unattended', 'INTEGER NOT NULL DEFAULT 0'],
];

/** The settings of a table stored before tables had any. */
const PLAIN_TABLE: TableSettings = { visibility: 'private', level: 'normal', grace: null };

/** Makes the tables, and adds the columns an older file lacks (its matches count as touched now). */
function migrate(db: SqlDriver, now: number): void {
  for (const statement of TABLES) db.run(statement);
  const have = new Set(db.all('PRAGMA table_info(matches)').map((c) => c.name as string));
  for (const [column, definition] of ADDED) {
    if (have.has(column)) continue;
    db.run(`ALTER TABLE matches ADD COLUMN ${column} ${definition}`);
    if (column === 'created' || column === 'touched') db.run(`UPDATE matches SET ${column} = ?`, now);
  }
  for (const statement of LATER_INDEXES) db.run(statement);
}

const matchOf = (id: string, row: Record<string, unknown>): StoredMatch => ({
  id,
  header: JSON.parse(row.header as string),
  seats: JSON.parse(row.seats as string) as SeatEntry[],
  state: JSON.parse(row.state as string),
  version: Number(row.version),
  over: Number(row.over) === 1,
  host: row.host as string,
  creator: row.creator as string,
  allBots: Number(row.all_bots) === 1,
  unattended: (['no', 'playing', 'paused'] as const)[Number(row.unattended ?? 0)] ?? 'no',
  seedChosen: Number(row.seed_chosen) === 1,
  created: Number(row.created),
  touched: Number(row.touched),
  bots: row.bots ? (JSON.parse(row.bots as string) as StoredMatch['bots']) : undefined,
  started: Number(row.started) === 1,
  table: row.settings ? (JSON.parse(row.settings as string) as TableSettings) : PLAIN_TABLE,
});

/**
 * The store over `db`.
 *
 * @example
 * ```ts
 * const store = sqlStore(nodeSqlite('tafel.sqlite'));
 * ```
 */
export function sqlStore(db: SqlDriver, now: () => number = Date.now): MatchStore {
  migrate(db, now());
  return {
    async create(m) {
      db.run(
        `INSERT INTO matches (id, header, seats, state, version, over, host, creator, all_bots, seed_chosen, created, touched, bots, started, public, settings)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m.id,
        JSON.stringify(m.header),
        JSON.stringify(m.seats),
        JSON.stringify(m.state),
        m.version,
        m.over ? 1 : 0,
        m.host,
        m.creator,
        m.allBots ? 1 : 0,
        m.seedChosen ? 1 : 0,
        m.created,
        m.touched,
        m.bots ? JSON.stringify(m.bots) : '',
        m.started ? 1 : 0,
        m.table.visibility === 'public' ? 1 : 0,
        JSON.stringify(m.table),
      );
    },
    async get(id) {
      const row = db.all('SELECT * FROM matches WHERE id = ?', id)[0];
      return row ? matchOf(id, row) : null;
    },
    async moves(id) {
      return db
        .all('SELECT seat, move FROM moves WHERE match_id = ? ORDER BY n', id)
        .map((r): MoveRecord => ({ seat: Number(r.seat), move: JSON.parse(r.move as string) }));
    },
    async append(id, version, move, state, over, at, bots) {
      return db.transaction(() => {
        const changed = db.run(
          'UPDATE matches SET state = ?, version = version + 1, over = ?, touched = ?, bots = ? WHERE id = ? AND version = ?',
          JSON.stringify(state),
          over ? 1 : 0,
          at,
          bots ? JSON.stringify(bots) : '',
          id,
          version,
        );
        if (changed !== 1) return false;
        db.run(
          'INSERT INTO moves (match_id, n, seat, move) VALUES (?, ?, ?, ?)',
          id,
          version,
          move.seat,
          JSON.stringify(move.move),
        );
        return true;
      });
    },
    async setUnattended(id, unattended) {
      const code = { no: 0, playing: 1, paused: 2 }[unattended];
      return db.run('UPDATE matches SET unattended = ? WHERE id = ?', code, id) === 1;
    },
    async redeal(id, header, state, bots) {
      return (
        db.run(
          'UPDATE matches SET header = ?, state = ?, bots = ? WHERE id = ? AND version = 0',
          JSON.stringify(header),
          JSON.stringify(state),
          bots ? JSON.stringify(bots) : '',
          id,
        ) === 1
      );
    },
    async setSeats(id, seats, started, at) {
      return (
        db.run(
          'UPDATE matches SET seats = ?, started = ?, touched = ? WHERE id = ?',
          JSON.stringify(seats),
          started ? 1 : 0,
          at,
          id,
        ) === 1
      );
    },
    async setTable(id, table) {
      return (
        db.run(
          'UPDATE matches SET settings = ?, public = ? WHERE id = ?',
          JSON.stringify(table),
          table.visibility === 'public' ? 1 : 0,
          id,
        ) === 1
      );
    },
    async tables({ game, before, limit }) {
      const rows = db.all(
        `SELECT id, header, seats, created, settings FROM matches
         WHERE public = 1 AND started = 0 AND over = 0 AND created < ? AND (? = '' OR json_extract(header, '$.game') = ?)
         ORDER BY created DESC LIMIT ?`,
        before ?? Number.MAX_SAFE_INTEGER,
        game ?? '',
        game ?? '',
        limit,
      );
      return rows.map((r) => {
        const header = JSON.parse(r.header as string) as { game: string; options: Record<string, unknown> };
        const table = JSON.parse(r.settings as string) as TableSettings;
        return {
          id: r.id as string,
          game: header.game,
          options: header.options,
          ...(table.name ? { name: table.name } : {}),
          seats: JSON.parse(r.seats as string) as SeatEntry[],
          created: Number(r.created),
        };
      });
    },
    async say(id, message) {
      return db.transaction(() => {
        if (db.all('SELECT 1 FROM matches WHERE id = ?', id).length === 0) return null;
        const n = Number(db.all('SELECT COUNT(*) AS n FROM chat WHERE match_id = ?', id)[0]?.n ?? 0);
        const said: ChatMessage = { n, ...message };
        db.run('INSERT INTO chat (match_id, n, message) VALUES (?, ?, ?)', id, n, JSON.stringify(said));
        return said;
      });
    },
    async chat(id) {
      return db
        .all('SELECT message FROM chat WHERE match_id = ? ORDER BY n', id)
        .map((r) => JSON.parse(r.message as string) as ChatMessage);
    },
    async remove(id) {
      return db.transaction(() => {
        db.run('DELETE FROM moves WHERE match_id = ?', id);
        db.run('DELETE FROM chat WHERE match_id = ?', id);
        return db.run('DELETE FROM matches WHERE id = ?', id) === 1;
      });
    },
    async unfinished() {
      return db.all('SELECT id FROM matches WHERE over = 0 AND started = 1').map((r) => r.id as string);
    },
    async allBotMatches(creator) {
      return Number(
        db.all(
          'SELECT COUNT(*) AS n FROM matches WHERE over = 0 AND (all_bots = 1 OR unattended = 1) AND creator = ?',
          creator,
        )[0]?.n ?? 0,
      );
    },
    async waitingTables(creator) {
      return Number(
        db.all('SELECT COUNT(*) AS n FROM matches WHERE over = 0 AND started = 0 AND creator = ?', creator)[0]
          ?.n ?? 0,
      );
    },
    async expired(at, idleMs, keepMs, waitMs) {
      // How long each kind of match lives untouched: a waiting table, a match being played, a finished one.
      const life = 'CASE WHEN over = 1 THEN ? WHEN started = 0 THEN ? ELSE ? END';
      const ids = db
        .all(`SELECT id FROM matches WHERE touched + ${life} <= ?`, keepMs, waitMs, idleMs, at)
        .map((r) => r.id as string);
      const next = db.all(
        `SELECT MIN(touched + ${life}) AS at FROM matches WHERE touched + ${life} > ?`,
        keepMs,
        waitMs,
        idleMs,
        keepMs,
        waitMs,
        idleMs,
        at,
      )[0]?.at;
      return { ids, next: next === null || next === undefined ? null : Number(next) };
    },
    close() {
      db.close();
    },
  };
}
