/**
 * The Node runtime's store: every hosted match in one SQLite file through `node:sqlite` (built into Node 24: no
 * native build, nothing to download), in WAL mode. A move is one transaction: the move appended to the log and
 * the snapshot moved on, guarded by the version, so a crash (even `kill -9`) loses no acknowledged move and never
 * leaves half a move.
 *
 * @module
 */
import { DatabaseSync } from 'node:sqlite';
import type { MoveRecord } from '@tafel/core';
import type { MatchStore, SeatEntry, StoredMatch } from './index.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  seats TEXT NOT NULL,
  state TEXT NOT NULL,
  version INTEGER NOT NULL,
  over INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
  match_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  PRIMARY KEY (match_id, n)
);
CREATE INDEX IF NOT EXISTS unfinished ON matches (over);
`;

/**
 * Opens (or creates) the store in `file` (`:memory:` for tests).
 *
 * @example
 * ```ts
 * const store = sqliteStore('tafel.sqlite');
 * ```
 */
export function sqliteStore(file: string): MatchStore {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  const insert = db.prepare(
    'INSERT INTO matches (id, header, seats, state, version, over) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT header, seats, state, version, over FROM matches WHERE id = ?');
  const selectMoves = db.prepare('SELECT seat, move FROM moves WHERE match_id = ? ORDER BY n');
  const bump = db.prepare(
    'UPDATE matches SET state = ?, version = version + 1, over = ? WHERE id = ? AND version = ?',
  );
  const addMove = db.prepare('INSERT INTO moves (match_id, n, seat, move) VALUES (?, ?, ?, ?)');
  const seatsOf = db.prepare('UPDATE matches SET seats = ? WHERE id = ? AND version = ?');
  const open = db.prepare('SELECT id FROM matches WHERE over = 0');

  return {
    async create(m) {
      insert.run(
        m.id,
        JSON.stringify(m.header),
        JSON.stringify(m.seats),
        JSON.stringify(m.state),
        m.version,
        m.over ? 1 : 0,
      );
    },
    async get(id) {
      const row = select.get(id) as
        | { header: string; seats: string; state: string; version: number; over: number }
        | undefined;
      if (!row) return null;
      return {
        id,
        header: JSON.parse(row.header),
        seats: JSON.parse(row.seats) as SeatEntry[],
        state: JSON.parse(row.state),
        version: row.version,
        over: row.over === 1,
      } satisfies StoredMatch;
    },
    async moves(id) {
      return (selectMoves.all(id) as { seat: number; move: string }[]).map(
        (r): MoveRecord => ({ seat: r.seat, move: JSON.parse(r.move) }),
      );
    },
    async append(id, version, move, state, over) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const changed = bump.run(JSON.stringify(state), over ? 1 : 0, id, version).changes;
        if (changed !== 1) {
          db.exec('ROLLBACK');
          return false;
        }
        addMove.run(id, version, move.seat, JSON.stringify(move.move));
        db.exec('COMMIT');
        return true;
      } catch (e) {
        db.exec('ROLLBACK');
        throw e;
      }
    },
    async setSeats(id, version, seats) {
      return seatsOf.run(JSON.stringify(seats), id, version).changes === 1;
    },
    async unfinished() {
      return (open.all() as { id: string }[]).map((r) => r.id);
    },
    close() {
      db.close();
    },
  };
}
