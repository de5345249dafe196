/** The styles every Das Spiel board shares: the pyramid, its dice, faces, pips, funnels and move cells. @module */
import { css } from 'lit';

export const pyramidStyles = css`
  svg.pyramid {
    width: 100%;
    max-width: 40rem;
    display: block;
    margin: 0 auto;
  }
  .face {
    stroke: #2a2723;
    stroke-width: 0.4;
  }
  .pip {
    fill: #1d1b18;
  }
  .hole {
    /* Transparent, not none: the whole hollow takes the click, not only its outline. */
    fill: transparent;
    stroke: var(--_muted);
    stroke-width: 0.5;
    stroke-dasharray: 1 1;
  }
  .sum {
    font-size: 5px;
    text-anchor: middle;
    fill: var(--_fg);
  }
  [part~='move'] {
    cursor: pointer;
  }
  [part~='move'] .face,
  [part~='move'] .hole {
    stroke: var(--_accent);
    stroke-width: 1.6;
  }
  [part~='move']:focus {
    outline: none;
  }
  [part~='move']:focus .face,
  [part~='move']:focus .hole {
    stroke-width: 2.6;
  }
  /* The move shown on the board (a hint's, a log line's): outlined in the mark colour. */
  .marked .face,
  .marked .hole {
    stroke: var(--_mark);
    stroke-width: 2.8;
    stroke-dasharray: none;
  }
  .chosen .face {
    stroke: var(--_accent);
    stroke-width: 2.2;
    stroke-dasharray: 2 1;
  }
  .choices {
    display: flex;
    gap: 0.4rem;
    flex-wrap: wrap;
    margin-top: 0.4rem;
  }
  .rolled {
    display: inline-block;
    animation: tafel-roll 0.45s ease-out;
  }
  @keyframes tafel-roll {
    from {
      /* No fade: half-transparent text would fail contrast while it turns. */
      transform: rotate(-200deg) scale(0.4);
    }
    to {
      transform: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .rolled {
      animation: none;
    }
  }
  .penalty {
    color: var(--_danger, #b3261e);
    font-weight: 600;
  }
  .zoom {
    display: flex;
    justify-content: flex-end;
    gap: 0.3rem;
  }
  .zoom button {
    min-width: 2.75rem;
  }
  .pan {
    overflow: hidden;
    /* One finger scrolls the page; two pinch the pyramid (the table's zoom, not the page's). Zoomed in, one
       finger pans the pyramid. */
    touch-action: pan-x pan-y;
  }
  .pan.zoomed {
    touch-action: none;
  }
  /* Boards that build a move in several steps (Abquetschen, Eintrichtern, Würfelmarsch). */
  svg.tint [part~='move'] .hole {
    fill: color-mix(in srgb, var(--_accent) 22%, transparent);
  }
  .turns [part~='move'] .face,
  .turns .face {
    stroke: #2a2723;
    stroke-width: 0.4;
  }
  .funnel.empty .hole {
    opacity: 0.45;
  }
  .recent .face,
  .recent .hole {
    stroke: var(--_fg);
    stroke-width: 1.2;
  }
  .funnel.open .hole {
    stroke: var(--_fg);
    stroke-dasharray: none;
  }
  .funnel.judged .hole,
  .funnel.gone .hole {
    stroke: var(--_fg);
    stroke-width: 1;
    stroke-dasharray: 1.5 1;
  }
  .funnel.goal .hole {
    stroke: var(--_fg);
    stroke-dasharray: none;
  }
  [part~='die'],
  [part~='chosen'] {
    cursor: pointer;
  }
  [part~='die']:focus,
  [part~='chosen']:focus {
    outline: none;
  }
  [part~='die']:focus .face,
  [part~='chosen']:focus .face {
    stroke: var(--_accent);
    stroke-width: 2.6;
  }
  .turn-panel {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: center;
    margin-top: 0.4rem;
  }
  .turn-panel p {
    margin: 0;
  }
  .roll {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
  }
  svg.die-face {
    width: 2rem;
    height: 2rem;
    flex: none;
  }
  .take-back[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* A disabled control says why on focus too (its title, the rule's words), not only on hover. */
  button[aria-disabled='true'] {
    position: relative;
  }
  button[aria-disabled='true']:focus {
    opacity: 1;
  }
  button[aria-disabled='true']:focus::after {
    content: attr(title);
    position: absolute;
    left: 0;
    top: calc(100% + 0.3rem);
    z-index: 2;
    width: max-content;
    max-width: min(18rem, 80vw);
    padding: 0.3rem 0.5rem;
    border-radius: var(--_radius);
    background: var(--_fg);
    color: var(--_bg);
    font-size: 0.85rem;
    line-height: 1.3;
    text-align: left;
    white-space: normal;
  }
  .stock,
  .tally {
    list-style: none;
    padding: 0;
    margin: 0.4rem 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 1rem;
    justify-content: center;
  }
  .last,
  .start-rolls,
  .end {
    text-align: center;
    margin: 0.3rem 0;
  }
  .said {
    max-width: 40rem;
    margin: 0.4rem auto;
  }
  .said ol {
    columns: 2 10rem;
    margin: 0.25rem 0 0;
  }
  .directions,
  .turns {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    justify-content: center;
    margin-top: 0.4rem;
  }
  .turns {
    flex-direction: column;
    align-items: center;
  }
  .turn-row {
    display: flex;
    align-items: center;
    gap: 0.3rem;
  }
  .turn-face {
    min-width: 1.5rem;
    font-weight: bold;
    text-align: right;
  }
  /* A finger's width at least (44 px): the dice of a row are few, so they can be big. */
  .turns button {
    padding: 0.15rem;
    line-height: 0;
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
  .turns svg {
    width: 2.6rem;
    height: 2.6rem;
  }
`;
