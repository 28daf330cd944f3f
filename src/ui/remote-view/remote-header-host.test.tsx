import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeRemoteView } from '../../adapters/fake/fake-remote-view';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SHELL_RU } from '../../adapters/fake/i18n/shell.ru';
import { createRemoteAppsModel } from '../../application/remote-view/remote-apps.model';
import { RemoteAppState, type RemoteView } from '../../domain/remote-view';
import { ModelsProvider, type UiModels } from '../models-context';
import { ScriptLoadError, type RemoteAssets } from './remote-assets';
import { RemoteHeaderHost } from './remote-header-host';
import { RemoteViewHost } from './remote-view-host';

const APP = '/mf/slots';
const HEADER = 'Demo remote app header';
const VIEW = 'Demo remote section';

/** The header above the view, as a remote section shows them, over the offline remote app. */
function setup(fake = '', lng: 'en' | 'ru' = 'en') {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, fake ? `?fake=${encodeURIComponent(fake)}` : '');
  const fakeRemote = new FakeRemoteView(world);
  const calls: string[] = [];
  const remoteViews = {
    render: (request: Parameters<FakeRemoteView['render']>[0]) => (calls.push('view'), fakeRemote.render(request)),
    renderComponents: (request: Parameters<FakeRemoteView['renderComponents']>[0]) => (calls.push('header'), fakeRemote.renderComponents(request)),
  };
  const logged: string[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string) => void logged.push(message) };
  const styles: string[] = [];
  const apps = createRemoteAppsModel({
    remoteViews,
    clock,
    logger,
    styles: { put: (app, urls) => void styles.push(`put ${app} ${urls.join(' ')}`), remove: (app) => void styles.push(`remove ${app}`) },
  });
  const assets: RemoteAssets = { loadScripts: async () => {}, runCode: () => ({ ok: true }) };
  const shell = { $dictionary: createStore(lng === 'en' ? SHELL_EN : SHELL_RU), $language: createStore(lng) };
  const path = `/${lng}/slots`;
  const utils = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteHeaderHost model={apps.header} registry={apps.registry} reloadApp={apps.reloadRequested} remoteUrl={APP} path={path} assets={assets} />
      <RemoteViewHost model={apps.view} registry={apps.registry} reloadApp={apps.reloadRequested} remoteUrl={APP} path={path} assets={assets} />
    </ModelsProvider>,
  );
  const after = async (...waits: number[]) => {
    for (const ms of waits) await act(() => clock.advanceAsync(ms));
  };
  const entry = () => apps.registry.$entries.getState()[APP];
  return { world, apps, calls, logged, styles, after, entry, ...utils };
}

