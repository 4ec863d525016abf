// Entry point: page styles, the app shell, and the service worker (an update waits for the learner).
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import './ui/theme.css';
import './ui/felt-app';
import { msg } from './i18n/index';

const app = document.createElement('felt-app');
document.getElementById('app')?.replaceWith(app);

if ('serviceWorker' in navigator) {
  let restartRequested = false;
  // Reload once the new version has taken over, and only when the learner asked for it.
  navigator.serviceWorker.addEventListener('controllerchange', () => { if (restartRequested) location.reload(); });
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
    onOfflineReady() { app.notify(msg('offline.ready')); },
  });
}
