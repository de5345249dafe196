/**
 * The OpenAPI 3.1 document (`/v1/openapi.json`), built from the same schemas that check the requests: each
 * route module lists its operations ({@link Operation}) next to its handlers, with its request envelope as the
 * zod schema the handler checks (`z.toJSONSchema`), and every game's state, move, view and options come from the
 * game's own valibot schemas (`toJsonSchema`, JSON Schema 2020-12 as OpenAPI 3.1 reads it). The stateless game
 * routes are documented once per game (`/v1/games/wiezen/validate`, …), so a generated client knows the exact
 * state, move and view of each; a hosted match's view is a `oneOf` by its `game`.
 *
 * Every refusal status an operation can answer is listed with the codes that go with it (the API's catalogue
 * and the rules' own), and the event stream, its events and its ticket are described.
 *
 * @module
 */
import type { AnyGame } from '@tafel/core';
import { games } from '@tafel/core';
import { QUICK_PHRASES } from '@tafel/core/match';
import { toJsonSchema } from '@valibot/to-json-schema';
import { API_ERRORS, RULE_STATUS, STATUS_MEANING } from '../errors/index.js';

/** A JSON Schema (2020-12), as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

/** A path or query parameter. */
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** One documented operation. */
export interface Operation {
  method: 'get' | 'post' | 'delete';
  /** The path as OpenAPI writes it (`/v1/matches/{id}`). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  /** `optional`: a seat token or nothing (a spectator); `required`: a token. */
  auth?: 'optional' | 'required';
  /** The JSON body. */
  body?: JsonSchema;
  /** The answers that are not refusals, by status. */
  ok: Record<number, { description: string; schema?: JsonSchema; media?: string; headers?: JsonSchema }>;
  /** The refusal statuses this operation can answer (429 and 500 are added to every one). */
  refusals: number[];
}

/** A reference to a component schema. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** `schema`, or `null`. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** The component prefix of a game: `wine-cellar` → `WineCellar`. */
export function nameOf(id: string): string {
  return id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
}

/** A valibot schema as a JSON Schema component (its `$schema` line dropped: the document says the dialect). */
function fromValibot(schema: unknown): JsonSchema {
  const { $schema: _, ...json } = toJsonSchema(schema as never, {
    errorMode: 'ignore',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}

/**
 * Options as a request takes them: every one may be left out. Their defaults move from the `default` keyword
 * into words, because generators of typed clients (openapi-typescript 7) make a property with a `default`
 * required in every body that uses the schema, so a client could not send `{ deals: 2 }` without every other
 * option (openapi-typescript #2489). The catalogue (`GET /v1/games`) still gives each default as a value.
 */
function defaultsInWords(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const moved = Object.fromEntries(
    Object.entries(properties).map(([key, p]) => {
      if (!('default' in p)) return [key, p];
      const { default: value, ...rest } = p;
      const words = `Default: ${JSON.stringify(value)}.`;
      return [key, { ...rest, description: rest.description ? `${rest.description} ${words}` : words }];
    }),
  );
  return { ...schema, properties: moved };
}

const Outcome: JsonSchema = {
  type: 'object',
  description: 'The end of a game: a score per seat and the seats that won (several on a tie).',
  required: ['scores', 'winners'],
  additionalProperties: false,
  properties: {
    scores: { type: 'array', items: { type: 'number' } },
    winners: { type: 'array', items: { type: 'integer', minimum: 0 } },
  },
};

const SeatInfo: JsonSchema = {
  type: 'object',
  description: 'Who sits at a seat: a person, an open seat, or a bot of a level (never a token).',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['human', 'open', 'bot'] },
    name: { type: 'string' },
    level: {
      type: 'string',
      description: "A bot's level; at a person's seat a bot plays for now, that bot's.",
    },
    connected: { type: 'boolean', description: "A person's seat: whether the person is there now." },
    away: {
      type: 'boolean',
      description: "A person's seat a bot plays for now (the person left or was gone too long).",
    },
    reserved: {
      type: 'boolean',
      description: 'An open seat kept for a player of the match before ("play again").',
    },
  },
};

const HiddenMove: JsonSchema = {
  type: 'object',
  description: "Another seat's move made face down: its kind only.",
  required: ['type', 'hidden'],
  additionalProperties: false,
  properties: { type: { type: 'string' }, hidden: { type: 'boolean', const: true } },
};

