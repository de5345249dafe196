/**
 * The chat panel of a table of people: what was said (each message as text, never as markup: Lit writes an
 * expression as a text node), a mute per person (the reader's own choice: a muted person's messages are hidden
 * and counted), a row of quick phrases and a line to write, or, for a spectator where the host did not allow
 * it, a note that spectators read along. A refusal (writing too fast) is said in words under the line.
 *
 * @module
 */
import type { Lang } from '@tafel/core';
import { type ChatMessage, QUICK_PHRASES, type QuickPhrase } from '@tafel/core/match';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import type { ClubTexts } from './texts.js';

type C = Translate<ClubTexts>;

/** The chat's rules in the table's grid; the look is the theme's (custom properties). */
export const chatStyles = css`
  .chat {
    display: grid;
    gap: 0.4rem;
    margin-bottom: 0.75rem;
  }
  .chat h3 {
    font-size: 1rem;
    margin: 0;
  }
  .chat ol {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 12rem;
    overflow-y: auto;
    overflow-wrap: anywhere;
  }
  .chat .muted-note,
  .chat .read-only {
    color: var(--_muted);
    font-size: 0.9em;
  }
  .chat .quick,
  .chat .mutes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .chat form {
    display: flex;
    gap: 0.25rem;
  }
  .chat input[type='text'] {
    flex: 1;
    min-width: 0;
  }
`;

/** A person the reader may mute: their key (`seat:2`, `name:host`) and their name as the table shows it. */
export interface Writer {
  readonly key: string;
  readonly name: string;
}

/** The key a message's writer is muted by: their seat, or for one without a seat their name. */
export const writerKey = (m: Pick<ChatMessage, 'seat' | 'name'>): string =>
  m.seat === null ? `name:${m.name ?? ''}` : `seat:${m.seat}`;

/** What the chat panel shows and does. */
export interface ChatPanel {
  readonly lang: Lang;
  readonly messages: readonly ChatMessage[];
  /** A message's writer as the table shows them. */
  readonly nameOf: (m: ChatMessage) => string;
  /** The others at the table and the writers seen, each with a mute. */
  readonly writers: readonly Writer[];
  readonly muted: ReadonlySet<string>;
  /** Whether this screen may write (a seat, or a spectator where the host allowed it). */
  readonly writable: boolean;
  /** A refusal said in words, or `null`. */
  readonly problem: string | null;
  readonly busy: boolean;
  toggleMute(key: string): void;
  say(what: { text: string } | { quick: QuickPhrase }): void;
}

/** A message's words: its text as written, or its quick phrase in the reader's language. */
export function messageWords(m: ChatMessage, lang: Lang): string {
  if (m.quick && m.quick in QUICK_PHRASES) return QUICK_PHRASES[m.quick][lang];
  return m.text ?? '';
}

/**
 * The chat panel (see the module comment).
 *
 * @example
 * ```ts
 * html`${chatPanel(c, { lang, messages, nameOf, writers, muted, writable: true, problem: null, busy: false, toggleMute, say })}`;
 * ```
 */
export function chatPanel(c: C, p: ChatPanel): TemplateResult {
  const shown = p.messages.filter((m) => !p.muted.has(writerKey(m)));
  const hidden = p.messages.length - shown.length;
  const send = (e: SubmitEvent) => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('text') as HTMLInputElement;
    const text = input.value.trim();
    if (!text) return;
    p.say({ text });
    input.value = '';
  };
  return html`<section part="chat" class="chat" aria-label=${c('chat')}>
    <h3>${c('chat')}</h3>
    ${
      shown.length === 0 && hidden === 0
        ? html`<p class="muted-note">${c('chatEmpty')}</p>`
        : html`<ol part="chat-messages" aria-live="polite">
          ${shown.map(
            (m) =>
              html`<li part="chat-message" data-n=${m.n}><b>${p.nameOf(m)}</b>: ${messageWords(m, p.lang)}</li>`,
          )}
        </ol>`
    }
    ${hidden > 0 ? html`<p class="muted-note" part="chat-muted">${c('chatMuted', { n: hidden })}</p>` : nothing}
    ${
      p.writers.length > 0
        ? html`<div class="mutes">
          ${p.writers.map((w) => {
            const muted = p.muted.has(w.key);
            return html`<button
              part="control mute"
              data-writer=${w.key}
              aria-pressed=${muted ? 'true' : 'false'}
              @click=${() => p.toggleMute(w.key)}
            >
              ${muted ? c('unmute', { name: w.name }) : c('mute', { name: w.name })}
            </button>`;
          })}
        </div>`
        : nothing
    }
    ${
      p.writable
        ? html`<div class="quick" role="group" aria-label=${c('chatQuick')}>
            ${(Object.keys(QUICK_PHRASES) as QuickPhrase[]).map(
              (key) =>
                html`<button part="control quick" data-quick=${key} ?disabled=${p.busy} @click=${() => p.say({ quick: key })}>
                  ${QUICK_PHRASES[key][p.lang]}
                </button>`,
            )}
          </div>
          <form @submit=${send}>
            <input part="chat-input" type="text" name="text" maxlength="280" aria-label=${c('chatMessage')} />
            <button part="control chat-send" ?disabled=${p.busy}>${c('chatSend')}</button>
          </form>`
        : html`<p class="read-only" part="chat-read-only">${c('chatReadOnly')}</p>`
    }
    ${p.problem ? html`<p part="chat-problem" role="alert">${p.problem}</p>` : nothing}
  </section>`;
}
