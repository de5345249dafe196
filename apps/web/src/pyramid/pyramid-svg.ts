/**
 * The dice pyramid drawn as it looks from above: every die a hexagon of its three up faces (towards sides X, Y
 * and Z) with pips, in its colour, each face shaded by the way it points so the layers read; empty funnels as
 * outlines, with their sums where a game asks. Pure SVG (Lit `svg` templates), one group per die.
 *
 * Geometry: a cell `(x, y, z)` sits at `−(x·a + y·b + z·c)` from the apex, where `a`, `b`, `c` point at 90°,
 * 210° and 330° on the screen; a die's face towards side X is the rhombus around direction `a`. A die on a
 * higher level sits on the centroid of its three supports and is drawn after them.
 *
 * That default drawing has side X at the top and goes X → Y → Z counter-clockwise: the mirror image of the
 * pyramid seen from above (rules: clockwise). A board that needs the players' left and right (Würfelmarsch) passes
 * `{ from: side }`: the true view from above, that side at the bottom, so the player there sees his left
 * neighbour's side on his left.
 *
 * @module
 */
import { coords, faceTowards, index, level } from '@tafel/core/das-spiel';
import { svg, type TemplateResult } from 'lit';

/** One cell to draw. */
export interface DieCell {
  cell: number;
  /** A CSS colour for the die, or null for an empty funnel outline. */
  colour: string | null;
  orientation: number;
  /** Extra class names (`legal`, `chosen`, …). */
  className?: string;
  /** A label on an empty funnel (its sum). */
  label?: string;
  /** Draw the faces without pips (faces nobody may see, or dice whose faces do not count); default true. */
  pips?: boolean;
}

/** How to look at the pyramid: `from` (a side, 0 = X, 1 = Y, 2 = Z) at the bottom of the true view from above. */
export interface PyramidView {
  from?: number;
}

/** A 2×2 matrix `[a, b, c, d]` mapping `(x, y)` to `(a·x + b·y, c·x + d·y)`. */
type Matrix = readonly [number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1];
const apply = (m: Matrix, [x, y]: readonly [number, number]): [number, number] => [
  m[0] * x + m[1] * y,
  m[2] * x + m[3] * y,
];

const R = 10;
const DIRS = [90, 210, 330].map(
  (deg) => [Math.cos((deg * Math.PI) / 180), -Math.sin((deg * Math.PI) / 180)] as const,
);
const corner = (deg: number) =>
  [R * Math.cos((deg * Math.PI) / 180), -R * Math.sin((deg * Math.PI) / 180)] as const;
/** The rhombus of each up face (towards X, Y, Z), as offsets from the die's centre. */
const RHOMBI = [
  [corner(30), corner(90), corner(150)],
  [corner(150), corner(210), corner(270)],
  [corner(270), corner(330), corner(30)],
] as const;
/** Light from above-left: the X face brightest, then Y, then Z. */
const SHADE = [1, 0.82, 0.66];
/** Pip positions on a unit square for each value. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.25, 0.2],
    [0.75, 0.2],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.8],
    [0.75, 0.8],
  ],
};

/**
 * The screen position of a cell's die (apex at the origin).
 *
 * @example
 * ```ts
 * centre(164); // [0, 0]: the apex
 * ```
 */
export function centre(cell: number): [number, number] {
  const [x, y, z] = coords(cell);
  const s = R * 1.0;
  return [
    -(x * DIRS[0]![0] + y * DIRS[1]![0] + z * DIRS[2]![0]) * s * 1.732,
    -(x * DIRS[0]![1] + y * DIRS[1]![1] + z * DIRS[2]![1]) * s * 1.732,
  ];
}

const shade = (colour: string, f: number) => `color-mix(in srgb, ${colour} ${Math.round(f * 100)}%, black)`;

function face(
  cx: number,
  cy: number,
  which: 0 | 1 | 2,
  value: number,
  colour: string,
  m: Matrix,
  pips: boolean,
): TemplateResult {
  const [p1, far, p2] = RHOMBI[which].map((p) => apply(m, p)) as [
    [number, number],
    [number, number],
    [number, number],
  ];
  const pts = ([[0, 0], p1, far, p2] as const)
    .map(([x, y]) => `${(cx + x).toFixed(2)},${(cy + y).toFixed(2)}`)
    .join(' ');
  // Pips: the unit square mapped onto the rhombus (origin at the centre, edges towards p1 and p2).
  const dots = (pips ? (PIPS[value] ?? []) : []).map(([u, v]) => {
    const px = cx + u * p1[0] + v * p2[0];
    const py = cy + u * p1[1] + v * p2[1];
    return svg`<circle cx=${px.toFixed(2)} cy=${py.toFixed(2)} r="1.05" class="pip" />`;
  });
  return svg`<polygon points=${pts} fill=${shade(colour, SHADE[which]!)} class="face" />${dots}`;
}

