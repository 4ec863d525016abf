// afterPaint(): resolves once the browser has painted what is on screen now, so work started then (loading a
// page's secondary chunks) neither delays that paint nor takes its bandwidth (issue 13 item 8).

/**
 * Resolves in the task after the frame after next (a hidden tab paints no frames: there, in the next task). One frame is
 * not enough: a frame's callbacks run before it is painted, and the paint reaches the screen a little later still, so work
 * started then would still count towards that paint (Lighthouse counts every request made before the largest paint).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') { setTimeout(resolve, 0); return; }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
