import type { Account } from '../../../domain/player/accounts';
import type { AccountsPort } from '../../../domain/player/accounts.port';
import type { OfferedCurrency } from '../../../domain/player/account-office.port';
import type { ClockPort } from '../../../domain/shared/clock.port';
import type { LoggerPort } from '../../../domain/shared/logger.port';
import { createHttpClient } from '../client';
import type { webApiPaths } from '../generated';
import { AccountDataSchema, responseSchemas } from '../generated/web-api.schemas';
import { HttpAdapterError } from '../http-adapter.error';
import { sharedWhileInFlight } from '../shared-while-in-flight';
import { callOperation, type FetchResult } from '../http-call';
import type { Fetch } from '../pipeline/request-pipeline';
import { retry, RETRY_POLICIES } from '../pipeline/retry';

type AccountDataDto = ReturnType<typeof AccountDataSchema.parse>;

export const accountsToDomain = (dto: AccountDataDto): Account[] => dto.all_accounts.map((a) => ({ ...a }));

export interface HttpAccountsOptions {
  baseUrl: string;
  fetch: Fetch;
  clock: ClockPort;
  logger: LoggerPort;
  language: () => string;
  /** The config flag choosing the account-data variant (spec 000 §7): the api-v3 one when true. */
  useV2: () => boolean;
}

/**
 * AccountsPort over web-api account data, in the variant the config selects.
 * One load is one answer: a transient failure is retried (a GET, so safe),
 * but polling until an active account exists (spec 001 §7, 000 §4: up to 5
 * times every 2500 ms) is the application's rule, run on the clock port in
 * both builds, so it is not repeated here.
 */
export class HttpAccounts implements AccountsPort {
  private readonly client;

  constructor(private readonly options: HttpAccountsOptions) {
    this.client = createHttpClient<webApiPaths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  }

  /** One account-data request under way at a time: the session's load and the convert reminder's status ask at sign-in together (QA11 #11). */
  private readonly data = sharedWhileInFlight(() => this.request());

  private request(): Promise<AccountDataDto> {
    const header = { 'x-language': this.options.language() };
    const schema = responseSchemas.getAccountData['200'];
    // Transient failures only: polling until an active account exists is the application's rule (spec 000 §4).
    return retry(this.options.clock, RETRY_POLICIES.accountData, 'idempotent', () =>
      this.options.useV2()
        ? callOperation(this.options.logger, 'getAccountDataV2', schema, () => this.client.GET('/api-v3/v2/user/accounts', { params: { header } }))
        : callOperation(this.options.logger, 'getAccountData', schema, () => this.client.GET('/api/internal/v1/account/data', { params: { header } })),
    );
  }

  async load(): Promise<Account[]> {
    return accountsToDomain(await this.data());
  }

  async convertStatus(): Promise<number> {
    return (await this.data()).convert_account_status;
  }

  // The office calls below have contract operations but no AccountsPort
  // methods yet; they are here so the pacts drive this adapter and the port
  // can grow into them (contracts/README.md "Unfinished").

  /** Make an account the active one (set active account with param id). */
  async setActive(accountId: number): Promise<void> {
    await this.message('setActiveAccount', () => this.client.POST('/api/internal/v1/account/active', { params: { query: { id: accountId } } }));
  }

  /** The currencies the site offers for extra accounts (designed getOfferedCurrencies). */
  async offeredCurrencies(lang: string): Promise<OfferedCurrency[]> {
    const dto = await callOperation(this.options.logger, 'getOfferedCurrencies', responseSchemas.getOfferedCurrencies['200'], () =>
      this.client.GET('/api/internal/v1/office/currencies', { params: { query: { lng: lang } } }),
    );
    return dto.currencies.map(({ id, iso, symbol }) => ({ id, iso, symbol }));
  }

  /** Office: add a currency account. The application then polls the account data until it appears (ADD_CURRENCY_POLL). */
  async addCurrency(currencyId: number): Promise<void> {
    await this.message('addCurrency', () => this.client.POST('/api/internal/v1/office/currency', { body: { currencyId } }));
  }

  /** Office: remove a currency account. */
  async removeCurrency(accountId: number): Promise<void> {
    await this.message('removeCurrency', () => this.client.DELETE('/api/internal/v1/office/currency/{accountId}', { params: { path: { accountId } } }));
  }

  private async message(operation: 'setActiveAccount' | 'addCurrency' | 'removeCurrency', send: () => Promise<FetchResult>): Promise<void> {
    const result = await callOperation(this.options.logger, operation, responseSchemas[operation]['200'], send);
    if (!result.success) throw new HttpAdapterError('http', 400, operation, result.message ?? 'main_error', null, result.message?.trim() ? result.message : null);
  }
}
