/**
 * Defines `<tafel-wine-cellar>` and exports its class: `@tafel/web/wine-cellar` in a bundler, the one-element bundle
 * `tafel-wine-cellar.js` in a page.
 *
 * @module
 */
import { TafelWineCellar } from '../wine-cellar/element.js';

if (!customElements.get('tafel-wine-cellar')) customElements.define('tafel-wine-cellar', TafelWineCellar);

export { TafelWineCellar };

declare global {
  interface HTMLElementTagNameMap {
    'tafel-wine-cellar': TafelWineCellar;
  }
}
