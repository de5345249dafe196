/**
 * The cards of Wine Cellar and Die Weinhändler travel, in the page: each drawing's new cards are caught as they
 * start to move (a controller added after the table's own looks at every drawing, so no timing decides a
 * test), and where a card starts is compared with where the cards of the drawing before lay: a bid from its
 * bidder's hand or plate, a prize to its taker's cellar, the bids to the next display, a card built into a
 * cellar from the hand. Nothing moves under an emulated `prefers-reduced-motion: reduce`, at the speed
 * `instant` (`bot-delay` 0), or on a new game's first drawing.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import '../elements/tafel-wine-cellar.js';
import '../elements/tafel-weinhaendler.js';
import { swapResult, type WeinhaendlerView } from '@tafel/core/weinhaendler';
import type { ReactiveController } from 'lit';
import type { TafelTable } from '../table/table-element.js';
import { enabledMoves, mount, press, until } from '../test-support/play.js';
import { ARRIVING, LEAVING } from './card-motion.js';

/** A card that started to move: where it lies now, which card, and where it started. */
interface Motion {
  /** Where it comes to rest (its centre). */
  readonly rest: { x: number; y: number };
  readonly at: string;
  readonly card: string;
  /** The offset it starts at from where it lies (px). */
  readonly dx: number;
  readonly dy: number;
  /** The place (`data-at`) of the card of the drawing before that lay where it starts, or `null`. */
  readonly from: string | null;
  /** The seat plate its start lies on, or `null`. */
  readonly plate: number | null;
}

