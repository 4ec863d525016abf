// Long exhaustive checks (every seven-card hand and the like): `npm run test:exhaustive`, run by CI.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['test/**/*.exhaustive.ts'], environment: 'node', testTimeout: 600_000 },
});
