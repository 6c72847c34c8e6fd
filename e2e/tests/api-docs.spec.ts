import { API_PREFIX } from '@pastexam/api-contract';
import { expect, test } from '../support/test.ts';

test('the API reference works under the server’s Content-Security-Policy', async ({ page }) => {
  const response = await page.goto(`${API_PREFIX}/docs`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI's 1.7 MB bundle is parsed before anything shows: most of a minute on a loaded 2-core machine.
  await expect(page.getByRole('heading', { name: /考古題系統 API/ })).toBeVisible({ timeout: 45_000 });
  // Operations render from the OpenAPI document, and one opens with its details.
  const login = page.locator('#operations-auth-post_auth_login');
  await expect(login).toBeVisible();
  await login.getByRole('button').first().click();
  await expect(login.getByRole('button', { name: 'Try it out' })).toBeVisible();
});
