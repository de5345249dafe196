/**
 * What this browser keeps of the tables it sits at or hosts (`localStorage`, one entry per match): the seat's
 * token (its key: every request of the seat) and rejoin code (the link that gives the seat a new key anywhere),
 * the host's token, and the codes of the people's seats the host named (their links, to share again). Reopening
 * a table's page, or its invite link, on this browser takes the person back to their seat with it.
 *
 * A token never goes into an address (addresses end up in histories, logs and referrers); only this storage, of
 * this origin, holds it. Storage that cannot be used (a private window that refuses it, a full quota) leaves
 * the page working for as long as it is open: the entries are kept in memory instead.
 *
 * @module
 */

/** What this browser keeps of one match. */
export interface KeptMatch {
  /** The game's id (the page knows which table to draw before it asks the server). */
  readonly game?: string;
  /** This browser's seat, its token and its rejoin code. */
  readonly seat?: number;
  readonly token?: string;
  readonly rejoin?: string;
  /** The host's token: the table was set here. */
  readonly host?: string;
  /** The people's seats the host named, with the codes of their links. */
  readonly people?: readonly { readonly seat: number; readonly name?: string; readonly rejoin: string }[];
  /** When it was last kept (ms since the epoch): the oldest entries go first. */
  readonly at: number;
}

/** The key of a match's entry. */
const PREFIX = 'tafel:match:';
/** The most matches kept; the oldest go when there are more. */
export const KEEP_AT_MOST = 50;

/** Where entries are kept: `localStorage`, or memory where it cannot be used. */
export type KeptStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A store in memory (for a page whose `localStorage` refuses, and for tests). */
export function memoryStore(): KeptStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** The page's `localStorage` when it can be written to, else a store in memory. */
export function pageStore(): KeptStore {
  try {
    const probe = `${PREFIX}probe`;
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return memoryStore();
  }
}

/** Whether `value` is a kept entry (anything else in the storage is left alone). */
function isKept(value: unknown): value is KeptMatch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.at === 'number' &&
    (v.token === undefined || typeof v.token === 'string') &&
    (v.host === undefined || typeof v.host === 'string') &&
    (v.seat === undefined || Number.isInteger(v.seat))
  );
}

/**
 * What this browser keeps of `match` (`null`: nothing, or an entry it cannot read).
 *
 * @example
 * ```ts
 * kept(localStorage, 'm1')?.token; // the seat's token, if this browser sits there
 * ```
 */
export function kept(store: KeptStore, match: string): KeptMatch | null {
  try {
    const raw = store.getItem(PREFIX + match);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isKept(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `changes` for `match` over what was kept (a `seat` with its `token` and `rejoin`, the `host` token, …);
 * returns the entry now kept. Beyond {@link KEEP_AT_MOST} matches, the oldest are forgotten.
 *
 * @example
 * ```ts
 * keep(localStorage, 'm1', { seat: 1, token, rejoin });
 * ```
 */
export function keep(
  store: KeptStore,
  match: string,
  changes: Omit<KeptMatch, 'at'>,
  now: number = Date.now(),
): KeptMatch {
  const entry: KeptMatch = { ...kept(store, match), ...changes, at: now };
  try {
    store.setItem(PREFIX + match, JSON.stringify(entry));
  } catch {
    // A full quota: the oldest go, then once more.
    prune(store, Math.floor(KEEP_AT_MOST / 2));
    try {
      store.setItem(PREFIX + match, JSON.stringify(entry));
    } catch {
      // Not kept: the page still has it while it is open.
    }
  }
  prune(store, KEEP_AT_MOST);
  return entry;
}

/** Forgets this browser's seat at `match` (its key no longer works), keeping what the host has. */
export function forgetSeat(store: KeptStore, match: string): void {
  const entry = kept(store, match);
  if (!entry) return;
  const { seat: _seat, token: _token, rejoin: _rejoin, ...rest } = entry;
  if (rest.host === undefined) store.removeItem(PREFIX + match);
  else store.setItem(PREFIX + match, JSON.stringify(rest));
}

/** Every match kept, the most recent first. */
export function keptMatches(store: KeptStore): { match: string; kept: KeptMatch }[] {
  const out: { match: string; kept: KeptMatch }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const match = key.slice(PREFIX.length);
    const entry = kept(store, match);
    if (entry) out.push({ match, kept: entry });
  }
  return out.sort((a, b) => b.kept.at - a.kept.at);
}

/** Forgets the oldest matches beyond `most`. */
function prune(store: KeptStore, most: number): void {
  for (const { match } of keptMatches(store).slice(most)) store.removeItem(PREFIX + match);
}
