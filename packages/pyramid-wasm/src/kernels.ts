/**
 * The Wasm lattice kernels behind the {@link LatticeKernels} interface of `@tafel/core/das-spiel`: the same
 * functions, the same inputs and outputs, the same answers.
 *
 * Data crosses the boundary as typed arrays in bulk, never one call per cell:
 * - arrays that already are views over this module's memory (the ones a {@link PyramidBatch} hands out) are
 *   used in place: no copy at all;
 * - any other array is copied in with one `set` (inputs) and out with one `set` (outputs) through a scratch
 *   area at the top of the module's memory.
 *
 * Memory only grows (when a call or a batch needs more); growing detaches every earlier view of it, so read a
 * batch's views through its getters (they re-create detached views) rather than keeping them across calls.
 *
 * @module
 */
import type {
  BuildEnumerator,
  BuildQuery,
  LatticeKernels,
  PyramidScratch,
  ScratchSlot,
} from '@tafel/core/das-spiel';
import { CELLS, GRID_WORDS, gridOf, MAX_BUILD, WORDS } from '@tafel/core/das-spiel';

/** The raw exports of `pyramid.wasm` (pointers are byte addresses into `memory`). */
export interface PyramidExports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  tables(): number;
  prepare(): void;
  /** 1 for the SIMD build, 0 for the scalar build. */
  simd(): number;
  heapBase(): number;
  freeDice(occ: number, out: number): number;
  funnels(occ: number, out: number, base: number): number;
  funnelSumAt(orient: number, cell: number): number;
  funnelSums(occ: number, orient: number, out: number): number;
  funnelsWithSum(occ: number, orient: number, sum: number, out: number): number;
  sumHistogram(occ: number, orient: number, out: number): number;
  freeDiceBatch(count: number, occ: number, out: number): number;
  freeDiceGrid(grid: number, out: number): number;
  freeDiceGridBatch(count: number, grid: number, out: number): number;
  funnelSumsBatch(count: number, occ: number, orient: number, out: number): number;
  funnelsWithSumBatch(
    count: number,
    occ: number,
    orient: number,
    sums: number,
    out: number,
    counts: number,
  ): number;
  sumHistogramBatch(count: number, occ: number, orient: number, out: number): number;
  searchStart(occ: number, n: number, touch: number, guard: number): void;
  searchNext(out: number): number;
  countBuilds(occ: number, n: number, touch: number, guard: number, limit: number): number;
  searchFill(out: number, max: number): number;
  countBuildsBatch(count: number, occ: number, touch: number, guard: number, n: number, out: number): number;
  rngInts(state: number, n: number, count: number, out: number): void;
  bunteKuhPlayout(
    occ: number,
    orient: number,
    total: number,
    stock: number,
    rng: number,
    dice: number,
    out: number,
  ): number;
}

/** Bytes per cell set. */
const SET = WORDS * 4;
/** Entries per sum histogram. */
const HIST = 19;
/** Wasm page size. */
const PAGE = 65536;
/** Scratch room reserved at load, so that ordinary calls never grow memory. */
const SCRATCH = 1 << 20;
/** Arrays up to this many bytes at offset 0 are copied, never checked for living in Wasm memory. */
const SMALL = 1024;
/** Builds fetched per round trip by an enumerator. */
const CHUNK = 256;

type Typed = Uint8Array | Uint32Array;

const align = (n: number): number => (n + 15) & ~15;
/** The bytes of one slot of {@link WasmKernels.scratch}: an occupied set, an answer set, 165 orientations. */
const SCRATCH_AREA = align(2 * SET + CELLS);
/** The slots of {@link WasmKernels.scratch} (`SCRATCH_SLOT` in core). */
const SCRATCH_SLOTS = 2;

