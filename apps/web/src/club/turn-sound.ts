/**
 * The short sound that tells a person in another tab that it is their turn: off by default, turned on with a
 * checkbox at the table and kept in `localStorage` (`tafel:turn-sound`), played with Web Audio (a 150 ms tone,
 * no file to load). A browser that refuses storage or audio plays nothing and says nothing: the title still tells.
 *
 * @module
 */
import { html, type TemplateResult } from 'lit';

/** Where the choice is kept. */
export const TURN_SOUND_KEY = 'tafel:turn-sound';

let audio: AudioContext | null = null;

/** The person's choice, read from and written to `localStorage`. */
export const turnSound = {
  get on(): boolean {
    try {
      return localStorage.getItem(TURN_SOUND_KEY) === 'on';
    } catch {
      return false;
    }
  },
  set on(on: boolean) {
    try {
      if (on) localStorage.setItem(TURN_SOUND_KEY, 'on');
      else localStorage.removeItem(TURN_SOUND_KEY);
    } catch {
      // Storage refused (a private window's rules): the choice lasts as long as nothing is kept.
    }
    // Made in the click that turned it on: a browser lets audio start only after a person's gesture.
    if (on) audio ??= makeAudio();
  },
};

function makeAudio(): AudioContext | null {
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}

/** Plays the turn's tone (nothing where audio cannot start). */
export function beep(): void {
  audio ??= makeAudio();
  if (!audio) return;
  try {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.15);
  } catch {
    // A tone that cannot play is not worth a failure: the title says it is the person's turn.
  }
}

/** The checkbox that turns the sound on and off (`label` in the table's language). */
export function soundPanel(label: string, changed: () => void): TemplateResult {
  return html`<label part="turn-sound" class="turn-sound">
    <input
      type="checkbox"
      .checked=${turnSound.on}
      @change=${(e: Event) => {
        turnSound.on = (e.target as HTMLInputElement).checked;
        changed();
      }}
    />
    ${label}
  </label>`;
}
