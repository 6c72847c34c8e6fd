import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useMemoryForScratch } from '@pastexam/api/testing';
import { API_PREFIX, routes } from '@pastexam/api-contract';
import { defineConfig, devices } from '@playwright/test';
import {
  admin,
  appPort,
  appUrl,
  geminiPort,
  geminiUrl,
  issueReportUrl,
  oidcClient,
  oidcIssuer,
  smtpMailsPort,
  smtpMailsUrl,
  smtpPort,
  smtpUrl,
} from './support/env.ts';

// The server's data directory and the browsers' profiles go to memory where the machine has it to spare (the
// runner's workers and the servers below inherit it).
useMemoryForScratch();

// Every run starts from an empty database. Workers load this file again, so the directory is chosen once
// and handed down through the environment.
process.env.PASTEXAM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pastexam-e2e-'));
const dataDir = process.env.PASTEXAM_E2E_DATA_DIR;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The tag of a test that needs Debian's whole Chromium rather than its headless shell. */
const FULL_BROWSER = /@full-browser/;

/** Debian's Chromium (never a downloaded one) at `executablePath`, without what a test run has no use for. */
function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  // A failing test runs once more, traced, so its failure comes with a trace to read; a test that then passes
  // still fails the run (failOnFlakyTests). Tracing every test instead costs a seventh of the suite's time.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  reporter: 'list',
  // Budgets for a 2-core machine shared with other work: a whole flow (sign in, upload, the dialogs) takes
  // several times longer there than on an idle one. Tests wait for states, so an idle run is no slower.
  timeout: 90_000,
  // 30 s for a state to appear: a live update fanned out to four readers' browsers took over 15 s in a run with both
  // cores kept busy. A state that never comes still fails the test.
  expect: { timeout: 30_000 },
  use: {
    baseURL: appUrl,
    locale: 'zh-TW',
    // As a reader who asks the system for less motion: no transitions or spinning loaders to draw, which takes
    // a third of the suite's CPU off the two cores (theme.spec.ts checks the motion a reader without it sees).
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // No bypassCSP: the pages run under the server's real Content-Security-Policy, and support/test.ts fails a
    // test on any violation.
  },
  projects: [
    {
      // Debian's old headless shell: the same Blink without the desktop browser around it, a fifth less time per
      // test on two cores (Playwright's own choice for headless runs).
      name: 'chromium',
      grepInvert: FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions('/usr/bin/chromium-headless-shell') },
    },
    {
      // The few tests that need what only the whole browser has, such as its own PDF viewer in a new tab.
      name: 'chromium-browser',
      grep: FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: launchOptions('/usr/bin/chromium') },
    },
  ],
  webServer: [
    {
      command: 'pnpm exec tsx servers/oidc.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The fake Gemini with the e2e keys (valid, slow, failing); the server reaches it through GEMINI_BASE_URL.
      command: 'pnpm --filter @pastexam/api exec tsx src/testing/fake-gemini/main.ts',
      cwd: repoRoot,
      port: geminiPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { PORT: String(geminiPort) },
    },
    {
      // The fake SMTP server the server mails notifications through (SMTP_URL); specs read what it received.
      command: 'pnpm --filter @pastexam/api exec tsx src/testing/fake-smtp/main.ts',
      cwd: repoRoot,
      url: smtpMailsUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(smtpMailsPort) },
    },
    {
      // The production server exactly as README's start command runs it once the build is done.
      command: 'pnpm --filter @pastexam/api start',
      cwd: repoRoot,
      url: `${appUrl}${API_PREFIX}${routes.auth.appConfig.path}`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.client_id,
        OIDC_CLIENT_SECRET: oidcClient.client_secret,
        PUBLIC_URL: appUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        GEMINI_BASE_URL: geminiUrl,
        ISSUE_REPORT_URL: issueReportUrl,
        SMTP_URL: smtpUrl,
        // A digest goes out with the next mail run rather than a day later.
        MAIL_DIGEST_MINUTES: '0',
        // The home page's figures counted again after 2 s rather than a minute: the statistics spec compares them
        // with the database while other specs change it.
        STATISTICS_MAX_AGE_SECONDS: '2',
        // A minute: the specs' request contexts reuse a connection after seconds of browser work, and on a loaded
        // machine the client's one-second margin before the server's 5 s idle close was once not enough (a reset).
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '60',
        // Two days: the review spec moves the browser's clock a day on, and the session must still count there.
        TOKEN_TTL_MINUTES: '2880',
      },
    },
  ],
});
