import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { DEMO_REMOTE_CSS, DEMO_REMOTE_SCRIPT, FakeRemoteView, MISSING_REMOTE_SCRIPT } from './fake-remote-view';
import { FakeWorld } from './fake-world';

const world = (search = '') => new FakeWorld(new MemoryStorage(), new FakeClock(), search);
const REQUEST = { remoteUrl: '/mf/casino', path: '/en/casino' };

describe('FakeRemoteView: the offline remote app', () => {
  it('renders a small demo view for the path: title, a heading and a paragraph, one same-origin script and CSS file and code that mounts the app', async () => {
    const view = await new FakeRemoteView(world()).render(REQUEST);
    expect(view).toMatchObject({ appName: 'casino', title: 'Demo remote section', scriptsToLoad: [DEMO_REMOTE_SCRIPT], cssToLoad: [DEMO_REMOTE_CSS], head: '' });
    expect(view.codeToEval).toContain("window.DemoRemoteApp.mount(container, 'en')");
    expect(view.codeToEval).toContain('data-demo-code-ran');
    expect(view.body).toContain('<h2');
    expect(view.body).toContain('<p>');
    expect(view.body).toContain('/en/casino');
    expect(view.body).not.toMatch(/<script/i);
  });

  it('speaks Russian for a Russian path', async () => {
    const view = await new FakeRemoteView(world()).render({ ...REQUEST, path: '/ru/casino' });
    expect(view.title).toBe('Демо-раздел удалённого приложения');
  });

  it('a path cannot inject markup into the demo body', async () => {
    const view = await new FakeRemoteView(world()).render({ ...REQUEST, path: '/en/<img src=x onerror=alert(1)>' });
    expect(view.body).not.toContain('<img');
  });

  it('the demo app\'s files exist under public/ (the build copies them to the site root)', () => {
    for (const file of [DEMO_REMOTE_SCRIPT, DEMO_REMOTE_CSS]) expect(existsSync(`public${file}`), file).toBe(true);
  });

  it('fail: ["remote-view-script"] points the script at a file that never loads; the view itself still renders', async () => {
    const view = await new FakeRemoteView(world('?fake={"fail":["remote-view-script"]}')).render(REQUEST);
    expect(view.scriptsToLoad).toEqual([MISSING_REMOTE_SCRIPT]);
  });

  it('fail: ["remote-view-code"] makes the code to evaluate throw', async () => {
    const view = await new FakeRemoteView(world('?fake={"fail":["remote-view-code"]}')).render(REQUEST);
    expect(view.codeToEval).toContain("throw new Error('the demo remote app code failed')");
  });

  it('fail: ["remote-view"] fails every render', async () => {
    const fake = new FakeRemoteView(world('?fake={"fail":["remote-view"]}'));
    await expect(fake.render(REQUEST)).rejects.toThrow();
    await expect(fake.render(REQUEST)).rejects.toThrow();
  });

  it('failTimes: {"remote-view": 2} fails the next two renders, then a retry recovers; the header is not affected', async () => {
    const fake = new FakeRemoteView(world('?fake={"failTimes":{"remote-view":2}}'));
    await expect(fake.render(REQUEST)).rejects.toThrow();
    await expect(fake.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).resolves.toMatchObject({ appName: 'casino' });
    await expect(fake.render(REQUEST)).rejects.toThrow();
    await expect(fake.render(REQUEST)).resolves.toMatchObject({ appName: 'casino' });
  });

  it('renderComponents renders the demo app\'s header for the path, in the path\'s language, with the app\'s CSS file and script and code that mounts the header', async () => {
    const fake = new FakeRemoteView(world());
    const header = await fake.renderComponents({ ...REQUEST, components: [{ name: 'header' }] });
    expect(header).toMatchObject({ appName: 'casino', title: 'Demo remote app header', cssToLoad: [DEMO_REMOTE_CSS], scriptsToLoad: [DEMO_REMOTE_SCRIPT] });
    expect(header.codeToEval).toContain("script.closest('[data-remote-component]')");
    expect(header.codeToEval).toContain("window.DemoRemoteApp.mountHeader(container, 'en')");
    expect(header.codeToEval).not.toContain('throw new Error(\'the demo remote app header code failed\')');
    expect(header.body).toContain('/en/casino');
    expect(header.body).not.toMatch(/<script/i);
    const ru = await fake.renderComponents({ ...REQUEST, path: '/ru/casino', components: [{ name: 'header' }] });
    expect(ru.title).toBe('Шапка демо-приложения');
    expect(ru.codeToEval).toContain("mountHeader(container, 'ru')");
    const other = await fake.renderComponents({ ...REQUEST, components: [{ name: 'footer' }] });
    expect(other).toMatchObject({ body: null, scriptsToLoad: [], codeToEval: null });
  });

  it('fail: ["remote-component-script"] points the header\'s script at a file that never loads; the view\'s script is untouched', async () => {
    const fake = new FakeRemoteView(world('?fake={"fail":["remote-component-script"]}'));
    expect((await fake.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).scriptsToLoad).toEqual([MISSING_REMOTE_SCRIPT]);
    expect((await fake.render(REQUEST)).scriptsToLoad).toEqual([DEMO_REMOTE_SCRIPT]);
  });

  it('fail: ["remote-component-code"] makes the header\'s code throw after it marked its container started; the view\'s code is untouched', async () => {
    const fake = new FakeRemoteView(world('?fake={"fail":["remote-component-code"]}'));
    const code = (await fake.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).codeToEval!;
    expect(code.indexOf('data-demo-code-started')).toBeGreaterThan(-1);
    expect(code.indexOf("throw new Error('the demo remote app header code failed')")).toBeGreaterThan(code.indexOf('data-demo-code-started'));
    expect((await fake.render(REQUEST)).codeToEval).not.toContain('code failed');
  });

  it('fail: ["remote-component"] fails every component render and leaves the view alone; failTimes fails the next N', async () => {
    const failing = new FakeRemoteView(world('?fake={"fail":["remote-component"]}'));
    await expect(failing.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).rejects.toThrow();
    await expect(failing.render(REQUEST)).resolves.toMatchObject({ appName: 'casino' });
    const once = new FakeRemoteView(world('?fake={"failTimes":{"remote-component":1}}'));
    await expect(once.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).rejects.toThrow();
    await expect(once.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).resolves.toMatchObject({ title: 'Demo remote app header' });
  });
});
