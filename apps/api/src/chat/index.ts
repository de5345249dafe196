/**
 * A hosted table's chat: short plain-text messages and quick phrases ("Good luck!", "Well played!") by the
 * people at the table and its host (spectators only where the host allowed it), kept with the match in its
 * store (so a `kill -9` loses no message that was answered), sent on the match's event stream as `chat`, and
 * published with the record once the match is over.
 *
 * Plain text only: a message is stored and sent as the characters written, never as markup, and a table shows
 * it as text. What would make one message look like another or hide in it (control and format characters: NUL,
 * bidi overrides, zero-width characters; lone surrogates) is refused. A writer may send
 * {@link CHAT_LIMITS}`.burst` messages in a row and {@link CHAT_LIMITS}`.perMinute` a minute (429
 * `chat-too-fast` beyond, with `Retry-After`). Muting a person is the reader's own affair: each table keeps its
 * own list.
 *
 * @module
 */
import { type ChatMessage, type Clock, QUICK_PHRASES, type QuickPhrase } from '@tafel/core/match';
import { apiError } from '../errors/index.js';
import type { HostedMatches } from '../matches/hosted.js';
import type { MatchStore } from '../store/index.js';

/** How much a writer may say: `burst` messages within `burstMs`, `perMinute` within a minute. */
export const CHAT_LIMITS = { burst: 5, burstMs: 10_000, perMinute: 20, maxLength: 280 } as const;

/** What a writer sends: a text or a quick phrase. */
export type ChatRequest = { text: string } | { quick: QuickPhrase };

/**
 * The chat of every hosted match of one store.
 *
 * @example
 * ```ts
 * const chat = new TableChat(hosted, store, systemClock);
 * await chat.say(id, `Bearer ${token}`, 'client', { quick: 'good-luck' });
 * ```
 */
export class TableChat {
  readonly #hosted: HostedMatches;
  readonly #store: MatchStore;
  readonly #clock: Clock;
  /** When each writer (`match:seat` or `match:client`) last wrote, newest last, for the limits. */
  readonly #written = new Map<string, number[]>();

  constructor(hosted: HostedMatches, store: MatchStore, clock: Clock) {
    this.#hosted = hosted;
    this.#store = store;
    this.#clock = clock;
  }

  /**
   * Says something at match `id` as the caller (a seat's or the host's token, or a spectator from `client`):
   * stored, then sent to every stream of the match. 403 `chat-not-allowed` for a spectator where the host did
   * not allow it, 429 `chat-too-fast` past the limits.
   */
  async say(
    id: string,
    authorization: string | undefined,
    client: string,
    request: ChatRequest,
  ): Promise<ChatMessage> {
    const who = await this.#hosted.chatter(id, authorization);
    if (!who.may) throw apiError('chat-not-allowed');
    this.#admit(`${id}:${who.seat ?? (who.host ? 'host' : client)}`);
    const said = await this.#store.say(id, {
      seat: who.seat,
      ...(who.name ? { name: who.name } : who.seat === null ? { name: who.host ? 'host' : 'spectator' } : {}),
      ...('quick' in request ? { quick: request.quick } : { text: request.text.trim() }),
      at: this.#clock.now(),
    });
    if (!said) throw apiError('unknown-match');
    this.#hosted.broadcast(id, { event: 'chat', message: said });
    return said;
  }

  /** The chat of match `id` so far (anyone who can see the match can read it). */
  async read(id: string): Promise<ChatMessage[]> {
    // 404 for no match, as every route of a match answers.
    await this.#hosted.chatter(id, undefined);
    return this.#store.chat(id);
  }

  /** Counts a message of `writer`, or refuses it past the limits. */
  #admit(writer: string): void {
    const now = this.#clock.now();
    const recent = (this.#written.get(writer) ?? []).filter((t) => now - t < 60_000);
    const burst = recent.filter((t) => now - t < CHAT_LIMITS.burstMs);
    if (burst.length >= CHAT_LIMITS.burst || recent.length >= CHAT_LIMITS.perMinute) {
      const oldest =
        burst.length >= CHAT_LIMITS.burst ? burst[0]! + CHAT_LIMITS.burstMs : recent[0]! + 60_000;
      const wait = String(Math.max(1, Math.ceil((oldest - now) / 1000)));
      throw apiError('chat-too-fast', { seconds: wait }, {}, { 'retry-after': wait });
    }
    recent.push(now);
    this.#written.set(writer, recent);
    // Writers quiet for a minute are forgotten, so the counts never outgrow the people chatting now.
    if (this.#written.size > 1000)
      for (const [key, times] of this.#written)
        if (now - times[times.length - 1]! >= 60_000) this.#written.delete(key);
  }
}

/** The quick phrases' keys, for schemas. */
export const QUICK_KEYS = Object.keys(QUICK_PHRASES) as [QuickPhrase, ...QuickPhrase[]];
