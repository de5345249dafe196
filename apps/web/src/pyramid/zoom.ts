/**
 * Zoom and pan of the pyramid's view box: a pure value (`Zoom`) and the few steps a table takes on it — zoom in
 * or out around the centre (buttons, wheel), pan by a drag measured in screen pixels. The view box never zooms
 * out past the whole pyramid nor in past 4×, and panning stops at the pyramid's edge.
 *
 * @module
 */
import { VIEW_BOX } from './pyramid-svg.js';

/** The zoom (1: the whole pyramid) and the centre's offset from the pyramid's centre, in SVG units. */
export interface Zoom {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** The whole pyramid. */
export const WHOLE: Zoom = Object.freeze({ scale: 1, x: 0, y: 0 });

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;

const [BX, BY, BW, BH] = VIEW_BOX.split(' ').map(Number) as [number, number, number, number];

/** Keeps the centre inside the pyramid at this scale. */
function clamp(z: Zoom): Zoom {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, z.scale));
  const mx = (BW - BW / scale) / 2;
  const my = (BH - BH / scale) / 2;
  return { scale, x: Math.min(mx, Math.max(-mx, z.x)), y: Math.min(my, Math.max(-my, z.y)) };
}

/**
 * The zoom `factor` times closer (below 1: further), around the same centre.
 *
 * @example
 * ```ts
 * zoomBy(WHOLE, 2).scale; // 2
 * ```
 */
export function zoomBy(z: Zoom, factor: number): Zoom {
  return clamp({ ...z, scale: z.scale * factor });
}

/**
 * The view moved by a drag of `dx`, `dy` screen pixels on an SVG drawn `width` pixels wide.
 *
 * @example
 * ```ts
 * panBy(zoomBy(WHOLE, 2), 100, 0, 400); // the pyramid follows the pointer to the right
 * ```
 */
export function panBy(z: Zoom, dx: number, dy: number, width: number): Zoom {
  const unitsPerPixel = BW / z.scale / Math.max(1, width);
  return clamp({ ...z, x: z.x - dx * unitsPerPixel, y: z.y - dy * unitsPerPixel });
}

/**
 * The zoom at `scale` centred on `point` (SVG units), kept inside the pyramid like every zoom.
 *
 * @example
 * ```ts
 * zoomAt(3, { x: 0, y: 0 }); // three times closer, centred where the point is (as far as the edges allow)
 * ```
 */
export function zoomAt(scale: number, point: { readonly x: number; readonly y: number }): Zoom {
  return clamp({ scale, x: point.x - (BX + BW / 2), y: point.y - (BY + BH / 2) });
}

/** The SVG `viewBox` of a zoom. */
export function viewBoxOf(z: Zoom): string {
  const w = BW / z.scale;
  const h = BH / z.scale;
  const cx = BX + BW / 2 + z.x;
  const cy = BY + BH / 2 + z.y;
  return `${(cx - w / 2).toFixed(1)} ${(cy - h / 2).toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`;
}
