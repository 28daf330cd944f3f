import { render, screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES_EN } from '../../adapters/fake/i18n/route-titles.en';
import { ROUTE_TITLES_RU } from '../../adapters/fake/i18n/route-titles.ru';
import { SHELL_EN } from '../../adapters/fake/i18n/shell.en';
import { SHELL_RU } from '../../adapters/fake/i18n/shell.ru';
import { routeByName } from '../../domain/routing';
import { ModelsProvider, type UiModels } from '../models-context';
import { CurrentRouteContext } from '../router/current-route';
import { Component as CasinoPage } from './casino-page';
import { Component as GenericPage } from './generic-page';
import { Component as InformationPage } from './information-page';
import { Component as OfficePage } from './office-page';

const DICTIONARIES = { en: { ...SHELL_EN, ...ROUTE_TITLES_EN }, ru: { ...SHELL_RU, ...ROUTE_TITLES_RU } };

function renderPage(Page: ComponentType, routeName: string, lng: 'en' | 'ru' = 'en') {
  const route = routeByName(routeName)!;
  const shell = { $dictionary: createStore(DICTIONARIES[lng]), $language: createStore(lng), $siteConfig: createStore(null) };
  return render(
    <ModelsProvider models={{ shell } as unknown as UiModels}>
      <MemoryRouter>
        <CurrentRouteContext.Provider value={{ route, params: {}, lng, status: 200 }}>
          <Page />
        </CurrentRouteContext.Provider>
      </MemoryRouter>
    </ModelsProvider>,
  );
}

describe('QA7 F: a section that is not built yet says so under its heading (README feature table, "not yet")', () => {
  it.each([
    ['casino: Slots', CasinoPage, 'casino.slots', 'Slots'],
    ['casino: Live casino', CasinoPage, 'casino.live', ROUTE_TITLES_EN.route_casino_live!],
    ['casino: Bingo', CasinoPage, 'casino.bingo', ROUTE_TITLES_EN.route_casino_bingo!],
    ['toto', GenericPage, 'toto', ROUTE_TITLES_EN.route_toto!],
    ['lotto', GenericPage, 'lotto', ROUTE_TITLES_EN.route_lotto!],
    ['promotions', GenericPage, 'promo', ROUTE_TITLES_EN.route_promo!],
    ['information pages', InformationPage, 'information.about', ROUTE_TITLES_EN.route_information_about!],
    ['office sections not built yet (history, account, payments, security, settings and limits are)', OfficePage, 'office.promotion', ROUTE_TITLES_EN.route_office_promotion!],
  ])('%s: the heading and breadcrumbs stay, a status says the section is not available yet, with a link to sports', (_section, Page, name, title) => {
    renderPage(Page, name);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This section is not available yet.');
    expect(screen.getByRole('link', { name: 'Go to sports betting' })).toHaveAttribute('href', '/en');
  });

  it('says it in Russian on the Russian site', () => {
    renderPage(CasinoPage, 'casino.live', 'ru');
    expect(screen.getByRole('status')).toHaveTextContent('Этот раздел пока недоступен.');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Перейти к ставкам на спорт' })).toHaveAttribute('href', '/ru');
  });

  it('both dictionaries have the texts', () => {
    for (const key of ['main_section_not_ready', 'main_section_not_ready_back']) {
      expect(SHELL_EN[key], key).toBeTruthy();
      expect(SHELL_RU[key], key).toBeTruthy();
      expect(SHELL_RU[key]).not.toBe(SHELL_EN[key]);
    }
  });
});
