import { describe, expect, it } from 'vitest';
import type { KeyValueStoragePort } from '../shared';
import {
  ConvertAccountStatus,
  convertReminderStorageKey,
  convertReminderToShow,
  markConvertReminderShown,
  wasConvertReminderShown,
} from './convert-account';

class MemoryStorage implements KeyValueStoragePort {
  readonly data = new Map<string, string>();
  get = (key: string) => this.data.get(key) ?? null;
  set = (key: string, value: string) => void this.data.set(key, value);
  remove = (key: string) => void this.data.delete(key);
}

describe('convert-account reminder (spec 000 §3, §4)', () => {
  it('spec 000 §3: status 0 not allowed, 1 main, 2 additional', () => {
    expect(ConvertAccountStatus).toEqual({ NotAllowed: 0, MainAllowed: 1, AdditionalAllowed: 2 });
  });
  it.each([
    ['spec 000 §4: status 1 shows the main-account modal', 7, 1, false, 'convert-main-account'],
    ['spec 000 §4: status 2 shows the additional-account modal', 7, 2, false, 'convert-additional-account'],
    ['spec 000 §3: status 0 shows nothing', 7, 0, false, null],
    ['spec 000 §4: unknown status shows nothing', 7, 3, false, null],
    ['spec 000 §4: a visitor sees nothing', null, 1, false, null],
    ['spec 000 §4: once per browser session per user', 7, 1, true, null],
  ])('%s', (_rule, userId, status, shown, modal) => {
    expect(convertReminderToShow({ userId, status, alreadyShown: shown })).toBe(modal);
  });
  it('spec 000 §3: the session-storage marker is per user', () => {
    const session = new MemoryStorage();
    markConvertReminderShown(session, 7);
    expect(wasConvertReminderShown(session, 7)).toBe(true);
    expect(wasConvertReminderShown(session, 8)).toBe(false);
    expect(convertReminderStorageKey(7)).not.toBe(convertReminderStorageKey(8));
  });
});
