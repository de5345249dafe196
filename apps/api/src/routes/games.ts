/**
 * The stateless game routes, where the client holds the state: `setup`, `validate`, `legal-moves`, `view` and
 * `bot-move` under `/v1/games/{game}/`. A state the client sends is checked by the game (`parseState`: its
 * schema, then the invariants its rules rely on) before any rule runs on it; a bot thinks through the
 * {@link BotRunner}, off this thread where there are threads, by its level's iteration budget unless the caller
 * asks for time (capped). Each route is documented once per game, with that game's state, move and view.
 *
 * These routes are a client's hot path (`/validate` on every move): each checks its body in one step with the
 * route's zod schema and answers with a string (see `cors/`).
 *
 * @module
 */
import { type AnyGame, commonErrors, type GameId, gameOf, games, Rng, type Seat } from '@tafel/core';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { BotRunner } from '../bots/runner.js';
import { reply } from '../cors/index.js';
import { fromClientState, langOf, onClientState } from '../errors/index.js';
import { asciiText } from '../json/index.js';
import { nameOf, nullable, type Operation, ref } from '../openapi/index.js';
import { checkedJson } from '../request/index.js';
import { bodyOf } from './schema.js';

/** What the game routes need. */
export interface GameDeps {
  bots: BotRunner;
  /** Checks a bot's level or name for a game (throws its `RuleError`). */
  checkBot: (game: GameId, name: string) => void;
  /** Who a request comes from (for the bots' fair share). */
  clientOf: (c: Context) => string;
  /** The longest a bot may think when asked for time, in ms. */
  maxBotMs: number;
  /** `'iterations'`: bots always think by their level's budget (where clocks stand still while code runs). */
  botBudget: 'time' | 'iterations';
}

const seat = z.int().min(0).max(5);
const Setup = z.strictObject({
  players: z.int().min(1).max(6),
  seed: z.string().max(200).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});
const SeatState = z.strictObject({ state: z.unknown(), seat });
const Validate = SeatState.extend({ move: z.unknown() });
const ViewOf = z.strictObject({ state: z.unknown(), seat: seat.nullable() });
const BotMove = SeatState.extend({
  bot: z.string().min(1).max(40).default('strong'),
  ms: z.int().min(1).optional(),
  seed: z.string().max(200).optional(),
});

/** The state a client sent, checked by its game: schema, then invariants (400 `invalid-state` naming the place). */
function clientState(game: AnyGame, json: unknown): unknown {
  return game.parseState ? game.parseState(json) : json;
}

/** `seat` if the state has it (400 `invalid-seat` otherwise). */
function seatAt(game: AnyGame, state: unknown, seat: Seat): Seat {
  const seats = onClientState(() => game.seats(state));
  if (!Number.isInteger(seats) || seat >= seats) throw commonErrors.error('invalid-seat', { seat });
  return seat;
}

/** The game of a path, or 404 `unknown-game`. */
const gameFor = (id: string | undefined): AnyGame => gameOf(games, id ?? '');

/**
 * The routes, and their documentation for every game.
 *
 * @example
 * ```ts
 * const { routes } = gameRoutes({ bots: inlineBots(), checkBot, clientOf, maxBotMs: 1000, botBudget: 'time' });
 * app.route('/v1', routes);
 * ```
 */
export function gameRoutes(deps: GameDeps): { routes: Hono; operations: Operation[] } {
  const routes = new Hono()
    .post('/games/:id/setup', async (c) => {
      const game = gameFor(c.req.param('id'));
      const body = await checkedJson(c, Setup);
      const state = game.setup({
        players: body.players,
        seed: body.seed ?? Math.random().toString(36).slice(2),
        options: game.parseOptions(body.options ?? {}),
      });
      return reply({ state, active: game.active(state) }, 200);
    })
    .post('/games/:id/validate', async (c) => {
      const game = gameFor(c.req.param('id'));
      const body = await checkedJson(c, Validate);
      const state = clientState(game, body.state);
      const seat = seatAt(game, state, body.seat);
      const move = game.parseMove(body.move);
      const next = onClientState(() => game.play(state, seat, move), 'object');
      return reply(
        {
          state: next,
          view: game.view(next, seat),
          outcome: game.outcome(next),
          description: asciiText(game.describeMove(move, langOf(c))),
        },
        200,
      );
    })
    .post('/games/:id/legal-moves', async (c) => {
      const game = gameFor(c.req.param('id'));
      const body = await checkedJson(c, SeatState);
      const state = clientState(game, body.state);
      const seat = seatAt(game, state, body.seat);
      return reply({ moves: onClientState(() => game.legalMoves(state, seat), 'array') }, 200);
    })
    .post('/games/:id/view', async (c) => {
      const game = gameFor(c.req.param('id'));
      const body = await checkedJson(c, ViewOf);
      const state = clientState(game, body.state);
      const seat = body.seat === null ? null : seatAt(game, state, body.seat);
      const view = onClientState(() => game.view(state, seat), 'object');
      return reply({ view, phase: asciiText(game.describePhase(view, langOf(c))) }, 200);
    })
    .post('/games/:id/bot-move', async (c) => {
      const game = gameFor(c.req.param('id'));
      const body = await checkedJson(c, BotMove);
      const state = clientState(game, body.state);
      const seat = seatAt(game, state, body.seat);
      const legal = onClientState(() => game.legalMoves(state, seat), 'array');
      if (legal.length === 0) throw commonErrors.error('not-your-turn');
      deps.checkBot(game.id as GameId, body.bot);
      const timed = deps.botBudget === 'time' && body.ms !== undefined;
      const seed = body.seed ?? Math.random().toString(36).slice(2);
      const { move } = await deps.bots
        .run(
          {
            game: game.id as GameId,
            bot: body.bot,
            // Without `ms` the level's own iteration budget: the same move for the same seed.
            settings: timed ? { ms: Math.min(body.ms!, deps.maxBotMs) } : {},
            state,
            seat,
            rng: Rng.fromSeed(seed).state(),
            // The bot sees the seat's view only: it chooses on a state rebuilt from that view.
            viewSeed: body.seed ?? '',
          },
          deps.clientOf(c),
        )
        // A bot that fails on the client's state (rather than refusing it) says the state is not one.
        .catch((e) => {
          throw fromClientState(e);
        });
      return reply({ move, description: asciiText(game.describeMove(move, langOf(c))) }, 200);
    });
  return { routes, operations: operationsOf(deps) };
}

