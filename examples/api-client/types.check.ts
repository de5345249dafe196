/**
 * What the generated types refuse: each line below must not compile (`@ts-expect-error` fails the type-check if
 * it does), so a document that typed its bodies as `unknown` or `Record<string, never>` would fail here.
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/tafel.ts';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:8787' });

export async function refusedByTheTypes(
  state: paths['/v1/games/wiezen/setup']['post']['responses'][200]['content']['application/json']['state'],
) {
  // A Wiezen move that does not exist.
  // @ts-expect-error: not a WiezenMove
  await api.POST('/v1/games/wiezen/validate', { body: { state, seat: 0, move: { type: 'fly' } } });
  // A seat is a number.
  // @ts-expect-error: seat is an integer
  await api.POST('/v1/games/wiezen/legal-moves', { body: { state, seat: 'north' } });
  // A Wine Cellar state is not a Wiezen state.
  const wine = await api.POST('/v1/games/wine-cellar/setup', { body: { players: 2 } });
  if (wine.data) {
    // @ts-expect-error: a WineCellarState is no WiezenState
    await api.POST('/v1/games/wiezen/view', { body: { state: wine.data.state, seat: 0 } });
  }
  // Options are the game's own.
  const seats = [
    { kind: 'human' as const },
    { kind: 'bot' as const },
    { kind: 'bot' as const },
    { kind: 'bot' as const },
  ];
  // @ts-expect-error: Wiezen has no option "rounds"
  await api.POST('/v1/matches', { body: { game: 'wiezen', seats, options: { rounds: 3 } } });
  // @ts-expect-error: Wiezen's "deals" is a number
  await api.POST('/v1/matches', { body: { game: 'wiezen', seats, options: { deals: 'three' } } });
  // What the rules allow compiles: a state's own options, a stacked deck of 52 cards (not only `null`).
  const deck = Array.from({ length: 52 }, (_, i) => i);
  await api.POST('/v1/matches', { body: { game: 'wiezen', seats, options: { deals: 2, deck } } });
  await api.POST('/v1/games/wiezen/setup', { body: { players: 4, options: { deck, shuffle: 'always' } } });
  const held = await api.POST('/v1/games/wiezen/setup', { body: { players: 4 } });
  if (held.data) {
    const legal = await api.POST('/v1/games/wiezen/legal-moves', {
      body: { state: held.data.state, seat: 0 },
    });
    if (legal.data)
      await api.POST('/v1/games/wiezen/validate', {
        body: { state: held.data.state, seat: 0, move: legal.data.moves[0]! },
      });
  }
  // The view of a hosted match is known by its game.
  const read = await api.GET('/v1/matches/{id}', { params: { path: { id: 'x' } } });
  if (read.data?.game === 'wiezen') {
    // No view before the table begins (no deal exists yet): the type says so.
    // @ts-expect-error: the view may be null
    void read.data.view.hand;
    const view = read.data.view;
    if (view === null) return null;
    const hand: number[] | null = view.hand;
    // @ts-expect-error: a Wiezen view has no cellar
    void view.cellar;
    return hand;
  }
  return null;
}
