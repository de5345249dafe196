/**
 * Seeded randomness for every game.
 *
 * All chance in Tafel comes from one small generator (sfc32) whose state is four unsigned 32-bit integers. The
 * state is plain JSON, so it lives inside a game state and travels with it over HTTP, into SQLite and into
 * replays: `setup` plus the move list reproduces a match exactly.
 *
 * @module
 */

/** The generator's state: four unsigned 32-bit integers. Plain JSON. */
export type RngState = readonly [number, number, number, number];

/** Hashes a string seed into a generator state (cyrb128: fast, well mixed, never all zero). */
export function seedState(seed: string): RngState {
  return new SeedHash().text(seed).state();
}

/**
 * {@link seedState} fed piece by piece: the state of a seed string that is never built. A game that seeds a
 * generator from its position (Abquetschen's move sample) hashes the position's numbers straight into it, where
 * joining them into a string first cost as much again as the hash.
 *
 * @example
 * ```ts
 * new SeedHash().text('cells:').int(-1).text(',').int(3).state(); // === seedState('cells:-1,3')
 * ```
 */
export class SeedHash {
  private h1 = 1779033703;
  private h2 = 3144134277;
  private h3 = 1013904242;
  private h4 = 2773480762;

  /** One UTF-16 code unit of the seed. */
  char(k: number): this {
    this.h1 = this.h2 ^ Math.imul(this.h1 ^ k, 597399067);
    this.h2 = this.h3 ^ Math.imul(this.h2 ^ k, 2869860233);
    this.h3 = this.h4 ^ Math.imul(this.h3 ^ k, 951274213);
    this.h4 = this.h1 ^ Math.imul(this.h4 ^ k, 2716044179);
    return this;
  }

  /** The characters of `text`. */
  text(text: string): this {
    for (let i = 0; i < text.length; i++) this.char(text.charCodeAt(i));
    return this;
  }

  /** The characters of `String(n)` (digits without building the string for 0..9 and -1). */
  int(n: number): this {
    if (n >= 0 && n <= 9 && Number.isInteger(n)) return this.char(48 + n);
    if (n === -1) return this.char(45).char(49);
    return this.text(String(n));
  }

  /** The generator state of everything fed so far. */
  state(): RngState {
    let { h1, h2, h3, h4 } = this;
    h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
    h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
    h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
    h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
    h1 ^= h2 ^ h3 ^ h4;
    h2 ^= h1;
    h3 ^= h1;
    h4 ^= h1;
    return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  }
}

/**
 * A mutable generator over an {@link RngState}. Games create one from the state they hold, draw what a move
 * needs, and store {@link Rng.state} back into the next state; bots keep one for their own choices.
 *
 * @example
 * ```ts
 * const rng = Rng.fromSeed('table-7');
 * const die = rng.int(6) + 1; // 1..6
 * const next = rng.state();   // store in the game state
 * ```
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator seeded from a string, warmed up as sfc32's authors recommend so similar seeds diverge at once. */
  static fromSeed(seed: string): Rng {
    return Rng.fromHash(seedState(seed));
  }

  /**
   * {@link fromSeed} from a seed's hashed state ({@link SeedHash}): the same generator, warmed up alike.
   *
   * @example
   * ```ts
   * Rng.fromHash(new SeedHash().text('table-7').state()); // draws what Rng.fromSeed('table-7') draws
   * ```
   */
  static fromHash(hashed: RngState): Rng {
    const rng = new Rng(hashed);
    for (let i = 0; i < 12; i++) rng.next();
    return rng;
  }

  /** The next unsigned 32-bit integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /**
   * An integer in [0, n) for 0 < n <= 2^32, without modulo bias: a draw in the last, incomplete block of n
   * values below 2^32 is redrawn, and the result is the draw modulo n.
   */
  int(n: number): number {
    if (!(n > 0) || n > 4294967296 || !Number.isInteger(n))
      throw new RangeError(`int(${n}): n must be 1..2^32`);
    for (;;) {
      const x = this.next();
      // Why not `x % n`: x is beyond int32, so V8 calls the C library's fmod, the slowest step of every draw.
      // A double division is exact here (x, n < 2^32 keep x / n at least 1/n from the next integer, far more
      // than one rounding step), so this is the same number, and the same redraws, at a fraction of the cost.
      const block = Math.floor(x / n) * n;
      if (block + n <= 4294967296) return x - block;
    }
  }

  /** One element of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /**
   * An independent generator for a named purpose (a bot, a seat, a playout), derived from this one's next
   * output and the label: splitting never changes what the parent would draw for anything but that one draw.
   */
  split(label = ''): Rng {
    return Rng.fromSeed(`${this.next()}:${this.next()}:${label}`);
  }

  /**
   * Continues from `state` (this generator now draws what `new Rng(state)` would): for a kernel that ran the
   * same algorithm elsewhere (Wasm) and hands the advanced state back.
   */
  restore(state: RngState): this {
    [this.a, this.b, this.c, this.d] = state;
    return this;
  }

  /** A snapshot of the state, to store in a game state. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
