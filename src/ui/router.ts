// Hash routes (#/learn/<id>): they work offline, under any base path, and make shareable links.

export type Route =
  | { page: 'home' }
  | { page: 'learn' }
  | { page: 'lesson'; id: string; focus?: 'practice' }
  | { page: 'practice'; rest: string[] }
  | { page: 'progress' }
  | { page: 'settings' }
  | { page: 'play' }
  | { page: 'history'; hand?: string; share?: string }
  | { page: 'equity'; code: string }
  | { page: 'not-found'; path: string };

const SAFE_SEGMENT = /^[A-Za-z0-9_.~+-]{1,100}$/;
/** A shared hand's code (#/history/share/<code>) is longer: the hand's setup and actions. */
const SHARE_CODE = /^[A-Za-z0-9_.-]{1,12000}$/;

/** Reads a location hash ("#/learn/game-holdem") into a route. Anything odd is "not found". */
export function parseRoute(hash: string): Route {
  // A wrapped or pasted link often ends in an encoded space or newline (%20, %0A): trim it (issue 13 item 7).
  let raw = hash;
  for (let before = ''; before !== raw;) { before = raw; raw = raw.replace(/(%(20|09|0A|0D|0a|0d)|\s)+$/, ''); }
  const path = raw.replace(/^#\/?/, '').split('?')[0];
  const share = /^history\/share\/([^/]+)$/.exec(path);
  if (share) return SHARE_CODE.test(share[1]) ? { page: 'history', share: share[1] } : { page: 'not-found', path: 'history/share' };
  // The equity lab's link code is one long segment of its own alphabet (validated again by the page).
  const lab = /^equity(?:\/([A-Za-z0-9_-]{1,3000}\.[0-9a-z]{5}))?\/?$/.exec(path);
  if (lab) return { page: 'equity', code: lab[1] ?? '' };
  const parts = path.split('/').map((p) => { try { return decodeURIComponent(p).trim(); } catch { return '\u0000'; } }).filter(Boolean);
  if (parts.some((p) => !SAFE_SEGMENT.test(p))) return { page: 'not-found', path };
  const [first, second, third] = parts;
  if (!first) return { page: 'home' };
  if (first === 'learn' && !second) return { page: 'learn' };
  if (first === 'learn' && second && (!third || third === 'practice') && parts.length <= 3) {
    return third ? { page: 'lesson', id: second, focus: 'practice' } : { page: 'lesson', id: second };
  }
  if (first === 'practice') return { page: 'practice', rest: parts.slice(1) };
  if (first === 'progress' && parts.length === 1) return { page: 'progress' };
  if (first === 'settings' && parts.length === 1) return { page: 'settings' };
  if (first === 'play' && parts.length === 1) return { page: 'play' };
  if (first === 'history' && parts.length <= 2) return second ? { page: 'history', hand: second } : { page: 'history' };
  return { page: 'not-found', path };
}

/** The hash for a route. */
export function routeHref(route: Route): string {
  switch (route.page) {
    case 'home': return '#/';
    case 'learn': return '#/learn';
    case 'lesson': return `#/learn/${encodeURIComponent(route.id)}${route.focus ? '/practice' : ''}`;
    case 'practice': return `#/practice${route.rest.map((r) => `/${encodeURIComponent(r)}`).join('')}`;
    case 'progress': return '#/progress';
    case 'settings': return '#/settings';
    case 'play': return '#/play';
    case 'history': return route.share ? `#/history/share/${route.share}` : route.hand ? `#/history/${encodeURIComponent(route.hand)}` : '#/history';
    case 'equity': return route.code ? `#/equity/${route.code}` : '#/equity';
    case 'not-found': return '#/';
  }
}

/** Link to a lesson. */
export const lessonHref = (id: string): string => routeHref({ page: 'lesson', id });
