/**
 * The final standings of a match: every seat's place and score once the game is over, the winners marked, in
 * the board's place at the top of the felt, with the last stage's summary (the last deal scored) under it and
 * no "Continue" left over — there is nothing to go on to. Drawn from the outcome alone, so a replay can show
 * the same.
 *
 * @module
 */
import type { Outcome, Seat } from '@tafel/core';
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import type { FeltTexts } from './texts.js';

/** One line of the standings. */
export interface Standing {
  readonly seat: Seat;
  /** 1 for the best score; seats with the same score share a place. */
  readonly place: number;
  readonly score: number;
  readonly winner: boolean;
}

/**
 * The seats in order of their scores (higher is better, as every game's outcome gives them), ties sharing a
 * place; a game's own winners (a solo game may have none) are marked as it says.
 *
 * @example
 * placesOf({ scores: [12, -4, 12, 0], winners: [0, 2] });
 * // [{ seat: 0, place: 1, … }, { seat: 2, place: 1, … }, { seat: 3, place: 3, … }, { seat: 1, place: 4, … }]
 */
export function placesOf(outcome: Outcome): Standing[] {
  const { scores, winners } = outcome;
  return scores
    .map((score, seat) => ({
      seat,
      score,
      place: 1 + scores.filter((other) => other > score).length,
      winner: winners.includes(seat),
    }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/** The last stage's summary, shown under the standings (`null`: none). */
export interface LastStage {
  readonly title: string;
  readonly body: unknown;
}

/** The final standings (part `standings`), with the last stage's summary under them. */
export function finalStandings(
  t: Translate<FeltTexts>,
  outcome: Outcome,
  seatName: (seat: Seat) => string,
  last: LastStage | null,
): TemplateResult {
  return html`<section part="standings" class="standings" aria-labelledby="tafel-standings">
    <h3 id="tafel-standings">${t('standings')}</h3>
    <table class="sheet">
      <thead><tr><th>${t('placeCol')}</th><th>${t('player')}</th><th>${t('scoreCol')}</th></tr></thead>
      <tbody>
        ${placesOf(outcome).map(
          (s) => html`<tr class=${s.winner ? 'winner' : ''} part=${s.winner ? 'standing winner' : 'standing'}>
            <td>${t('place', { n: s.place })}</td>
            <td>${seatName(s.seat)}${s.winner ? html` <span class="mark">(${t('winnerMark')})</span>` : nothing}</td>
            <td>${s.score}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${
      last
        ? html`<details class="last-stage"><summary>${t('lastStage')}: ${last.title}</summary>${last.body}</details>`
        : nothing
    }
  </section>`;
}
