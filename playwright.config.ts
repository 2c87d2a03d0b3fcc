import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against a running production server (BASE_URL), started by `npm test`
 * (scripts/test.ts) with its own database. Browsers are never downloaded: Debian's Chromium
 * (or CHROMIUM_PATH) is used.
 */
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || '.data/test/e2e.json' }],
  ],
  use: {
    baseURL: process.env.BASE_URL || 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Creates the first (admin) user on the empty database; every other test may rely on it.
    { name: 'first-user', testMatch: /first-user\.spec\.ts/, use: browser },
    {
      name: 'chromium',
      testIgnore: /first-user\.spec\.ts/,
      dependencies: ['first-user'],
      use: browser,
    },
  ],
})
