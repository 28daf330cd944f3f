import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTECTION_METHODS } from '../../../ui/office/security-facts';
import { OFFICE_EN } from './office.en';
import { OFFICE_RU } from './office.ru';
import { COUPON_EN } from './coupon.en';
import { COUPON_RU } from './coupon.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const UI_OFFICE = join(__dirname, '../../../ui/office');

describe('office dictionaries (every visible string of the payment history, security and settings pages)', () => {
  it('every key the office views name is in English and Russian, and the Russian is not the English', () => {
    const used = new Set<string>();
    for (const file of readdirSync(UI_OFFICE).filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))) {
      for (const match of readFileSync(join(UI_OFFICE, file), 'utf8').matchAll(/['`](office_[a-z0-9_]+|main_[a-z0-9_]+|coupon_[a-z0-9_]+)['`]/g)) used.add(match[1]!);
    }
    // keys the views build from a value
    for (const status of ['bad', 'normal', 'good', 'full']) used.add(`office_security_status_${status}`);
    for (const method of PROTECTION_METHODS) used.add(`office_security_method_${method}`);
    for (const n of [1, 5]) used.add(`office_security_password_days_${new Intl.PluralRules('en').select(n)}`);
    const en = { ...SHELL_EN, ...COUPON_EN, ...OFFICE_EN };
    const ru = { ...SHELL_RU, ...COUPON_RU, ...OFFICE_RU };
    expect(used.size).toBeGreaterThan(10);
    // a plural's base (pluralText) is there when its 'other' form is
    const missing = (dictionary: Record<string, string>) => [...used].filter((key) => !(key in dictionary) && !(`${key}_other` in dictionary));
    expect(missing(en)).toEqual([]);
    expect(missing(ru)).toEqual([]);
    // Russian may have more plural forms than English, never fewer keys
    expect(Object.keys(OFFICE_EN).filter((key) => !(key in OFFICE_RU))).toEqual([]);
    // 'UTC+3' reads the same in both languages
    const same = Object.keys(OFFICE_EN).filter((key) => key !== 'office_settings_time_zone_option' && OFFICE_EN[key] === OFFICE_RU[key] && /[a-z]/i.test(OFFICE_EN[key]!.replace(/\{[a-z]+\}/g, '')));
    expect(same).toEqual([]);
  });
});
