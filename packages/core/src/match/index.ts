/**
 * `@tafel/core/match` — a match being played, in one place: the {@link MatchEngine} over the game contract, its
 * ports ({@link Clock}, {@link BotRunner}), the seats' one vocabulary ({@link SeatSpec}) and the match's own
 * refusals. The web's table, the API's hosted matches and the CLI's tournaments are this engine with their own
 * ports. A hosted match's shapes on the wire (its view, seats, lobby listing, history and events) are here too,
 * so the API that sends them and the web that reads them share one definition.
 *
 * @example
 * ```ts
 * import { MatchEngine, systemClock } from '@tafel/core/match';
 * const engine = MatchEngine.create({ game: wineCellar, seats, bots, clock: systemClock }, { seed: 'table-7' });
 * engine.start();
 * await engine.play(0, { type: 'bid', card: 3 }, engine.version);
 * ```
 *
 * @module
 */
export type { SimulatedClock } from './clock.js';
export { simulatedClock } from './clock.js';
export type { Change, EngineOptions, MatchSnapshot } from './engine.js';
export { MatchEngine, startSnapshot } from './engine.js';
export { matchErrors } from './errors.js';
export type { DealCheck } from './fair-deal.js';
export { commitmentTo, dealSeed, newContribution, sha256Hex, verifyDeal } from './fair-deal.js';
export type {
  ChatMessage,
  HostedEvent,
  HostedView,
  MilestoneEntry,
  MoveEntry,
  QuickPhrase,
  Seated,
  SeatRequest,
  TableInfo,
  TableListing,
  TableRequest,
  TableSeat,
} from './hosted.js';
export { QUICK_PHRASES } from './hosted.js';
export type { BotAnswer, BotRunner, BotTask, Clock } from './ports.js';
export { systemClock } from './ports.js';
export type { SeatSpec } from './seats.js';
export { DEFAULT_LEVEL, isBot, seatRecordOf } from './seats.js';
export { inlineRunner, think } from './think.js';
