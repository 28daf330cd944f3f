import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE_KEYS } from '../../../application/player/accounts.model';
import { AccountType, MAIN_ACCOUNT_WILL_SET_KEY } from '../../../domain/player';
import { NOTICES_EN } from './notices.en';
import { NOTICES_RU } from './notices.ru';
import { ROUTE_TITLES_EN } from './route-titles.en';
import { ROUTE_TITLES_RU } from './route-titles.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const UI_PLAYER = join(__dirname, '../../../ui/player');

describe('accounts dictionaries (spec 000 §3, §8)', () => {
  it('every key the accounts UI and model use is in English and Russian', () => {
    const used = new Set<string>([...Object.values(ACCOUNT_MESSAGE_KEYS), MAIN_ACCOUNT_WILL_SET_KEY]);
    for (const file of readdirSync(UI_PLAYER).filter((f) => f.endsWith('.tsx'))) {
      for (const match of readFileSync(join(UI_PLAYER, file), 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/g)) used.add(match[1]!);
    }
    for (const type of Object.values(AccountType)) used.add(`account_type_${type}`);
    // the account menu names the responsible-gaming page by its route title
    const en = { ...SHELL_EN, ...NOTICES_EN, ...ROUTE_TITLES_EN };
    const ru = { ...SHELL_RU, ...NOTICES_RU, ...ROUTE_TITLES_RU };
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
    expect([...used].filter((key) => !(key in ru))).toEqual([]);
  });
});
