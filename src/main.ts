// Entry point: page styles, the app shell, and the service worker. A new version waits until the
// learner presses Restart in a tab; that tab alone reloads, and other tabs only hear about it, so
// a drill in another tab is never reloaded under the learner (issue 13 item 3).
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import './ui/theme.css';
import './ui/felt-app';
import { reloadOnPurpose } from './ui/leave-guard';

const app = document.createElement('felt-app');
// The shell is drawn in the task after the modules' evaluation, not in the same one: two shorter tasks
// instead of one long one, so a slow phone can paint and take input in between (issue 13 item 8).
setTimeout(() => {
  document.getElementById('app')?.replaceWith(app);
}, 0);

// The service worker registers SETTLE_MS after the page's load event. Registering installs it on a first visit, and
// installing downloads the whole precache (about 2 MB): done during the first paint, that took the network and, on a
// two-core phone, a core from the page, and the first page's main-thread tasks ran up to four times longer.
const SETTLE_MS = 1000;
const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
let restartRequested = false;
let reloading = false;
const reload = () => { if (!reloading) { reloading = true; reloadOnPurpose(); } };
if (sw) {
  // Listened to from the start, not from the registration: a new version that another tab's Restart activates during
  // this tab's first second is heard too. A first install taking control (no controller before) is no update.
  let controlled = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (restartRequested) reload();
    else if (controlled) app.otherTabUpdated();
    controlled = true;
  });
  const registerLater = () => setTimeout(registerServiceWorker, SETTLE_MS);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}

function registerServiceWorker(): void {
  const updateSW = registerSW({
    immediate: true,
    // A new version installed: show "Update ready" instead of reloading under the learner.
    onNeedRefresh() {
      app.onUpdate = async () => {
        restartRequested = true;
        const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
        if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
        else await updateSW(true);
      };
      app.updateReady = true;
    },
    // Another tab's new version took control: the controllerchange listener above tells this tab (once), and this
    // tab reloads only if Restart was pressed here.
    onNeedReload() {
      if (restartRequested) reload();
    },
    onOfflineReady() { app.offlineReady(); },
  });
}
