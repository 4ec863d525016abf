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
// instead of one long one, so a slow phone can paint and take input in between (issue 13 item 8). The service
// worker registers once the shell has rendered, so the route's page chunk is asked for before workbox-window.
setTimeout(() => {
  document.getElementById('app')?.replaceWith(app);
  void app.updateComplete.then(registerServiceWorker);
}, 0);

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let restartRequested = false;
  let reloading = false;
  const reload = () => { if (!reloading) { reloading = true; reloadOnPurpose(); } };
  navigator.serviceWorker.addEventListener('controllerchange', () => { if (restartRequested) reload(); });
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
    // The new version took control: reload only the tab where Restart was pressed.
    onNeedReload() {
      if (restartRequested) reload();
      else app.otherTabUpdated();
    },
    onOfflineReady() { app.offlineReady(); },
  });
}
