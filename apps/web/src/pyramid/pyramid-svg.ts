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
 * `{ from: side }`: the true view from above, that side at the bottom (so the player there sees his left
 * neighbour's side on his left), in the same view box.
 *
 * @module
 */
import { coords, faceTowards, index, level } from '@tafel/core/das-spiel';
import { nothing, svg, type TemplateResult } from 'lit';

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
  /** Whether the faces show their pips (default true; false for a die whose faces are hidden or do not count). */
  pips?: boolean;
}

/** How to look at the pyramid: `from` (a side, 0 = X, 1 = Y, 2 = Z) at the bottom of the true view from above. */
export interface PyramidView {
  from?: number;
}

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

/** A pip's radius. */
const PIP_R = 1.05;

const shades = new Map<string, string>();
/** A colour darkened to `f` (a CSS `color-mix`), made once per colour and face. */
function shade(colour: string, f: number): string {
  const key = `${colour}/${f}`;
  let found = shades.get(key);
  if (found === undefined) {
    found = `color-mix(in srgb, ${colour} ${Math.round(f * 100)}%, black)`;
    shades.set(key, found);
  }
  return found;
}

/** A face's rhombus around the die's centre, per direction (X, Y, Z): the same for every die. */
const FACE_POINTS = RHOMBI.map((corners) =>
  [[0, 0], ...corners].map(([x, y]) => `${x!.toFixed(2)},${y!.toFixed(2)}`).join(' '),
);

/**
 * A face's pips around the die's centre, per direction and value, as one path of circles (a third of the
 * elements a circle each would take: most of the time a full pyramid takes to draw is making elements).
 */
const PIP_PATHS = RHOMBI.map(([p1, , p2]) =>
  Array.from({ length: 7 }, (_, value) =>
    (PIPS[value] ?? [])
      .map(([u, v]) => {
        const px = u * p1[0] + v * p2[0];
        const py = u * p1[1] + v * p2[1];
        return `M${(px - PIP_R).toFixed(2)} ${py.toFixed(2)}a${PIP_R} ${PIP_R} 0 1 0 ${2 * PIP_R} 0a${PIP_R} ${PIP_R} 0 1 0 ${-2 * PIP_R} 0`;
      })
      .join(''),
  ),
);

/** All the pips a die in orientation `o` shows on its three up faces, as one path (made once per orientation). */
const DIE_PIPS: readonly string[] = Array.from({ length: 24 }, (_, o) =>
  [0, 1, 2].map((axis) => PIP_PATHS[axis]![faceTowards(o, axis as 0 | 1 | 2)]).join(''),
);

/** A 2×2 matrix `[a, b, c, d]` mapping `(x, y)` to `(a·x + b·y, c·x + d·y)`. */
type Matrix = readonly [number, number, number, number];
const apply = (m: Matrix, [x, y]: readonly [number, number]): [number, number] => [
  m[0] * x + m[1] * y,
  m[2] * x + m[3] * y,
];

/** How one view draws: where a cell goes, and the faces' rhombi and pips of a die there (made once per view). */
interface Geometry {
  place(cell: number): [number, number];
  facePoints: readonly string[];
  diePips: readonly string[];
}

const DEFAULT_GEOMETRY: Geometry = { place: centre, facePoints: FACE_POINTS, diePips: DIE_PIPS };
const geometries = new Map<number, Geometry>();

/**
 * The geometry of the true view from above with side `from` at the bottom: the default drawing flipped upside
 * down, turned so that side's middle lies straight below the apex, and moved down by half the base's height so
 * that it fills the same view box.
 */
