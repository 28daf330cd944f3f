import { describe, expect, it } from 'vitest';
import { offsetText, timeZoneOptions } from './settings-options';

describe('settings: the time-zone choice (spec 000 §3 preference timeZone, an offset in hours)', () => {
  it('offers every whole hour from −12 to +14, the default +3 among them', () => {
    const options = timeZoneOptions(3);
    expect(options[0]).toBe(-12);
    expect(options.at(-1)).toBe(14);
    expect(options).toHaveLength(27);
  });

  it('keeps an offset that is not a whole hour among the options, in order', () => {
    const options = timeZoneOptions(5.5);
    expect(options).toHaveLength(28);
    expect(options.slice(options.indexOf(5.5) - 1, options.indexOf(5.5) + 2)).toEqual([5, 5.5, 6]);
  });

  it.each([
    ['UTC itself has no offset', 0, ''],
    ['east is plus', 3, '+3'],
    ['west is a true minus', -5, '−5'],
    ['half hours as minutes', 5.5, '+5:30'],
  ])('%s', (_rule, offset, text) => {
    expect(offsetText(offset)).toBe(text);
  });
});
