/** A flat dictionary: key to text. `{name}` placeholders are filled by `translate`. */
export type Dictionary = Readonly<Record<string, string>>;

/**
 * Loads dictionaries by route ids and language (spec 000 §7: dictionary
 * loads by route ids, language, CDN domain).
 */
export interface DictionaryPort {
  load(lang: string, routeIds: readonly string[]): Promise<Dictionary>;
}
export const DictionaryPort = Symbol.for('DictionaryPort');

/**
 * Text for a key. A missing key shows the key itself, so a gap is visible and
 * never crashes a page.
 */
export function translate(
  dictionary: Dictionary,
  key: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const text = dictionary[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
