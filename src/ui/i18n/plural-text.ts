import type { Translate } from './use-t';

/** The dictionary key of a plural form: `${base}_one|few|many|other` by the language's plural rules; `_other` when the dictionary lacks that form. */
export function pluralText(t: Translate, lng: string, base: string, n: number, values: Record<string, string | number> = {}): string {
  let category = 'other';
  try {
    category = new Intl.PluralRules(lng).select(n);
  } catch {
    // an unknown language tag reads as the default form
  }
  const key = `${base}_${category}`;
  const text = t(key, { ...values, n });
  return text === key ? t(`${base}_other`, { ...values, n }) : text;
}
