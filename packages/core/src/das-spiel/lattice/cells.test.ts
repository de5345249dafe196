import { describe, expect, it } from 'vitest';
import {
  APEX,
  CELLS,
  CORNER_FUNNELS,
  coords,
  dependents,
  EDGE_FUNNELS,
  edge,
  faceNeighbours,
  index,
  isCell,
  LEVEL_START,
  level,
  row,
  rows,
  side,
  supports,
} from './cells.js';

describe('cells', () => {
  it('numbers the 165 cells level by level, and index and coords are inverse', () => {
    const seen = new Set<number>();
    for (let x = 0; x <= 9; x++)
      for (let y = 0; y <= 9; y++)
        for (let z = 0; z <= 9; z++) {
          const i = index(x, y, z);
          if (x + y + z > 8) expect(i).toBe(-1);
          else {
            expect(coords(i)).toEqual([x, y, z]);
            seen.add(i);
          }
        }
    expect(seen.size).toBe(CELLS);
    expect(index(-1, 0, 0)).toBe(-1);
    expect(index(0, 0, 0)).toBe(APEX);
    expect(isCell(0.5, 0, 0)).toBe(false);
  });

  it('has T(9-k) cells on level k: 45, 36, 28, 21, 15, 10, 6, 3, 1', () => {
    const sizes = Array.from({ length: 9 }, (_, k) => LEVEL_START[k + 1]! - LEVEL_START[k]!);
    expect(sizes).toEqual([45, 36, 28, 21, 15, 10, 6, 3, 1]);
    for (let i = 0; i < CELLS; i++)
      expect(i >= LEVEL_START[level(i)]! && i < LEVEL_START[level(i) + 1]!).toBe(true);
  });

  it('puts supports one level lower at lower indices, and dependents are their inverse', () => {
    for (let i = 0; i < CELLS; i++) {
      const s = supports(i);
      expect(s).toHaveLength(level(i) === 0 ? 0 : 3);
      for (const t of s) {
        expect(level(t)).toBe(level(i) - 1);
        expect(t).toBeLessThan(i);
        expect(dependents(t)).toContain(i);
      }
      for (const d of dependents(i)) expect(supports(d)).toContain(i);
      // Face neighbours are always on another level: dice on one level touch only along an edge.
      for (const n of faceNeighbours(i)) expect(Math.abs(level(n) - level(i))).toBe(1);
    }
    const [x, y, z] = [2, 2, 3];
    expect(supports(index(x, y, z))).toEqual([index(3, 2, 3), index(2, 3, 3), index(2, 2, 4)]);
    expect(dependents(APEX)).toEqual([]);
    expect(dependents(index(1, 0, 0))).toEqual([APEX]);
  });

  it('knows the sides, the pyramid edges, the corner and edge funnels', () => {
    for (const a of [0, 1, 2] as const) {
      expect(side(a)).toHaveLength(45);
      for (const c of side(a)) expect(coords(c)[a]).toBe(0);
      const e = edge(a);
      expect(e).toHaveLength(9);
      expect(e[0]).toBe(APEX);
      expect(e[8]).toBe(CORNER_FUNNELS[a]);
    }
    expect(CORNER_FUNNELS.map(coords)).toEqual([
      [8, 0, 0],
      [0, 8, 0],
      [0, 0, 8],
    ]);
    expect(EDGE_FUNNELS).toHaveLength(24);
    for (const c of EDGE_FUNNELS) {
      expect(level(c)).toBe(0);
      expect(coords(c).includes(0)).toBe(true);
    }
  });

  it('finds rows: straight lines of face-touching cells', () => {
    expect(row(APEX, 0)).toEqual(edge(0));
    const r = row(index(2, 2, 3), 2);
    expect(r.map(coords)).toEqual([0, 1, 2, 3, 4].map((z) => [2, 2, z]));
    // Every cell lies on exactly one row per axis.
    const all = rows(1);
    expect(all.reduce((n, r) => n + r.length, 0)).toBe(3 * CELLS);
  });
});
