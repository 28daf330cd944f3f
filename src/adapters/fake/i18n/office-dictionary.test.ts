import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICE_EN } from './office.en';
import { OFFICE_RU } from './office.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const UI_OFFICE = join(__dirname, '../../../ui/office');

describe('office dictionaries (every visible string of the payment history, security and settings pages)', () => {
  it('every key the office views name is in English and Russian, and the Russian is not the English', () => {
    const used = new Set<string>();
    for (const file of readdirSync(UI_OFFICE).filter((f) => f.endsWith('.tsx') || (f.endsWith('.ts') && !f.endsWith('.test.ts')))) {
      for (const match of readFileSync(join(UI_OFFICE, file), 'utf8').matchAll(/['`](office_[a-z0-9_]+|main_[a-z0-9_]+)['`]/g)) used.add(match[1]!);
    }
    const en = { ...SHELL_EN, ...OFFICE_EN };
    const ru = { ...SHELL_RU, ...OFFICE_RU };
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
    expect([...used].filter((key) => !(key in ru))).toEqual([]);
    expect(Object.keys(OFFICE_RU).sort()).toEqual(Object.keys(OFFICE_EN).sort());
    const same = Object.keys(OFFICE_EN).filter((key) => OFFICE_EN[key] === OFFICE_RU[key] && /[a-z]/i.test(OFFICE_EN[key]!.replace(/\{[a-z]+\}/g, '')));
    expect(same).toEqual([]);
  });
});
