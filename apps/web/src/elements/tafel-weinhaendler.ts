/** Defines `<tafel-weinhaendler>` (this file's only effect): the one-element bundle `tafel-weinhaendler.js`. @module */
import { TafelWeinhaendler } from '../weinhaendler/element.js';

if (!customElements.get('tafel-weinhaendler')) customElements.define('tafel-weinhaendler', TafelWeinhaendler);

declare global {
  interface HTMLElementTagNameMap {
    'tafel-weinhaendler': TafelWeinhaendler;
  }
}
