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

/** Input that ends the browser's largest-paint reports (a tap, a click, a key). */
const INPUT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown'];

/**
 * Resolves once what was drawn since `since` (a performance.now() time) has reached the screen as the page's largest paint,
 * or after `timeoutMs`; at once after afterPaint() where the browser no longer reports largest paints (after input) or never
 * does. Frames are not enough there: a big text's frame can reach the screen tens of milliseconds after its second frame, so
 * a chunk asked for then still counts towards that paint.
 */
export function afterLargestPaint(since: number, timeoutMs = 500): Promise<void> {
  const counts = typeof performance === 'undefined' ? undefined : (performance as Partial<Performance>).eventCounts;
  const reported = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported || !counts || INPUT_EVENTS.some((type) => (counts.get(type) ?? 0) > 0) || document.visibilityState === 'hidden') return afterPaint();
  return new Promise<void>((resolve) => {
    const done = () => { observer.disconnect(); clearTimeout(timer); resolve(); };
    const observer = new PerformanceObserver((list) => { if (list.getEntries().some((e) => e.startTime >= since)) done(); });
    const timer = setTimeout(done, timeoutMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }).then(afterPaint);
}

let turns: Promise<void> = Promise.resolve();
/**
 * Resolves in a task of its own, after every earlier caller's turn: pieces of work that would otherwise all run in one
 * task (a lesson's examples, once their code is in) run one per task, so none is long enough to hold up input.
 */
export function ownTurn(): Promise<void> {
  const turn = turns.then(() => new Promise<void>((resolve) => { setTimeout(resolve, 0); }));
  turns = turn;
  return turn;
}
