/**
 * Defines `<tafel-replay>` and exports its class: `@tafel/web/replay` in a bundler, the one-element bundle
 * `tafel-replay.js` in a page.
 *
 * @module
 */
import { TafelReplay } from '../replay/element.js';

if (!customElements.get('tafel-replay')) customElements.define('tafel-replay', TafelReplay);

export { TafelReplay };

declare global {
  interface HTMLElementTagNameMap {
    'tafel-replay': TafelReplay;
  }
}