/** A place for `count` pyramids inside the module's memory: fill the inputs, call a kernel, read the outputs. */
export class PyramidBatch {
  /** Byte addresses of the regions. */
  private readonly at: {
    occ: number;
    orient: number;
    sums: number;
    sets: number;
    funnelSums: number;
    histogram: number;
    counts: number;
    grid: number;
    gridSets: number;
  };
  private views: Map<string, Typed> = new Map();
  private buffer: ArrayBuffer | null = null;
  /** The module's grid kernel, called by address. */
  private readonly freeDiceAt: (grid: number, out: number) => number;

  constructor(
    private readonly owner: WasmKernels,
    readonly count: number,
    readonly start: number,
  ) {
    let p = start;
    const take = (bytes: number): number => {
      const here = p;
      p += align(bytes);
      return here;
    };
    this.at = {
      occ: take(count * SET),
      orient: take(count * CELLS),
      sums: take(count),
      sets: take(count * SET),
      funnelSums: take(count * CELLS),
      histogram: take(count * HIST * 4),
      counts: take(count * 4),
      grid: take(count * GRID_WORDS * 4),
      gridSets: take(count * GRID_WORDS * 4),
    };
    this.end = p;
    this.freeDiceAt = owner.exports.freeDiceGrid;
  }

  /** The first byte after the batch. */
  readonly end: number;

  private view<T extends Typed>(key: keyof PyramidBatch['at'], make: (b: ArrayBuffer) => T): T {
    const buffer = this.owner.memoryBuffer();
    if (buffer !== this.buffer) {
      this.views.clear();
      this.buffer = buffer;
    }
    let v = this.views.get(key) as T | undefined;
    if (!v) {
      v = make(buffer);
      this.views.set(key, v);
    }
    return v;
  }

  /** Input: 6 words per pyramid, the occupied cells. */
  get occ(): Uint32Array {
    return this.view('occ', (b) => new Uint32Array(b, this.at.occ, this.count * WORDS));
  }
  /** Input: 165 orientations per pyramid. */
  get orient(): Uint8Array {
    return this.view('orient', (b) => new Uint8Array(b, this.at.orient, this.count * CELLS));
  }
  /** Input of `funnelsWithSumBatch`: one target sum per pyramid. */
  get sums(): Uint8Array {
    return this.view('sums', (b) => new Uint8Array(b, this.at.sums, this.count));
  }
  /** Output of `freeDiceBatch` and `funnelsWithSumBatch`: 6 words per pyramid. */
  get sets(): Uint32Array {
    return this.view('sets', (b) => new Uint32Array(b, this.at.sets, this.count * WORDS));
  }
  /** Output of `funnelSumsBatch`: 165 sums per pyramid. */
  get funnelSums(): Uint8Array {
    return this.view('funnelSums', (b) => new Uint8Array(b, this.at.funnelSums, this.count * CELLS));
  }
  /** Output of `sumHistogramBatch`: 19 counts per pyramid. */
  get histogram(): Uint32Array {
    return this.view('histogram', (b) => new Uint32Array(b, this.at.histogram, this.count * HIST));
  }
  /** Output of `funnelsWithSumBatch`: the count per pyramid. */
  get counts(): Uint32Array {
    return this.view('counts', (b) => new Uint32Array(b, this.at.counts, this.count));
  }

  /** Input of `freeDiceGridBatch`: 20 words per pyramid, the occupied cells as a level grid (`gridOf`). */
  get grid(): Uint32Array {
    return this.view('grid', (b) => new Uint32Array(b, this.at.grid, this.count * GRID_WORDS));
  }
  /** Output of `freeDiceGridBatch`: 20 words per pyramid, a level grid. */
  get gridSets(): Uint32Array {
    return this.view('gridSets', (b) => new Uint32Array(b, this.at.gridSets, this.count * GRID_WORDS));
  }

  /**
   * Free dice of pyramid `k` alone, on its grid: `grid` in, `gridSets` out. By address, no typed array touched,
   * so one call from JavaScript costs little more than the kernel itself. Returns how many.
   */
  freeDiceGrid(k: number): number {
    if (!(k >= 0 && k < this.count && k === (k | 0))) throw new RangeError(`no pyramid ${k} in this batch`);
    const at = k * GRID_WORDS * 4;
    return this.freeDiceAt(this.at.grid + at, this.at.gridSets + at);
  }