/** Every drawing of a table, the cards that started to move in it (and the copies of cards leaving it). */
interface Drawing {
  /** The table's view drawn (Die Weinhändler's, where it is read). */
  readonly view: WeinhaendlerView;
  readonly motions: Motion[];
  readonly leaving: { card: string; to: { x: number; y: number } }[];
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
const inside = (p: { x: number; y: number }, r: DOMRect) =>
  p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

/** The first keyframe's translate of an animation (`translate(12px, -40px) scale(…)`). */
function startOffset(a: Animation): { dx: number; dy: number } {
  const first = (a.effect as KeyframeEffect).getKeyframes()[0]!;
  const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(String(first.transform));
  return m ? { dx: Number(m[1]), dy: Number(m[2]) } : { dx: 0, dy: 0 };
}

/** Watches a table's drawings (added after the table's own controllers, so it sees their animations). */
function watch(el: TafelTable): Drawing[] {
  const drawings: Drawing[] = [];
  const root = el.shadowRoot!;
  let before: { at: string; card: string; rect: DOMRect }[] = [];
  const seen = new WeakSet<Animation>();
  const controller: ReactiveController = {
    hostUpdate() {
      before = [...root.querySelectorAll<HTMLElement>('[data-card]:not(.card-leaving)')].map((e) => ({
        at: e.dataset.at!,
        card: e.dataset.card!,
        rect: e.getBoundingClientRect(),
      }));
    },
    hostUpdated() {
      const motions: Motion[] = [];
      for (const e of root.querySelectorAll<HTMLElement>('[data-card]:not(.card-leaving)')) {
        // Only those that started in this drawing (one started before may still be on its way).
        const moving = e.getAnimations().find((a) => a.id === ARRIVING && !seen.has(a));
        if (!moving) continue;
        seen.add(moving);
        const { dx, dy } = startOffset(moving);
        // Drawn where it is now in its travel (`progress` of the way, its first frame at 0): where it started.
        const p = moving.effect!.getComputedTiming().progress ?? 0;
        const c = centre(e.getBoundingClientRect());
        const start = { x: c.x + p * dx, y: c.y + p * dy };
        const rest = { x: start.x - dx, y: start.y - dy };
        // The card of that kind it started from: one of the drawing before, or one still drawn elsewhere (a
        // prize on offer while it already lies in the taker's cellar).
        const near = (r: DOMRect) => Math.hypot(centre(r).x - start.x, centre(r).y - start.y) < 2;
        const was =
          before.find((b) => b.card === e.dataset.card && near(b.rect)) ??
          [...root.querySelectorAll<HTMLElement>(`[data-card="${e.dataset.card}"]`)]
            .filter((o) => o !== e && near(o.getBoundingClientRect()))
            .map((o) => ({ at: o.dataset.at! }))[0];
        const plate = [...root.querySelectorAll<HTMLElement>('[part~="seat-plate"]')].find((p) =>
          inside(start, p.getBoundingClientRect()),
        );
        motions.push({
          rest,
          at: e.dataset.at!,
          card: e.dataset.card!,
          dx,
          dy,
          from: was?.at ?? null,
          plate: plate ? Number(plate.dataset.seat) : null,
        });
      }
      const leaving = [...root.querySelectorAll<HTMLElement>('.card-leaving')].flatMap((e) => {
        const a = e.getAnimations().find((x) => x.id === LEAVING && !seen.has(x));
        if (!a) return [];
        seen.add(a);
        const last = (a.effect as KeyframeEffect).getKeyframes().at(-1)!;
        const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(String(last.transform))!;
        const [dx, dy] = [Number(m[1]), Number(m[2])];
        const p = a.effect!.getComputedTiming().progress ?? 0;
        const c = centre(e.getBoundingClientRect());
        return [{ card: e.dataset.card!, to: { x: c.x + (1 - p) * dx, y: c.y + (1 - p) * dy } }];
      });
      drawings.push({ view: structuredClone(el.view) as WeinhaendlerView, motions, leaving });
    },
  };
  el.addController(controller);
  return drawings;
}

const all = (drawings: Drawing[], from = 0) => drawings.slice(from).flatMap((d) => d.motions);
/** Clicks the first enabled move whose part includes `part` (any enabled move when there is none). */
const pressPart = (el: TafelTable, part: string) => {
  const moves = enabledMoves(el);
  press(moves.find((m) => (m.getAttribute('part') ?? '').split(' ').includes(part)) ?? moves[0]!);
};

afterEach(async () => {
  document.body.innerHTML = '';
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

describe('Wine Cellar: the cards travel', () => {
  const duel = (attrs: Record<string, string> = {}) =>
    mount<TafelTable>('tafel-wine-cellar', {
      seats: 'you,bot',
      seed: 'sealed',
      'bot-delay': '250',
      ...attrs,
    });
  const view = (el: TafelTable) => el.view as { bids: unknown[]; phase: string; winner: number | null };

  it('the bot’s sealed bid comes from its plate across; at the reveal yours comes up from your hand, its card down from its plate', async () => {
    const el = await duel();
    const drawings = watch(el);
    await until(() => view(el).bids[1] === 'hidden' && enabledMoves(el).length > 0);
    expect(all(drawings)).toContainEqual(
      expect.objectContaining({ at: 'bid-1', card: 'sealed-1', plate: 1 }),
    );
    expect(all(drawings).find((m) => m.card === 'sealed-1')!.dy).toBeLessThan(0);
    const hand = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-at="hand"]')].map(
      (e) => e.dataset.card,
    );
    const n = drawings.length;
    pressPart(el, 'card');
    await el.updateComplete;
    const reveal = all(drawings, n);
    const mine = reveal.find((m) => m.at === 'bid-0')!;
    const its = reveal.find((m) => m.at === 'bid-1')!;
    // Yours from its place in your hand, below the bids; the bot's from its plate at the top.
    expect(mine).toMatchObject({ from: 'hand' });
    expect(hand).toContain(mine.card);
    expect(mine.dy).toBeGreaterThan(0);
    expect(its).toMatchObject({ plate: 1 });
    expect(its.dy).toBeLessThan(0);
  });

  it('a prize taken travels from the prizes into the taker’s cellar, and the bids become the next prizes', async () => {
    const el = await duel({ seed: 'motion-take' });
    const drawings = watch(el);
    // Play on (the lowest card each time: the bot wins some tricks, you others) until a cellar has cards.
    const cellars = () => all(drawings).filter((m) => m.at.startsWith('cellar-'));
    const prizes = () => all(drawings).filter((m) => m.at === 'prizes');
    for (let i = 0; i < 20 && (cellars().length < 2 || prizes().length < 2); i++) {
      await until(() => enabledMoves(el).length > 0);
      pressPart(el, view(el).phase === 'take' ? 'take' : 'card');
      await el.updateComplete;
    }
    expect(cellars().length).toBeGreaterThanOrEqual(2);
    for (const m of cellars()) expect(m.from).toBe('prizes');
    // Both cellars: yours below the prizes (the card goes down), the bot's on its plate above them.
    expect(new Set(cellars().map((m) => m.at))).toEqual(new Set(['cellar-0', 'cellar-1']));
    for (const m of cellars()) expect(Math.sign(m.dy)).toBe(m.at === 'cellar-0' ? -1 : 1);
    for (const m of prizes()) expect(m.from).toMatch(/^bid-[01]$/);
  });

  it('solo: the automaton’s turned card comes down from its pile, and the prize it takes goes back up', async () => {
    const el = await mount<TafelTable>('tafel-wine-cellar', {
      seats: 'you',
      seed: 'motion-solo',
      'bot-delay': '250',
    });
    const drawings = watch(el);
    await until(() => enabledMoves(el).length > 0);
    const pile = el.shadowRoot!.querySelector('.zone.opponent .cards')!.getBoundingClientRect();
    const n = drawings.length;
    pressPart(el, 'card');
    await el.updateComplete;
    const turned = all(drawings, n).find((m) => m.at === 'bid-1')!;
    expect(turned.dy).toBeLessThan(0);
    expect(inside({ x: turned.rest.x + turned.dx, y: turned.rest.y + turned.dy }, pile)).toBe(true);
    // On to the end of the trick: one prize into your cellar, the other to the automaton's pile.
    for (let i = 0; i < 6 && !drawings.some((d) => d.leaving.length > 0); i++) {
      await until(() => enabledMoves(el).length > 0);
      pressPart(el, view(el).phase === 'take' ? 'take' : view(el).phase === 'place' ? 'place' : 'card');
      await el.updateComplete;
    }
    const left = drawings.find((d) => d.leaving.length > 0)!.leaving;
    expect(left).toHaveLength(1);
    expect(
      inside(left[0]!.to, el.shadowRoot!.querySelector('.zone.opponent .cards')!.getBoundingClientRect()),
    ).toBe(true);
  });

  it('hot seats: the screen handed over moves nothing (the next seat’s hand and bids are not cards moved)', async () => {
    const el = await duel({ seats: 'you,hotseat', seed: 'motion-hot' });
    const drawings = watch(el);
    await until(() => enabledMoves(el).length > 0);
    pressPart(el, 'card');
    await el.updateComplete;
    await until(() => el.shadowRoot!.querySelector('[part~="reveal"]') !== null);
    const n = drawings.length;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="reveal"]')!.click();
    await el.updateComplete;
    // Player 2's screen, its own hand drawn: nothing flew in.
    expect(el.shadowRoot!.querySelectorAll('[data-at="hand"]').length).toBeGreaterThan(0);
    expect(drawings.length).toBeGreaterThan(n);
    expect(all(drawings, n)).toEqual([]);
  });

  it('nothing moves at the speed instant, under prefers-reduced-motion, or on a new game’s first drawing', async () => {
    const instant = await duel({ 'bot-delay': '0' });
    const still = watch(instant);
    await until(() => view(instant).bids[1] === 'hidden' && enabledMoves(instant).length > 0);
    pressPart(instant, 'card');
    await instant.updateComplete;
    expect(view(instant).bids.every((b) => typeof b === 'number')).toBe(true);
    expect(instant.shadowRoot!.querySelectorAll('[data-at^="bid-"]')).toHaveLength(2);
    expect(all(still)).toEqual([]);
    document.body.innerHTML = '';

    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const reduced = await duel();
    const calm = watch(reduced);
    await until(() => view(reduced).bids[1] === 'hidden' && enabledMoves(reduced).length > 0);
    pressPart(reduced, 'card');
    await reduced.updateComplete;
    expect(view(reduced).bids.every((b) => typeof b === 'number')).toBe(true);
    expect(reduced.shadowRoot!.querySelectorAll('[data-at^="bid-"]')).toHaveLength(2);
    expect(all(calm)).toEqual([]);
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });

    // A new game while the bids lie on the table: its first drawing moves nothing.
    const el = await duel();
    const drawings = watch(el);
    await until(() => view(el).bids[1] === 'hidden' && enabledMoves(el).length > 0);
    const n = drawings.length;
    pressPart(el, 'card');
    await el.updateComplete;
    expect(all(drawings, n).length).toBeGreaterThan(0);
    const seen = drawings.length;
    (el as unknown as { newGame(): void }).newGame();
    await el.updateComplete;
    expect(drawings.length).toBeGreaterThan(seen);
    expect(drawings.slice(seen).flatMap((d) => d.motions)).toEqual([]);
  });
});

