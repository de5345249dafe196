/** Defines `<tafel-das-spiel>` (this file's only effect): the one-element bundle `tafel-das-spiel.js`. @module */
import { TafelDasSpiel } from '../das-spiel/element.js';

if (!customElements.get('tafel-das-spiel')) customElements.define('tafel-das-spiel', TafelDasSpiel);

declare global {
  interface HTMLElementTagNameMap {
    'tafel-das-spiel': TafelDasSpiel;
  }
}
