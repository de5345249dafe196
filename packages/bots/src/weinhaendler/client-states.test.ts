import { describeClientStateBots } from '../test-support/client-states.js';

describeClientStateBots('weinhaendler', [{ players: 3 }, { players: 4 }, { players: 5 }]);
