import { expect, test, type Page } from '@playwright/test';

/**
 * The site on the HTTP adapters against the reference provider: every call
 * goes through the request pipeline and the Vite proxy to scripts/backend.mjs,
 * which serves the fakes' demo data over the OpenAPI contracts.
 */

/** Service calls the page made, by path, to prove the data came over HTTP. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/(bff|web|blocks|dictionaries|seo|limit-service|redirects|social|captcha|analytics)-api\//.test(path)) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

test.describe('the site over HTTP (reference provider)', () => {
  test('boots: config, dictionary, session and blocking come over HTTP', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /bff-api/config/all.json',
        'GET /dictionaries-api/api/v1/dictionaries',
        'POST /blocks-api/api/v2/block',
      ]),
    );
    expect(calls.some((c) => c.startsWith('GET /web-api/'))).toBe(true);
  });

  test('an unknown path is a 404 page', async ({ page }) => {
    await page.goto('/en/no-such-page/at-all');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('the demo player signs in over HTTP: a wrong password is refused, the right one signs in', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail or account ID').fill('demo');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByLabel('E-mail or account ID')).toHaveValue('demo');
    await dialog.getByLabel('Password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect(calls.filter((c) => c === 'POST /web-api/api/auth/login')).toHaveLength(2);
    // The session survives a reload: the provider's session cookie, checked over HTTP.
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });

  test('the line is kept live by polling getLiveUpdates: a first poll takes the position, the next sends its cursor', async ({ page }) => {
    const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/web-api/api/v1/live/updates' && !new URL(r.url()).searchParams.has('cursor'));
    await page.goto('/en');
    const firstResponse = await (await first).response();
    const { cursor } = (await firstResponse!.json()) as { cursor: string };
    const next = await page.waitForRequest((r) => new URL(r.url()).pathname === '/web-api/api/v1/live/updates' && new URL(r.url()).searchParams.get('cursor') === cursor);
    const answer = await next.response();
    expect(answer!.status()).toBe(200);
    expect(await answer!.json()).toMatchObject({ cursor: expect.stringMatching(/^c_\d+$/), games: expect.any(Array), odds: expect.any(Array) });
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  });

  test('language switch loads the Russian dictionary over HTTP', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/en/providers');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page).toHaveURL(/\/ru\/providers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Провайдеры игр' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(calls.filter((c) => c === 'GET /dictionaries-api/api/v1/dictionaries').length).toBeGreaterThanOrEqual(2);
  });
});
