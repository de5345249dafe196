/**
 * The hosted-match routes under `/v1`, one module a concern in `matches/` (as Hono keeps a route module each),
 * mounted here: hosting a match (`create.ts`), the lobby's list (`tables.ts`), the seats (`seats.ts`: join, a
 * bot, start, leave, rejoin, the invite), reading and deleting (`read.ts`: the view, the history), a move
 * (`moves.ts`), the end (`record.ts`: the record, "play again") and the event stream (`stream.ts`: tickets,
 * events). What they do is {@link HostedMatches}'; each module has the HTTP shapes and their documentation.
 *
 * @module
 */
import type { ChatMessage } from '@tafel/core/match';
import { type Context, Hono } from 'hono';
import type { HostedMatches } from '../matches/hosted.js';
import type { JsonSchema, Operation } from '../openapi/index.js';
import { createOperations, createRoutes, createSchemas } from './matches/create.js';
import { moveOperations, moveRoutes } from './matches/moves.js';
import { readOperations, readRoutes, readSchemas } from './matches/read.js';
import { recordOperations, recordRoutes } from './matches/record.js';
import { seatOperations, seatRoutes, seatSchemas } from './matches/seats.js';
import { streamOperations, streamRoutes } from './matches/stream.js';
import { tableOperations, tableRoutes, tableSchemas } from './matches/tables.js';

/** What the match routes need. */
export interface MatchDeps {
  hosted: HostedMatches;
  /** Who a request comes from (for the cap on all-bot matches). */
  clientOf: (c: Context) => string;
  /** A match's chat, published with its record (none: the record alone). */
  chatOf?: (id: string) => Promise<ChatMessage[]>;
}

/**
 * The order the document lists the operations in (Swagger UI shows them so): the order they had when one module
 * held them all, so that the split changed nothing a client reads.
 */
const ORDER = [
  'createMatch',
  'joinSeat',
  'listTables',
  'seatBot',
  'startMatch',
  'leaveMatch',
  'rejoinSeat',
  'getInvite',
  'getLog',
  'rematch',
  'getMatch',
  'deleteMatch',
  'playMove',
  'getRecord',
  'createStreamTicket',
  'streamEvents',
];

/** The operations of every match route module, in the document's order (one not listed comes last). */
function operationsOf(): Operation[] {
  const rank = (op: Operation) => {
    const at = ORDER.indexOf(op.operationId);
    return at < 0 ? ORDER.length : at;
  };
  return [
    ...createOperations(),
    ...tableOperations(),
    ...seatOperations(),
    ...readOperations(),
    ...moveOperations(),
    ...recordOperations(),
    ...streamOperations(),
  ].sort((a, b) => rank(a) - rank(b));
}

/**
 * The routes, and their documentation.
 *
 * @example
 * ```ts
 * app.route('/v1', matchRoutes({ hosted, clientOf }).routes);
 * ```
 */
export function matchRoutes(deps: MatchDeps): {
  routes: Hono;
  operations: Operation[];
  schemas: Record<string, JsonSchema>;
} {
  const routes = new Hono()
    .route('/', createRoutes(deps))
    .route('/', tableRoutes(deps))
    .route('/', seatRoutes(deps))
    .route('/', readRoutes(deps))
    .route('/', moveRoutes(deps))
    .route('/', recordRoutes(deps))
    .route('/', streamRoutes(deps));
  const schemas = { ...createSchemas(), ...seatSchemas(), ...readSchemas(), ...tableSchemas() };
  return { routes, operations: operationsOf(), schemas };
}
