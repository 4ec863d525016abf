// Card names for screen readers in the chosen language ("ace of spades", "maça ası", "άσος μπαστούνι").
import { rankOf, suitOf, type Card } from '../engine/cards';
import { msg, type MessageId } from '../i18n/index';

export const cardName = (card: Card): string =>
  msg('card.name', { rank: msg(`rank.${rankOf(card)}` as MessageId), suit: msg(`suit.${suitOf(card)}` as MessageId) });
