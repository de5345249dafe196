/** Defines `<tafel-wiezen>` (this file's only effect): the one-element bundle `tafel-wiezen.js`. @module */
import { TafelWiezen } from '../wiezen/element.js';

if (!customElements.get('tafel-wiezen')) customElements.define('tafel-wiezen', TafelWiezen);

declare global {
  interface HTMLElementTagNameMap {
    'tafel-wiezen': TafelWiezen;
  }
}
