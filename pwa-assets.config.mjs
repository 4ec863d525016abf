// Icon generation (`npm run icons`): PNG icons for the manifest from public/favicon.svg.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({ preset: minimal2023Preset, images: ['public/favicon.svg'] });
