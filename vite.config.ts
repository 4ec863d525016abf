/// <reference types="vitest/config" />
// Build, PWA and unit-test configuration. Notes on each setting: ../shared/TOOLCHAIN.md §6.
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { en } from './src/i18n/en.ts';
import { LANGUAGES } from './src/i18n/languages.ts';
import { firstRoutePreload } from './scripts/first-route-plugin.ts';

/**
 * Headers a host must send (README "Hosting"): the page's CSP lives in index.html, but a <meta> CSP
 * cannot forbid framing, so frame-ancestors and X-Frame-Options come as headers (issue 13 item 7).
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The web app manifest; name and description come from each language's catalogue (issue 15 item 6). */
const MANIFEST = {
  id: './',
  name: en['app.title'],
  lang: 'en',
  categories: ['education', 'games'],
  short_name: 'Felt',
  description: en['app.description'],
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  background_color: '#0f3d2e',
  theme_color: '#0f5132',
  icons: [
    { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * One manifest per further language beside vite-plugin-pwa's English manifest.webmanifest:
 * manifest.<code>.webmanifest, the same app (same id) with its name and description translated.
 * The shell points <link rel="manifest"> at the learner's language; the precache glob takes them in.
 */
function localizedManifests(): Plugin {
  return {
    name: 'felt-localized-manifests',
    apply: 'build',
    async generateBundle() {
      for (const { code, load } of LANGUAGES.filter((l) => l.code !== 'en')) {
        const cat = await load();
        const manifest = { ...MANIFEST, lang: code, name: cat['app.title'], description: cat['app.description'] };
        this.emitFile({ type: 'asset', fileName: `manifest.${code}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page before its script runs, in every language (issue 15): index.html's loading line and noscript sentence are
 * written from each catalogue ('app.shellLoading', 'app.noscript'), all but English hidden; the classic script
 * public/shell-language.js (the CSP allows no inline script) shows the learner's at once, before the first paint.
 */
export function localizedShell(): Plugin {
  return {
    name: 'felt-localized-shell',
    async transformIndexHtml(html) {
      const cats = await Promise.all(LANGUAGES.map(async (l) => ({ code: l.code, cat: (await l.load()) as Record<string, string> })));
      const loading = cats.map(({ code, cat }) => `<span lang="${code}"${code === 'en' ? '' : ' hidden'}>${escapeHtml(cat['app.shellLoading'] ?? en['app.shellLoading'])}</span>`).join('');
      const noscript = cats.map(({ code, cat }) => `<span lang="${code}"> ${escapeHtml(cat['app.noscript'] ?? en['app.noscript'])}</span>`).join('');
      return html.replace(/<main id="app">[\s\S]*?<\/main>/, `<main id="app">${loading}<noscript>${noscript}</noscript></main>`);
    },
  };
}

export default defineConfig({
  base: './',
  // `npm start` serves the build with the headers a real host must send.
  preview: { headers: SECURITY_HEADERS },
  server: { headers: SECURITY_HEADERS },
  worker: { format: 'es' },
  // The manifest lets scripts/budget.mjs tell first-load chunks from lazy ones.
  build: {
    target: 'es2022', manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules that Practice, a lesson and the store share (engine games, rule names, lesson groups,
          // answer shapes, afterPaint) in one chunk rather than six: a page's second wave of requests fits one round of six
          // connections (issue 13 item 8; Practice's Lighthouse LCP 1.8-2.0 -> 1.6-1.7 s back to back). Only these modules,
          // not what they import (the shell's i18n stays in the shell).
          groups: [{ name: 'page-base', includeDependenciesRecursively: false,
            test: /src[\\/](ui[\\/](after-paint|game-names|rule-names)\.ts|trainer[\\/](rule-ids|quiz|lessons[\\/]types)\.ts|engine[\\/](games[\\/]|rankings[\\/]types\.ts|hand[\\/]error-class\.ts))/ }],
        },
      },
    },
  },
  plugins: [
    localizedShell(),
    localizedManifests(),
    firstRoutePreload(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already matches the icons; listing them again would duplicate precache entries.
      includeManifestIcons: false,
      manifest: MANIFEST,
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,ico,webmanifest}'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        navigateFallback: 'index.html',
      },
    }),
  ],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
