import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeRemoteView } from '../../adapters/fake/fake-remote-view';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SHELL_RU } from '../../adapters/fake/i18n/shell.ru';
import { createRemoteAppsModel } from '../../application/remote-view/remote-apps.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { RemoteAppState, type RemoteView, type RemoteViewPort } from '../../domain/remote-view';
import type { RemoteAssets } from './remote-assets';
import { ScriptLoadError } from './remote-assets';
import { RemoteViewHost } from './remote-view-host';

/**
 * A page loader that records what the host asks of it (scripts load, or fail,
 * as the test says), and a CSS port for the registry recording into the same
 * list.
 */
function recordingAssets(failScript?: string) {
  const calls: string[] = [];
  const styles = {
    put: (_app: string, urls: readonly string[]) => void calls.push(`styles ${urls.join(' ')}`),
    remove: (app: string) => void calls.push(`remove ${app}`),
  };
  const assets: RemoteAssets = {
    loadScripts: async (urls) => {
      calls.push(`scripts ${urls.join(' ')}`);
      if (failScript !== undefined) throw new ScriptLoadError(failScript);
    },
    runCode: (code, container) => {
      calls.push(`code in ${container.getAttribute('data-remote-app')}`);
      return code.includes('throw') ? { ok: false, error: new Error('code threw') } : { ok: true };
    },
  };
  return { assets, calls, styles };
}

/** A host whose port answers with the given view. */
function hostOf(view: RemoteView, remoteUrl: string, { assets, styles }: ReturnType<typeof recordingAssets>) {
  const clock = new FakeClock();
  const logged: { message: string; context?: Record<string, unknown> }[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string, context?: Record<string, unknown>) => void logged.push({ message, context }) };
  const remoteViews: RemoteViewPort = { render: async () => view, renderComponents: () => Promise.reject(new Error('no components here')) };
  const apps = createRemoteAppsModel({ remoteViews, clock, logger, styles });
  const shell = { $dictionary: createStore(SHELL_EN), $language: createStore('en') };
  const utils = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteViewHost model={apps.view} registry={apps.registry} reloadApp={apps.reloadRequested} remoteUrl={remoteUrl} path="/en/slots" assets={assets} />
    </ModelsProvider>,
  );
  return { logged, apps, ...utils };
}

const VIEW: RemoteView = {
  appName: 'slots',
  title: 'Slots app',
  head: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  scriptsToLoad: ['vendor.js', '/mf/app.js'],
  body: '<h2>Slots app</h2>',
  style: null,
  cssToLoad: ['app.css', 'http://remote.example/insecure.css'],
  codeToEval: 'window.SlotsApp.start()',
};

function setup(fake = '', lng: 'en' | 'ru' = 'en', placeholders?: number) {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, fake ? `?fake=${encodeURIComponent(fake)}` : '');
  const logged: string[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string) => void logged.push(message) };
  const recording = recordingAssets();
  const apps = createRemoteAppsModel({ remoteViews: new FakeRemoteView(world), clock, logger, styles: recording.styles });
  const model = apps.view;
  const shell = { $dictionary: createStore(lng === 'en' ? SHELL_EN : SHELL_RU), $language: createStore(lng) };
  const { unmount, container } = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteViewHost model={model} registry={apps.registry} reloadApp={apps.reloadRequested} remoteUrl="/mf/casino" path={`/${lng}/casino`} placeholders={placeholders} assets={recording.assets} />
    </ModelsProvider>,
  );
  /** Let time pass on the fake clock, each retry answered before the next one is armed. */
  const after = async (...waits: number[]) => {
    for (const ms of waits) await act(() => clock.advanceAsync(ms));
  };
  return { world, model, apps, logged, after, unmount, container };
}