function geometryFrom(from: number): Geometry {
  const known = geometries.get(from);
  if (known) return known;
  const flip: Matrix = [1, 0, 0, -1];
  const mid = [4, 4, 4];
  mid[from] = 0;
  const [x, y] = apply(flip, centre(index(mid[0]!, mid[1]!, mid[2]!)));
  const t = Math.PI / 2 - Math.atan2(y, x);
  const [c, s] = [Math.cos(t), Math.sin(t)];
  const m: Matrix = [c, s, s, -c];
  const dy = 4 * R * 1.732;
  const rhombi = RHOMBI.map((corners) => corners.map((p) => apply(m, p)));
  const pipPaths = rhombi.map(([p1, , p2]) =>
    Array.from({ length: 7 }, (_, value) =>
      (PIPS[value] ?? [])
        .map(([u, v]) => {
          const px = u * p1![0] + v * p2![0];
          const py = u * p1![1] + v * p2![1];
          return `M${(px - PIP_R).toFixed(2)} ${py.toFixed(2)}a${PIP_R} ${PIP_R} 0 1 0 ${2 * PIP_R} 0a${PIP_R} ${PIP_R} 0 1 0 ${-2 * PIP_R} 0`;
        })
        .join(''),
    ),
  );
  const g: Geometry = {
    place: (cell) => {
      const [px, py] = apply(m, centre(cell));
      return [px, py + dy];
    },
    facePoints: rhombi.map((corners) =>
      [[0, 0] as const, ...corners].map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`).join(' '),
    ),
    diePips: Array.from({ length: 24 }, (_, o) =>
      [0, 1, 2].map((axis) => pipPaths[axis]![faceTowards(o, axis as 0 | 1 | 2)]).join(''),
    ),
  };
  geometries.set(from, g);
  return g;
}

const geometryOf = (view: PyramidView): Geometry =>
  view.from === undefined ? DEFAULT_GEOMETRY : geometryFrom(view.from);

/**
 * The screen position of a cell's die as `view` draws it.
 *
 * @example
 * ```ts
 * position(164, {}); // [0, 0]: the apex
 * ```
 */
export function position(cell: number, view: PyramidView = {}): [number, number] {
  return geometryOf(view).place(cell);
}

/**
 * One die at `(cx, cy)`: its three up faces in the shaded colour and, where they count, all its pips as one path.
 * One template per die with nothing nested: most of a full pyramid's drawing time is making elements.
 */
function die(d: DieCell, cx: number, cy: number, g: Geometry): TemplateResult {
  const colour = d.colour!;
  return svg`<g class=${d.className ? `die ${d.className}` : 'die'} transform=${`translate(${cx.toFixed(2)} ${cy.toFixed(2)})`}><polygon points=${g.facePoints[0]} fill=${shade(colour, SHADE[0]!)} class="face" /><polygon points=${g.facePoints[1]} fill=${shade(colour, SHADE[1]!)} class="face" /><polygon points=${g.facePoints[2]} fill=${shade(colour, SHADE[2]!)} class="face" />${d.pips === false ? nothing : svg`<path d=${g.diePips[d.orientation]} class="pip" />`}</g>`;
}

/**
 * The pyramid's cells as one SVG (lower levels first), in the view box {@link VIEW_BOX} whatever the `view`.
 *
 * @example
 * ```ts
 * pyramidSvg([{ cell: 164, colour: '#c33', orientation: 0 }], (cell) => html`...`);
 * pyramidSvg(cells, wrap, { from: 1 }); // side Y at the bottom
 * ```
 */
export function pyramidSvg(
  cells: readonly DieCell[],
  wrap: (cell: DieCell, content: TemplateResult) => TemplateResult = (_c, content) => content,
  view: PyramidView = {},
): TemplateResult {
  const g = geometryOf(view);
  const sorted = [...cells].sort((a, b) => level(a.cell) - level(b.cell) || a.cell - b.cell);
  return svg`${sorted.map((d) => {
    const [cx, cy] = g.place(d.cell);
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
    return wrap(d, die(d, cx, cy, g));
  })}`;
}

/** The view box that holds the whole pyramid. */
export const VIEW_BOX = (() => {
  const w = 8 * R * 1.732 * 0.866 + R * 1.5;
  return `${(-w).toFixed(1)} ${(-8 * R * 1.732 * 0.5 - R * 1.5).toFixed(1)} ${(2 * w).toFixed(1)} ${(8 * R * 1.732 * 1.5 + R * 3).toFixed(1)}`;
})();