/** The matrix of a view: the default drawing, or the true view from above with side `from` at the bottom. */
function matrixOf(view: PyramidView): Matrix {
  if (view.from === undefined) return IDENTITY;
  // Flip the default drawing upside down (the true view from above, side X at the bottom), then turn it so that
  // the middle of side `from` lies straight below the apex.
  const flip: Matrix = [1, 0, 0, -1];
  const mid = [4, 4, 4];
  mid[view.from] = 0;
  const [x, y] = apply(flip, centre(index(mid[0]!, mid[1]!, mid[2]!)));
  const t = Math.PI / 2 - Math.atan2(y, x);
  const [c, s] = [Math.cos(t), Math.sin(t)];
  return [
    c * flip[0] - s * flip[2],
    c * flip[1] - s * flip[3],
    s * flip[0] + c * flip[2],
    s * flip[1] + c * flip[3],
  ];
}

/**
 * The screen position of a cell's die as `view` draws it.
 *
 * @example
 * ```ts
 * position(164, { from: 0 }); // [0, 0]: the apex stays in the middle
 * ```
 */
export function position(cell: number, view: PyramidView = {}): [number, number] {
  return apply(matrixOf(view), centre(cell));
}

/**
 * The pyramid's cells as one SVG (lower levels first). `view` turns it (see {@link PyramidView}).
 *
 * @example
 * ```ts
 * pyramidSvg([{ cell: 164, colour: '#c33', orientation: 0 }], (cell) => html`...`);
 * ```
 */
export function pyramidSvg(
  cells: readonly DieCell[],
  wrap: (cell: DieCell, content: TemplateResult) => TemplateResult = (_c, content) => content,
  view: PyramidView = {},
): TemplateResult {
  const m = matrixOf(view);
  const sorted = [...cells].sort((a, b) => level(a.cell) - level(b.cell) || a.cell - b.cell);
  return svg`${sorted.map((d) => {
    const [cx, cy] = apply(m, centre(d.cell));
    if (d.colour === null) {
      const hex = [30, 90, 150, 210, 270, 330]
        .map((deg) => corner(deg))
        .map(([x, y]) => `${(cx + x * 0.8).toFixed(2)},${(cy + y * 0.8).toFixed(2)}`)
        .join(' ');
      return wrap(
        d,
        svg`<g class=${`funnel ${d.className ?? ''}`}><polygon points=${hex} class="hole" />${d.label ? svg`<text x=${cx} y=${cy + 3} class="sum">${d.label}</text>` : ''}</g>`,
      );
    }
    const faces = [0, 1, 2].map((axis) =>
      face(
        cx,
        cy,
        axis as 0 | 1 | 2,
        faceTowards(d.orientation, axis as 0 | 1 | 2),
        d.colour!,
        m,
        d.pips !== false,
      ),
    );
    return wrap(d, svg`<g class=${`die ${d.className ?? ''}`}>${faces}</g>`);
  })}`;
}

/** The view box that holds the whole pyramid. */
export const VIEW_BOX = (() => {
  const w = 8 * R * 1.732 * 0.866 + R * 1.5;
  return `${(-w).toFixed(1)} ${(-8 * R * 1.732 * 0.5 - R * 1.5).toFixed(1)} ${(2 * w).toFixed(1)} ${(8 * R * 1.732 * 1.5 + R * 3).toFixed(1)}`;
})();

/** The view box that holds the whole pyramid as `view` draws it (a side at the bottom: the base upside down). */
export function viewBox(view: PyramidView = {}): string {
  if (view.from === undefined) return VIEW_BOX;
  const w = 8 * R * 1.732 * 0.866 + R * 1.5;
  return `${(-w).toFixed(1)} ${(-8 * R * 1.732 - R * 1.5).toFixed(1)} ${(2 * w).toFixed(1)} ${(8 * R * 1.732 * 1.5 + R * 3).toFixed(1)}`;
}
