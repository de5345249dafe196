/**
 * Free dice of cell sets (the `LatticeKernels` contract: six words in, six words out): occupied cells with no
 * occupied dependent, by the level network (`levels.ts`). Every level is covered by the spread of the level
 * above in a few shifts; the free dice are the occupied cells outside the covers, so the answer is the input
 * masked once per word, with no loop over dice. The batch runs two pyramids per `v128` in the SIMD build.
 */
import { Lane } from './lanes';
import { Levels, M_HIGH } from './levels';
import { SET } from './tables';

// biome-ignore lint/complexity/noStaticOnlyClass: AssemblyScript's @inline on a function does not parse in Biome.
class FreeDice {
  /** The free dice of the set (or two sets, `T = v128`) at `occ`, stored at `out`. Returns how many. */
  @inline static run<T>(occ: usize, out: usize): i32 {
    const w0 = Lane.word<T>(occ, 0);
    const w1 = Lane.word<T>(occ, 1);
    const w2 = Lane.and<T>(Lane.word<T>(occ, 2), Lane.mask<T>(M_HIGH));
    // What each level L + 1 covers on level L (clean sets, so they can be ORed into place unmasked).
    const c0 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 1), 1), 0);
    const c1 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 2), 2), 1);
    const c2 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 3), 3), 2);
    const c3 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 4), 4), 3);
    const c4 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 5), 5), 4);
    const c5 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 6), 6), 5);
    const c6 = Levels.cover<T>(Levels.clean<T>(Levels.at<T>(w0, w1, w2, 7), 7), 6);
    const c7 = Levels.cover<T>(Levels.at<T>(w0, w1, w2, 8), 7); // the apex: nothing above it in word 2
    Lane.store3<T>(
      out,
      Lane.andnot<T>(w0, Levels.word0<T>(c0, c1)),
      Lane.andnot<T>(w1, Levels.word1<T>(c1, c2, c3)),
      Lane.andnot<T>(w2, Levels.word2<T>(c3, c4, c5, c6, c7)),
    );
    return Lane.count3<T>(out);
  }
}

/** Free dice of one pyramid: `occ` a set, `out` a set. Returns how many. */
export function freeDice(occ: usize, out: usize): i32 {
  return FreeDice.run<u64>(occ, out);
}

/** Free dice of `count` pyramids packed one set after the other. Returns the total. */
export function freeDiceBatch(count: i32, occ: usize, out: usize): i32 {
  let n = 0;
  let k = 0;
  if (ASC_FEATURE_SIMD)
    for (; k + 2 <= count; k += 2) n += FreeDice.run<v128>(occ + <usize>(k * SET), out + <usize>(k * SET));
  for (; k < count; k++) n += FreeDice.run<u64>(occ + <usize>(k * SET), out + <usize>(k * SET));
  return n;
}
