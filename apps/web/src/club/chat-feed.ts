/**
 * A hosted table's chat as the page holds it: what was said (read once with `GET …/chat`, then followed on the
 * match's event stream as `chat`, each message once by its number), and saying something (`POST …/chat`). The
 * API's refusal rejects as a {@link ChatRefusal}: its stable code (`chat-too-fast`, `chat-not-allowed`, …), the
 * server's sentence, and for `chat-too-fast` the seconds to wait (`Retry-After`), so the table can say it in
 * its own words. Messages are kept as the characters written: the table shows them as text, never as markup.
 *
 * @module
 */
import type { ChatMessage, QuickPhrase } from '@tafel/core/match';

/** What a writer sends: a text or a quick phrase. */
export type ChatSay = { readonly text: string } | { readonly quick: QuickPhrase };

/** The API refused a message. */
export class ChatRefusal extends Error {
  override readonly name = 'ChatRefusal';
  /**
   * @param code the API's code (`chat-too-fast`, `chat-not-allowed`, or `http-<status>`)
   * @param message the API's sentence, in the language asked
   * @param seconds for `chat-too-fast`: the seconds to wait before the next message
   */
  constructor(
    readonly code: string,
    message: string,
    readonly seconds: number | null = null,
  ) {
    super(message);
  }
}

/** How the feed reaches its match. */
export interface ChatFeedOptions {
  /** The match's URL (`…/v1/matches/{id}`). */
  readonly url: string;
  /** The headers of every request (the seat's token, the language). */
  readonly headers: (json?: boolean) => Record<string, string>;
  readonly signal: AbortSignal;
  /** Called when a message is new to the page. */
  readonly changed: () => void;
}

/**
 * The chat of one hosted match (see the module comment).
 *
 * @example
 * ```ts
 * const feed = new ChatFeed({ url, headers, signal, changed: () => host.requestUpdate() });
 * await feed.read();
 * await feed.say({ quick: 'good-luck' });
 * ```
 */
export class ChatFeed {
  readonly #options: ChatFeedOptions;
  readonly #messages = new Map<number, ChatMessage>();
  #list: ChatMessage[] | null = [];

  constructor(options: ChatFeedOptions) {
    this.#options = options;
  }

  /** What was said so far, in order. */
  get messages(): readonly ChatMessage[] {
    this.#list ??= [...this.#messages.values()].sort((a, b) => a.n - b.n);
    return this.#list;
  }

  /** Messages from the stream or a read; each is kept once. Whether any was new. */
  add(messages: readonly ChatMessage[]): boolean {
    let added = false;
    for (const m of messages) {
      if (typeof m?.n !== 'number' || this.#messages.has(m.n)) continue;
      this.#messages.set(m.n, m);
      added = true;
    }
    if (added) {
      this.#list = null;
      this.#options.changed();
    }
    return added;
  }

  /** Reads the whole chat (at the start, after a reconnect, at the end when the stream has closed). */
  async read(): Promise<void> {
    const res = await fetch(`${this.#options.url}/chat`, {
      headers: this.#options.headers(),
      signal: this.#options.signal,
    });
    if (!res.ok) return;
    const body = (await res.json()) as { messages?: ChatMessage[] };
    this.add(body.messages ?? []);
  }

  /** Says something; rejects with a {@link ChatRefusal} when the API refuses, and nothing is kept. */
  async say(what: ChatSay): Promise<ChatMessage> {
    const res = await fetch(`${this.#options.url}/chat`, {
      method: 'POST',
      headers: this.#options.headers(true),
      body: JSON.stringify(what),
      signal: this.#options.signal,
    });
    const body = (await res.json().catch(() => ({}))) as ChatMessage & {
      error?: { code?: string; message?: string };
    };
    if (!res.ok) {
      const retry = Number(res.headers.get('retry-after'));
      throw new ChatRefusal(
        body.error?.code ?? `http-${res.status}`,
        body.error?.message ?? `${res.status} ${res.statusText}`.trim(),
        Number.isFinite(retry) && retry > 0 ? retry : null,
      );
    }
    this.add([body]);
    return body;
  }
}
