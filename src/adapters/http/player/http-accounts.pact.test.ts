import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ACCEPT_JSON, adapterOptions, bearer, DEMO, exampleOf, jsonBody, pactWith, testPipeline } from '../pact/pact-harness';
import { PROVIDER_STATES } from '../pact/provider-states';
import { HttpAccounts } from './http-accounts';

const { like, eachLike, integer, regex } = MatchersV3;
const provider = 'web-api';
const pact = pactWith(provider);
const signedIn = { userId: DEMO.userId, token: DEMO.token };
const data = exampleOf<{ balance: unknown[]; bonus: unknown[]; all_accounts: unknown[] }>(provider, 'getAccountData', '200');
const accountData = like({ ...data, balance: eachLike(data.balance[0]), bonus: eachLike(data.bonus[0]), all_accounts: eachLike(data.all_accounts[0]) });
const message = like({ success: true, message: null });
const headers = { ...ACCEPT_JSON, ...bearer(DEMO.token) };
const accounts = (mockUrl: string, useV2 = false) =>
  new HttpAccounts({ ...adapterOptions(mockUrl, provider, testPipeline(mockUrl, { token: DEMO.token })), language: () => 'en', useV2: () => useV2 });

describe('web-api pact: accounts', () => {
  it('getAccountData: the accounts with the active one', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request for the account data')
      .withRequest('GET', '/web-api/api/internal/v1/account/data', (b) => b.headers({ ...headers, 'x-language': 'en' }))
      .willRespondWith(200, jsonBody(accountData))
      .executeTest(async (mock) => {
        await expect(accounts(mock.url).load()).resolves.toMatchObject([{ id: 5001, isActive: true }]);
      });
  });

  it('getAccountDataV2: the api-v3 variant', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request for the account data, api-v3 variant')
      .withRequest('GET', '/web-api/api-v3/v2/user/accounts', (b) => b.headers({ ...headers, 'x-language': 'en' }))
      .willRespondWith(200, jsonBody(accountData))
      .executeTest(async (mock) => {
        await expect(accounts(mock.url, true).convertStatus()).resolves.toBe(0);
      });
  });

  it('setActiveAccount', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request to make account 5001 the active one')
      .withRequest('POST', '/web-api/api/internal/v1/account/active', (b) => b.query({ id: '5001' }).headers(headers))
      .willRespondWith(200, jsonBody(message))
      .executeTest(async (mock) => {
        await expect(accounts(mock.url).setActive(5001)).resolves.toBeUndefined();
      });
  });

  it('addCurrency, then the account data the application polls until the currency appears', async () => {
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request to add a currency account')
      .withRequest('POST', '/web-api/api/internal/v1/office/currency', (b) => b.headers({ ...headers, 'Content-Type': 'application/json' }).jsonBody({ currencyId: 1 }))
      .willRespondWith(200, jsonBody(like(exampleOf(provider, 'addCurrency', '200'))));
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request for the account data')
      .withRequest('GET', '/web-api/api/internal/v1/account/data', (b) => b.headers({ ...headers, 'x-language': 'en' }))
      .willRespondWith(200, jsonBody(accountData))
      .executeTest(async (mock) => {
        const http = accounts(mock.url);
        await expect(http.addCurrency(1)).resolves.toBeUndefined();
        await expect(http.load()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ currencyId: 1 })]));
      });
  });

  it('getOfferedCurrencies: the currencies the add-currency choice offers', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request for the currencies offered for extra accounts')
      .withRequest('GET', '/web-api/api/internal/v1/office/currencies', (b) => b.query({ lng: 'en' }).headers(headers))
      .willRespondWith(200, jsonBody({ currencies: eachLike({ id: integer(2), iso: regex('^[A-Z]{3}$', 'USD'), symbol: like('$') }) }))
      .executeTest(async (mock) => {
        const offered = await accounts(mock.url).offeredCurrencies('en');
        expect(offered.length).toBeGreaterThan(0);
        expect(offered[0]).toEqual({ id: 2, iso: 'USD', symbol: '$' });
      });
  });

  it('removeCurrency', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, signedIn)
      .uponReceiving('a request to remove currency account 5002')
      .withRequest('DELETE', '/web-api/api/internal/v1/office/currency/5002', (b) => b.headers(headers))
      .willRespondWith(200, jsonBody(like(exampleOf(provider, 'removeCurrency', '200'))))
      .executeTest(async (mock) => {
        await expect(accounts(mock.url).removeCurrency(5002)).resolves.toBeUndefined();
      });
  });
});
