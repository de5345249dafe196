import { games, type MatchRecord, playMatch, Rng, replay, startMatch } from '@tafel/core';
import { index, wuerfelmarsch } from '@tafel/core/das-spiel';
import type { WuerfelmarschMove, WuerfelmarschState } from '@tafel/core/das-spiel/wuerfelmarsch';
import { tiltTarget } from '@tafel/core/das-spiel/wuerfelmarsch';
import { afterEach, describe, expect, it } from 'vitest';
import '../../elements/tafel-das-spiel.js';
import type { TafelTable } from '../../table/table-element.js';
import { enabledMoves, mount, playToEnd, press, until } from '../../test-support/play.js';
import { placeWords } from '../place-words.js';
import { wuerfelmarschBoard } from './board.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const stateOf = (el: TafelTable) =>
  (
    el as unknown as { table: { match: { position(seat: number): WuerfelmarschState } } }
  ).table.match.position(0);
const root = (el: TafelTable) => el.shadowRoot!;
const part = (el: TafelTable, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
/** The board control of our die in `cell` (a move control, `die` or `chosen`). */
const dieControl = (el: TafelTable, cell: number) =>
  [...root(el).querySelectorAll('svg.pyramid [role="button"]')].find((c) =>
    [':', ' instead'].some((end) =>
      c.getAttribute('aria-label')!.includes(` ${placeWords(cell, 'en', { from: 0 })}${end}`),
    ),
  )!;
const key = async (el: TafelTable, target: Element, name: string) => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
  await el.updateComplete;
};
const lastMove = (el: TafelTable) => el.record!.moves.at(-1)!.move as WuerfelmarschMove;
async function myTurn(el: TafelTable): Promise<void> {
  await until(() => enabledMoves(el).length > 0 && stateOf(el).turn === 0);
}

