import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMIT_DRAFT_ERROR_KEYS } from '../../../application/limits/limits.model';
import { LIMIT_MESSAGE_KEYS, LIMIT_SECTIONS, LIMIT_TYPES, SESSION_LIMIT_END } from '../../../domain/limits';
import { LIMITS_EN } from './limits.en';
import { LIMITS_RU } from './limits.ru';
import { SHELL_EN } from './shell.en';
import { SHELL_RU } from './shell.ru';

const UI_LIMITS = join(__dirname, '../../../ui/limits');
const UNITS = ['days', 'months', 'years', 'hours', 'minutes'];

describe('limits dictionaries (spec 001 §2–§5, §8)', () => {
  it('every key the limits screen and model use is in English and Russian, with each language\'s plural forms', () => {
    const used = new Set<string>([...Object.values(LIMIT_DRAFT_ERROR_KEYS), ...Object.values(LIMIT_MESSAGE_KEYS), SESSION_LIMIT_END.messageKey]);
    for (const file of readdirSync(UI_LIMITS).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
      for (const match of readFileSync(join(UI_LIMITS, file), 'utf8').matchAll(/'((?:limits|main)_[a-z0-9_]+)'/g)) used.add(match[1]!);
    }
    // a plural base is read with its form's suffix (pluralText, src/ui/i18n/plural-text.ts)
    used.delete('limits_approval_hours');
    used.delete('limits_unit_minutes');
    used.delete('limits_unreadable');
    // read by lockText in limit-format.ts (QA18 #4)
    for (const key of ['limits_locked', 'limits_locked_no_end', 'limits_locked_no_start', 'limits_locked_unknown']) used.add(key);
    for (const { type } of LIMIT_TYPES) used.add(`limits_type_${type}`);
    for (const { id } of LIMIT_SECTIONS) used.add(`limits_section_${id}`);
    for (const state of ['active', 'pending', 'none']) used.add(`limits_state_${state}`);
    for (const marker of ['increase', 'decrease']) used.add(`limits_marker_${marker}`);
    const plurals = (forms: string[]) => [...UNITS.map((u) => `limits_unit_${u}`), 'limits_approval_hours', 'limits_duration_hours', 'limits_duration_minutes', 'limits_unreadable'].flatMap((b) => forms.map((f) => `${b}_${f}`));
    const en = { ...SHELL_EN, ...LIMITS_EN };
    const ru = { ...SHELL_RU, ...LIMITS_RU };
    expect(used.size).toBeGreaterThan(50);
    expect([...used, ...plurals(['one', 'other'])].filter((key) => !(key in en))).toEqual([]);
    expect([...used, ...plurals(['one', 'few', 'many', 'other'])].filter((key) => !(key in ru))).toEqual([]);
    // no key in one language only (Russian has more plural forms)
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    expect(new Set(Object.keys(LIMITS_EN).map(base))).toEqual(new Set(Object.keys(LIMITS_RU).map(base)));
  });
});
