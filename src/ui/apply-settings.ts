// Applies the learner's settings to the page: theme attribute and the four-colour deck.
import type { Settings } from '../storage/types';

export function applySettings(settings: Settings, root: HTMLElement = document.documentElement): void {
  if (settings.theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', settings.theme);
  root.toggleAttribute('data-four-colour', settings.fourColour);
}
