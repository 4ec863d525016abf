// Entry point: page styles, the app shell, and the service worker (an update waits for the learner).
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import './ui/theme.css';
import './ui/felt-app';
import { msg } from './i18n/index';

const app = document.createElement('felt-app');
document.getElementById('app')?.replaceWith(app);

if ('serviceWorker' in navigator) {
  const updateSW = registerSW({
    immediate: true,
    // A new version installed: show "Update ready" instead of reloading under the learner.
    onNeedRefresh() {
      app.onUpdate = () => { void updateSW(true); };
      app.updateReady = true;
    },
    onOfflineReady() { app.notify(msg('offline.ready')); },
  });
}
