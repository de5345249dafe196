/**
 * The seats around the felt: every table's board sits in the middle of a felt-coloured table with a plate for
 * each seat around it, as at a card club — the person at this screen at the bottom, the others in the order of
 * play to the left, across the top and to the right (one other: across; two: left and right; three: left,
 * across, right; four: left, two across, right). On a narrow screen the others sit in one row above the felt,
 * still left to right. A plate says who sits there, whether it is their turn (or a bot thinks) and whatever the
 * board tells about that seat (Wiezen: cards in hand and tricks taken).
 *
 * @module
 */
import type { Seat } from '@tafel/core';
import { css, html, nothing, type TemplateResult } from 'lit';

/** Where a seat sits around the felt, seen from the bottom. */
export type Place = 'left' | 'top' | 'right' | 'bottom';

/**
 * The places of the `others` seats (in the order of play after the person's), clockwise from the left.
 *
 * @example
 * placesAround(3); // ['left', 'top', 'right']
 */
export function placesAround(others: number): Place[] {
  switch (others) {
    case 0:
      return [];
    case 1:
      return ['top'];
    case 2:
      return ['left', 'right'];
    case 3:
      return ['left', 'top', 'right'];
    default:
      return ['left', ...Array.from({ length: others - 2 }, () => 'top' as const), 'right'];
  }
}

/**
 * Where each seat of `seats` sits when `bottom` is at the bottom (the seats after it in the order of play go
 * clockwise from the left).
 */
export function seatPlaces(seats: number, bottom: Seat): Place[] {
  const places: Place[] = Array.from({ length: seats }, () => 'bottom');
  const around = placesAround(seats - 1);
  for (let d = 1; d < seats; d++) places[(bottom + d) % seats] = around[d - 1]!;
  return places;
}

/** A seat's plate: its name, its state and the board's words about it. */
export interface Plate {
  readonly seat: Seat;
  readonly name: string;
  /** Its turn now. */
  readonly active: boolean;
  /** A short state ("thinking…", "your turn"), or `null`. */
  readonly state: string | null;
  /** What the board says about the seat (cards in hand, tricks taken), or nothing. */
  readonly info: unknown;
}

function plate(p: Plate, place: Place): TemplateResult {
  return html`<div part="seat-plate" class="plate ${p.active ? 'active' : ''}" data-seat=${p.seat} data-place=${place}>
    <b class="name">${p.name}</b>${p.state ? html` <span class="state">${p.state}</span>` : nothing}
    ${p.info == null || p.info === nothing ? nothing : html`<div class="info">${p.info}</div>`}
  </div>`;
}

/**
 * The felt with its seats (part `felt`): the plates around `middle` (the board), `bottom` the seat of this
 * screen.
 */
export function feltRing(plates: readonly Plate[], bottom: Seat, middle: unknown): TemplateResult {
  const places = seatPlaces(plates.length, bottom);
  const at = (place: Place) => plates.filter((p) => places[p.seat] === place);
  // The seats across the top in the order of play: clockwise, so left to right.
  const order = (p: Plate) => (p.seat - bottom + plates.length) % plates.length;
  const top = at('top').sort((a, b) => order(a) - order(b));
  return html`<div class="felt" part="felt" data-seats=${plates.length}>
    <div class="ring-left">${at('left').map((p) => plate(p, 'left'))}</div>
    <div class="ring-top">${top.map((p) => plate(p, 'top'))}</div>
    <div class="ring-right">${at('right').map((p) => plate(p, 'right'))}</div>
    <div class="ring-middle">${middle}</div>
    <div class="ring-bottom">${at('bottom').map((p) => plate(p, 'bottom'))}</div>
  </div>`;
}

/** The felt's look: a table top with a rim, the plates around it; one row of plates above it when narrow. */
export const ringStyles = css`
  .felt {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr) minmax(0, auto);
    grid-template-areas: 'top top top' 'left middle right' 'bottom bottom bottom';
    gap: 0.5rem;
    align-items: center;
  }
  .ring-left {
    grid-area: left;
  }
  .ring-right {
    grid-area: right;
  }
  .ring-middle {
    grid-area: middle;
    min-width: 0;
    align-self: stretch;
  }
  .ring-top,
  .ring-bottom {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .ring-top {
    grid-area: top;
  }
  .ring-bottom {
    grid-area: bottom;
  }
  .ring-top:empty,
  .ring-left:empty,
  .ring-right:empty {
    display: none;
  }
  .plate {
    background: var(--_bg);
    color: var(--_fg);
    border: 1px solid var(--_muted);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.3rem 0.6rem;
    font-size: 0.85rem;
    min-width: 6rem;
    max-width: 11rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
    transition: box-shadow 0.2s, border-color 0.2s;
  }
  /* The one seat across (a duel): its plate may be as wide as the felt, for what the board puts on it. */
  .ring-top .plate:only-child {
    max-width: 100%;
  }
  .plate .name {
    overflow-wrap: normal;
    word-break: keep-all;
  }
  .plate.active {
    border: 2px solid var(--_accent);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent) 30%, transparent);
  }
  .plate .state {
    color: var(--_muted);
  }
  /* A narrow table: the others in one row above the felt, still left to right, each plate small. */
  @container (max-width: 36rem) {
    .felt {
      grid-template-columns: minmax(0, 1fr) minmax(0, auto) minmax(0, 1fr);
      grid-template-areas: 'left top right' 'middle middle middle' 'bottom bottom bottom';
      gap: 0.35rem;
      align-items: stretch;
    }
    .ring-top {
      flex-wrap: nowrap;
      gap: 0.35rem;
    }
    .ring-left:empty,
    .ring-right:empty {
      display: block;
    }
    .plate {
      min-width: 0;
      max-width: none;
      font-size: 0.78rem;
      padding: 0.2rem 0.4rem;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .plate {
      transition: none;
    }
  }
`;
