import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICES_EN } from './notices.en';
import { NOTICES_RU } from './notices.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const BANNER = join(__dirname, '../../../ui/notices/cookie-consent-banner.tsx');

describe('notices dictionaries', () => {
  it('every key of the cookie-consent banner is in English and Russian', () => {
    const used = [...readFileSync(BANNER, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(8);
    expect(used.filter((key) => !(key in { ...SHELL_EN, ...NOTICES_EN }))).toEqual([]);
    expect(used.filter((key) => !(key in { ...SHELL_RU, ...NOTICES_RU }))).toEqual([]);
  });

  it('English and Russian notices have the same keys', () => {
    expect(Object.keys(NOTICES_RU).sort()).toEqual(Object.keys(NOTICES_EN).sort());
  });
});
