import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Tests run server modules directly: the marker package's server build (what Next.js resolves
      // for server code), not its browser build, which throws on import.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    env: { EXHALE_MODE: 'embedded', FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9299' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // next-intl's ESM build imports `next/server` without an extension, which Node alone cannot
    // resolve: Vite resolves it (tests/unit/intl-middleware.test.ts runs next-intl's middleware).
    server: { deps: { inline: ['next-intl'] } },
  },
});
