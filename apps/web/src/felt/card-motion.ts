/**
 * Cards that travel: a card newly laid on the table glides in from where it was (a hand card to the bids, a
 * prize to a cellar, the bids to the next prizes or the display) or, when it was nowhere on this screen, from
 * the seat it came from (another player's bid from their plate, the automaton's turned card from its pile); a
 * card that leaves the table for a place not drawn (another player's hand) glides there and fades. A Lit
 * reactive controller on a card table, driven by the Web Animations API (a FLIP: the card is drawn where it
 * lies, then animated from its old place), so it needs no layout of its own.
 *
 * A board opts in by marking its cards: `data-card` (which card: the same card anywhere on the table has the
 * same value) and `data-at` (where it lies: `bid-0`, `cellar-1`, `hand`, …); `data-from` (optional) is a selector
 * of the element a card comes from when no card of its kind left its place in this drawing (see
 * {@link seatPlate}; a prize still on offer while it already lies in the taker's cellar). A card is new when
 * its place and card (the n-th of that card at that place) were not drawn the time before.
 *
 * Nothing moves under `prefers-reduced-motion: reduce`, at the speed `instant` (`bot-delay` 0), on the first
 * drawing of a match (a new game), when the screen changes seats (a hot seat handed over), or when many cards
 * are new at once (a drawing of another stage, not a move).
 *
 * @module
 */
import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** How long a card takes to arrive at the bots' own pace (ms); shorter when they are fast. */
export const ARRIVE_MS = 450;
/** More cards new at once than this is another drawing (a new stage), not cards moved. */
const MOST_MOVING = 16;
/** The name of an arriving card's animation (`getAnimations()` finds it by this id). */
export const ARRIVING = 'card-arrives';
/** The name of a leaving card's animation. */
export const LEAVING = 'card-leaves';

/** The element a card table is: its shadow root and its pace. */
export type CardMotionHost = ReactiveControllerHost & {
  readonly renderRoot: ParentNode;
  /** The table's `bot-delay` (ms; 0 is the speed `instant`; absent: the bots' own pace). */
  readonly botDelay: number | undefined;
};

/** What the motion asks of the table. */
export interface CardMotionSource<V> {
  /** What is shown: a change of it (a new match, another seat at the screen) moves nothing. */
  scene(): readonly unknown[];
  /** The view drawn now. */
  view(): V | null;
  /**
   * Where a card that left the table, drawn nowhere now, went: a selector of the element it travels to (a
   * seat's plate), or `null` (it just goes). Told the views before and after.
   */
  leavesTo?(card: string, before: V, after: V): string | null;
}

/** A card drawn: its key (place, card, which of that card there), its place and card, its element and box. */
interface Drawn {
  readonly key: string;
  readonly at: string;
  readonly card: string;
  readonly el: HTMLElement;
  readonly rect: DOMRect;
  /**
   * A copy of it as it was drawn, taken before the next drawing (which may reuse its element for another
   * card), for a card that leaves the table; only when the table says where cards go.
   */
  readonly copy: HTMLElement | null;
}

/**
 * The selector of a seat's plate around the felt, for `data-from` (`inside`: an element on the plate).
 *
 * @example
 * html`<figure data-card=${bid} data-at="bid-1" data-from=${seatPlate(1)}>…</figure>`;
 */
export function seatPlate(seat: number, inside = ''): string {
  return `[part~="seat-plate"][data-seat="${seat}"]${inside ? ` ${inside}` : ''}`;
}

/**
 * The marked cards drawn now, each keyed by its place, card and count of that card before it there (`copies`:
 * with a copy of each as drawn).
 */
function drawnCards(root: ParentNode, copies = false): Drawn[] {
  const seen = new Map<string, number>();
  const drawn: Drawn[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-card]:not(.card-leaving)')) {
    const card = el.dataset.card!;
    const at = el.dataset.at ?? '';
    const n = seen.get(`${at}|${card}`) ?? 0;
    seen.set(`${at}|${card}`, n + 1);
    const copy = copies ? (el.cloneNode(true) as HTMLElement) : null;
    drawn.push({ key: `${at}|${card}#${n}`, at, card, el, rect: el.getBoundingClientRect(), copy });
  }
  return drawn;
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
/** Whether a box was laid out at all (an element not displayed has none). */
const laidOut = (r: DOMRect) => r.width > 0 || r.height > 0;

/** Whether the person asked for no motion (`prefers-reduced-motion: reduce`; never outside a browser). */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How long a card travels at a `bot-delay` (ms): {@link ARRIVE_MS} at the bots' own pace (600) and slower, half
 * of it at the fastest, nothing at `instant` (0).
 *
 * @example
 * travelMs(600); // 450
 * travelMs(0); // 0
 */
export function travelMs(botDelay: number | undefined): number {
  const delay = botDelay ?? 600;
  if (!(delay > 0)) return 0;
  return Math.round(ARRIVE_MS * Math.min(1, Math.max(0.5, delay / 600)));
}

/** See the module comment. */
export class CardMotion<V> implements ReactiveController {
  readonly #host: CardMotionHost;
  readonly #source: CardMotionSource<V>;
  /** The cards of the last drawing, measured just before this one replaces it (empty: nothing may move). */
  #before: Drawn[] = [];
  /** What was shown at the last drawing, and its view. */
  #scene: readonly unknown[] = [];
  #view: V | null = null;