const MoveEntry: JsonSchema = {
  type: 'object',
  description: 'A move of the history as the caller saw it at the table.',
  required: ['n', 'seat', 'move', 'text'],
  additionalProperties: false,
  properties: {
    n: { type: 'integer', minimum: 0, description: "The move's number (the match's version before it)." },
    seat: { type: 'integer', minimum: 0 },
    move: { anyOf: [ref('AnyMove'), ref('HiddenMove')] },
    text: { type: 'string', description: 'The move in words, in the asked language.' },
    timedOut: {
      type: 'boolean',
      const: true,
      description: "The seat's turn clock ran out: a bot of the table's level made this move for its person.",
    },
  },
};

const MilestoneEntry: JsonSchema = {
  type: 'object',
  description:
    'A stage of the game closed after move `n`: a deal scored (Wiezen), an auction settled (Die Weinhändler).',
  required: ['n', 'milestone', 'text'],
  additionalProperties: false,
  properties: {
    n: { type: 'integer', minimum: 0 },
    milestone: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      description: 'Its kind and what every seat learnt (the game says what: see its rules).',
    },
    text: { type: 'string' },
  },
};

const TableSettings: JsonSchema = {
  type: 'object',
  required: ['visibility', 'level', 'grace', 'turn'],
  additionalProperties: false,
  properties: {
    visibility: { type: 'string', enum: ['public', 'private'] },
    level: {
      type: 'string',
      description: 'The level of the bots that fill open seats and take over empty ones.',
    },
    grace: nullable({
      type: 'integer',
      description: 'Seconds a person may be gone (no stream, no request) before a bot plays the seat.',
    }),
    turn: nullable({
      type: 'integer',
      description:
        "The turn clock: seconds a person's seat may be to move before a bot plays it until the person is back (null: none).",
    }),
    name: { type: 'string' },
    hints: {
      type: 'boolean',
      description:
        'Whether people may ask for a hint (the host chose; off by default with more than one person).',
    },
    spectatorChat: { type: 'boolean', description: 'Whether spectators may write in the chat.' },
  },
};

const ChatMessage: JsonSchema = {
  type: 'object',
  description:
    "A message of a table's chat: plain text (never markup: show it as text) or a quick phrase by key, which each reader reads in their own language.",
  required: ['n', 'seat', 'at'],
  additionalProperties: false,
  properties: {
    n: { type: 'integer', minimum: 0 },
    seat: nullable({
      type: 'integer',
      minimum: 0,
      description: "The writer's seat; null: a spectator or the host.",
    }),
    name: { type: 'string' },
    text: { type: 'string', maxLength: 280 },
    quick: { type: 'string', enum: Object.keys(QUICK_PHRASES) },
    at: { type: 'integer', description: 'When it was written, in ms since the epoch.' },
  },
};

const ErrorBody: JsonSchema = {
  type: 'object',
  description:
    'Every refusal: a stable code for programs and a sentence in the `Accept-Language` (en or nl).',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: {
          type: 'string',
          description: 'Stable, kebab-case; see the status descriptions for the list.',
        },
        message: { type: 'string' },
        at: { type: 'string', description: 'Malformed input: where in the body (`state.hands[2]`).' },
        version: { type: 'integer', description: 'A stale version: the match is now at this one.' },
      },
    },
  },
};

