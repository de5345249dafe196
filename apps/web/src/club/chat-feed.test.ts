/** The chat as the page holds it: each message once and in order, and a refusal with its code and seconds. */
import type { ChatMessage } from '@tafel/core/match';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatFeed, ChatRefusal } from './chat-feed.js';

const message = (n: number, text: string): ChatMessage => ({ n, seat: 0, name: 'Anna', text, at: n });

function feed() {
  const changed = vi.fn();
  const chat = new ChatFeed({
    url: 'http://api.test/v1/matches/m1',
    headers: () => ({ authorization: 'Bearer t' }),
    signal: new AbortController().signal,
    changed,
  });
  return { chat, changed };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat feed', () => {
  it('keeps each message once, in order, whether from the stream or a read', async () => {
    const { chat, changed } = feed();
    expect(chat.add([message(1, 'b')])).toBe(true);
    expect(chat.add([message(1, 'b')])).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ messages: [message(0, 'a'), message(1, 'b'), message(2, 'c')] })),
    );
    await chat.read();
    expect(chat.messages.map((m) => m.text)).toEqual(['a', 'b', 'c']);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('sends a message and keeps what the server stored', async () => {
    const { chat } = feed();
    const fetch = vi.fn(async () => Response.json(message(0, '<b>hi</b>'), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await chat.say({ text: '<b>hi</b>' });
    expect(chat.messages).toEqual([message(0, '<b>hi</b>')]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/v1/matches/m1/chat');
    expect(JSON.parse(String(init.body))).toEqual({ text: '<b>hi</b>' });
  });

  it('rejects a refusal with its code and the seconds to wait, keeping nothing', async () => {
    const { chat } = feed();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'chat-too-fast', message: 'Too fast.' } },
          { status: 429, headers: { 'retry-after': '7' } },
        ),
      ),
    );
    const refused = await chat.say({ quick: 'good-luck' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChatRefusal);
    expect(refused).toMatchObject({ code: 'chat-too-fast', seconds: 7, message: 'Too fast.' });
    expect(chat.messages).toEqual([]);
  });
});
