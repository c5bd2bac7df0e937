import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 4180);
// Each run starts on an empty data directory (or the DATABASE_URL of the CI pass).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'stackwise-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Shared CI machines: an assertion waits for its condition well beyond Playwright's 5 s default.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node dist/server/server/main.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // New accounts start with credits so e2e can create projects without a payment.
      FREE_CREDITS_ON_SIGNUP: '3',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every test signs in from 127.0.0.1: per-IP auth limits sized for one person would trip.
      AUTH_RATE_LIMIT_SIGN_IN: '1000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '1000',
      AUTH_RATE_LIMIT_VERIFY: '1000',
      DEBUG_PAGE: 'true',
      // The test hooks (tests/e2e/decision.spec.ts moves a review date into the past); refused in production.
      NODE_ENV: 'test',
      TEST_ROUTES: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