/** The schemas of one game: its state, move, view, options, match view and record. */
function gameComponents(game: AnyGame): Record<string, JsonSchema> {
  const n = nameOf(game.id);
  const out: Record<string, JsonSchema> = {
    [`${n}Move`]: fromValibot(game.schemas.move),
    [`${n}Options`]: defaultsInWords(fromValibot(game.schemas.options)),
    [`${n}State`]: game.schemas.state ? fromValibot(game.schemas.state) : { type: 'object' },
    [`${n}View`]: game.schemas.view ? fromValibot(game.schemas.view) : { type: 'object' },
  };
  out[`${n}MatchView`] = {
    type: 'object',
    description: `A hosted ${game.title.en} match as one seat (or a spectator) sees it.`,
    required: [
      'id',
      'game',
      'version',
      'seats',
      'seat',
      'active',
      'view',
      'legal',
      'outcome',
      'seedChosen',
      'commitment',
      'turnEndsAt',
    ],
    additionalProperties: false,
    properties: {
      id: { type: 'string' },
      game: { type: 'string', const: game.id },
      version: {
        type: 'integer',
        minimum: 0,
        description: 'The number of moves played: send it with a move.',
      },
      seats: { type: 'array', items: ref('SeatInfo') },
      seat: nullable({
        type: 'integer',
        minimum: 0,
        description: "The caller's seat; null for a spectator.",
      }),
      started: {
        type: 'boolean',
        description: 'Whether every seat was taken and the game began (before: the waiting room).',
      },
      active: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        description: 'The seats that may move now (several in real-time games); empty at the end.',
      },
      view: {
        ...nullable(ref(`${n}View`)),
        description: "The seat's view; null before the table begins (no deal exists yet).",
      },
      legal: { type: 'array', items: ref(`${n}Move`), description: "The caller's legal moves now." },
      outcome: nullable(ref('Outcome')),
      seedChosen: {
        type: 'boolean',
        description:
          'Whether the creator chose the seed or stacked the deck (allowed only without open seats).',
      },
      commitment: {
        type: 'string',
        pattern: '^[0-9a-f]{64}$',
        description:
          'SHA-256 (hex) of `JSON.stringify([seed, options])`, fixed at creation; the record at the end holds both, so any seat can check that the deal was fixed before anyone joined.',
      },
      table: ref('TableSettings'),
      next: { type: 'string', description: 'The match of "play again", once someone asked for it.' },
      invite: { type: 'string', description: "The host only: a private table's invite code." },
      turnEndsAt: nullable({
        type: 'integer',
        description:
          "When the turn clock of the seat to move runs out, in ms since the epoch (the earliest, when several are to move); null without a clock or with no person's seat to move.",
      }),
    },
  };
  out[`${n}Record`] = {
    type: 'object',
    description: `The record of a finished ${game.title.en} match: replaying its moves from its seed and options rebuilds every state.`,
    required: ['game', 'rules', 'options', 'seed', 'seats', 'moves'],
    additionalProperties: false,
    properties: {
      game: { type: 'string', const: game.id },
      rules: { type: 'integer', minimum: 1 },
      options: ref(`${n}Options`),
      seed: { type: 'string' },
      seats: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: { name: { type: 'string' }, bot: { type: 'string' } },
        },
      },
      moves: {
        type: 'array',
        items: {
          type: 'object',
          required: ['seat', 'move'],
          additionalProperties: false,
          properties: { seat: { type: 'integer', minimum: 0 }, move: ref(`${n}Move`) },
        },
      },
      deal: {
        type: 'object',
        description:
          'How the deal was made (see docs/api.md, "Fair deals"): the server seed, the commitment published when the table was made, and every seat\'s contribution (null: a bot\'s or none); `seed` is SHA-256 of `JSON.stringify([serverSeed, ...contributions])`.',
        required: ['serverSeed', 'commitment', 'contributions'],
        additionalProperties: false,
        properties: {
          serverSeed: { type: 'string' },
          commitment: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          contributions: { type: 'array', items: nullable({ type: 'string' }) },
        },
      },
      chat: {
        type: 'array',
        items: ref('ChatMessage'),
        description: "A hosted match's chat, with its record once the match is over.",
      },
    },
  };
  return out;
}

/** Every component schema: the shared ones and each game's. */
export function components(): Record<string, JsonSchema> {
  const all: Record<string, JsonSchema> = {
    Error: ErrorBody,
    Outcome,
    SeatInfo,
    HiddenMove,
    MoveEntry,
    MilestoneEntry,
    TableSettings,
    ChatMessage,
  };
  for (const game of Object.values(games) as AnyGame[]) Object.assign(all, gameComponents(game));
  const ids = Object.keys(games);
  all.MatchView = {
    oneOf: ids.map((id) => ref(`${nameOf(id)}MatchView`)),
    discriminator: {
      propertyName: 'game',
      mapping: Object.fromEntries(ids.map((id) => [id, `#/components/schemas/${nameOf(id)}MatchView`])),
    },
  };
  all.MatchRecord = {
    oneOf: ids.map((id) => ref(`${nameOf(id)}Record`)),
    discriminator: {
      propertyName: 'game',
      mapping: Object.fromEntries(ids.map((id) => [id, `#/components/schemas/${nameOf(id)}Record`])),
    },
  };
  all.AnyMove = {
    description: "A move of the match's game (each game's moves are its `…Move` schema).",
    anyOf: ids.map((id) => ref(`${nameOf(id)}Move`)),
  };
  return all;
}

/** The codes a refusal status carries: the API's own, and the rules' where they go with that status. */
function codesOf(status: number): string[] {
  const api = Object.entries(API_ERRORS)
    .filter(([, e]) => e.status === status)
    .map(([code, e]) => `\`${code}\` (${e.en.replace(/\{\w+\}/g, '…')})`);
  const rules = Object.entries(RULE_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => `\`${code}\``);
  if (status === 422) {
    rules.push(
      "`unknown-bot`, `not-your-turn`, `game-over`, `move-not-now` and each game's own rule codes (listed in the rules of each game)",
    );
  }
  if (status === 409) rules.push("in real-time games, the rule's code of a move that no longer fits");
  return [...api, ...rules];
}

