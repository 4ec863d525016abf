// afterPaint(): resolves once the browser has painted what is on screen now, so work started then (loading a
// page's secondary chunks) neither delays that paint nor takes its bandwidth (issue 13 item 8).

/** Resolves in the task after the next frame (a hidden tab paints no frames: there, in the next task). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') { setTimeout(resolve, 0); return; }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
