/** Defines `<tafel-wine-cellar>` (this file's only effect): the one-element bundle `tafel-wine-cellar.js`. @module */
import { TafelWineCellar } from '../wine-cellar/element.js';

if (!customElements.get('tafel-wine-cellar')) customElements.define('tafel-wine-cellar', TafelWineCellar);

declare global {
  interface HTMLElementTagNameMap {
    'tafel-wine-cellar': TafelWineCellar;
  }
}
