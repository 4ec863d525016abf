// Closing the tab or leaving the site mid-drill asks first (issue 13 item 3): the browser's own prompt,
// raised only while a page says a drill is in progress, and never for a reload the learner asked for.
let reloadAsked = false;

/** A reload the learner chose (Restart for an update, Reload in a notice): the drill resumes after it, so no prompt. */
export function reloadOnPurpose(): void {
  reloadAsked = true;
  location.reload();
}

/** Raises the leave prompt whenever `inProgress()` is true at the moment of leaving; returns the undo. */
export function guardUnload(inProgress: () => boolean): () => void {
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (reloadAsked || !inProgress()) return;
    e.preventDefault();
    // Older engines show the prompt only when returnValue is set; the text itself is the browser's.
    e.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
