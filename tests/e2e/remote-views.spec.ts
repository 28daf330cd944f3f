import { expect, test } from '@playwright/test';
import { visit, type FakeState } from './support';

const NOT_READY = 'This section is not available yet.';
const DEMO_HEADING = 'Demo remote section';
/** The paragraph the demo remote app's script (public/fake-remote/demo-app.js) adds when the view's codeToEval mounts it. */
const SCRIPT_NOTE = "Loaded by the remote app's script.";
/** The site config's remoteApps: the slots section is a remote app (spec 000 §1). */
const SLOTS_REMOTE: FakeState = { config: { remoteApps: { slots: 'https://remote.example/slots' } } };
/** The demo remote app's header component (spec 000 §8, §9), shown above its view. */
const DEMO_HEADER = 'Demo remote app header';
const DEMO_CSS = 'link[rel="stylesheet"][href="/fake-remote/demo-app.css"]';
/** The paragraph the demo script adds to the header when the header's codeToEval mounts it. */
const HEADER_SCRIPT_NOTE = "Header set up by the remote app's script.";
/** The view's region: the path also appears in the header above it. */
const demoView = (page: import('@playwright/test').Page, name = DEMO_HEADING) => page.getByRole('region', { name });

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
    await expect(demoView(page, 'Демо-раздел удалённого приложения').getByText('/ru/slots', { exact: true })).toBeVisible();
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
    // The retries wait 1000, 2000 and 4000 ms. The page's clock runs on until the view has given up: fixed steps
    // assumed each attempt had failed by the end of its step, which a busy host does not promise (one CI run).
    const alert = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return alert.count();
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(1);
    await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_HEADING })).toHaveCount(0);
  });

  test('moving between sections in the page: each remote section loads its own view for its path, a local one says it is not available', async ({ page }) => {
    await visit(page, '/en/slots', { config: { remoteApps: { slots: 'https://remote.example/slots', casino: 'https://remote.example/casino' } } });
    await expect(demoView(page).getByText('/en/slots', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Live casino', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expect(demoView(page).getByText('/en/casino', { exact: true })).toBeVisible();
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
    await expect(demoView(page).getByText('/en/toto', { exact: true })).toBeVisible();
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
    await expect(demoView(page).getByText('/en/casino', { exact: true })).toBeVisible();
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

  test('the remote app\'s header component shows above its view, for the same path (spec 000 §8, §9)', async ({ page }) => {
    await visit(page, '/en/slots', SLOTS_REMOTE);
    const header = page.getByRole('region', { name: DEMO_HEADER });
    await expect(header.getByText('/en/slots', { exact: true })).toBeVisible();
    await expect(demoView(page).getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    const headerBox = await header.boundingBox();
    const viewBox = await demoView(page).boundingBox();
    expect(headerBox!.y).toBeLessThan(viewBox!.y);
    // spec 000 §4: with its view and header loaded the app is ready in the registry
    await expect(page.locator('[data-remote-app-state]')).toHaveAttribute('data-remote-app-state', 'ready');
  });

  test('a header that keeps failing shows its preloader through 5 retries of 1000 ms, then Refresh, which brings it (spec 000 §8, §9)', async ({ page }) => {
    await page.clock.install();
    // the first attempt and its 5 retries fail; the one after them works
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, failTimes: { 'remote-component': 6 } });
    // a failing header never blanks the view
    await expect(demoView(page).getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the section header…' })).toBeVisible();
    for (let retry = 1; retry < 5; retry += 1) await page.clock.runFor(1000);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the section header…' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The section header could not be loaded.');
    await expect(demoView(page).getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    // Refresh reloads the remote app, and the header comes
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('region', { name: DEMO_HEADER })).toBeVisible();
    await expect(demoView(page).getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the header\'s scriptsToLoad and codeToEval run as the view\'s: its code mounts the header\'s part, styled by the app\'s CSS file, and the script both list loads once', async ({ page }) => {
    await visit(page, '/en/slots', SLOTS_REMOTE);
    const header = page.getByRole('region', { name: DEMO_HEADER });
    const note = header.getByText(HEADER_SCRIPT_NOTE);
    await expect(note).toBeVisible();
    await expect(note).toHaveCSS('border-left-color', 'rgb(10, 125, 59)');
    await expect(header.locator('[data-remote-component]')).toHaveAttribute('data-demo-code-ran', 'true');
    await expect(demoView(page).getByText(SCRIPT_NOTE)).toBeVisible();
    await expect(page.locator('script[src="/fake-remote/demo-app.js"]')).toHaveCount(1);
  });

  test('in Russian the header\'s code writes its note in Russian', async ({ page }) => {
    await visit(page, '/ru/slots', SLOTS_REMOTE);
    await expect(page.getByRole('region', { name: 'Шапка демо-приложения' }).getByText('Шапка дополнена скриптом удалённого приложения.')).toBeVisible();
  });

  test('a header script that fails to load shows the header\'s failure with Refresh; its code does not run and the view stays', async ({ page }) => {
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, fail: ['remote-component-script'] });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The section header could not be loaded.');
    await expect(alert.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByText(HEADER_SCRIPT_NOTE)).toHaveCount(0);
    await expect(demoView(page).getByText(SCRIPT_NOTE)).toBeVisible();
  });

  test('header code that throws is caught: it ran, no uncaught page error, the header stays shown', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, fail: ['remote-component-code'] });
    const header = page.getByRole('region', { name: DEMO_HEADER });
    await expect(header.getByText('/en/slots', { exact: true })).toBeVisible();
    await expect(header.locator('[data-remote-component]')).toHaveAttribute('data-demo-code-started', 'true');
    await expect(header.locator('[data-remote-component]')).not.toHaveAttribute('data-demo-code-ran', 'true');
    await expect(page.getByText(HEADER_SCRIPT_NOTE)).toHaveCount(0);
    await expect(demoView(page).getByText(SCRIPT_NOTE)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the view\'s own Refresh reloads the remote app: the header that failed comes back with the view (spec 000 §8)', async ({ page }) => {
    await page.clock.install();
    // the view fails its first load and its 3 retries, the header its first attempt and its 5 retries; the next ones work
    await visit(page, '/en/slots', { ...SLOTS_REMOTE, failTimes: { 'remote-view': 4, 'remote-component': 6 } });
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    const viewAlert = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' });
    const headerAlert = page.getByRole('alert').filter({ hasText: 'The section header could not be loaded.' });
    // The page's clock runs on until both have given up (1 + 2 + 4 s of the view's retries, 5 × 1 s of the header's):
    // fixed steps assumed the first load had failed by the first step, which a busy host does not promise (one CI run).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return (await viewAlert.count()) + (await headerAlert.count());
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(2);
    await viewAlert.getByRole('button', { name: 'Refresh' }).click();
    await expect(demoView(page).getByRole('heading', { name: DEMO_HEADING })).toBeVisible();
    await expect(page.getByRole('region', { name: DEMO_HEADER })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('leaving the remote app\'s section unmounts the app: its CSS file leaves the page; coming back brings it (spec 000 §4)', async ({ page }) => {
    await visit(page, '/en/slots', SLOTS_REMOTE);
    await expect(demoView(page).getByText(SCRIPT_NOTE)).toBeVisible();
    await expect(page.locator(DEMO_CSS)).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Toto', exact: true }).click();
    await expect(page.getByText(NOT_READY)).toBeVisible();
    await expect(page.locator(DEMO_CSS)).toHaveCount(0);
    await expect(page.locator('[data-remote-app-state]')).toHaveCount(0);
    await page.goBack();
    await expect(demoView(page).getByText(SCRIPT_NOTE)).toHaveCSS('border-left-color', 'rgb(10, 125, 59)');
    await expect(page.locator(DEMO_CSS)).toHaveCount(1);
  });

  test('the preloader shows 16 placeholder tiles on a casino section and 2 on another games section, under one "Loading…" status (spec 000 §9)', async ({ page }) => {
    await page.clock.install();
    const remoteApps = { slots: 'https://remote.example/slots', keno: 'https://remote.example/keno' };
    // the view and the header fail, so the view's preloader waits for its retry
    const failing = { config: { remoteApps }, fail: ['remote-view', 'remote-component'] };
    await visit(page, '/en/slots', failing);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
    await expect(page.locator('.remote-view-placeholder')).toHaveCount(16);
    // the tiles are hidden from assistive technology
    await expect(page.locator('.remote-view-placeholders')).toHaveAttribute('aria-hidden', 'true');
    // spec 000 §4: with both of its loads failed the app is in error until a retry
    await expect(page.locator('[data-remote-app-state]')).toHaveAttribute('data-remote-app-state', 'error');
    await visit(page, '/en/keno', failing);
    await expect(page.locator('.remote-view-placeholder')).toHaveCount(2);
  });
});
