/**
 * What the six Das Spiel games share in checking a client-held state: the schema parts (`schemas.ts`) and the
 * pyramid's invariants (`invariants.ts`). Each game's `state.ts` adds its own.
 *
 * @module
 */
export {
  bestSeats,
  floatingDie,
  noSeat,
  notPerSeat,
  pyramidBreach,
  sameSeats,
  tally,
  winnersBreach,
} from './invariants.js';
export {
  cell,
  endOf,
  face,
  levelOneCell,
  orientation,
  perCell,
  perSeat,
  plateCell,
  seatOf,
  settled,
  sumOfThree,
  winnersOf,
} from './schemas.js';
