// Styles the quiz views share: big touch targets, a felt table, keypad and choice grids.
import { css } from 'lit';

export const quizStyles = css`
  :host { display: block; }
  button {
    min-height: 48px; min-width: 48px; padding: 0.5rem 0.9rem; border-radius: 0.6rem;
    border: 1px solid var(--felt-accent); background: var(--felt-surface); color: var(--felt-text);
    font: inherit; font-weight: 600; cursor: pointer; touch-action: manipulation;
  }
  button.primary { background: var(--felt-accent); color: var(--felt-accent-text); }
  button[aria-pressed='true'] { background: var(--felt-accent); color: var(--felt-accent-text); }
  button:focus-visible { outline: 3px solid var(--felt-focus); outline-offset: 2px; }
  button[disabled] { opacity: 0.55; cursor: default; }
  /* After grading: the right answer and a wrong pick stay fully visible and say so in words. */
  button.is-right, button.is-wrong { opacity: 1; border-width: 3px; }
  button.is-right { border-color: var(--felt-accent); background: var(--felt-surface-2); }
  button.is-wrong { border-color: var(--felt-focus); border-style: dashed; }
  .tag-right, .tag-wrong { display: inline-block; margin-left: 0.5rem; font-size: 0.85rem; font-weight: 800; }
  .tag-right { color: var(--felt-accent); }
  .tag-wrong { color: var(--felt-focus); }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .hint { color: var(--felt-muted); font-size: 0.9rem; margin: 0.4rem 0; }
  kbd { font: inherit; font-size: 0.8rem; border: 1px solid var(--felt-border); border-radius: 0.3rem; padding: 0 0.3rem; margin-right: 0.35rem; }
`;