describe('remote header component (spec 000 §8, §9)', () => {
  it('asks the page\'s remote app for its header and shows it, inert, above the view', async () => {
    const s = setup();
    const header = await screen.findByRole('region', { name: HEADER });
    const view = await screen.findByRole('region', { name: VIEW });
    expect(header).toHaveTextContent('/en/slots');
    expect(header.compareDocumentPosition(view) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header.querySelector('script')).toBeNull();
    expect(s.calls.sort()).toEqual(['header', 'view']);
  });

  it('spec 000 §4: the header counts as one of its app\'s components; the app is ready with both', async () => {
    const s = setup();
    await screen.findByRole('region', { name: HEADER });
    await screen.findByRole('region', { name: VIEW });
    expect(s.entry()).toMatchObject({ state: RemoteAppState.Ready, views: 1, components: 1 });
    s.unmount();
    expect(s.entry()).toMatchObject({ state: RemoteAppState.NotExist, views: 0, components: 0 });
    expect(s.styles.at(-1)).toBe(`remove ${APP}`);
  });

  it('spec 000 §8, §9: a failing header shows its preloader while it retries (5 retries, 1000 ms each), then Refresh; the view stays shown all along', async () => {
    const s = setup('{"fail":["remote-component"]}');
    await screen.findByRole('region', { name: VIEW });
    await s.after(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the section header…');
    await s.after(1000, 1000, 1000, 1000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(s.calls.filter((c) => c === 'header')).toHaveLength(5);
    await s.after(1000);
    expect(s.calls.filter((c) => c === 'header')).toHaveLength(6);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The section header could not be loaded.');
    expect(screen.getByRole('region', { name: VIEW })).toBeInTheDocument();
    expect(s.logged.filter((m) => m === 'remote component load failed')).toHaveLength(6);
  });

  it('spec 000 §8: Refresh (main_page_refresh_button) reloads the remote app: the header comes, and the view is loaded again', async () => {
    const s = setup('{"fail":["remote-component"]}');
    await screen.findByRole('region', { name: VIEW });
    await s.after(0, 1000, 1000, 1000, 1000, 1000);
    s.world.update({ fail: [] });
    const viewsBefore = s.calls.filter((c) => c === 'view').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: HEADER })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: VIEW })).toBeInTheDocument();
    expect(s.calls.filter((c) => c === 'view')).toHaveLength(viewsBefore + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('spec 000 §8: the view\'s own Refresh also reloads the remote app: the header is asked for again with the view', async () => {
    const s = setup('{"fail":["remote-view"]}');
    await screen.findByRole('region', { name: HEADER });
    await s.after(0, 1000, 2000, 4000);
    const viewAlert = screen.getByRole('alert');
    expect(viewAlert).toHaveTextContent('This section could not be loaded.');
    s.world.update({ fail: [] });
    const headersBefore = s.calls.filter((c) => c === 'header').length;
    fireEvent.click(within(viewAlert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: VIEW })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: HEADER })).toBeInTheDocument();
    expect(s.calls.filter((c) => c === 'header')).toHaveLength(headersBefore + 1);
  });

  it('spec 000 §8: with both failed, either Refresh brings the header and the view back', async () => {
    for (const which of ['The section header could not be loaded.', 'This section could not be loaded.']) {
      const s = setup('{"fail":["remote-view","remote-component"]}');
      await s.after(0, 1000, 1000, 1000, 1000, 1000, 2000);
      expect(screen.getAllByRole('alert')).toHaveLength(2);
      s.world.update({ fail: [] });
      const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes(which))!;
      fireEvent.click(within(alert).getByRole('button', { name: 'Refresh' }));
      expect(await screen.findByRole('region', { name: HEADER })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: VIEW })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      s.unmount();
    }
  });

  it('a header that fails once is retried after 1000 ms and shows', async () => {
    const s = setup('{"failTimes":{"remote-component":1}}');
    await s.after(0);
    expect(screen.queryByRole('region', { name: HEADER })).toBeNull();
    await s.after(1000);
    expect(await screen.findByRole('region', { name: HEADER })).toBeInTheDocument();
  });

  it('in Russian the header, its preloader and its failure speak Russian', async () => {
    const s = setup('{"fail":["remote-component"]}', 'ru');
    await s.after(0);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка шапки раздела…');
    await s.after(1000, 1000, 1000, 1000, 1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить шапку раздела.');
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('both dictionaries have the header\'s texts', () => {
    for (const key of ['remote_header_loading', 'remote_header_load_error', 'main_page_refresh_button']) {
      expect(SHELL_EN[key], key).toBeTruthy();
      expect(SHELL_RU[key], key).toBeTruthy();
      expect(SHELL_RU[key]).not.toBe(SHELL_EN[key]);
    }
  });
});

/** A header component with files and code, as a remote app may send it. */
const HEADER_WITH_CODE: RemoteView = {
  appName: 'slots',
  title: 'Slots header',
  head: '',
  scriptsToLoad: ['header.js', '/mf/shared.js'],
  body: '<nav>Slots menu</nav>',
  style: null,
  cssToLoad: [],
  codeToEval: 'window.SlotsApp.mountHeader()',
};

/**
 * The header alone over a port that answers with `header`, and a page loader
 * that records what it is asked (a script fails when the test says so; code
 * containing "throw" throws).
 */
function headerOf(header: RemoteView, remoteUrl: string, failScript?: string) {
  const clock = new FakeClock();
  const fakeRemote = new FakeRemoteView(new FakeWorld(new MemoryStorage(), clock, ''));
  const logged: { message: string; context?: Record<string, unknown> }[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string, context?: Record<string, unknown>) => void logged.push({ message, context }) };
  const apps = createRemoteAppsModel({
    remoteViews: { render: (request) => fakeRemote.render(request), renderComponents: async () => header },
    clock,
    logger,
    styles: { put: () => {}, remove: () => {} },
  });
  const calls: string[] = [];
  const assets: RemoteAssets = {
    loadScripts: async (urls) => {
      calls.push(`scripts ${urls.join(' ')}`);
      if (failScript !== undefined && urls.includes(failScript)) throw new ScriptLoadError(failScript);
    },
    runCode: (code, container) => {
      calls.push(`code in ${container.hasAttribute('data-remote-component') ? 'header' : 'view'}`);
      return code.includes('throw') ? { ok: false, error: new Error('code threw') } : { ok: true };
    },
  };
  const shell = { $dictionary: createStore(SHELL_EN), $language: createStore('en') };
  const utils = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteHeaderHost model={apps.header} registry={apps.registry} reloadApp={apps.reloadRequested} remoteUrl={remoteUrl} path="/en/slots" assets={assets} />
    </ModelsProvider>,
  );
  return { calls, logged, apps, ...utils };
}

