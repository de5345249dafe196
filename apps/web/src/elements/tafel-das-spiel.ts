/**
 * Defines `<tafel-das-spiel>` and exports its class: `@tafel/web/das-spiel` in a bundler, the one-element bundle
 * `tafel-das-spiel.js` in a page.
 *
 * @module
 */
import { TafelDasSpiel } from '../das-spiel/element.js';

if (!customElements.get('tafel-das-spiel')) customElements.define('tafel-das-spiel', TafelDasSpiel);

export { TafelDasSpiel };

declare global {
  interface HTMLElementTagNameMap {
    'tafel-das-spiel': TafelDasSpiel;
  }
}
