/**
 * `GET /v1/health`: whether the server answers, and which lattice kernels the dice games run on (`wasm`, with
 * or without SIMD, or the `ts` reference where WebAssembly did not load). For a deployment's health check, and
 * for the tests that hold each runtime to its kernels.
 *
 * @module
 */
import { kernels } from '@tafel/core/das-spiel';
import { Hono } from 'hono';
import { reply } from '../cors/index.js';
import type { Operation } from '../openapi/index.js';

/**
 * The route and its documentation.
 *
 * @example
 * ```ts
 * app.route('/v1', health().routes);
 * ```
 */
export function health(): { routes: Hono; operations: Operation[] } {
  const routes = new Hono().get('/health', () => {
    const k = kernels() as { name: string; simd?: boolean };
    return reply({ status: 'ok', kernels: { provider: k.name, simd: k.simd === true } });
  });
  const operations: Operation[] = [
    {
      method: 'get',
      path: '/v1/health',
      operationId: 'health',
      summary: 'Whether the server answers, and the kernels the dice games run on',
      tags: ['catalogue'],
      ok: {
        200: {
          description: 'The server is up',
          schema: {
            type: 'object',
            required: ['status', 'kernels'],
            additionalProperties: false,
            properties: {
              status: { type: 'string', const: 'ok' },
              kernels: {
                type: 'object',
                required: ['provider', 'simd'],
                additionalProperties: false,
                properties: {
                  provider: {
                    type: 'string',
                    description:
                      '`wasm` (WebAssembly) or `ts` (the TypeScript reference, where WebAssembly did not load)',
                  },
                  simd: { type: 'boolean', description: 'Whether the WebAssembly build with SIMD runs.' },
                },
              },
            },
          },
        },
      },
      refusals: [],
    },
  ];
  return { routes, operations };
}
