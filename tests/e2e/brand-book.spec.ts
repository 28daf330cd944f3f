import { expect, test } from '@playwright/test';
import { visit } from './support';

/** spec 001 §3 site config partnerCssBrandBook, isPwa, pwaManifest.themeColor (the rules: src/domain/config/brand-book.ts). */
test('a partner brand book recolours the site through the theme\'s properties, ignores anything else, and a PWA gets its theme colour', async ({ page }) => {
  await visit(page, '/en', {
    config: {
      partnerCssBrandBook: [
        { cssProp: '--accent', cssValue: '#b00020' },
        { cssProp: 'display', cssValue: 'none' },
        { cssProp: '--header-bg', cssValue: 'red; display: none' },
      ],
      isPwa: true,
      pwaThemeColor: '#b00020',
    },
  });
  const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign up' });
  await expect(signUp).toHaveCSS('background-color', 'rgb(176, 0, 32)');
  // the refused entries changed nothing: the page shows, the header keeps its own colour
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(15, 42, 29)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#b00020');
});

test('without a brand book the site keeps its own colours and has no theme colour', async ({ page }) => {
  await visit(page, '/en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toHaveCSS('background-color', 'rgb(10, 125, 59)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(0);
});
