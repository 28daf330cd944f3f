import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { createLoadingBarModel } from '../../application/shell/loading-bar.model';
import { ModelsProvider, type UiModels } from '../models-context';
import { useMinPending } from './use-min-pending';

function Page({ loading }: { loading: boolean }) {
  return useMinPending(loading) ? <p role="status">Loading…</p> : <h1>Content</h1>;
}

function setup() {
  const clock = new FakeClock();
  const models = { loadingBar: createLoadingBarModel(clock) } as unknown as UiModels;
  const view = render(
    <ModelsProvider models={models}>
      <Page loading />
    </ModelsProvider>,
  );
  const loaded = () =>
    view.rerender(
      <ModelsProvider models={models}>
        <Page loading={false} />
      </ModelsProvider>,
    );
  return { clock, loaded };
}

describe('spec 000 §9: fetch minimum display delay 200 ms (useMinPending on the fake clock)', () => {
  it('a 50 ms fetch keeps the placeholder 200 ms', () => {
    const { clock, loaded } = setup();
    act(() => clock.advance(50));
    loaded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => clock.advance(149));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a 500 ms fetch is not lengthened', () => {
    const { clock, loaded } = setup();
    act(() => clock.advance(500));
    loaded();
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(clock.pendingCount).toBe(0);
  });

  it('without the loading-bar model the load state is used as is', () => {
    render(
      <ModelsProvider models={{} as UiModels}>
        <Page loading={false} />
      </ModelsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
  });
});