describe('<tafel-das-spiel game="wuerfelmarsch">', () => {
  it('enables exactly core’s continuations: our dice that can move, then that die’s tilts and turns', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'wuerfelmarsch',
      seed: 'wm-legal',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    for (let turn = 0; turn < 6; turn++) {
      await myTurn(el);
      const legal = wuerfelmarsch.legalMoves(stateOf(el), 0);
      const dice = [...new Set(legal.map((m) => m.cell))];
      const enabled = enabledMoves(el);
      expect(enabled.every((c) => c.getAttribute('part') === 'move cell')).toBe(true);
      expect(
        enabled
          .map((c) => / die (on .*?|at the top of the pyramid): /.exec(c.getAttribute('aria-label')!)![1])
          .sort(),
      ).toEqual(dice.map((d) => placeWords(d, 'en', { from: 0 })).sort());
      // Choose one: now its legal tilts and turns are the move controls, and nothing else.
      const cell = dice[turn % dice.length]!;
      press(dieControl(el, cell));
      await el.updateComplete;
      expect(dieControl(el, cell).getAttribute('part')).toBe('chosen');
      const ofDie = legal.filter((m) => m.cell === cell);
      const now = enabledMoves(el);
      expect(now).toHaveLength(ofDie.length);
      const tilts = now.filter((c) => c.getAttribute('part')!.includes('tilt'));
      expect(tilts.map((c) => /it lands (.*)$/.exec(c.getAttribute('aria-label')!)![1]).sort()).toEqual(
        ofDie.flatMap((m) => (m.type === 'tilt' ? [placeWords(m.to, 'en', { from: 0 })] : [])).sort(),
      );
      expect(now.filter((c) => c.getAttribute('part')!.includes('turn'))).toHaveLength(
        ofDie.filter((m) => m.type === 'turn').length,
      );
      // Tilt when it can, else turn.
      press(tilts[0] ?? now[0]!);
      await el.updateComplete;
      expect(ofDie).toContainEqual(lastMove(el));
    }
  });

  it('arrow keys tilt a die: ↑ forward (↑ then ← or → with two ways), ← left, → right; refusals change nothing', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'wuerfelmarsch',
      // A seed whose bot leaves our dice at (0,2,6), (0,3,5) and (0,6,2) alone in its first two replies (the bots
      // are seeded once per match, as in the CLI and the API; 'wm-keys' was chosen for the old per-move seeds).
      seed: 'wm-keys-0',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    await myTurn(el);
    // (0,4,4) has two ways forward: ↑ waits for ← or →.
    const middle = index(0, 4, 4);
    await key(el, dieControl(el, middle), 'ArrowUp');
    expect(el.record!.moves).toHaveLength(0);
    expect(part(el, 'hint')!.textContent).toMatch(/Two ways forward/);
    await key(el, dieControl(el, middle), 'ArrowLeft');
    expect(lastMove(el)).toEqual({ type: 'tilt', cell: middle, to: tiltTarget(middle, 0, 'forward-left') });
    expect(lastMove(el).type === 'tilt' && lastMove(el)).toMatchObject({ to: index(1, 3, 4) });

    // → along our side, twice, into the corner.
    await myTurn(el);
    await key(el, dieControl(el, index(0, 6, 2)), 'ArrowRight');
    expect(el.record!.moves.find((m) => m.seat === 0 && m !== el.record!.moves[0])!.move).toEqual({
      type: 'tilt',
      cell: index(0, 6, 2),
      to: index(0, 7, 1),
    });
    await myTurn(el);
    const before = el.record!.moves.length;
    const state = stateOf(el);
    // ← from (0,3,5) runs into our own die at (0,2,6): refused with the rule's words, nothing changes.
    await key(el, dieControl(el, index(0, 3, 5)), 'ArrowLeft');
    expect(part(el, 'notice')!.textContent).toMatch(/is not empty/);
    expect(el.record!.moves.length).toBe(before);
    expect(stateOf(el)).toBe(state);
    await key(el, dieControl(el, index(0, 7, 1)), 'ArrowRight');
    expect(lastMove(el)).toEqual({ type: 'tilt', cell: index(0, 7, 1), to: index(0, 8, 0) });

    // In the corner, right and forward-right leave the plate: disabled, saying why; clicking changes nothing.
    await myTurn(el);
    press(dieControl(el, index(0, 8, 0)));
    await el.updateComplete;
    const off = [...root(el).querySelectorAll<HTMLElement>('[part~="off-plate"]')];
    expect(off.map((b) => b.getAttribute('aria-label')).sort()).toEqual(['Forward right', 'Right']);
    const n = el.record!.moves.length;
    for (const b of off) {
      expect(b.getAttribute('aria-disabled')).toBe('true');
      expect(b.title).toBe('That way leaves the base plate.');
      // Focused, it says so on screen too.
      b.focus();
      expect(getComputedStyle(b, '::after').content).toBe('"That way leaves the base plate."');
      press(b);
      await el.updateComplete;
    }
    expect(part(el, 'hint')!.textContent).toBe('That way leaves the base plate.');
    expect(el.record!.moves.length).toBe(n);
  });

  it('shows a capture as it happens: the judged funnel, the captured die gone, in words', async () => {
    // A seeded march (tilts first) until the second seat captures, with the first seat to move next.
    const rng = Rng.fromSeed('wm-capture');
    let match = startMatch<WuerfelmarschState>(wuerfelmarsch, {
      seed: 'cap',
      seats: [{ name: 'a' }, { name: 'b' }],
    });
    for (let i = 0; i < 2000; i++) {
      const s = match.state;
      if (s.end)
        match = startMatch(wuerfelmarsch, { seed: `cap${i}`, seats: [{ name: 'a' }, { name: 'b' }] });
      const seat = match.state.turn;
      const legal = wuerfelmarsch.legalMoves(match.state, seat);
      const tilts = legal.filter((m) => m.type === 'tilt');
      match = playMatch(wuerfelmarsch, match, seat, rng.pick(tilts.length > 0 ? tilts : legal));
      const last = match.state.last!;
      if (last.seat === 1 && last.captures.length > 0 && !match.state.end && match.state.turn === 0) break;
    }
    const last = match.state.last!;
    expect(last.captures.length).toBeGreaterThan(0);
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'wuerfelmarsch',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    el.record = match.record as MatchRecord;
    await el.updateComplete;
    expect(part(el, 'last-move')!.textContent).toMatch(
      /Bot 2 tilted .* captured a (red|yellow) die \(\d beats \d\)/,
    );
    expect(root(el).querySelectorAll('.funnel.gone')).toHaveLength(
      last.captures.length + last.removed.length,
    );
    expect(root(el).querySelectorAll('.funnel.judged')).toHaveLength(last.triangles.length);
    expect(part(el, 'tally')!.textContent).toContain(`Bot 2 (yellow): ${match.state.captured[1]} captured`);
  });

  it('plays a whole game against a bot by clicking; the score is captured minus lost; the record replays', async () => {
    const el = await mount<TafelTable>('tafel-das-spiel', {
      game: 'wuerfelmarsch',
      seed: 'wm-game',
      seats: 'you,bot',
      'bot-delay': '0',
    });
    let outcome: unknown = null;
    el.addEventListener('tafel-end', (e) => {
      outcome = (e as CustomEvent).detail;
    });
    // Mostly tilts, so the march goes somewhere.
    await playToEnd(el, 'wm-clicks', 3000, (moves, rng) => {
      const tilts = moves.filter((m) => m.getAttribute('part')!.includes('tilt'));
      return rng.pick(tilts.length > 0 && rng.int(4) > 0 ? tilts : moves);
    });
    const state = replay<WuerfelmarschState>(games.wuerfelmarsch, el.record!);
    expect(wuerfelmarsch.outcome(state)).toEqual(outcome);
    expect(wuerfelmarschBoard.scores!(wuerfelmarsch.view(state, 0))).toEqual(
      wuerfelmarsch.outcome(state)!.scores,
    );
    // The board's line of the last move too: which die and which way, what it captured; where, the board shows.
    const lastMove = state.last!;
    const lastLine = root(el).querySelector('[part~="last-move"]')!.textContent!.trim();
    expect(lastLine).toMatch(
      lastMove.move.type === 'tilt'
        ? /^(You|Bot 2) tilted the (red|yellow) die (forward to the left|forward to the right|to the left|to the right)\./
        : /^(You|Bot 2) turned the (red|yellow) die\./,
    );
    expect(lastLine).not.toMatch(/level|row|edge/);
    expect(lastLine.match(/ captured a /g) ?? []).toHaveLength(lastMove.captures.length);
    // The log says which die and which way (where, the board marks when the line is pointed at).
    expect(root(el).querySelector('[part~="log"]')!.textContent).toMatch(
      /(You tilt|Bot 2 tilts) the (red|yellow) die (forward to the left|forward to the right|to the left|to the right)/,
    );
  });
});
