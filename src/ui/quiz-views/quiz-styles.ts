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
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .hint { color: var(--felt-muted); font-size: 0.9rem; margin: 0.4rem 0; }
  kbd { font: inherit; font-size: 0.8rem; border: 1px solid var(--felt-border); border-radius: 0.3rem; padding: 0 0.3rem; margin-right: 0.35rem; }
`;
