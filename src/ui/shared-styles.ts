// Styles shared by the pages: readable widths, 44 px touch targets, visible focus.
import { css } from 'lit';

export const pageStyles = css`
  :host { display: block; }
  h1 { font-size: 1.6rem; margin: 0 0 0.75rem; line-height: 1.25; }
  h1:focus, h1:focus-visible { outline: none; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
  h3 { font-size: 1.05rem; margin: 1rem 0 0.4rem; }
  p { margin: 0.4rem 0 0.8rem; max-width: 70ch; }
  a { color: var(--felt-accent); }
  /* A link standing on its own line is a touch target too (44 px). */
  p > a:only-child, a.standalone { display: inline-flex; align-items: center; min-height: 44px; }
  a:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible {
    outline: 3px solid var(--felt-focus); outline-offset: 2px;
  }
  button, .button {
    min-height: 44px; min-width: 44px; padding: 0.5rem 1rem; border-radius: 0.5rem;
    border: 1px solid var(--felt-accent); background: var(--felt-accent); color: var(--felt-accent-text);
    font: inherit; font-weight: 600; cursor: pointer; text-decoration: none;
    display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem; box-sizing: border-box;
  }
  button.secondary, .button.secondary { background: transparent; color: var(--felt-accent); }
  button[disabled] { opacity: 0.6; cursor: not-allowed; }
  .card-box {
    background: var(--felt-surface); border: 1px solid var(--felt-border); border-radius: 0.75rem;
    padding: 1rem; margin: 0 0 1rem;
  }
  .card-box > h2:first-child { margin-top: 0; }
  .muted { color: var(--felt-muted); }
  /* The browser's own words behind a toggle (src/ui/failure.ts): a 44 px summary, long text wraps. */
  .failure-detail summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; }
  .failure-detail code { display: block; overflow-wrap: anywhere; white-space: pre-wrap; font-size: 0.85rem; }
  .grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr)); }
  .status { font-size: 0.85rem; font-weight: 600; padding: 0.1rem 0.5rem; border-radius: 1rem; border: 1px solid var(--felt-border); white-space: nowrap; }
  .status.done { background: var(--felt-accent); color: var(--felt-accent-text); border-color: var(--felt-accent); }
  .status.started { background: var(--felt-surface-2); }
  ul.plain { list-style: none; padding: 0; margin: 0; }
  .tags { font-size: 0.8rem; color: var(--felt-muted); }
  progress { appearance: none; width: 100%; max-width: 24rem; height: 0.9rem; border: 1px solid var(--felt-border); border-radius: 0.5rem; background: var(--felt-surface-2); overflow: hidden; }
  progress::-webkit-progress-bar { background: var(--felt-surface-2); }
  progress::-webkit-progress-value { background: var(--felt-accent); }
  progress::-moz-progress-bar { background: var(--felt-accent); }
`;