const RETRY_AFTER: JsonSchema = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
};

/** The answer of a refusal status. */
function refusal(status: number): JsonSchema {
  const out: JsonSchema = {
    description: `${STATUS_MEANING[status] ?? 'Refused'}. Codes: ${codesOf(status).join('; ')}.`,
    content: { 'application/json': { schema: ref('Error') } },
  };
  if (status === 429 || status === 503) out.headers = { 'Retry-After': RETRY_AFTER };
  return out;
}

/** The `info.description`: what a client needs to know beyond the operations. */
const ABOUT = `Move validation and hosted matches for Wiezen, Die Weinhändler, Wine Cellar and the six games of Das Spiel.

**Errors** have one shape, \`{ "error": { "code", "message" } }\`, the message in the request's \`Accept-Language\` (en or nl); malformed input names the place (\`at\`), a stale version the current one (\`version\`). Every status lists its codes.

**Client-held states** (the \`/v1/games/{game}/…\` routes): the state is checked against the game's state schema and the invariants its rules rely on before anything runs on it (400 \`invalid-state\` naming the place). States are not signed: a client holds every hidden card of the state it sends, so there is nothing to hide from it, and a client may build a position for analysis; what the server protects is itself, by the checks and by the bounds on bots.

**Bots** never think on the thread that answers requests: on Node they think in worker threads, each client with a fair share (429 \`bots-busy\` beyond it), and a bot that thinks past the time limit is stopped (503 \`bot-timeout\`). Without \`ms\` a bot thinks by its level's iteration budget: the same \`seed\` gives the same move.

**Hosted matches**: creating one returns a token per person's seat and a host token (each shown once). Send a seat token as \`Authorization: Bearer <token>\`; without one you are a spectator. The host token deletes the match. A chosen \`seed\` or stacked \`deck\` is allowed only at a table without open seats (403 \`seed-not-allowed\`); every match publishes a \`commitment\` to its seed and options, and its record, once it is over, both. A client may host a few unfinished all-bot matches at a time (429 \`too-many-matches\`); unfinished matches untouched for a week expire, finished ones after thirty days.

**Events**: \`GET /v1/matches/{id}/events\` streams the caller's view (server-sent events). Browsers' \`EventSource\` cannot send headers: ask \`POST /v1/matches/{id}/tickets\` (with the token) for a short-lived, single-use ticket and open \`…/events?ticket=…\`.`;

/**
 * The document for a server at `origin` (`/`: wherever the document was read from).
 *
 * @example
 * ```ts
 * const doc = documentOf([catalogue(LEVELS), gameRoutes(deps), matchRoutes(deps)], 'https://tafel.example');
 * ```
 */
export function documentOf(
  parts: readonly { operations: readonly Operation[]; schemas?: Record<string, JsonSchema> }[],
  origin: string,
): JsonSchema {
  const operations = parts.flatMap((p) => p.operations);
  const schemas = Object.assign(components(), ...parts.map((p) => p.schemas ?? {}));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(op.ok)) {
      responses[status] = {
        description: answer.description,
        ...(answer.headers ? { headers: answer.headers } : {}),
        ...(answer.schema
          ? { content: { [answer.media ?? 'application/json']: { schema: answer.schema } } }
          : {}),
      };
    }
    for (const status of [...new Set([...op.refusals, 429, 500])].sort((a, b) => a - b)) {
      responses[String(status)] = refusal(status);
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      ...(op.auth === 'required' ? { security: [{ seatToken: [] }] } : {}),
      ...(op.auth === 'optional' ? { security: [{ seatToken: [] }, {}] } : {}),
      ...(op.auth === undefined ? { security: [] } : {}),
      ...(op.parameters ? { parameters: op.parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Tafel API',
      version: '1.0.0',
      description: ABOUT,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: origin, description: 'This server' }],
    tags: [
      { name: 'catalogue', description: 'The games, their options and bot levels.' },
      ...(Object.values(games) as AnyGame[]).map((g) => ({
        name: g.id,
        description: `${g.title.en}: a state the client holds, checked and played here.`,
      })),
      {
        name: 'matches',
        description: 'Matches hosted here: seats with tokens, bots that move by themselves, events.',
      },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        seatToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A seat's token (or, to delete a match, the host's), as the match's creation or a join gave it.",
        },
      },
    },
  };
}
