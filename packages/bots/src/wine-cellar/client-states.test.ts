import { describeClientStateBots } from '../test-support/client-states.js';

describeClientStateBots('wine-cellar', {
  tables: [
    { players: 2 },
    { players: 1 },
    { players: 2, options: { rules: '2021' } },
    { players: 2, options: { swap: false } },
  ],
});