  constructor(host: CardMotionHost, source: CardMotionSource<V>) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostUpdate(): void {
    const still = travelMs(this.#host.botDelay) === 0 || reducedMotion();
    this.#before = still ? [] : drawnCards(this.#host.renderRoot, this.#source.leavesTo !== undefined);
  }

  hostUpdated(): void {
    const before = this.#before;
    const beforeView = this.#view;
    const scene = this.#source.scene();
    const sameScene = scene.length === this.#scene.length && scene.every((s, i) => s === this.#scene[i]);
    this.#before = [];
    this.#scene = scene;
    this.#view = this.#source.view();
    if (!sameScene || before.length === 0) return;
    const now = drawnCards(this.#host.renderRoot);
    const had = new Set(before.map((d) => d.key));
    const has = new Set(now.map((d) => d.key));
    const arriving = now.filter((d) => !had.has(d.key));
    if (arriving.length > MOST_MOVING) return;
    const ms = travelMs(this.#host.botDelay);
    // A card that left its place this time is where a new one of the same card came from.
    const gone = before.filter((d) => !has.has(d.key));
    const used = new Set<Drawn>();
    for (const d of arriving) {
      const from = gone.find((g) => g.card === d.card && !used.has(g));
      if (from) used.add(from);
      const rect = from?.rect ?? this.#fromRect(d.el);
      if (rect) arrive(d.el, rect, ms);
    }
    this.#leave(
      gone.filter((g) => !used.has(g)),
      before,
      now,
      beforeView,
    );
  }

  /** Where a card that was nowhere comes from: its `data-from` element, if drawn. */
  #fromRect(el: HTMLElement): DOMRect | null {
    const selector = el.dataset.from;
    if (!selector) return null;
    const from = this.#host.renderRoot.querySelector(selector);
    const rect = from?.getBoundingClientRect();
    return rect && laidOut(rect) ? rect : null;
  }

  /**
   * The cards gone from the table glide to where they went, when the board says: of each card, as many as
   * fewer are drawn now than before (a card moved within the table is no card gone).
   */
  #leave(
    gone: readonly Drawn[],
    before: readonly Drawn[],
    now: readonly Drawn[],
    beforeView: V | null,
  ): void {
    const view = this.#source.view();
    const leavesTo = this.#source.leavesTo;
    if (!leavesTo || beforeView === null || view === null) return;
    const fewer = new Map<string, number>();
    for (const d of before) fewer.set(d.card, (fewer.get(d.card) ?? 0) + 1);
    for (const d of now) fewer.set(d.card, (fewer.get(d.card) ?? 0) - 1);
    const ms = travelMs(this.#host.botDelay);
    for (const g of gone) {
      const left = fewer.get(g.card) ?? 0;
      if (left <= 0) continue;
      fewer.set(g.card, left - 1);
      const selector = leavesTo(g.card, beforeView, view);
      const to = selector ? this.#host.renderRoot.querySelector(selector) : null;
      const rect = to?.getBoundingClientRect();
      if (!rect || !laidOut(rect) || !laidOut(g.rect)) continue;
      leaveFrom(this.#host.renderRoot, g, rect, ms);
    }
  }
}

/** `el`, drawn where it lies, glides in from `from` (a FLIP: it starts moved back there, a little smaller). */
function arrive(el: HTMLElement, from: DOMRect, ms: number): void {
  // An element drawn again for another card may still be on its way as the one before: measured at rest.
  for (const a of el.getAnimations()) if (a.id === ARRIVING) a.cancel();
  const to = el.getBoundingClientRect();
  if (!laidOut(to)) return;
  const a = centre(from);
  const b = centre(to);
  const dx = Math.round(a.x - b.x);
  const dy = Math.round(a.y - b.y);
  if (dx === 0 && dy === 0) return;
  el.animate(
    [
      { transform: `translate(${dx}px, ${dy}px) scale(0.85)`, opacity: 0.35 },
      { transform: 'none', opacity: 1 },
    ],
    { id: ARRIVING, duration: ms, easing: 'ease-out' },
  );
}

/** A copy of a card gone from the table glides from its old place to `to` and fades (then goes). */
function leaveFrom(root: ParentNode, gone: Drawn, to: DOMRect, ms: number): void {
  const copy = gone.copy;
  if (!copy) return;
  copy.classList.add('card-leaving');
  copy.setAttribute('aria-hidden', 'true');
  copy.removeAttribute('role');
  // Only its look: nothing in it can be pressed or found as a part of the table.
  copy.inert = true;
  for (const e of copy.querySelectorAll('[part]')) e.removeAttribute('part');
  const r = gone.rect;
  Object.assign(copy.style, {
    left: `${r.left}px`,
    top: `${r.top}px`,
    width: `${r.width}px`,
    height: `${r.height}px`,
  });
  root.append(copy);
  const a = centre(r);
  const b = centre(to);
  const animation = copy.animate(
    [
      { transform: 'none', opacity: 1 },
      {
        transform: `translate(${Math.round(b.x - a.x)}px, ${Math.round(b.y - a.y)}px) scale(0.5)`,
        opacity: 0,
      },
    ],
    { id: LEAVING, duration: ms, easing: 'ease-in', fill: 'forwards' },
  );
  const remove = () => copy.remove();
  animation.addEventListener('finish', remove, { once: true });
  animation.addEventListener('cancel', remove, { once: true });
  setTimeout(remove, ms + 200);
}

/** A card leaving: a copy over the table, where the card was, touching nothing. */
export const cardMotionStyles = css`
  .card-leaving {
    position: fixed;
    z-index: 5;
    margin: 0;
    pointer-events: none;
    overflow: hidden;
  }
`;
