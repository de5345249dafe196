/** Wine Cellar: random playouts and bot playouts per second. @module */
import type { BenchSuite } from '../harness.js';

export const wineCellarSuite: BenchSuite = { name: 'wine-cellar', run: () => [] };
