/**
 * The replay's analysis panel, drawn from what it is given: the budget and the Analyse button, the progress bar
 * ("move 12 of 52") with Cancel while the Worker works, what became of the last run (cancelled, failed), each
 * seat's summary (accuracy, total expected loss) and "Save with analysis".
 *
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translate } from '../i18n/index.js';
import { type AnalysisState, BUDGETS, type SavedAnalysis } from './analysis.js';
import type { replayTexts } from './texts.js';

/** The replay's words in its language. */
type ReplayWords = Translate<typeof replayTexts.en>;

/** What the panel shows and what its controls do. */
export interface AnalysisPanelArgs {
  readonly t: ReplayWords;
  readonly state: AnalysisState;
  /** The analysis shown (a saved one, or the last run's), already cut to what the viewer may see. */
  readonly shown: SavedAnalysis | null;
  /** Whose moves a run analyses (`null`: every seat's). */
  readonly onlySeat: string | null;
  readonly budget: number | null;
  seatName(seat: number): string;
  chooseBudget(budget: number | null): void;
  analyse(): void;
  cancel(): void;
  /** Saves the record with the analysis (`null`: nothing new to save). */
  readonly save: (() => void) | null;
}

/**
 * The panel.
 *
 * @example
 * ```ts
 * analysisPanel({ t, state: { kind: 'running', done: 3, total: 52 }, shown: null, onlySeat: null, … });
 * ```
 */
export function analysisPanel(a: AnalysisPanelArgs): TemplateResult {
  const { t, state } = a;
  const running = state.kind === 'running';
  return html`<section part="analysis" aria-labelledby="analysis-heading">
    <h3 id="analysis-heading">${t('analysis')}</h3>
    <div class="analyse-controls">
      <label>${t('budget')}
        <select part="budget" ?disabled=${running} @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          a.chooseBudget(v === '' ? null : Number(v));
        }}>
          ${BUDGETS.map(
            (b) =>
              html`<option value=${b ?? ''} ?selected=${b === a.budget}>${b ?? t('budgetDefault')}</option>`,
          )}
        </select>
      </label>
      <button part="analyse" ?disabled=${running} @click=${a.analyse}>
        ${a.shown ? t('analyseAgain') : t('analyse')}
      </button>
    </div>
    ${a.onlySeat ? html`<p class="note">${t('whoseMoves', { name: a.onlySeat })}</p>` : nothing}
    ${
      running
        ? html`<div class="progress">
            <progress part="progress" max=${Math.max(1, state.total)} .value=${state.done}
              aria-label=${t('progress')}></progress>
            <span part="progress-text" role="status">${t('progressText', { done: state.done, total: state.total })}</span>
            <button part="cancel" @click=${a.cancel}>${t('cancel')}</button>
          </div>`
        : nothing
    }
    ${
      state.kind === 'cancelled'
        ? html`<p part="analysis-status" role="status">${t('cancelled', { done: state.done, total: state.total })}</p>`
        : state.kind === 'failed'
          ? html`<p part="analysis-status" class="error" role="alert">${t('analysisFailed', { reason: state.reason })}</p>`
          : nothing
    }
    ${
      a.shown
        ? html`<ul part="summary">
            ${a.shown.seats.map(
              (s) =>
                html`<li>${t('accuracy', {
                  name: a.seatName(s.seat),
                  accuracy: Math.round(s.accuracy * 100),
                  loss: s.totalLoss.toFixed(2),
                })}</li>`,
            )}
          </ul>`
        : nothing
    }
    ${a.save ? html`<button part="save-analysis" @click=${a.save}>${t('saveAnalysis')}</button>` : nothing}
  </section>`;
}