  /**
   * Copies pyramid `k`'s occupied set and orientations in (two `set`s) and packs its level grid: the layout
   * change is paid once per pyramid here, so `freeDiceGridBatch` can run on `grid` as often as asked.
   */
  load(k: number, pyramid: { occupied: Uint32Array; orientation: Uint8Array }): void {
    this.occ.set(pyramid.occupied.subarray(0, WORDS), k * WORDS);
    this.orient.set(pyramid.orientation.subarray(0, CELLS), k * CELLS);
    gridOf(pyramid.occupied, this.grid, 0, k * GRID_WORDS);
  }

  /** Gives the memory back if this is the newest batch (batches are a stack); later use is an error. */
  release(): void {
    this.owner.releaseBatch(this);
  }
}

/**
 * The Wasm kernels of one module instance. Build them with `loadWasmKernels()` / `loadWasmKernelsSync()`.
 *
 * @example
 * ```ts
 * const k = await loadWasmKernels();
 * const batch = k.batch(1000);
 * pyramids.forEach((p, i) => batch.load(i, p));
 * k.funnelSumsBatch(1000, batch.occ, batch.orient, batch.funnelSums); // no copies
 * ```
 */
export class WasmKernels implements LatticeKernels {
  readonly name = 'wasm';
  /** Whether this instance is the SIMD build (`pyramid.wasm`) rather than the scalar one. */
  readonly simd: boolean;
  private readonly x: PyramidExports;
  private buffer: ArrayBuffer;
  private u8: Uint8Array;
  private u32: Uint32Array;
  /** End of the batches; the scratch area of each call starts here. */
  private top: number;
  private readonly batches: PyramidBatch[] = [];
  /** Scratch cursor inside a call. */
  private cursor = 0;
  /** The memory's buffer when the call began: arrays over it are used in place, even if memory grows. */
  private callBuffer: ArrayBuffer;
  /** The last two arrays seen to be views over the current memory (see {@link inMemory}). */
  private seen0: Typed | null = null;
  private seen1: Typed | null = null;
  /** The enumerator whose search the module currently holds. */
  private searchOwner: object | null = null;
  /** Where {@link scratch}'s arrays live (fixed at load, below every batch, one area a slot), and their views. */
  private readonly scratchAt: number;
  private sharedViews: PyramidScratch | null = null;
  private rulesViews: PyramidScratch | null = null;

  constructor(exports: PyramidExports, tables: Tables) {
    this.x = exports;
    this.simd = exports.simd() === 1;
    this.buffer = exports.memory.buffer;
    this.u8 = new Uint8Array(this.buffer);
    this.u32 = new Uint32Array(this.buffer);
    this.callBuffer = this.buffer;
    this.top = align(exports.heapBase());
    this.scratchAt = this.top;
    this.top = align(this.top + SCRATCH_SLOTS * SCRATCH_AREA);
    this.writeTables(tables);
    exports.prepare();
    this.ensure(this.top + SCRATCH);
  }

  /**
   * One pyramid's arrays and an answer set in Wasm memory (see `LatticeKernels.scratch`), each slot its own: a
   * caller that fills them and calls a kernel with them copies nothing in or out. The same views until memory
   * grows; what they hold stays when it grows (fresh views over the same place).
   */
  scratch = (slot: ScratchSlot = 0): PyramidScratch => {
    if (slot !== 0 && slot !== 1) throw new RangeError(`scratch slot ${slot}: 0 (shared) or 1 (rules)`);
    let views = slot === 0 ? this.sharedViews : this.rulesViews;
    if (views === null || views.occupied.byteLength === 0) {
      const at = this.scratchAt + slot * SCRATCH_AREA;
      views = {
        occupied: new Uint32Array(this.buffer, at, WORDS),
        set: new Uint32Array(this.buffer, at + SET, WORDS),
        orientation: new Uint8Array(this.buffer, at + 2 * SET, CELLS),
      };
      if (slot === 0) this.sharedViews = views;
      else this.rulesViews = views;
    }
    return views;
  };

