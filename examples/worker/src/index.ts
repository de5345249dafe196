/**
 * The Worker: `@tafel/api/worker`'s app (the catalogue and the stateless routes on the Worker itself, each hosted
 * match in a Durable Object of its own) and its four Durable Object classes, which wrangler finds by name among
 * this module's exports (`wrangler.toml` binds them).
 *
 * @module
 */
export { default, HostRoom, LobbyRoom, MatchRoom, RatingsRoom } from '@tafel/api/worker';
