/**
 * The served OpenAPI document as the judge of every answer the endpoint cases get: `holdToDocument(fetch)` wraps
 * a runtime's `fetch` so that each answer must be one the document lists for that operation and status, with a
 * JSON body that its schema accepts (ajv, JSON Schema 2020-12, every `$ref` resolved in the document). A test
 * that gets an answer the document does not describe fails there, whatever it asserts itself.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Fetch } from './support.js';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON.
type Doc = Record<string, any>;

/** JSON Pointer escaping of one path segment. */
const pointerOf = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

/** The document path an actual path matches: a literal path first, then one with `{parameters}`. */
function operationPath(doc: Doc, path: string): string | null {
  if (doc.paths[path]) return path;
  for (const template of Object.keys(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return template;
  }
  return null;
}

/** Where answers went against the document (the test fails on the first, with what and where). */
export class ContractBreach extends Error {}

/**
 * `fetch` with every answer held to the document the same runtime serves (read once, on the first call, through
 * `documentFrom`).
 *
 * @example
 * ```ts
 * const f = holdToDocument(runtime.api());
 * await f('/v1/games'); // throws ContractBreach if the answer is not what the document says
 * ```
 */
export function holdToDocument(fetch: Fetch, documentFrom: Fetch = fetch): Fetch {
  let doc: Doc | null = null;
  let ajv: InstanceType<typeof Ajv2020> | null = null;
  return async (path, init) => {
    if (doc === null) {
      doc = (await (await documentFrom('/v1/openapi.json')).json()) as Doc;
      ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
      ajv.addSchema({ ...doc, $id: 'tafel:openapi' });
    }
    const res = await fetch(path, init);
    const url = new URL(path, 'http://x');
    if (
      !url.pathname.startsWith('/v1/') ||
      url.pathname === '/v1/openapi.json' ||
      url.pathname === '/v1/docs'
    )
      return res;
    const method = (init?.method ?? 'GET').toLowerCase();
    if (method === 'options') return res;
    const template = operationPath(doc, url.pathname);
    const operation = template ? doc.paths[template][method] : undefined;
    // A route the document does not have must be refused as one (404 not-found, 405 …): never answered.
    if (!operation) {
      if (res.status < 400)
        throw new ContractBreach(`${method} ${url.pathname} answered ${res.status} but is not documented`);
      return res;
    }
    const answer = operation.responses[String(res.status)];
    if (!answer) {
      throw new ContractBreach(
        `${method} ${template} answered ${res.status}, which the document does not list (${Object.keys(operation.responses).join(', ')})`,
      );
    }
    const media = Object.keys(answer.content ?? {})[0];
    if (media !== 'application/json') return res;
    const body = await res.clone().json();
    const pointer = `tafel:openapi#/paths/${pointerOf(template!)}/${method}/responses/${res.status}/content/${pointerOf(media)}/schema`;
    const validate = ajv!.getSchema(pointer) ?? ajv!.compile({ $ref: pointer });
    if (!validate(body)) {
      throw new ContractBreach(
        `${method} ${url.pathname} → ${res.status}: the body breaks the document: ${ajv!.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`,
      );
    }
    return res;
  };
}
