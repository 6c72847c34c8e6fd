import type { Page } from '@playwright/test';

/**
 * Holds back every script of the app until the returned function is called: the prerendered home page shows,
 * but nothing of the app runs, as on a slow phone or a busy machine.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
