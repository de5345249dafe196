/** Defines every Tafel element: the bundle `tafel.js` a site loads with one script tag. @module */
import './elements/tafel-wine-cellar.js';
import './elements/tafel-wiezen.js';
import './elements/tafel-weinhaendler.js';
import './elements/tafel-das-spiel.js';
import './elements/tafel-replay.js';
