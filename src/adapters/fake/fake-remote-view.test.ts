import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FakeRemoteView } from './fake-remote-view';
import { FakeWorld } from './fake-world';

const world = (search = '') => new FakeWorld(new MemoryStorage(), new FakeClock(), search);
const REQUEST = { remoteUrl: '/mf/casino', path: '/en/casino' };

describe('FakeRemoteView: the offline remote app', () => {
  it('renders a small demo view for the path: title, a heading and a paragraph, with no scripts or code to evaluate', async () => {
    const view = await new FakeRemoteView(world()).render(REQUEST);
    expect(view).toMatchObject({ appName: 'casino', title: 'Demo remote section', scriptsToLoad: [], cssToLoad: [], codeToEval: null, head: '' });
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

  it('fail: ["remote-view"] fails every render', async () => {
    const fake = new FakeRemoteView(world('?fake={"fail":["remote-view"]}'));
    await expect(fake.render(REQUEST)).rejects.toThrow();
    await expect(fake.render(REQUEST)).rejects.toThrow();
  });

  it('failTimes: {"remote-view": 2} fails the next two renders, then a retry recovers', async () => {
    const fake = new FakeRemoteView(world('?fake={"failTimes":{"remote-view":2}}'));
    await expect(fake.render(REQUEST)).rejects.toThrow();
    await expect(fake.renderComponents({ ...REQUEST, components: [{ name: 'header' }] })).rejects.toThrow();
    await expect(fake.render(REQUEST)).resolves.toMatchObject({ appName: 'casino' });
  });
});
