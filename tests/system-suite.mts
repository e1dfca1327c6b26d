// The Vitest configuration of a suite that runs against running systems (tests/<name>/**/*.test.ts):
// one file at a time, its tests in order, long setup (it may build), a JSON report in
// test-results/<name>.json that `npm test` reads for its summary. Used by vitest.resilience.config.mts
// and vitest.topology.config.mts; not part of the unit run (vitest.config.mts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export function systemSuite(name: 'resilience' | 'topology') {
  return defineConfig({
    resolve: { alias: { '@': fileURLToPath(new URL('..', import.meta.url)) } },
    test: {
      include: [`tests/${name}/**/*.test.ts`],
      environment: 'node',
      fileParallelism: false,
      sequence: { concurrent: false, shuffle: false },
      testTimeout: 60_000,
      // Setup may run `next build` when no build exists.
      hookTimeout: 30 * 60_000,
      reporters: ['default', 'json'],
      outputFile: { json: `test-results/${name}.json` },
    },
  });
}