describe('Die Weinhändler: the cards travel', () => {
  const table = (attrs: Record<string, string> = {}) =>
    mount<TafelTable>('tafel-weinhaendler', {
      seats: 'you,bot,bot',
      seed: 'motion-wh',
      'bot-delay': '250',
      ...attrs,
    });
  type View = { phase: string; round: number; bids: string[][]; display: string[] };
  const view = (el: TafelTable) => el.view as View;

  /** Builds a bid of your own: hand cards added until "Bid" completes one, then Bid (`false`: none could be). */
  async function bid(el: TafelTable): Promise<boolean> {
    for (let i = 0; i < 8; i++) {
      const complete = enabledMoves(el).find((m) =>
        (m.getAttribute('part') ?? '').split(' ').includes('bid'),
      );
      if (complete) {
        press(complete);
        await el.updateComplete;
        return true;
      }
      const step = enabledMoves(el).find((m) => (m.getAttribute('part') ?? '').split(' ').includes('step'));
      if (!step) return false;
      press(step);
      await el.updateComplete;
    }
    return false;
  }

  it('your bid’s cards go up from your hand; the bots’ appear from their plates; at the swap the bids travel on', async () => {
    const el = await table();
    const drawings = watch(el);
    await until(() => enabledMoves(el).length > 0);
    const n = drawings.length;
    expect(await bid(el)).toBe(true);
    const mine = all(drawings, n).filter((m) => m.at === 'bid-0');
    expect(mine.length).toBe(view(el).bids[0]!.length);
    for (const m of mine) {
      expect(m.from).toBe('hand');
      expect(m.dy).toBeGreaterThan(0);
    }
    // Then pass whenever it is your turn, until the auction is settled (the swap, then the cellars).
    while (view(el).phase === 'bid') {
      await until(() => enabledMoves(el).length > 0 || view(el).phase !== 'bid');
      if (view(el).phase !== 'bid') break;
      pressPart(el, 'pass');
      await until(() => view(el).phase !== 'bid' || enabledMoves(el).length === 0);
    }
    // The bots' bids came from their plates.
    const botBids = all(drawings).filter((m) => /^bid-[12]$/.test(m.at));
    expect(botBids.length).toBeGreaterThan(0);
    for (const m of botBids) expect(m.plate).toBe(Number(m.at.slice(4)));
    // The swap, as the rules make it from the bids before.
    const at = drawings.findIndex(
      (d, i) => i > 0 && d.view.phase !== 'bid' && drawings[i - 1]!.view.phase === 'bid',
    );
    const before = drawings[at - 1]!.view;
    const { received, display } = swapResult(before.display, before.totals, before.bids);
    const swap = drawings[at]!;
    // The new display came from the lowest bid, your cards received to your hand from the bids or the display.
    const shown = swap.motions.filter((m) => m.at === 'display');
    expect(shown.map((m) => m.card).sort()).toEqual([...display].sort());
    for (const m of shown) expect(m.from).toMatch(/^bid-\d$/);
    const got = swap.motions.filter((m) => m.at === 'hand');
    expect(got.map((m) => m.card).sort()).toEqual([...received[0]!].sort());
    for (const m of got) expect(m.from).toMatch(/^(bid-\d|display)$/);
    // What a bot received went to its plate.
    const plate = (s: number) =>
      el.shadowRoot!.querySelector(`[part~="seat-plate"][data-seat="${s}"]`)!.getBoundingClientRect();
    console.log(
      'DBG',
      JSON.stringify({
        before: { d: before.display, b: before.bids, t: before.totals, h: before.hand },
        after: { d: swap.view.display, h: swap.view.hand },
        received,
        leaving: swap.leaving,
        p1: plate(1),
        p2: plate(2),
      }),
    );
    for (const s of [1, 2]) {
      const went = swap.leaving.filter((l) => inside(l.to, plate(s)));
      expect(went.map((l) => l.card).sort()).toEqual([...received[s]!].sort());
    }
    expect(swap.leaving.length).toBe(received[1]!.length + received[2]!.length);
  });

  it('a card built into your cellar comes from your hand', async () => {
    const el = await table({ seed: 'motion-wh-build' });
    const drawings = watch(el);
    // Pass at once, and read the auction's summary, until you may build.
    const slot = () =>
      enabledMoves(el).find((m) => (m.getAttribute('part') ?? '').split(' ').includes('slot'));
    for (let i = 0; i < 40 && view(el).phase !== 'cellar'; i++) {
      await until(() => enabledMoves(el).length > 0 || view(el).phase === 'cellar');
      if (view(el).phase === 'bid') pressPart(el, 'pass');
      await el.updateComplete;
    }
    await until(() => {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="continue"]')?.click();
      return (
        view(el).phase === 'cellar' &&
        enabledMoves(el).some((m) => (m.getAttribute('part') ?? '').includes('step'))
      );
    });
    pressPart(el, 'step');
    await el.updateComplete;
    const card = (el.view as unknown as { hand: string[] }).hand;
    const n = drawings.length;
    press(slot()!);
    await el.updateComplete;
    const built = all(drawings, n).filter((m) => m.at.startsWith('cellar-0-'));
    expect(built).toHaveLength(1);
    expect(card).toContain(built[0]!.card);
    expect(built[0]!.from).toBe('hand');
  });

  it('nothing moves at the speed instant', async () => {
    const el = await table({ 'bot-delay': '0' });
    const drawings = watch(el);
    await until(() => enabledMoves(el).length > 0);
    expect(await bid(el)).toBe(true);
    expect(view(el).bids[0]!.length).toBeGreaterThan(0);
    // The cards are marked for the motion (it could move them), and do not move.
    expect(el.shadowRoot!.querySelectorAll('[data-at="bid-0"]').length).toBe(view(el).bids[0]!.length);
    expect(all(drawings)).toEqual([]);
  });
});
