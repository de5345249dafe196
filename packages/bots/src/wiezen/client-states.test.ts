import { wiezen } from '@tafel/core/wiezen';
import { expect, it } from 'vitest';
import { describeClientStateBots } from '../test-support/client-states.js';

describeClientStateBots('wiezen', {
  tables: [
    { players: 4, options: { deals: 2 } },
    { players: 4, options: { deals: 1 } },
  ],
});

it("a state without its deal is refused: the strong bot's playouts never reached the session's end on it", () => {
  // `deal + 1` is NaN, which is never `>= deals`: every deal is followed by another, and the search's cutoff
  // (the deal searched is over once `state.deal` moves on) never fires.
  const { deal: _, ...broken } = JSON.parse(JSON.stringify(wiezen.setup({ players: 4, seed: 'no-deal' })));
  expect(() => wiezen.parseState!(broken)).toThrow(
    expect.objectContaining({ code: 'invalid-state', details: expect.objectContaining({ at: 'deal' }) }),
  );
});
