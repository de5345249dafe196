import { describeClientStateBots } from '../test-support/client-states.js';

// Every level answers, and ends, on any state parseState accepts (see test-support/client-states.ts).
describeClientStateBots('abquetschen');