/** The five routes of one game, as the document shows them. */
function operationsOf(deps: GameDeps): Operation[] {
  const ops: Operation[] = [];
  for (const game of Object.values(games) as AnyGame[]) {
    const n = nameOf(game.id);
    const base = `/v1/games/${game.id}`;
    const tags = [game.id];
    const seatOf = { type: 'integer', minimum: 0, maximum: game.players.max - 1 };
    const description = 'A phrase for a move log or a screen reader, in the `Accept-Language`.';
    ops.push(
      {
        method: 'post',
        path: `${base}/setup`,
        operationId: `setup${n}`,
        summary: `A new ${game.title.en} state, for a client that holds it (it holds every hidden card)`,
        tags,
        body: bodyOf(Setup, {
          players: { minimum: game.players.min, maximum: game.players.max },
          seed: { description: 'The same seed and options give the same state; without one, a random seed.' },
          options: ref(`${n}Options`),
        }),
        ok: {
          200: {
            description: 'The state, and the seats to move first',
            schema: {
              type: 'object',
              required: ['state', 'active'],
              additionalProperties: false,
              properties: { state: ref(`${n}State`), active: { type: 'array', items: { type: 'integer' } } },
            },
          },
        },
        refusals: [400, 404, 413, 415],
      },
      {
        method: 'post',
        path: `${base}/validate`,
        operationId: `validate${n}`,
        summary: "Plays a seat's move on a client's state: the new state, the seat's view and the outcome",
        tags,
        body: bodyOf(Validate, { state: ref(`${n}State`), seat: seatOf, move: ref(`${n}Move`) }),
        ok: {
          200: {
            description: 'The move is legal and played',
            schema: {
              type: 'object',
              required: ['state', 'view', 'outcome', 'description'],
              additionalProperties: false,
              properties: {
                state: ref(`${n}State`),
                view: ref(`${n}View`),
                outcome: nullable(ref('Outcome')),
                description: { type: 'string', description },
              },
            },
          },
        },
        refusals: [400, 404, 413, 415, 422],
      },
      {
        method: 'post',
        path: `${base}/legal-moves`,
        operationId: `legalMoves${n}`,
        summary: "A seat's legal moves in a client's state (none when it may not move)",
        tags,
        body: bodyOf(SeatState, { state: ref(`${n}State`), seat: seatOf }),
        ok: {
          200: {
            description: 'The legal moves',
            schema: {
              type: 'object',
              required: ['moves'],
              additionalProperties: false,
              properties: { moves: { type: 'array', items: ref(`${n}Move`) } },
            },
          },
        },
        refusals: [400, 404, 413, 415],
      },
      {
        method: 'post',
        path: `${base}/view`,
        operationId: `view${n}`,
        summary: "What a seat (or, with seat null, a spectator) sees of a client's state",
        tags,
        body: bodyOf(ViewOf, { state: ref(`${n}State`), seat: nullable(seatOf) }),
        ok: {
          200: {
            description: 'The view and its phase in words',
            schema: {
              type: 'object',
              required: ['view', 'phase'],
              additionalProperties: false,
              properties: { view: ref(`${n}View`), phase: { type: 'string' } },
            },
          },
        },
        refusals: [400, 404, 413, 415],
      },
      {
        method: 'post',
        path: `${base}/bot-move`,
        operationId: `botMove${n}`,
        summary: "A bot's move for a seat of a client's state (it reads only that seat's view)",
        tags,
        body: bodyOf(BotMove, {
          state: ref(`${n}State`),
          seat: seatOf,
          bot: { description: 'A level (easy, normal, strong) or a bot name.' },
          ms: {
            description:
              deps.botBudget === 'iterations'
                ? "Ignored here: bots think by their level's iteration budget."
                : `Thinking time, capped at ${deps.maxBotMs} ms. Without it: the level's own iteration budget, the same move for the same seed.`,
          },
          seed: {
            description: "The bot's generator; with the level's budget, the same seed gives the same move.",
          },
        }),
        ok: {
          200: {
            description: "The bot's move",
            schema: {
              type: 'object',
              required: ['move', 'description'],
              additionalProperties: false,
              properties: { move: ref(`${n}Move`), description: { type: 'string', description } },
            },
          },
        },
        refusals: [400, 404, 413, 415, 422, 503],
      },
    );
  }
  return ops;
}
