/**
 * The table's sounds, made with Web Audio (no sound files): a soft two-note chime when it becomes your turn and a
 * short low knock when a trick (or a round) is won. Off by default (see `settings.ts`); the audio context is made
 * on the first sound after the person turned the sound on, so a page never starts one unasked.
 *
 * @module
 */

/** What a sound says. */
export type Cue = 'turn' | 'won';

/** The notes of each cue: frequency (Hz), start and length (s). */
const NOTES: Readonly<Record<Cue, readonly (readonly [number, number, number])[]>> = {
  turn: [
    [660, 0, 0.12],
    [880, 0.12, 0.18],
  ],
  won: [[330, 0, 0.16]],
};

/** Plays the table's cues while it is on (see the module comment). */
export class TableSound {
  /** Whether a cue makes a sound. */
  on = false;
  #audio: AudioContext | null = null;

  /**
   * Plays `cue` when the sound is on and the browser has Web Audio; otherwise nothing.
   *
   * @example
   * sound.on = true;
   * sound.play('turn');
   */
  play(cue: Cue): void {
    if (!this.on || typeof AudioContext === 'undefined') return;
    try {
      this.#audio ??= new AudioContext();
      const audio = this.#audio;
      const now = audio.currentTime;
      for (const [frequency, start, length] of NOTES[cue]) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'sine';
        osc.frequency.value = frequency;
        // A quick rise and a fall, so the note does not click.
        gain.gain.setValueAtTime(0, now + start);
        gain.gain.linearRampToValueAtTime(0.15, now + start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(now + start);
        osc.stop(now + start + length + 0.02);
      }
    } catch {
      // No audio output (or the browser refused it): the table plays on silently.
    }
  }
}
