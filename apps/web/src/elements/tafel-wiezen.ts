/**
 * Defines `<tafel-wiezen>` and exports its class: `@tafel/web/wiezen` in a bundler, the one-element bundle
 * `tafel-wiezen.js` in a page.
 *
 * @module
 */
import { TafelWiezen } from '../wiezen/element.js';

if (!customElements.get('tafel-wiezen')) customElements.define('tafel-wiezen', TafelWiezen);

export { TafelWiezen };

declare global {
  interface HTMLElementTagNameMap {
    'tafel-wiezen': TafelWiezen;
  }
}
