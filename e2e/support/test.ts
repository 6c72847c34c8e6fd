import { test as base, expect } from '@playwright/test';

export type { Browser, Locator, Page } from '@playwright/test';
export { expect };

/** How Chromium reports a Content-Security-Policy violation in the console. */
const CSP_VIOLATION = /Content Security Policy|Refused to/;

/**
 * Playwright's `test`, with every page of the test watched for Content-Security-Policy violations. The suite
 * runs under the server's real headers (never `bypassCSP`), so an inline script, an outside image or an
 * eval that the policy blocks fails the test that met it, with the browser's own message and the page.
 * Every spec imports `test` from here (biome refuses Playwright's own in e2e/tests).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      expect(testInfo.project.use.bypassCSP, 'the suite must run under the server’s policy').toBeFalsy();
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) {
          // Without the fragment, where a signed-in page may carry a token.
          const where = (message.location().url || message.page()?.url() || '').replace(/#.*/, '');
          violations.push(`${where}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});