  private writeTables(t: Tables): void {
    let p = this.x.tables();
    const put = (a: Uint32Array | Int16Array | Uint8Array): void => {
      this.u8.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), p);
      p += a.byteLength;
    };
    put(t.neighbourMasks);
    put(t.supportMasks);
    put(t.dependentMasks);
    put(t.supports);
    put(t.dependents);
    put(t.orientationFaces);
  }

  /** @internal The module's raw exports (a batch calls its grid kernel by address). */
  get exports(): PyramidExports {
    return this.x;
  }

  /**
   * The module memory's current buffer (it changes when memory grows). Only this object grows the memory (the
   * module itself never does), so the buffer is cached: reading `memory.buffer` costs more than a kernel call.
   */
  memoryBuffer(): ArrayBuffer {
    return this.buffer;
  }

  /** Makes sure bytes `[0, end)` exist. */
  private ensure(end: number): void {
    if (end <= this.buffer.byteLength) return;
    this.x.memory.grow(Math.ceil((end - this.buffer.byteLength) / PAGE));
    this.buffer = this.x.memory.buffer;
    this.seen0 = null;
    this.seen1 = null;
    this.u8 = new Uint8Array(this.buffer);
    this.u32 = new Uint32Array(this.buffer);
  }

  /** Room for `count` pyramids in Wasm memory, with views for every kernel's inputs and outputs. */
  batch(count: number): PyramidBatch {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad batch size ${count}`);
    const b = new PyramidBatch(this, count, this.top);
    this.ensure(b.end);
    this.top = b.end;
    this.batches.push(b);
    return b;
  }

  /** @internal */
  releaseBatch(b: PyramidBatch): void {
    if (this.batches[this.batches.length - 1] !== b) return;
    this.batches.pop();
    this.top = b.start;
  }

  // ---- Moving arrays in and out ----

  /**
   * Whether `a` is a view over the module's current memory. Reading `a.buffer` of a view over Wasm memory costs
   * V8 more than a small kernel call, so the last two arrays that passed are remembered by identity (and
   * forgotten when memory grows, which detaches them).
   */
  private inMemory(a: Typed): boolean {
    if (a === this.seen0 || a === this.seen1) return true;
    if (a.buffer !== this.buffer) return false;
    this.seen1 = this.seen0;
    this.seen0 = a;
    return true;
  }

  /**
   * Whether `a` lives in the memory this call began with (so it is used in place). A small array at offset 0
   * never does (the batches' views start past the module's static data), and that is decided without reading
   * `a.buffer`: V8 keeps small typed arrays on its heap and moves one off it when its `.buffer` is read, which
   * costs more than the kernel. Either answer is correct (an array copied in and out gives the same result);
   * this one is just cheap for the arrays games pass.
   */
  private inCall(a: Typed): boolean {
    // The scratch views, by identity (reading `.buffer` of a view over Wasm memory is slow too): live unless
    // memory grew since they were handed out, which detaches them.
    const shared = this.sharedViews;
    const rules = this.rulesViews;
    if (
      (rules !== null && (a === rules.occupied || a === rules.orientation || a === rules.set)) ||
      (shared !== null && (a === shared.occupied || a === shared.orientation || a === shared.set))
    )
      return a.byteLength !== 0 || this.detached(a);
    if (a.byteOffset === 0 && a.byteLength <= SMALL) return false;
    return a.buffer === this.callBuffer;
  }

  /** A scratch view from before memory grew: detached, so it cannot be used. */
  private detached(a: Typed): never {
    throw new TypeError(`a detached view of Wasm memory (${a.constructor.name}): call scratch() again`);
  }

  private begin(): void {
    this.cursor = this.top;
    this.callBuffer = this.buffer;
  }

  /**
   * The address of `len` elements of `a` from `off`: in place when `a` is a view over the module's memory,
   * else a scratch copy (copied in when `input`).
   */
  private place(a: Typed, off: number, len: number, input: boolean): number {
    if (off < 0 || off + len > a.length) {
      if (len > 0 && a.buffer.byteLength === 0)
        throw new TypeError('a detached view (of Wasm memory?): read it again from its batch');
      throw new RangeError(`array of ${a.length} entries is too short for ${len} from ${off}`);
    }
    if (this.inCall(a)) return a.byteOffset + off * a.BYTES_PER_ELEMENT;
    const bytes = len * a.BYTES_PER_ELEMENT;
    const at = this.cursor;
    this.cursor = align(at + bytes);
    this.ensure(this.cursor);
    if (input) {
      if (a instanceof Uint32Array) {
        if (len <= GRID_WORDS) for (let k = 0; k < len; k++) this.u32[(at >>> 2) + k] = a[off + k]!;
        else this.u32.set(a.subarray(off, off + len), at >>> 2);
      } else if (off === 0 && len === a.length) this.u8.set(a, at);
      else this.u8.set(a.subarray(off, off + len), at);
    }
    return at;
  }

  /** Copies a scratch output back into `a` (nothing to do when `a` lives in the module's memory). */
  private back(a: Typed, off: number, len: number, at: number): void {
    if (this.inCall(a)) return;
    if (a instanceof Uint32Array) {
      if (len <= GRID_WORDS) for (let k = 0; k < len; k++) a[off + k] = this.u32[(at >>> 2) + k]!;
      else a.set(this.u32.subarray(at >>> 2, (at >>> 2) + len), off);
    } else a.set(this.u8.subarray(at, at + len), off);
  }

  // ---- Kernels (see kernels.ts for each one's contract) ----

  freeDiceBits = (occ: Uint32Array, out: Uint32Array, o = 0, oo = 0): number => {
    this.begin();
    const po = this.place(occ, o, WORDS, true);
    const pout = this.place(out, oo, WORDS, false);
    const n = this.x.freeDice(po, pout);
    this.back(out, oo, WORDS, pout);
    return n;
  };

  funnelBits = (occ: Uint32Array, out: Uint32Array, base: boolean, o = 0, oo = 0): number => {
    this.begin();
    const po = this.place(occ, o, WORDS, true);
    const pout = this.place(out, oo, WORDS, false);
    const n = this.x.funnels(po, pout, base ? 1 : 0);
    this.back(out, oo, WORDS, pout);
    return n;
  };

  funnelSumAt = (orient: Uint8Array, cell: number, po = 0): number => {
    this.begin();
    return this.x.funnelSumAt(this.place(orient, po, CELLS, true), cell);
  };

  funnelSums = (occ: Uint32Array, orient: Uint8Array, out: Uint8Array, o = 0, po = 0): number => {
    this.begin();
    const pocc = this.place(occ, o, WORDS, true);
    const por = this.place(orient, po, CELLS, true);
    const pout = this.place(out, po, CELLS, false);
    const n = this.x.funnelSums(pocc, por, pout);
    this.back(out, po, CELLS, pout);
    return n;
  };

  funnelsWithSumBits = (
    occ: Uint32Array,
    orient: Uint8Array,
    sum: number,
    out: Uint32Array,
    o = 0,
    po = 0,
    oo = 0,
  ): number => {
    this.begin();
    const pocc = this.place(occ, o, WORDS, true);
    const por = this.place(orient, po, CELLS, true);
    const pout = this.place(out, oo, WORDS, false);
    const n = this.x.funnelsWithSum(pocc, por, sumArg(sum), pout);
    this.back(out, oo, WORDS, pout);
    return n;
  };

  sumHistogram = (occ: Uint32Array, orient: Uint8Array, out: Uint32Array, o = 0, po = 0, ho = 0): number => {
    this.begin();
    const pocc = this.place(occ, o, WORDS, true);
    const por = this.place(orient, po, CELLS, true);
    const pout = this.place(out, ho, HIST, false);
    const n = this.x.sumHistogram(pocc, por, pout);
    this.back(out, ho, HIST, pout);
    return n;
  };

  freeDiceBatch = (count: number, occ: Uint32Array, out: Uint32Array): number => {
    this.begin();
    const pocc = this.place(occ, 0, count * WORDS, true);
    const pout = this.place(out, 0, count * WORDS, false);
    const n = this.x.freeDiceBatch(count, pocc, pout);
    this.back(out, 0, count * WORDS, pout);
    return n;
  };

  freeDiceGrid = (grid: Uint32Array, out: Uint32Array, go = 0, oo = 0): number => {
    // The common single call, both grids views over this module's memory: no scratch, no copies, few checks
    // (this kernel's work is a few nanoseconds, so the wrapper's own cost is what a caller sees).
    if (
      this.inMemory(grid) &&
      this.inMemory(out) &&
      go >= 0 &&
      oo >= 0 &&
      go + GRID_WORDS <= grid.length &&
      oo + GRID_WORDS <= out.length
    )
      return this.x.freeDiceGrid(grid.byteOffset + go * 4, out.byteOffset + oo * 4);
    this.begin();
    const pg = this.place(grid, go, GRID_WORDS, true);
    const pout = this.place(out, oo, GRID_WORDS, false);
    const n = this.x.freeDiceGrid(pg, pout);
    this.back(out, oo, GRID_WORDS, pout);
    return n;
  };

  freeDiceGridBatch = (count: number, grid: Uint32Array, out: Uint32Array): number => {
    this.begin();
    const pg = this.place(grid, 0, count * GRID_WORDS, true);
    const pout = this.place(out, 0, count * GRID_WORDS, false);
    const n = this.x.freeDiceGridBatch(count, pg, pout);
    this.back(out, 0, count * GRID_WORDS, pout);
    return n;
  };

  funnelSumsBatch = (count: number, occ: Uint32Array, orient: Uint8Array, out: Uint8Array): number => {
    this.begin();
    const pocc = this.place(occ, 0, count * WORDS, true);
    const por = this.place(orient, 0, count * CELLS, true);
    const pout = this.place(out, 0, count * CELLS, false);
    const n = this.x.funnelSumsBatch(count, pocc, por, pout);
    this.back(out, 0, count * CELLS, pout);
    return n;
  };

  funnelsWithSumBatch = (
    count: number,
    occ: Uint32Array,
    orient: Uint8Array,
    sums: Uint8Array,
    out: Uint32Array,
    counts: Uint32Array,
  ): number => {
    this.begin();
    const pocc = this.place(occ, 0, count * WORDS, true);
    const por = this.place(orient, 0, count * CELLS, true);
    const psums = this.place(sums, 0, count, true);
    const pout = this.place(out, 0, count * WORDS, false);
    const pcounts = this.place(counts, 0, count, false);
    const n = this.x.funnelsWithSumBatch(count, pocc, por, psums, pout, pcounts);
    this.back(out, 0, count * WORDS, pout);
    this.back(counts, 0, count, pcounts);
    return n;
  };

  sumHistogramBatch = (count: number, occ: Uint32Array, orient: Uint8Array, out: Uint32Array): number => {
    this.begin();
    const pocc = this.place(occ, 0, count * WORDS, true);
    const por = this.place(orient, 0, count * CELLS, true);
    const pout = this.place(out, 0, count * HIST, false);
    const n = this.x.sumHistogramBatch(count, pocc, por, pout);
    this.back(out, 0, count * HIST, pout);
    return n;
  };

  // ---- Build search ----

  /** Copies a query in and starts the module's search; `limit` > 0 counts instead and returns the count. */
  private startSearch(query: BuildQuery, owner: object | null, limit = 0): number {
    const { n } = query;
    if (!Number.isInteger(n) || n < 1 || n > MAX_BUILD)
      throw new RangeError(`build size ${n} is not 1..${MAX_BUILD}`);
    this.begin();
    const pocc = this.place(query.occupied, 0, WORDS, true);
    const ptouch = query.touch ? this.place(query.touch, 0, WORDS, true) : 0;
    const pguard = query.guard ? this.place(query.guard, 0, WORDS, true) : 0;
    if (limit > 0) {
      this.searchOwner = null;
      return this.x.countBuilds(pocc, n, ptouch, pguard, limit) >>> 0;
    }
    this.x.searchStart(pocc, n, ptouch, pguard);
    this.searchOwner = owner;
    return 0;
  }

  countBuildsBits = (query: BuildQuery, limit = Number.POSITIVE_INFINITY): number => {
    const cap = limit >= 0xffffffff ? 0xffffffff : Math.ceil(limit);
    if (!(cap > 0)) {
      this.startSearch(query, null, 1); // validates the query like the reference does
      return 0;
    }
    return this.startSearch(query, null, cap);
  };

  countBuildsBatch = (
    count: number,
    occ: Uint32Array,
    touch: Uint32Array,
    guard: Uint32Array,
    n: number,
    out: Uint32Array,
  ): number => {
    if (!Number.isInteger(n) || n < 1 || n > MAX_BUILD)
      throw new RangeError(`build size ${n} is not 1..${MAX_BUILD}`);
    this.begin();
    const pocc = this.place(occ, 0, count * WORDS, true);
    const ptouch = this.place(touch, 0, count * WORDS, true);
    const pguard = this.place(guard, 0, count * WORDS, true);
    const pout = this.place(out, 0, count, false);
    this.searchOwner = null;
    const total = this.x.countBuildsBatch(count, pocc, ptouch, pguard, n, pout) >>> 0;
    this.back(out, 0, count, pout);
    return total;
  };

  anyBuild = (query: BuildQuery): boolean => this.startSearch(query, null, 1) === 1;

  buildSearch = (query: BuildQuery): BuildEnumerator => new WasmBuildSearch(this, query);

  collectBuilds = (query: BuildQuery, out: Uint32Array, limit = Number.POSITIVE_INFINITY): number => {
    const cap = limit >= 0xffffffff ? 0xffffffff : Math.max(0, Math.ceil(limit));
    const room = Math.min(Math.floor(out.length / WORDS), cap);
    if (room === 0) return this.countBuildsBits(query, limit);
    this.startSearch(query, null);
    this.begin();
    const at = this.place(out, 0, room * WORDS, false);
    let n = this.x.searchFill(at, room);
    this.back(out, 0, n * WORDS, at);
    // A short buffer: count the rest, filling the same scratch again, without copying it out.
    if (n === room && room > 0)
      for (let got = room; got === room && n < cap; n += got)
        got = this.x.searchFill(at, Math.min(room, cap - n));
    return Math.min(n, cap);
  };

  /**
   * Bunte Kuh's whole random playout in one call (see `bunteKuhPlayout` in `assembly/index.ts`): `occ` (6 words)
   * and `orient` (165 bytes) are updated, `rng` and `dice` (generator states, 4 words each) advanced, 8 bytes a
   * round written to `out` (room for `stock` rounds). Returns the rounds, or -1 when a round finds no funnel.
   */
  bunteKuhPlayout = (
    occ: Uint32Array,
    orient: Uint8Array,
    total: number,
    stock: number,
    rng: Uint32Array,
    dice: Uint32Array,
    out: Uint8Array,
  ): number => {
    if (out.length < stock * 8) throw new RangeError(`room for ${stock} rounds of 8 bytes needed`);
    this.begin();
    const pocc = this.place(occ, 0, WORDS, true);
    const porient = this.place(orient, 0, CELLS, true);
    const prng = this.place(rng, 0, 4, true);
    const pdice = this.place(dice, 0, 4, true);
    const pout = this.place(out, 0, stock * 8, false);
    const rounds = this.x.bunteKuhPlayout(pocc, porient, total, stock, prng, pdice, pout);
    this.back(occ, 0, WORDS, pocc);
    this.back(orient, 0, CELLS, porient);
    this.back(rng, 0, 4, prng);
    this.back(dice, 0, 4, pdice);
    this.back(out, 0, Math.max(0, rounds) * 8, pout);
    return rounds;
  };

  /** `count` draws of the core generator's `int(n)` from `state` (advanced): the generator port, for tests. */
  rngInts = (state: Uint32Array, n: number, count: number): Uint32Array => {
    const out = new Uint32Array(count);
    this.begin();
    const pstate = this.place(state, 0, 4, true);
    const pout = this.place(out, 0, count, false);
    this.x.rngInts(pstate, n, count, pout);
    this.back(state, 0, 4, pstate);
    this.back(out, 0, count, pout);
    return out;
  };

  /** @internal Continues (or restarts and skips `skip` builds of) `owner`'s search; fills `into`. */
  fill(owner: WasmBuildSearch, query: BuildQuery, skip: number, into: Uint32Array): number {
    if (this.searchOwner !== owner) {
      this.startSearch(query, owner);
      this.begin();
      const at = this.place(into, 0, CHUNK * WORDS, false);
      while (skip > 0) {
        const got = this.x.searchFill(at, Math.min(skip, CHUNK));
        if (got === 0) return 0;
        skip -= got;
      }
    }
    this.begin();
    const at = this.place(into, 0, CHUNK * WORDS, false);
    const got = this.x.searchFill(at, CHUNK);
    this.back(into, 0, got * WORDS, at);
    return got;
  }
}

/**
 * A build enumerator over the module's search, fetching builds in chunks. The module holds one search at a
 * time; when another search ran in between, this one restarts and skips what it already gave (the order is
 * deterministic), so interleaved enumerators stay correct.
 */
class WasmBuildSearch implements BuildEnumerator {
  private readonly query: BuildQuery;
  private readonly chunk = new Uint32Array(CHUNK * WORDS);
  private have = 0;
  private at = 0;
  private given = 0;
  private done = false;

  constructor(
    private readonly owner: WasmKernels,
    query: BuildQuery,
  ) {
    const { n } = query;
    if (!Number.isInteger(n) || n < 1 || n > MAX_BUILD)
      throw new RangeError(`build size ${n} is not 1..${MAX_BUILD}`);
    this.query = {
      occupied: query.occupied.slice(0, WORDS),
      n,
      touch: query.touch ? query.touch.slice(0, WORDS) : null,
      guard: query.guard ? query.guard.slice(0, WORDS) : null,
    };
  }

  next(out: Uint32Array): boolean {
    if (this.at === this.have) {
      if (this.done) return false;
      this.have = this.owner.fill(this, this.query, this.given, this.chunk);
      this.at = 0;
      if (this.have < CHUNK) this.done = true;
      if (this.have === 0) return false;
    }
    const o = this.at * WORDS;
    for (let k = 0; k < WORDS; k++) out[k] = this.chunk[o + k]!;
    this.at++;
    this.given++;
    return true;
  }
}

/** A sum outside 0..255 matches nothing (like the reference), so map it to one no funnel has. */
function sumArg(sum: number): number {
  return Number.isInteger(sum) && sum >= 0 && sum <= 255 ? sum : 255;
}

/** The tables the module needs, from the TypeScript reference. */
export interface Tables {
  neighbourMasks: Uint32Array;
  supportMasks: Uint32Array;
  dependentMasks: Uint32Array;
  supports: Int16Array;
  dependents: Int16Array;
  orientationFaces: Uint8Array;
}
