import { fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SPORTS_FILTERS_EN } from '../../adapters/fake/i18n/sports-filters.en';
import { SPORTS_FILTERS_RU } from '../../adapters/fake/i18n/sports-filters.ru';
import { TIME_FILTER_OPTIONS, type TimeFilterOption } from '../../domain/line';
import { ModelsProvider, type UiModels } from '../models-context';
import { TimeFilter, TimeFilterEmpty, useTimeFilter } from './time-filter';

/** The filter as the sports page uses it: the address's option, and the empty state when `empty`. */
function Page({ empty }: { empty: boolean }) {
  const [option, choose] = useTimeFilter();
  const group = useRef<HTMLFieldSetElement>(null);
  const action = useNavigationType();
  return (
    <>
      <TimeFilter option={option} onChange={choose} groupRef={group} />
      {empty ? <TimeFilterEmpty option={option} onShowAll={() => choose('all')} group={group} /> : null}
      <output aria-label="history">{action}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderPage(path: string, { empty = false, dictionary = SPORTS_FILTERS_EN as Record<string, string>, language = 'en' } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Page empty={empty} /> }], { initialEntries: [path] });
  const shell = { $dictionary: createStore(dictionary), $language: createStore(language) };
  render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <RouterProvider router={router} />
    </ModelsProvider>,
  );
  const search = () => router.state.location.search;
  const history = () => screen.getByRole('status', { name: 'history' }).textContent;
  return { router, search, history };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('time filter', () => {
  it('QA19 #7: the first choice after the focus enters the group adds a history entry; the next ones in the group replace it', () => {
    const { search, history } = renderPage('/en/line/all');
    radio('All').focus();
    fireEvent.click(radio('Starting soon (3 h)'));
    expect(search()).toBe('?time=upcoming_events');
    expect(history()).toBe('PUSH');
    fireEvent.click(radio('Today'));
    fireEvent.click(radio('Tomorrow'));
    expect(search()).toBe('?time=second_period');
    expect(history()).toBe('REPLACE');
    // The focus left the group: the next choice is a new entry again.
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.click(radio('Recommended'));
    expect(search()).toBe('?time=recommended');
    expect(history()).toBe('PUSH');
  });

  it('QA19 #3: Show all events chooses All and gives the focus to the All radio, not to the body', () => {
    const { search } = renderPage('/en/line/all?time=second_period', { empty: true });
    const showAll = screen.getByRole('button', { name: 'Show all events' });
    showAll.focus();
    fireEvent.click(showAll);
    expect(search()).toBe('');
    expect(radio('All')).toHaveFocus();
  });

  const rows: [TimeFilterOption, string, string][] = [
    ['upcoming_events', 'No events start in the next 3 hours.', 'В ближайшие 3 часа событий нет.'],
    ['first_period', 'No more events start today.', 'Сегодня больше событий нет.'],
    ['second_period', 'No events start tomorrow.', 'Завтра событий нет.'],
    ['recommended', 'No recommended events here.', 'Здесь нет рекомендуемых событий.'],
  ];
  it.each(rows)('QA19 #5: an empty %s says so in its own words, in English and in Russian', (option, en, ru) => {
    const { unmount } = render(
      <ModelsProvider models={{ shell: { $dictionary: createStore(SPORTS_FILTERS_EN), $language: createStore('en') } } as unknown as UiModels}>
        <TimeFilterEmpty option={option} onShowAll={() => {}} group={{ current: null }} />
      </ModelsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en);
    unmount();
    render(
      <ModelsProvider models={{ shell: { $dictionary: createStore(SPORTS_FILTERS_RU), $language: createStore('ru') } } as unknown as UiModels}>
        <TimeFilterEmpty option={option} onShowAll={() => {}} group={{ current: null }} />
      </ModelsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ru);
  });

  it('QA19 #5: no option but All shares the old "this period" wording', () => {
    const texts = TIME_FILTER_OPTIONS.filter((o) => o !== 'all').map((o) => SPORTS_FILTERS_EN[`sports_time_filter_empty_${o}` as keyof typeof SPORTS_FILTERS_EN]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).not.toContain('No events start in this period.');
  });
});
