// The SVG drawing of one card, shared by <felt-card> and <felt-cards> (a row draws its cards
// inline, without an element per card, so a lesson with a hundred cards renders quickly).
import { css, html, svg, type TemplateResult } from 'lit';
import { RANK_CHARS, SUIT_NAMES, SUIT_SYMBOLS, rankOf, suitOf, type Card } from '../engine/cards';
import { cardName } from './card-names';
import { msg } from '../i18n/index';

/** Styles for cardSvg; suit colours come from the page's --suit-* variables (four-colour deck). */
export const cardStyles = css`
  svg.card { display: block; width: var(--card-width, 3rem); height: auto; flex: none; }
  .face { fill: var(--card-face); stroke: var(--card-edge); stroke-width: 1.5; }
  .back { fill: var(--felt-table); stroke: var(--card-edge); stroke-width: 1.5; }
  .pattern { fill: none; stroke: rgba(255, 255, 255, 0.35); stroke-width: 2; }
  svg.card text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-weight: 700; }
  .s0 { fill: var(--suit-clubs); } .s1 { fill: var(--suit-diamonds); }
  .s2 { fill: var(--suit-hearts); } .s3 { fill: var(--suit-spades); }
`;

/** One card face (named "ace of hearts" for assistive technology), or its back. */
export function cardSvg(card: Card, options: { faceDown?: boolean; className?: string } = {}): TemplateResult {
  const extra = options.className ? ` ${options.className}` : '';
  if (options.faceDown) {
    return html`<svg class="card${extra}" viewBox="0 0 60 84" role="img" aria-label=${msg('card.faceDown')}>
      ${svg`<rect class="back" x="1" y="1" width="58" height="82" rx="6" />
      <rect class="pattern" x="7" y="7" width="46" height="70" rx="3" />`}
    </svg>`;
  }
  const suit = suitOf(card);
  const rank = RANK_CHARS[rankOf(card)];
  const label = rank === 'T' ? '10' : rank;
  return html`<svg class="card${extra}" viewBox="0 0 60 84" role="img" aria-label=${cardName(card)} data-suit=${SUIT_NAMES[suit]}>
    ${svg`<rect class="face" x="1" y="1" width="58" height="82" rx="6" />
    <text class="s${suit}" x="6" y="22" font-size=${label.length > 1 ? 17 : 20}>${label}</text>
    <text class="s${suit}" x="7" y="40" font-size="16">${SUIT_SYMBOLS[suit]}</text>
    <text class="s${suit}" x="38" y="72" font-size="30" text-anchor="middle">${SUIT_SYMBOLS[suit]}</text>`}
  </svg>`;
}
