import { expect, test } from '@playwright/test';
import { visit, type FakeState } from './support';

const NOT_READY = 'This section is not available yet.';
const DEMO_HEADING = 'Demo remote section';
/** The paragraph the demo remote app's script (public/fake-remote/demo-app.js) adds when the view's codeToEval mounts it. */
const SCRIPT_NOTE = "Loaded by the remote app's script.";
/** The site config's remoteApps: the slots section is a remote app (spec 000 §1). */
const SLOTS_REMOTE: FakeState = { config: { remoteApps: { slots: 'https://remote.example/slots' } } };

test.describe('remote-app sections (spec 000 §1, §4, §8; spec 001 §6, §7, §9)', () => {
  test('a section the config names as a remote app shows the remote view, loaded for the current path with its language', async ({ page }) => {
    await visit(page, '/en/slots', SLOTS_REMOTE);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const view = page.getByRole('region', { name: DEMO_HEADING });
    await expect(view.getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    // spec 001 §7: loaded from its URL plus the current path (language prefix included)
    await expect(view.getByText('/en/slots', { exact: true })).toBeVisible();
    await expect(page.getByText(NOT_READY)).toHaveCount(0);
  });

  test('in Russian the remote view gets the /ru path', async ({ page }) => {
    await visit(page, '/ru/slots', SLOTS_REMOTE);
    await expect(page.getByRole('heading', { name: 'Демо-раздел удалённого приложения' })).toBeVisible();
    await expect(page.getByText('/ru/slots', { exact: true })).toBeVisible();
  });

  test('a failed load shows the preloader while it waits, then the view after the 1000 ms retry (spec 000 §8, spec 001 §8)', async ({ page }) => {
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, failTimes: { 'remote-view': 1 } });
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a view that keeps failing ends, after its 3 retries, with the failure and Refresh (spec 001 §9)', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, fail: ['remote-view'] });
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    // the retries wait 1000, 2000 and 4000 ms
    for (const ms of [1000, 2000, 4000]) await page.clock.runFor(ms);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This section could not be loaded.');
    await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('moving between sections in the page: each remote section loads its own view for its path, a local one says it is not available', async ({ page }) => {
    await visit(page, '/en/slots', { config: { remoteApps: { slots: 'https://remote.example/slots', casino: 'https://remote.example/casino' } } });
    await expect(page.getByText('/en/slots', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Live casino', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(page.getByText('/en/casino', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Toto', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toto' })).toBeVisible();
    await expect(page.getByText(NOT_READY)).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('without a remote app in the config the section still says it is not available yet', async ({ page }) => {
    await visit(page, '/en/slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByText(NOT_READY)).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('a remote app URL the shell may not load (javascript:) is ignored: the section is not available yet', async ({ page }) => {
    await visit(page, '/en/slots', { config: { remoteApps: { slots: 'javascript:alert(1)' } } });
    await expect(page.getByText(NOT_READY)).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('another section (toto, on the generic page) becomes remote the same way', async ({ page }) => {
    await visit(page, '/en/toto', { config: { remoteApps: { toto: '/mf/toto' } } });
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    await expect(page.getByText('/en/toto', { exact: true })).toBeVisible();
  });

  test('the remote app runs: its CSS file styles the note its script adds, its code ran in the view, and the script loads once per page', async ({ page }) => {
    await visit(page, '/en/slots', { config: { remoteApps: { slots: 'https://remote.example/slots', casino: 'https://remote.example/casino' } } });
    const view = page.getByRole('region', { name: DEMO_HEADING });
    const note = view.getByText(SCRIPT_NOTE);
    await expect(note).toBeVisible();
    // cssToLoad: the demo app's CSS file gives the note its green left border
    await expect(note).toHaveCSS('border-left-color', 'rgb(10, 125, 59)');
    // codeToEval ran inside the view's container
    await expect(view.locator('[data-remote-view]')).toHaveAttribute('data-demo-code-ran', 'true');
    // the body stays inert: the only scripts are the ones the host loaded
    await expect(page.locator('script[src="/fake-remote/demo-app.js"]')).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Live casino', exact: true }).click();
    await expect(page.getByText('/en/casino', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: DEMO_HEADING }).getByText(SCRIPT_NOTE)).toBeVisible();
    // a script already loaded on the page is not loaded again for the next view
    await expect(page.locator('script[src="/fake-remote/demo-app.js"]')).toHaveCount(1);
    // a section without a remote app: the view's CSS file is gone with it
    await nav.getByRole('link', { name: 'Toto', exact: true }).click();
    await expect(page.getByText(NOT_READY)).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href="/fake-remote/demo-app.css"]')).toHaveCount(0);
  });

  test('in Russian the remote app\'s script writes its note in Russian', async ({ page }) => {
    await visit(page, '/ru/slots', SLOTS_REMOTE);
    await expect(page.getByText('Добавлено скриптом удалённого приложения.')).toBeVisible();
  });

  test('a remote app script that fails to load ends in the failure with Refresh, and its code does not run', async ({ page }) => {
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, fail: ['remote-view-script'] });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This section could not be loaded.');
    await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByText(SCRIPT_NOTE)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('code to evaluate that throws is caught: no uncaught page error, the view stays shown', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, fail: ['remote-view-code'] });
    const view = page.getByRole('region', { name: DEMO_HEADING });
    await expect(view.getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    // the script loaded (its CSS link and script are there) but the throwing code mounted nothing
    await expect(page.locator('script[src="/fake-remote/demo-app.js"]')).toHaveCount(1);
    await expect(view.locator('[data-remote-view]')).not.toHaveAttribute('data-demo-code-ran', 'true');
    await expect(page.getByText(SCRIPT_NOTE)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
