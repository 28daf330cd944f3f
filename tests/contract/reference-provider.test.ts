import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceProvider, type ReferenceProvider } from '../../scripts/reference-provider/provider';
import { PROVIDER_STATES } from '../../src/adapters/http/pact/provider-states';

/**
 * The reference provider answers as the contract says, beyond what the pacts pin (they pin the
 * interactions the client sends, not every parameter's meaning).
 */
let provider: ReferenceProvider;
let base = '';

beforeAll(async () => {
  provider = createReferenceProvider();
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/web-api/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));

const events = async (path: string): Promise<{ id: number; sportId: number }[]> => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: { id: number; sportId: number }[] }).events;
};

describe('reference provider: the events lists', () => {
  // QA11 #2: with no count the provider cut the lists to 50, so a game a sport page listed (count=200)
  // was not found by a game page and the menu counted 4 football games for 158.
  it.each(['line', 'live'])('getLineEvents/getLiveEvents (%s) with no count answer every event, as the contract says', async (section) => {
    const all = await events(`/${section}/events?lng=en`);
    const cut = await events(`/${section}/events?lng=en&count=50`);
    const most = await events(`/${section}/events?lng=en&count=500`);
    expect(cut).toHaveLength(50);
    expect(all.length).toBeGreaterThan(50);
    expect(all.length).toBeGreaterThanOrEqual(most.length);
    // The count keeps the first events of the same order.
    expect(all.slice(0, most.length).map((e) => e.id)).toEqual(most.map((e) => e.id));
  });

  it('a sport filter with no count answers every event of the sport', async () => {
    const football = await events('/line/events?lng=en&sportId=1');
    const all = await events('/line/events?lng=en');
    expect(football.length).toBeGreaterThan(50);
    expect(football).toHaveLength(all.filter((e) => e.sportId === 1).length);
  });
});

describe('reference provider: promo codes in the language asked', () => {
  // QA11 #10: the provider answered the contract's English example whatever lng said, so a Russian slip listed English titles.
  it('getPromoCodes answers the titles in lng', async () => {
    provider.setUp(PROVIDER_STATES.promoCodesOwned, { userId: 1001, token: 'promo-token' });
    const titles = async (lng: string) => {
      const response = await fetch(`${base}/coupons/promo-codes?lng=${lng}`, { headers: { Authorization: 'Bearer promo-token' } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { codes: { code: string; title: string }[] }).codes;
    };
    const en = await titles('en');
    const ru = await titles('ru');
    expect(ru.map((c) => c.code)).toEqual(en.map((c) => c.code));
    expect(en.length).toBeGreaterThan(0);
    for (const [i, code] of ru.entries()) {
      expect(code.title).toMatch(/[а-я]/i);
      expect(code.title).not.toBe(en[i]!.title);
    }
  });
});
