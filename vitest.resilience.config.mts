// `npm run test:resilience`: the load and fault tests (tests/resilience/), one file on one running
// production build, its tests in order. Not part of the unit run (vitest.config.mts); `npm test` runs
// it after e2e and reads test-results/resilience.json for its summary.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    sequence: { concurrent: false, shuffle: false },
    testTimeout: 60_000,
    // Setup may run `next build` when no build exists.
    hookTimeout: 30 * 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/resilience.json' },
  },
});