describe('remote header component: its scriptsToLoad and codeToEval run as the view\'s do (spec 000 §7, §8)', () => {
  it('runs the shown header\'s scripts in order (relative ones resolved against the remote app), then its code in the header\'s container', async () => {
    const s = headerOf(HEADER_WITH_CODE, 'https://remote.example/slots/');
    await screen.findByRole('region', { name: 'Slots header' });
    await waitFor(() => expect(s.calls).toContain('code in header'));
    expect(s.calls).toEqual(['scripts https://remote.example/slots/header.js /mf/shared.js', 'code in header']);
    expect(s.logged).toEqual([]);
  });

  it('a script URL the rule refuses (http:, javascript:) is never loaded: the header shows its failure with Refresh, logged; its code does not run', async () => {
    for (const bad of ['http://remote.example/header.js', 'javascript:alert(1)']) {
      const s = headerOf({ ...HEADER_WITH_CODE, scriptsToLoad: ['/mf/ok.js', bad] }, 'https://remote.example/slots');
      expect(await screen.findByRole('alert')).toHaveTextContent('The section header could not be loaded.');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
      expect(s.calls).toEqual([]);
      expect(s.logged).toEqual([
        { message: 'remote component script failed to load', context: { component: 'header', remoteUrl: 'https://remote.example/slots', path: '/en/slots', script: bad } },
      ]);
      s.unmount();
    }
  });

  it('a script that fails to load shows the header\'s failure with Refresh; its code does not run', async () => {
    const s = headerOf(HEADER_WITH_CODE, 'https://remote.example/slots', '/mf/shared.js');
    expect(await screen.findByRole('alert')).toHaveTextContent('The section header could not be loaded.');
    expect(s.calls).not.toContain('code in header');
    expect(s.logged.map((entry) => entry.message)).toEqual(['remote component script failed to load']);
  });

  it('code that throws is logged and the header stays shown', async () => {
    const s = headerOf({ ...HEADER_WITH_CODE, codeToEval: 'throw new Error("x")' }, 'https://remote.example/slots');
    await waitFor(() => expect(s.logged.map((entry) => entry.message)).toEqual(['remote component code failed']));
    expect(screen.getByRole('region', { name: 'Slots header' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('code from a remote app URL the rule refuses does not run', async () => {
    const s = headerOf({ ...HEADER_WITH_CODE, scriptsToLoad: [] }, 'http://remote.example/slots');
    await screen.findByRole('region', { name: 'Slots header' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(s.calls).not.toContain('code in header');
  });
});