describe('remote view host (spec 000 §4, §8; spec 001 §6)', () => {
  it('shows the preloader while loading, then the view\'s body in its container with its scoped style', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const view = await screen.findByRole('region', { name: 'Demo remote section' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Demo remote section' })).toBeInTheDocument();
    expect(view).toHaveTextContent('/en/casino');
    const style = view.querySelector('style')!;
    const container = view.querySelector('[data-remote-view]')!;
    expect(style.textContent).toContain(`[data-remote-view="${container.getAttribute('data-remote-view')}"] {`);
  });

  it('spec 000 §8: a retry state shows the preloader, not the error', async () => {
    const s = setup('{"failTimes":{"remote-view":1}}');
    await s.after(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await s.after(1000);
    expect(await screen.findByRole('heading', { name: 'Demo remote section' })).toBeInTheDocument();
  });

  it('spec 000 §4, §8: once retrying stopped the error shows Refresh (main_page_refresh_button), which loads the view', async () => {
    const s = setup('{"fail":["remote-view"]}');
    await s.after(0, 1000, 2000, 4000);
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(s.logged).toHaveLength(4);
    s.world.update({ fail: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Demo remote section' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the Refresh button is in Russian on the Russian site', async () => {
    const s = setup('{"fail":["remote-view"]}', 'ru');
    await s.after(0, 1000, 2000, 4000);
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });

  it('spec 001 §6: a forced error from the view shows an error page with its status code', async () => {
    const s = setup();
    await screen.findByRole('heading', { name: 'Demo remote section' });
    act(() => s.model.errorForced({ statusCode: 404 }));
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demo remote section' })).toBeNull();
  });

  it('leaving the page stops the view\'s automatic retries', async () => {
    const s = setup('{"fail":["remote-view"]}');
    await s.after(0);
    expect(s.logged).toHaveLength(1);
    s.unmount();
    await s.after(1000, 2000, 4000);
    expect(s.logged).toHaveLength(1);
  });

  it('both dictionaries have the host\'s texts', () => {
    for (const key of ['main_loading', 'main_page_refresh_button', 'remote_view_load_error', 'remote_view_error_status']) {
      expect(SHELL_EN[key], key).toBeTruthy();
      expect(SHELL_RU[key], key).toBeTruthy();
      expect(SHELL_RU[key]).not.toBe(SHELL_EN[key]);
    }
  });

  it('runs a ready view like a micro-frontend host: its allowed CSS files, then its scripts in order (relative ones resolved against the remote app), then its code in its container', async () => {
    const recording = recordingAssets();
    const { calls } = recording;
    hostOf(VIEW, 'https://remote.example/slots/', recording);
    await screen.findByRole('heading', { name: 'Slots app' });
    await waitFor(() => expect(calls).toContain('code in slots'));
    expect(calls).toEqual([
      // the http:// CSS file fails the remote app URL rule and is left out
      'styles https://remote.example/slots/app.css',
      'scripts https://remote.example/slots/vendor.js /mf/app.js',
      'code in slots',
    ]);
    // head is ignored: nothing of it reaches the page
    expect(document.head.querySelector('meta[http-equiv]')).toBeNull();
  });

  it('a script URL the rule refuses (http:, javascript:) is never loaded: the view ends in the error with Refresh, logged', async () => {
    for (const bad of ['http://remote.example/app.js', 'javascript:alert(1)']) {
      const recording = recordingAssets();
      const { calls } = recording;
      const host = hostOf({ ...VIEW, scriptsToLoad: ['/mf/ok.js', bad] }, 'https://remote.example/slots', recording);
      expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
      expect(calls.filter((call) => call.startsWith('scripts') || call.startsWith('code'))).toEqual([]);
      expect(host.logged).toEqual([{ message: 'remote view script failed to load', context: { remoteUrl: 'https://remote.example/slots', path: '/en/slots', script: bad } }]);
      host.unmount();
    }
  });

  it('a script that fails to load puts the view in its error state with Refresh; its code does not run', async () => {
    const recording = recordingAssets('https://remote.example/vendor.js');
    const host = hostOf(VIEW, 'https://remote.example/slots', recording);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(recording.calls).not.toContain('code in slots');
    expect(host.logged.map((entry) => entry.message)).toEqual(['remote view script failed to load']);
  });

  it('code that throws is logged and the view stays shown', async () => {
    const host = hostOf({ ...VIEW, codeToEval: 'throw new Error("x")' }, 'https://remote.example/slots', recordingAssets());
    await waitFor(() => expect(host.logged.map((entry) => entry.message)).toEqual(['remote view code failed']));
    expect(screen.getByRole('heading', { name: 'Slots app' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('spec 000 §4: the mounted view is one of its app\'s views in the registry; leaving it unmounts the app, whose CSS files go', async () => {
    const recording = recordingAssets();
    const host = hostOf(VIEW, 'https://remote.example/slots', recording);
    await waitFor(() => expect(recording.calls).toContain('code in slots'));
    expect(host.apps.registry.$entries.getState()['https://remote.example/slots']).toMatchObject({ state: RemoteAppState.Ready, views: 1, components: 0, meta: { appName: 'slots' } });
    expect(recording.calls).not.toContain('remove https://remote.example/slots');
    host.unmount();
    expect(host.apps.registry.$entries.getState()['https://remote.example/slots']).toMatchObject({ state: RemoteAppState.NotExist, views: 0 });
    expect(recording.calls.at(-1)).toBe('remove https://remote.example/slots');
  });

  it.each([
    ['spec 000 §9: a casino section\'s preloader has 16 placeholders', 16],
    ['spec 000 §9: another games section\'s preloader has 2 placeholders', 2],
  ])('%s, hidden from assistive technology, under one "Loading…" status', (_rule, count) => {
    const s = setup('', 'en', count);
    const tiles = s.container.querySelectorAll('.remote-view-placeholder');
    expect(tiles).toHaveLength(count);
    expect(tiles[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('the placeholders\' status is in Russian on the Russian site', () => {
    setup('', 'ru', 16);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });
});
