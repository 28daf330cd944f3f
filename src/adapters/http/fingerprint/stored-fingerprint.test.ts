import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_STORAGE_KEY } from '../../../domain/fingerprint/fingerprint.port';
import { FakeClock } from '../pipeline/test-clock';
import { MemoryStorage, RecordingLogger } from '../pipeline/test-doubles';
import { StoredFingerprint } from './stored-fingerprint';

const NOW_S = Date.UTC(2026, 0, 1) / 1000;
const good = { token: 'fp-1', componentsData: 'eyJ9', expiresAt: NOW_S + 3600 };

function setup(source: () => Promise<unknown>) {
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const clock = new FakeClock();
  return { storage, logger, clock, fp: new StoredFingerprint(source, storage, clock, logger) };
}

describe('StoredFingerprint (spec 001 §3, §5, §8, §9)', () => {
  it('keeps a valid record in memory and in local storage', async () => {
    const t = setup(async () => good);
    await expect(t.fp.refresh()).resolves.toEqual(good);
    expect(t.fp.current()).toEqual(good);
    expect(JSON.parse(t.storage.get(FINGERPRINT_STORAGE_KEY)!)).toEqual(good);
    const reloaded = new StoredFingerprint(async () => good, t.storage, t.clock, t.logger);
    expect(reloaded.current()).toEqual(good);
  });

  it.each([
    ['token missing', { componentsData: 'd', expiresAt: NOW_S + 60 }],
    ['expiry missing', { token: 't', componentsData: 'd' }],
    ['data missing', { token: 't', expiresAt: NOW_S + 60 }],
  ])('an invalid response (%s) is logged and counted', async (_rule, response) => {
    const t = setup(async () => response);
    await expect(t.fp.refresh()).resolves.toBeNull();
    expect(t.fp.failures).toBe(1);
    expect(t.logger.entries).toContainEqual(expect.objectContaining({ message: 'invalid fingerprint response' }));
  });

  it('stops after 2 failures unless forced', async () => {
    const source = vi.fn(async () => ({}));
    const t = setup(source);
    await t.fp.refresh();
    await t.fp.refresh();
    await expect(t.fp.refresh()).resolves.toBeNull();
    expect(source).toHaveBeenCalledTimes(2);
    source.mockResolvedValueOnce(good);
    await expect(t.fp.refresh({ force: true })).resolves.toEqual(good);
    expect(source).toHaveBeenCalledTimes(3);
  });

  it('an expired record is not current', async () => {
    const t = setup(async () => ({ ...good, expiresAt: NOW_S + 10 }));
    await t.fp.refresh();
    await t.clock.advance(11_000);
    expect(t.fp.current()).toBeNull();
  });
});
