import { describe, expect, it } from 'vitest';
import { Rng } from '../../random/index.js';
import { WORDS } from './bits.js';
import { APEX, CELLS, coords, index, level } from './cells.js';
import { cellsOfGrid, freeDiceGrid, freeDiceGridBatch, GRID_AT, GRID_WORDS, gridOf } from './grid.js';
import { freeDiceBatch, freeDiceBits } from './kernels.js';
import { emptyPyramid } from './pyramid.js';
import { fullPyramid, randomPyramid } from './random.js';

/** Any cell set, stable or not: the kernels do not care. */
function randomSet(rng: Rng): Uint32Array {
  const s = new Uint32Array(WORDS);
  const density = rng.int(101) / 100;
  for (let i = 0; i < CELLS; i++) if (rng.int(1000) < density * 1000) s[i >>> 5]! |= 1 << (i & 31);
  return s;
}

function sets(): Uint32Array[] {
  const rng = Rng.fromSeed('grid');
  const out = [emptyPyramid().occupied, fullPyramid(rng).occupied];
  for (let k = 0; k < 1500; k++) out.push(randomSet(rng));
  for (let k = 0; k < 1500; k++) out.push(randomPyramid(rng, rng.int(CELLS + 1)).occupied);
  return out;
}

describe('the level grid', () => {
  it('puts cell (x, y, z) of level L at bit 9x + y of 64-bit word L (level 0 from bit 64 on: word 9)', () => {
    expect(GRID_AT[0]).toBe(0);
    expect(GRID_AT[APEX]).toBe(8 * 64);
    expect(GRID_AT[index(8, 0, 0)]).toBe(9 * 64 + 8);
    expect(GRID_AT[index(7, 1, 0)]).toBe(9 * 64);
    expect(GRID_AT[index(7, 0, 1)]).toBe(63);
    expect(GRID_AT[index(7, 0, 0)]).toBe(64 + 63);
    const seen = new Set(GRID_AT);
    expect(seen.size).toBe(CELLS);
    for (let i = 0; i < CELLS; i++) {
      const [x, y] = coords(i);
      expect(GRID_AT[i]! & 63).toBe((9 * x + y) & 63);
      expect(GRID_AT[i]! >>> 6).toBe(level(i) === 0 && 9 * x + y >= 64 ? 9 : level(i));
    }
  });

  it('round-trips every cell set, ignoring bits 165..191', () => {
    const grid = new Uint32Array(GRID_WORDS + 3).fill(7);
    const back = new Uint32Array(WORDS + 2);
    for (const s of sets()) {
      const dirty = s.slice();
      dirty[5]! |= 0xffffffe0;
      expect(gridOf(dirty, grid, 0, 3)).toBe(cellsOfGrid(grid, back, 3, 2));
      expect(Array.from(back.subarray(2))).toEqual([...s.subarray(0, 5), s[5]! & 31]);
    }
  });

  it('free dice on the grid are the free dice of the cell set, single and batch', () => {
    const all = sets();
    const grid = new Uint32Array(GRID_WORDS);
    const out = new Uint32Array(GRID_WORDS).fill(0xffffffff);
    const viaGrid = new Uint32Array(WORDS);
    const direct = new Uint32Array(WORDS);
    for (const s of all) {
      gridOf(s, grid);
      const n = freeDiceGrid(grid, out);
      expect(n).toBe(freeDiceBits(s, direct));
      cellsOfGrid(out, viaGrid);
      expect(viaGrid).toEqual(direct);
      expect(gridOf(viaGrid, grid)).toBe(n);
      expect(grid).toEqual(out); // nothing outside the layout's bits
    }
    const count = all.length;
    const occ = new Uint32Array(count * WORDS);
    const grids = new Uint32Array(count * GRID_WORDS);
    all.forEach((s, k) => {
      occ.set(s, k * WORDS);
      gridOf(s, grids, 0, k * GRID_WORDS);
    });
    const outs = new Uint32Array(count * GRID_WORDS);
    expect(freeDiceGridBatch(count, grids, outs)).toBe(
      freeDiceBatch(count, occ, new Uint32Array(count * WORDS)),
    );
  });
});
