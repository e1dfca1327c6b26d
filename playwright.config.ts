import { defineConfig, devices } from '@playwright/test';
import { answeredConsent } from './tests/e2e/consent-state';

const port = Number(process.env.E2E_PORT || 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Playwright empties outputDir at start; keep its artifacts apart from the JSON reports.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Visitors who already answered the cookie banner; tests/e2e/consent.spec.ts and first visits start fresh.
    storageState: answeredConsent(baseURL),
    trace: 'retain-on-failure',
    // A click or a navigation that hangs fails on its own, before a longer test's timeout: the failure
    // then names the step (a test timeout names only the test).
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /console\.spec\.ts$/ },
    // The every-route console test runs after the rest, so the pages it opens hold what the other tests
    // made (newsletter sends, outbox mails, challenges): a send listed on /admin/email is what showed a
    // hydration mismatch there (React #418, fixed). Naming its file runs the whole suite first; alone:
    // `node scripts/e2e.mjs --project console --no-deps`.
    { name: 'console', use: { ...devices['Desktop Chrome'] }, testMatch: /console\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/local.mjs start',
    url: `${baseURL}/`,
    env: { PORT: String(port), SITE_URL: baseURL },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
