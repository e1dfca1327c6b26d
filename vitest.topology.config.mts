// `npm run test:topology`: the production topology (tests/topology/: `npm run topology`, two instances
// behind nginx) seen through the edge. Not part of the unit run (vitest.config.mts); `npm test` runs it
// after the resilience tests.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    sequence: { concurrent: false, shuffle: false },
    testTimeout: 60_000,
    // Setup may run `next build` when no build exists.
    hookTimeout: 30 * 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/topology.json' },
  },
});
