/**
 * What the hosted-match route modules share: the request pieces more than one of them takes (a name, a person's
 * key, a contribution to the deal), the path's seat and the query's counts (400 naming the parameter), the
 * caller's `Authorization` header, and the documentation of the `id` and `seat` parameters and of an answer
 * that is the caller's match view.
 *
 * @module
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { ref } from '../../openapi/index.js';
import { invalidRequest } from '../../request/index.js';
import { Name, plainText } from '../../request/plain.js';

/** The name a table shows. */
export const name = Name;
/** A person's key (`POST /v1/people`): the seat plays under their claimed name and the match is rated. */
export const personKey = z.string().min(1).max(100);
/** A person's contribution to the deal: a random word of their own (the web table draws 128 bits, in hex). */
export const contribution = z
  .string()
  .min(1)
  .max(128)
  .refine(plainText, 'A contribution is plain visible text.');

const SeatParam = z.coerce.number().int().min(0).max(5);
const Count = z.coerce.number().int().min(0);

/** The seat of a path, or 400 naming it. */
export function seatParam(c: Context): number {
  const seat = SeatParam.safeParse(c.req.param('seat'));
  if (!seat.success) throw invalidRequest(seat.error.issues.map((i) => ({ ...i, path: ['seat'] })));
  return seat.data;
}

/** A whole number of the query, or 400 naming it. */
export function countParam(c: Context, key: string): number | undefined {
  const value = c.req.query(key);
  if (value === undefined) return undefined;
  const n = Count.safeParse(value);
  if (!n.success) throw invalidRequest(n.error.issues.map((i) => ({ ...i, path: [key] })));
  return n.data;
}

/** The caller's `Authorization` header (a seat's or the host's token), if any. */
export const auth = (c: Context): string | undefined => c.req.header('authorization');

/** The documentation of the path's match id. */
export const idParam = {
  name: 'id',
  in: 'path' as const,
  required: true,
  description: "The match's id, as its creation gave it.",
  schema: { type: 'string', minLength: 1 },
};

/** The documentation of the path's seat. */
export const seatParamDoc = {
  name: 'seat',
  in: 'path' as const,
  required: true,
  description: 'The seat, from 0.',
  schema: { type: 'integer', minimum: 0, maximum: 5 },
};

/** The documentation of an answer that is the caller's match view. */
export const viewAnswer = {
  200: { description: 'The match as the caller now sees it', schema: ref('MatchView') },
};

/** The tag of every hosted-match operation. */
export const tags = ['matches'];
