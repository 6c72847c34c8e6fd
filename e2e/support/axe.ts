import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

type Finding = { id: string; impact: string; help: string; nodes: string[] };

/** How a violation reads in a failed test: rule, impact, advice, and the offending elements. */
function describe(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.id}: ${f.help}\n${f.nodes.map((node) => `    ${node}`).join('\n')}`)
    .join('\n');
}

/**
 * Runs axe-core in the page as it is now (open dialogs included) and fails on serious or critical
 * violations. axe is injected from its own source because @axe-core/playwright needs a newer Node, and
 * evaluated through the DevTools protocol rather than added as an inline <script>, which the page's
 * Content-Security-Policy (rightly) refuses.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // Colours are judged as they settle: a toast or a dialog fading in or out is drawn half-transparent, and axe
  // would measure the blend. Endless animations (a spinner) never settle and are not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Once per document: axe-core's source is about 550 kB to parse, and most pages are checked several times.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  });
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(serious, `axe on ${where}:\n${describe(serious)}`).toEqual([]);
}

/**
 * expectNoSeriousA11yViolations in the dark theme and in the light one, the page as it is now (an open dialog stays
 * open, its top bar's theme button out of reach): the theme is switched as Mantine's stylesheet reads it, on the
 * root element, and put back after.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, where: string): Promise<void> {
  const setScheme = (scheme: string) =>
    page.evaluate((value) => {
      const root = document.documentElement;
      root.setAttribute('data-mantine-color-scheme', value);
      root.classList.toggle('dark', value === 'dark');
    }, scheme);
  const shown = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  for (const scheme of ['dark', 'light']) {
    await setScheme(scheme);
    await expectNoSeriousA11yViolations(page, `${where} (${scheme} theme)`);
  }
  await setScheme(shown ?? 'dark');
}
