import { describeClientStateBots } from '../test-support/client-states.js';

// Every level answers, and ends, on any state parseState accepts (see test-support/client-states.ts). A Bunte
// Kuh bot calls wrong now and then, as people do: a call the rules take and penalise, not among the legal moves.
describeClientStateBots('bunte-kuh', { wrongCalls: true });
