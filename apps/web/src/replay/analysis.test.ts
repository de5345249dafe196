/** A record file's saved analysis: read only when well formed, and cut to what the viewer may see. */
import { describe, expect, it } from 'vitest';
import { savedAnalysisOf, seenAnalysis } from './analysis.js';

const analysis = {
  game: 'wine-cellar',
  budget: 8,
  moves: [
    { index: 0, seat: 0, mark: null, loss: 0 },
    { index: 1, seat: 1, mark: 'blunder', loss: 0.4 },
    { index: 2, seat: 0, mark: 'mistake', loss: 0.12 },
  ],
  seats: [
    { seat: 0, moves: 2, accurate: 1, accuracy: 0.5, totalLoss: 0.12 },
    { seat: 1, moves: 1, accurate: 0, accuracy: 0, totalLoss: 0.4 },
  ],
};

describe('savedAnalysisOf', () => {
  it('reads a well-formed analysis', () => {
    expect(savedAnalysisOf({ moves: [], analysis })).toBe(analysis);
  });

  it('leaves out none, or one of the wrong shape (the file is anybody’s)', () => {
    expect(savedAnalysisOf({ moves: [] })).toBeNull();
    expect(savedAnalysisOf(null)).toBeNull();
    expect(savedAnalysisOf({ analysis: { moves: 'x', seats: [] } })).toBeNull();
    expect(
      savedAnalysisOf({ analysis: { ...analysis, moves: [{ index: -1, seat: 0, mark: null }] } }),
    ).toBeNull();
    expect(
      savedAnalysisOf({ analysis: { ...analysis, moves: [{ index: 1, seat: 0, mark: 'oops' }] } }),
    ).toBeNull();
    expect(
      savedAnalysisOf({ analysis: { ...analysis, seats: [{ seat: 0, accuracy: '1', totalLoss: 0 }] } }),
    ).toBeNull();
  });
});

describe('seenAnalysis', () => {
  it('a seat sees only its own moves and summary; all sees everything', () => {
    const saved = savedAnalysisOf({ analysis })!;
    const mine = seenAnalysis(saved, 0);
    expect(mine.moves.map((m) => m.index)).toEqual([0, 2]);
    expect(mine.seats.map((s) => s.seat)).toEqual([0]);
    expect(seenAnalysis(saved, 'all')).toBe(saved);
  });
});
