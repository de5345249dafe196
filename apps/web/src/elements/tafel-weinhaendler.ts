/**
 * Defines `<tafel-weinhaendler>` and exports its class: `@tafel/web/weinhaendler` in a bundler, the one-element bundle
 * `tafel-weinhaendler.js` in a page.
 *
 * @module
 */
import { TafelWeinhaendler } from '../weinhaendler/element.js';

if (!customElements.get('tafel-weinhaendler')) customElements.define('tafel-weinhaendler', TafelWeinhaendler);

export { TafelWeinhaendler };

declare global {
  interface HTMLElementTagNameMap {
    'tafel-weinhaendler': TafelWeinhaendler;
  }
}
