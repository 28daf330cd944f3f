import { act, fireEvent, render, screen } from '@testing-library/react';
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
import { RemoteViewHost } from './remote-view-host';

function setup(fake = '', lng: 'en' | 'ru' = 'en') {
  const clock = new FakeClock();
  const world = new FakeWorld(new MemoryStorage(), clock, fake ? `?fake=${encodeURIComponent(fake)}` : '');
  const logged: string[] = [];
  const logger = { info: () => {}, warn: () => {}, error: (message: string) => void logged.push(message) };
  const model = createRemoteViewModel({ remoteViews: new FakeRemoteView(world), clock, logger });
  const shell = { $dictionary: createStore(lng === 'en' ? SHELL_EN : SHELL_RU), $language: createStore(lng) };
  const { unmount } = render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RemoteViewHost model={model} remoteUrl="/mf/casino" path={`/${lng}/casino`} />
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
});
