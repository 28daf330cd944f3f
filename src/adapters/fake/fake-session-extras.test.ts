import { describe, expect, it } from 'vitest';
import { AccountTransferError } from '../../domain/session';
import { MemoryStorage } from '../browser/web-storage';
import { FakeClock } from './fake-clock';
import { FakeAccountTransfer } from './fake-session-extras';
import { FakeWorld } from './fake-world';

const transfer = (search = '') => new FakeAccountTransfer(new FakeWorld(new MemoryStorage(), new FakeClock(), search));

describe('FakeAccountTransfer send-code', () => {
  it('refuses a phone of the wrong length as the server does: phone-refused, not a failure', async () => {
    const refusal = await transfer().sendCode(1, { countryCode: '+7', phone: '12' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AccountTransferError);
    expect((refusal as AccountTransferError).code).toBe('phone-refused');
  });

  it('sends a code to a phone of the right length, however it is laid out', async () => {
    await expect(transfer().sendCode(1, { countryCode: '+7', phone: '(900) 123-45-67' })).resolves.toBeUndefined();
  });

  it('a failing send-code (the fail knob) is a plain failure, not a refused phone', async () => {
    const failure = await transfer(`?fake=${encodeURIComponent('{"fail":["transfer-send-code"]}')}`)
      .sendCode(1, { countryCode: '+7', phone: '9001234567' })
      .catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(AccountTransferError);
  });
});
