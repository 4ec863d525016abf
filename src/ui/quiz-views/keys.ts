// Which element a key press came from: the quiz views listen on the window (answers by number key),
// but a key meant for a link, a text field or a focused control must stay with it (issue 13 item 2).

/** The element that had focus when the key was pressed (inside shadow roots too). */
export const keyOrigin = (e: KeyboardEvent): Element | null => (e.composedPath()[0] as Element | undefined) ?? null;

/** True when the key was typed into a text field, a select or an editable element: never an answer. */
export function typingIn(e: KeyboardEvent): boolean {
  const el = keyOrigin(e) as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/** True when Enter or Space activates the focused element itself (a link, a button, a summary). */
export function activatesFocused(e: KeyboardEvent): boolean {
  const el = keyOrigin(e) as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'a' || tag === 'button' || tag === 'summary' || typingIn(e);
}

/** Modifier keys mean a browser shortcut, never an answer. */
export const withModifier = (e: KeyboardEvent): boolean => e.altKey || e.ctrlKey || e.metaKey;
