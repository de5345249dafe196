/**
 * Your turn in view: when it becomes a person's turn, the controls they must press are scrolled into the
 * viewport (Raffzahn's roll and STOP buttons were 100 px below a 900 px screen when "Your turn" was said). Only a
 * table that is on screen at all scrolls — a table further down a page does not pull the page to itself — and it
 * scrolls as little as it can: the last control into view, then the first (so the first wins when they do not
 * fit together).
 *
 * @module
 */

/**
 * Scrolls `controls` (drawn in `host`) into the viewport, as little as possible.
 *
 * @example
 * bringIntoView(table, [...table.shadowRoot.querySelectorAll('[part~="move"]')]);
 */
export function bringIntoView(host: Element, controls: readonly Element[]): void {
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last || typeof window === 'undefined') return;
  const box = host.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return;
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  };
  if (controls.every(inView)) return;
  last.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  first.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
