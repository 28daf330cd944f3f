import { expect, test, type Page } from '@playwright/test';
import { visit } from './support';

/**
 * SEO in the shell (spec 001 §1 "an SEO block", §3 SEO data and the licence meta tag, §5 "pages with a noindex
 * robots meta are not indexed", §7 SEO calls) over the fake SEO service's demo pages (src/adapters/fake/fake-seo.ts).
 * Head tags have no role: they are found in <head> by name; the page's parts by their roles.
 */
const footerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name, exact: true });
const robots = (page: Page) => page.locator('head meta[name=robots]');
const canonical = (page: Page) => page.locator('head link[rel=canonical]');
const seoBlock = (page: Page) => page.getByRole('region', { name: 'About betting at Demo Bet' });

async function homeReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
}

test.describe('SEO head and block', () => {
  test('the title, description and alternates follow the page on in-app navigation', async ({ page }) => {
    await visit(page, '/en');
    await homeReady(page);
    await expect(page).toHaveTitle('Sports betting — Demo Bet');
    await expect(page.locator('head meta[name=description]')).toHaveAttribute('content', /^Bet on football, tennis and hockey/);
    await expect(page.locator('head link[rel=alternate][hreflang=ru]')).toHaveAttribute('href', /\/ru$/);

    await footerLink(page, 'About us').click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About Demo Bet');
    await expect(page.locator('head meta[name=description]')).toHaveCount(1);
    await expect(page.locator('head meta[name=description]')).toHaveAttribute('content', 'Who we are and how we run our betting site.');
    await expect(page.locator('head link[rel=alternate][hreflang=ru]')).toHaveAttribute('href', /\/ru\/information\/about$/);
    await expect(canonical(page)).toHaveAttribute('href', 'https://demo-bet.example/en/information/about');
  });

  test('spec 001 §5: a noindex page gets robots noindex (and no canonical); the next page does not', async ({ page }) => {
    await visit(page, '/en');
    await homeReady(page);
    await expect(page).toHaveTitle('Sports betting — Demo Bet');
    await expect(robots(page)).toHaveCount(0);

    await footerLink(page, 'Contacts').click();
    await expect(page).toHaveTitle('Contact Demo Bet support');
    await expect(robots(page)).toHaveAttribute('content', 'noindex, follow');
    await expect(canonical(page)).toHaveCount(0);
    await expect(page.locator('head link[rel=alternate]')).toHaveCount(0);

    await footerLink(page, 'Responsible gaming').click();
    await expect(page).toHaveTitle('Responsible gaming — Demo Bet');
    await expect(robots(page)).toHaveCount(0);
    // customCanonical mode mirror: this path on the mirror's host
    await expect(canonical(page)).toHaveAttribute('href', /^https?:\/\/mirror\.demo-bet\.example\/en\/information\/responsiblegaming$/);
  });

  test('spec 001 §1: the home page shows its SEO text block, its hostile markup inert; a page without one shows none', async ({ page }) => {
    await visit(page, '/en');
    await homeReady(page);
    const block = seoBlock(page);
    await expect(block.getByRole('heading', { name: 'Sports betting at Demo Bet' })).toBeVisible();
    await expect(block.getByRole('link', { name: 'See the line' })).toHaveAttribute('href', '/en/line/all');
    // the script, the iframe and the image's handlers are gone; the javascript: link is no link
    await expect(block.locator('script, iframe, [onerror], [onload]')).toHaveCount(0);
    await expect(block.getByRole('link', { name: 'Our licence' })).toHaveCount(0);
    await block.getByText('Our licence').click();
    expect(await page.evaluate(() => (window as { __seoHostile?: string }).__seoHostile ?? null)).toBeNull();
    // the block's style applies inside it only
    expect(await block.locator('style').textContent()).toMatch(/^\[data-seo-block\] \{/);

    await footerLink(page, 'About us').click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About Demo Bet');
    await expect(seoBlock(page)).toHaveCount(0);
  });

  test('the line page has its own block, in Russian on the Russian site', async ({ page }) => {
    await visit(page, '/ru/line/all');
    await expect(page.getByRole('region', { name: 'О ставках в Demo Bet' }).getByRole('heading', { name: 'Как устроена линия' })).toBeVisible();
    await expect(page).toHaveTitle('Линия ставок до матча — Demo Bet');
  });

  test('spec 001 §3: the site config\'s licence meta tag is in the head', async ({ page }) => {
    await visit(page, '/en');
    await homeReady(page);
    await expect(page.locator('head meta[name=licence-verification]')).toHaveAttribute('content', 'DEMO-LICENCE-0001');
    // the shell's viewport is its own: the SEO service's page metas cannot replace it
    await expect(page.locator('head meta[name=viewport]')).toHaveCount(1);
    await expect(page.locator('head meta[name=viewport]')).toHaveAttribute('content', 'width=device-width, initial-scale=1.0');
  });

  test('a failing SEO service leaves the page working: the route\'s own title, no SEO tags or block, navigation goes on', async ({ page }) => {
    await visit(page, '/en', { fail: ['seo-data', 'seo-content'] });
    await homeReady(page);
    await expect(page).toHaveTitle('Sports betting — Demo Bet');
    await expect(page.locator('head meta[name=description]')).toHaveCount(0);
    await expect(seoBlock(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await footerLink(page, 'Contacts').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    // the route's own title, not the SEO service's 'Contact Demo Bet support'
    await expect(page).toHaveTitle('Contacts — Demo Bet');
    await expect(robots(page)).toHaveCount(0);
    // the licence meta comes with the site config, not the SEO service
    await expect(page.locator('head meta[name=licence-verification]')).toHaveCount(1);
  });
});
