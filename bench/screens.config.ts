import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// Screenshots for design reviews (bench/screens/screens.spec.ts): the e2e setup, one test, no retries.
export default defineConfig({
  ...base,
  testDir: 'screens',
  outputDir: '../test-results/screens',
  retries: 0,
  reporter: 'list',
  webServer: { ...(base.webServer as object), cwd: '..' } as typeof base.webServer,
});
