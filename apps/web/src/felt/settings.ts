/**
 * The person's table settings, kept in the browser (`localStorage`) so that every table of the site starts as
 * they left the last one: the bots' speed (slow, normal, fast, instant; normal by default) and the sound (off by
 * default). A page that sets `bot-delay` itself keeps its own pace; storage that is missing or refused (a private
 * window, a sandboxed frame) leaves the defaults and changes nothing else.
 *
 * @module
 */
import { html, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import type { FeltTexts } from './texts.js';

/** The bots' speeds a person may choose, slowest first. */
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
/** A speed of the bots. */
export type Speed = (typeof SPEEDS)[number];

/**
 * Each speed as the table's `bot-delay` (ms before a turn-based bot moves; in real time `delay / 600` of the
 * bots' reaction times): normal is the bots' own pace, 600.
 */
export const SPEED_DELAY: Readonly<Record<Speed, number>> = {
  slow: 1200,
  normal: 600,
  fast: 250,
  instant: 0,
};

/** Where the settings are kept. */
export const SPEED_KEY = 'tafel.speed';
export const SOUND_KEY = 'tafel.sound';

/** What the settings are read from and written to (the page's `localStorage`; a map in tests). */
export type SettingsStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's storage, or `null` where there is none or it is refused. */
export function pageStore(): SettingsStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored value, `null` when storage is refused. */
function read(store: SettingsStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value; storage that refuses it leaves the setting for this page only. */
function write(store: SettingsStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // A private window or a full store: the choice holds for this table, not the next.
  }
}

/**
 * The speed kept, `normal` when none (or an unknown one) is.
 *
 * @example
 * storedSpeed(localStorage); // 'normal' the first time
 */
export function storedSpeed(store: SettingsStore | null = pageStore()): Speed {
  const kept = read(store, SPEED_KEY);
  return (SPEEDS as readonly string[]).includes(kept ?? '') ? (kept as Speed) : 'normal';
}

/** Keeps the speed chosen. */
export function storeSpeed(speed: Speed, store: SettingsStore | null = pageStore()): void {
  write(store, SPEED_KEY, speed);
}

/** Whether the sound is on (off unless the person turned it on). */
export function storedSound(store: SettingsStore | null = pageStore()): boolean {
  return read(store, SOUND_KEY) === 'on';
}

/** Keeps the sound on or off. */
export function storeSound(on: boolean, store: SettingsStore | null = pageStore()): void {
  write(store, SOUND_KEY, on ? 'on' : 'off');
}

/** The speed a `bot-delay` is shown as: the fastest speed at least as slow as it (a page may set a delay between two). */
export function speedOf(delay: number): Speed {
  return [...SPEEDS].reverse().find((s) => SPEED_DELAY[s] >= delay) ?? 'slow';
}

/** What the settings row may change. */
export interface SettingsActions {
  /** The speed now (`null`: no speed to choose, a hosted table's bots are the server's). */
  readonly speed: Speed | null;
  readonly sound: boolean;
  chooseSpeed(speed: Speed): void;
  chooseSound(on: boolean): void;
}

/** The settings row: the bots' speed and the sound toggle (parts `speed` and `sound`). */
export function settingsRow(t: Translate<FeltTexts>, a: SettingsActions): TemplateResult {
  return html`<div part="settings" class="settings" role="group" aria-label=${t('settings')}>
    ${
      a.speed === null
        ? null
        : html`<label part="speed" class="speed">
            ${t('speed')}
            <select @change=${(e: Event) => a.chooseSpeed((e.target as HTMLSelectElement).value as Speed)}>
              ${SPEEDS.map((s) => html`<option value=${s} ?selected=${s === a.speed}>${t(s)}</option>`)}
            </select>
          </label>`
    }
    <label part="sound" class="sound">
      <input type="checkbox" .checked=${a.sound} @change=${(e: Event) => a.chooseSound((e.target as HTMLInputElement).checked)} />
      ${t('soundOn')}
    </label>
  </div>`;
}
