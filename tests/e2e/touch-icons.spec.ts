import { expect, test } from '@playwright/test';
import { visit } from './support';

/**
 * spec 001 §9 Apple touch icon sizes: what a phone reads when the site is added to its home screen. Nothing a
 * player sees in the page, so the test reads the page's head as the phone does and fetches every icon it names.
 */
test('spec 001 §9: the page links an apple-touch-icon of each size, and each is served as a PNG', async ({ page, request }) => {
  await visit(page, '/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  const icons = await page
    .locator('link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((l) => ({ sizes: l.getAttribute('sizes'), href: (l as HTMLLinkElement).href })));
  expect(icons.map((i) => i.sizes)).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
  for (const icon of icons) {
    const answer = await request.get(icon.href);
    expect(answer.status(), icon.href).toBe(200);
    expect(answer.headers()['content-type'], icon.href).toBe('image/png');
    const body = await answer.body();
    expect(body.readUInt32BE(16), `${icon.href} width`).toBe(Number(icon.sizes!.split('x')[0]));
  }
});
