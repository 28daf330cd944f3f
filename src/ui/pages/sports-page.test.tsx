import { render, screen } from '@testing-library/react';
import { createStore } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES_EN } from '../../adapters/fake/i18n/route-titles.en';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { routeByName } from '../../domain/routing';
import { ModelsProvider, type UiModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { Component as SportsPage } from './sports-page';

describe('QA16 #3: the sports routes of spec 000 §2 that are not built yet say so', () => {
  it.each([
    ['multi-live', 'sports.multi', { lng: 'en' }],
    ['championship results', 'sports.champs', { lng: 'en', champId: '1001' }],
    ['a team', 'sports.team', { lng: 'en', team: 'someteam' }],
    ['a top-events page type', 'sports.top-events', { lng: 'en', pageSubType: 'some' }],
  ])('%s: "not available yet" under the route’s heading, never the line’s "nothing at this address"', (_what, name, params) => {
    const route = routeByName(name)!;
    expect(route.page).toBe('sports');
    const shell = { $dictionary: createStore({ ...SHELL_EN, ...ROUTE_TITLES_EN }), $language: createStore('en'), $siteConfig: createStore(null) };
    render(
      <ModelsProvider models={{ shell } as unknown as UiModels}>
        <MemoryRouter>
          <CurrentRouteContext.Provider value={{ route, params, lng: 'en', status: 200 }}>
            <SportsPage />
          </CurrentRouteContext.Provider>
        </MemoryRouter>
      </ModelsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ROUTE_TITLES_EN[route.titleKey] })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This section is not available yet.');
    expect(screen.queryByText(/nothing at this address/)).toBeNull();
  });
});
