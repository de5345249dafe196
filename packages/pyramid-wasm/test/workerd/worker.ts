/**
 * A Worker that installs the Wasm kernels the way the API's Worker should: the `.wasm` file imported as a
 * compiled module (workerd may not compile bytes itself), handed to `installWasmKernelsSync` at the top of the
 * module. It answers with the provider in use and a few answers to compare with the TypeScript kernels.
 */
import { countBuildsBits, freeDiceBatch, kernels, tsKernels } from '@tafel/core/das-spiel';
import { installWasmKernelsSync } from '@tafel/pyramid-wasm';
import pyramid from '@tafel/pyramid-wasm/pyramid.wasm';

const installed = installWasmKernelsSync(pyramid);

export default {
  fetch(): Response {
    const occupied = new Uint32Array(6);
    const sets = new Uint32Array(6);
    const plate = new Uint32Array([0xffffffff, 0x1fff, 0, 0, 0, 0]); // the 45 dice of level 0
    return Response.json({
      provider: kernels().name,
      simd: installed.simd,
      builds: kernels().countBuildsBits({ occupied, n: 4, touch: null, guard: null }),
      reference: countBuildsBits({ occupied, n: 4, touch: null, guard: null }),
      free: kernels().freeDiceBatch(1, plate, sets),
      freeReference: tsKernels.freeDiceBatch(1, plate, new Uint32Array(6)),
      freeTs: freeDiceBatch(1, plate, new Uint32Array(6)),
    });
  },
};
