/**
 * Dice leave the pyramid: when a die is taken (or moves on), a copy of it rises from its place and fades, so the
 * eye sees where it went from instead of a die that simply vanished. A Lit reactive controller on the dice
 * table: before each drawing it notes the dice on the pyramid by their place, after it lets each one no longer
 * there leave. Nothing moves under `prefers-reduced-motion`, and a change of the whole pyramid (a new game) lets
 * nothing leave.
 *
 * @module
 */
import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { reducedMotion } from './card-motion.js';

/** More dice gone at once than this is a new pyramid, not dice taken. */
const MOST_LEAVING = 12;
/** How long a die takes to leave (ms; the CSS animation's length, and when its copy goes at the latest). */
const LEAVE_MS = 550;

/** The dice drawn now, by place (a die's `transform`, its position on the pyramid). */
function diceOf(root: ParentNode): Map<string, SVGGElement> {
  const dice = new Map<string, SVGGElement>();
  for (const die of root.querySelectorAll<SVGGElement>('svg.pyramid g.die:not(.leaving)')) {
    const at = die.getAttribute('transform');
    if (at) dice.set(at, die);
  }
  return dice;
}

/** See the module comment. */
export class DiceLeaving implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly renderRoot: ParentNode };
  /** Copies of the dice on the pyramid before this drawing, by place. */
  #before = new Map<string, SVGGElement>();

  constructor(host: ReactiveControllerHost & { readonly renderRoot: ParentNode }) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdate(): void {
    this.#before = reducedMotion() ? new Map() : diceOf(this.#host.renderRoot);
  }

  hostUpdated(): void {
    const now = diceOf(this.#host.renderRoot);
    const pyramid = this.#host.renderRoot.querySelector('svg.pyramid');
    const gone = [...this.#before].filter(([at]) => !now.has(at));
    this.#before = new Map();
    if (!pyramid || gone.length === 0 || gone.length > MOST_LEAVING) return;
    for (const [, die] of gone) {
      const copy = die.cloneNode(true) as SVGGElement;
      // Only its look: no longer chosen, legal or marked, whatever it was.
      copy.setAttribute('class', 'die leaving');
      copy.setAttribute('aria-hidden', 'true');
      pyramid.append(copy);
      const remove = () => copy.remove();
      copy.addEventListener('animationend', remove, { once: true });
      setTimeout(remove, LEAVE_MS + 100);
    }
  }
}

/** A die leaving: up and out of the pyramid, fading (added to the transform its place gives it). */
export const diceLeavingStyles = css`
  svg.pyramid g.die.leaving {
    pointer-events: none;
    animation: die-leaves ${LEAVE_MS}ms ease-in forwards;
  }
  @keyframes die-leaves {
    to {
      translate: 0 -14px;
      opacity: 0;
    }
  }
`;
