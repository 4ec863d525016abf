/// <reference types="vitest/config" />
// Build, PWA and unit-test configuration. Notes on each setting: ../shared/TOOLCHAIN.md §6.
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  base: './',
  // `npm start` serves the build with the headers a real host must send.
  preview: { headers: SECURITY_HEADERS },
  server: { headers: SECURITY_HEADERS },
  worker: { format: 'es' },
  // The manifest lets scripts/budget.mjs tell first-load chunks from lazy ones.
  build: { target: 'es2022', manifest: true },
  plugins: [
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The glob below already matches the icons; listing them again would duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'Felt poker trainer',
        lang: 'en',
        categories: ['education', 'games'],
        short_name: 'Felt',
        description: 'Learn the rules, rankings and betting of thirteen poker games, offline.',
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
      },
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
