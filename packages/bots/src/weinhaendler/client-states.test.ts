import { describeClientStateBots } from '../test-support/client-states.js';

describeClientStateBots('weinhaendler');
