/**
 * Every benchmark suite, in the order `tafel bench` runs them. A new suite adds one line.
 *
 * @module
 */
import type { BenchSuite } from '../harness.js';
import { analysisSuite } from './analysis.js';
import { botsSuite } from './bots.js';
import { bundleSuite } from './bundle.js';
import { dasSpielSuite } from './das-spiel.js';
import { dasSpielMoreSuite } from './das-spiel-more.js';
import { nativeLatticeSuite } from './native-lattice.js';
import { pyramidWasmSuite } from './pyramid-wasm.js';
import { realtimeLevelsSuite } from './realtime-levels.js';
import { weinhaendlerSuite } from './weinhaendler.js';
import { wiezenSuite } from './wiezen.js';
import { wineCellarSuite } from './wine-cellar.js';

export const suites: BenchSuite[] = [
  wineCellarSuite,
  wiezenSuite,
  weinhaendlerSuite,
  dasSpielSuite,
  pyramidWasmSuite,
  nativeLatticeSuite,
  dasSpielMoreSuite,
  bundleSuite,
  botsSuite,
  realtimeLevelsSuite,
  analysisSuite,
];
