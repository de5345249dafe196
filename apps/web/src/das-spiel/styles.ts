/** The styles every Das Spiel board shares: the pyramid, its dice, faces, pips, funnels and move cells. @module */
import { css } from 'lit';

export const pyramidStyles = css`
  svg.pyramid {
    width: 100%;
    max-width: 40rem;
    display: block;
    margin: 0 auto;
    touch-action: pinch-zoom;
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
      transform: rotate(-200deg) scale(0.4);
      opacity: 0;
    }
    to {
      transform: none;
      opacity: 1;
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
    min-width: 2.2rem;
  }
  .pan {
    overflow: hidden;
  }
  .rules-card {
    font-size: 0.9em;
    color: var(--_muted);
    max-width: 40rem;
    margin: 0.4rem auto;
  }
`;
