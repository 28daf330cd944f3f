import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../adapters/browser/web-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeRemoteView } from '../../adapters/fake/fake-remote-view';
import { FakeWorld } from '../../adapters/fake/fake-world';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SHELL_RU } from '../../adapters/fake/i18n/shell.ru';
import { createRemoteViewModel } from '../../application/remote-view/remote-view.model';
import { ModelsProvider, type UiModels } from '../models-context';
import type { RemoteView } from '../../domain/remote-view';
import type { RemoteAssets } from './remote-assets';
import { ScriptLoadError } from './remote-assets';
import { RemoteViewHost } from './remote-view-host';

/** A page loader that records what the host asks of it; scripts load (or fail) as the test says. */
function recordingAssets(failScript?: string) {
  const calls: string[] = [];
  const styles: string[][] = [];
  const assets: RemoteAssets = {
    addStyles: (urls) => {
      styles.push([...urls]);
      calls.push(`styles ${urls.join(' ')}`);
      return () => void calls.push(`release ${urls.join(' ')}`);
    },
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

/** A model whose port answers with the given view. */
function hostOf(view: RemoteView, remoteUrl: string, assets: RemoteAssets) {
  const clock = new FakeClock();
  const logged: { message: string; context?: Record<string, unknown> }[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string, context?: Record<string, unknown>) => void logged.push({ message, context }) };
  const model = createRemoteViewModel({ remoteViews: { render: async () => view }, clock, logger });
  const shell = { $dictionary: createStore(SHELL_EN), $language: createStore('en') };
  const utils = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteViewHost model={model} remoteUrl={remoteUrl} path="/en/slots" assets={assets} />
    </ModelsProvider>,
  );
  return { logged, ...utils };
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

function setup(fake = '', lng: 'en' | 'ru' = 'en') {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, fake ? `?fake=${encodeURIComponent(fake)}` : '');
  const logged: string[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string) => void logged.push(message) };
  const model = createRemoteViewModel({ remoteViews: new FakeRemoteView(world), clock, logger });
  const shell = { $dictionary: createStore(lng === 'en' ? SHELL_EN : SHELL_RU), $language: createStore(lng) };
  const { unmount } = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteViewHost model={model} remoteUrl="/mf/casino" path={`/${lng}/casino`} assets={recordingAssets().assets} />
    </ModelsProvider>,
  );
  /** Let time pass on the fake clock, each retry answered before the next one is armed. */
  const after = async (...waits: number[]) => {
    for (const ms of waits) await act(() => clock.advanceAsync(ms));
  };
  return { world, model, logged, after, unmount };
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
    const { assets, calls } = recordingAssets();
    hostOf(VIEW, 'https://remote.example/slots/', assets);
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
      const { assets, calls } = recordingAssets();
      const host = hostOf({ ...VIEW, scriptsToLoad: ['/mf/ok.js', bad] }, 'https://remote.example/slots', assets);
      expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
      expect(calls.filter((call) => call.startsWith('scripts') || call.startsWith('code'))).toEqual([]);
      expect(host.logged).toEqual([{ message: 'remote view script failed to load', context: { remoteUrl: 'https://remote.example/slots', path: '/en/slots', script: bad } }]);
      host.unmount();
    }
  });

  it('a script that fails to load puts the view in its error state with Refresh; its code does not run and its CSS goes', async () => {
    const { assets, calls } = recordingAssets('https://remote.example/vendor.js');
    const host = hostOf(VIEW, 'https://remote.example/slots', assets);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(calls).not.toContain('code in slots');
    expect(calls).toContain('release https://remote.example/app.css');
    expect(host.logged.map((entry) => entry.message)).toEqual(['remote view script failed to load']);
  });

  it('code that throws is logged and the view stays shown', async () => {
    const { assets } = recordingAssets();
    const host = hostOf({ ...VIEW, codeToEval: 'throw new Error("x")' }, 'https://remote.example/slots', assets);
    await waitFor(() => expect(host.logged.map((entry) => entry.message)).toEqual(['remote view code failed']));
    expect(screen.getByRole('heading', { name: 'Slots app' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaving the view removes its CSS files', async () => {
    const { assets, calls } = recordingAssets();
    const host = hostOf(VIEW, 'https://remote.example/slots', assets);
    await waitFor(() => expect(calls).toContain('code in slots'));
    host.unmount();
    expect(calls).toContain('release https://remote.example/app.css');
  });
});
