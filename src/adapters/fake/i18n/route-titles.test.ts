import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../domain/routing';
import { ROUTE_TITLES_EN } from './route-titles.en';
import { ROUTE_TITLES_RU } from './route-titles.ru';

const titleKeys = [...new Set(ROUTES.map((route) => route.titleKey))].sort();

describe('route titles (every ROUTES titleKey has a heading)', () => {
  it.each([
    ['en', ROUTE_TITLES_EN],
    ['ru', ROUTE_TITLES_RU],
  ])('spec 000 §2 route map: the %s dictionary covers every titleKey with a non-empty text', (_lng, titles) => {
    const missing = titleKeys.filter((key) => !(titles[key] ?? '').trim());
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', ROUTE_TITLES_EN],
    ['ru', ROUTE_TITLES_RU],
  ])('the %s dictionary holds no title for a route that does not exist', (_lng, titles) => {
    expect(Object.keys(titles).filter((key) => !titleKeys.includes(key))).toEqual([]);
  });

  it('the Russian titles are Russian text, not copies of the English ones', () => {
    const copied = titleKeys.filter(
      (key) => ROUTE_TITLES_RU[key] === ROUTE_TITLES_EN[key] && !/^[A-Za-z ]*esports/i.test(ROUTE_TITLES_EN[key] ?? ''),
    );
    expect(copied).toEqual([]);
  });
});
