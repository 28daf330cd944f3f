import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_EN } from './auth.en';
import { AUTH_RU } from './auth.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const UI_AUTH = join(__dirname, '../../../ui/auth');
const sources = [
  ...readdirSync(UI_AUTH).filter((f) => f.endsWith('.tsx')).map((f) => join(UI_AUTH, f)),
  join(__dirname, '../../../ui/modals/login-modal.tsx'),
  join(__dirname, '../../../ui/modals/forgot-password-modal.tsx'),
  join(__dirname, '../../../ui/modals/registration-modal.tsx'),
  join(__dirname, '../../../ui/modals/captcha-modal.tsx'),
];

describe('auth dictionaries', () => {
  it('English and Russian have the same keys', () => {
    expect(Object.keys(AUTH_RU).sort()).toEqual(Object.keys(AUTH_EN).sort());
  });

  it('every key the auth UI uses is in both languages', () => {
    const used = new Set<string>();
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/g)) used.add(match[1]!);
    }
    for (const suffix of ['sport', 'casino', 'reject']) used.add(`registration_bonus_${suffix}`);
    for (const provider of ['google', 'apple', 'telegram', 'vk']) used.add(`registration_social_${provider}`);
    const en = { ...SHELL_EN, ...AUTH_EN };
    const ru = { ...SHELL_RU, ...AUTH_RU };
    expect([...used].filter((k) => !(k in en))).toEqual([]);
    expect([...used].filter((k) => !(k in ru))).toEqual([]);
  });
});
