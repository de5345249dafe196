/**
 * A route's request envelope as it appears in the OpenAPI document: the zod schema the handler checks, written
 * as JSON Schema 2020-12, with the game's own parts (`state`, `move`, `options`) put in by reference.
 *
 * @module
 */
import { z } from 'zod';
import type { JsonSchema } from '../openapi/index.js';

/**
 * `schema` as JSON Schema (its input: defaults make fields optional), `parts` replacing its properties.
 *
 * @example
 * ```ts
 * bodyOf(Validate, { state: ref('WiezenState'), move: ref('WiezenMove') });
 * ```
 */
export function bodyOf(schema: z.ZodType, parts: Record<string, JsonSchema> = {}): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
  }) as JsonSchema;
  const properties = { ...(json.properties as Record<string, JsonSchema>) };
  for (const [key, part] of Object.entries(parts)) {
    // A reference stands alone: beside zod's own keywords it reads to some client generators as an empty object.
    properties[key] = '$ref' in part ? part : { ...properties[key], ...part };
  }
  // Integers need no upper bound the JSON number range already gives.
  for (const p of Object.values(properties)) if (p.maximum === Number.MAX_SAFE_INTEGER) delete p.maximum;
  return { ...json, properties };
}
