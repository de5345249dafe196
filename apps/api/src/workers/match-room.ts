/**
 * `MatchRoom`, the Durable Object of one hosted match: the same app as on Node (`createApp`), on the object's own
 * SQLite storage ({@link durableStore}) and its alarm ({@link AlarmClock}) for bot moves and reaction times. The
 * Worker routes every `/v1/matches/{id}…` request here, to the object named by the match id, and passes that id
 * in {@link MATCH_ID_HEADER} (for `POST /v1/matches`, the id it chose for the new match).
 *
 * When the object starts (first request, an alarm, or after it was evicted) it plans every due bot move again
 * from the stored match, so a match continues wherever it was.
 *
 * @module
 */
import { createApp } from '../app.js';
import type { HostedMatches } from '../matches/hosted.js';
import { AlarmClock } from './alarm-clock.js';
import type { DurableObjectState, Env } from './platform.js';
import { durableStore } from './store.js';

/** The header by which the Worker tells a match's object its id. */
export const MATCH_ID_HEADER = 'x-tafel-match-id';

/** The Durable Object of one match (`wrangler.toml` binds it as `MATCHES`). */
export class MatchRoom {
  readonly #app: { fetch(request: Request): Response | Promise<Response> };
  readonly #hosted: HostedMatches;
  readonly #clock: AlarmClock;
  #matchId: string | null = null;

  constructor(state: DurableObjectState, env: Env) {
    this.#clock = new AlarmClock(state.storage);
    const { app, hosted } = createApp({
      store: durableStore(state.storage),
      clock: this.#clock,
      rateLimit: Number(env.TAFEL_RATE_LIMIT ?? 6000),
      clientKey: (c) => c.req.header('cf-connecting-ip') ?? 'direct',
      newMatchId: () => {
        if (this.#matchId === null) throw new Error('a match room needs its id');
        return this.#matchId;
      },
    });
    this.#app = app;
    this.#hosted = hosted;
    void state.blockConcurrencyWhile(() => this.#hosted.wakeAll());
  }

  fetch(request: Request): Response | Promise<Response> {
    this.#matchId ??= request.headers.get(MATCH_ID_HEADER);
    return this.#app.fetch(request);
  }

  alarm(): void {
    this.#clock.fire();
  }
}
