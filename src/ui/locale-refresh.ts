// After a language switch every Lit element on the page renders again (no reload): walk the light
// and shadow trees and ask each element for an update; msg() then reads the new catalogue.
import type { ReactiveElement } from 'lit';

export function refreshAll(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const lit = el as Partial<ReactiveElement>;
    if (typeof lit.requestUpdate === 'function') lit.requestUpdate();
    if (el.shadowRoot) refreshAll(el.shadowRoot);
  }
}
