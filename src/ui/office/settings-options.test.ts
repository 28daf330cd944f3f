import { describe, expect, it } from 'vitest';
import { FRACTIONAL_TIME_ZONE_OFFSETS, offsetText, timeZoneOptions } from './settings-options';

describe('settings: the time-zone choice (spec 000 §3 preference timeZone, an offset in hours)', () => {
  it('offers every whole hour from −12 to +14, the default +3 among them', () => {
    const options = timeZoneOptions(3);
    expect(options[0]).toBe(-12);
    expect(options.at(-1)).toBe(14);
    expect(options.filter(Number.isInteger)).toHaveLength(27);
    expect(options).toContain(3);
  });

  it('QA18 #7: offers the fractional offsets in use, each in its place west to east', () => {
    const options = timeZoneOptions(3);
    expect(options.filter((o) => !Number.isInteger(o)).map(offsetText)).toEqual([
      '−9:30', '−3:30', '+3:30', '+4:30', '+5:30', '+5:45', '+6:30', '+8:45', '+9:30', '+10:30', '+12:45', '+13:45',
    ]);
    expect(options).toHaveLength(27 + FRACTIONAL_TIME_ZONE_OFFSETS.length);
    expect(options).toEqual([...options].sort((a, b) => a - b));
    expect(options.slice(options.indexOf(5.5) - 1, options.indexOf(5.5) + 3)).toEqual([5, 5.5, 5.75, 6]);
  });

  it('keeps a stored offset no zone uses among the options, in order', () => {
    const options = timeZoneOptions(5.25);
    expect(options).toHaveLength(27 + FRACTIONAL_TIME_ZONE_OFFSETS.length + 1);
    expect(options.slice(options.indexOf(5.25) - 1, options.indexOf(5.25) + 2)).toEqual([5, 5.25, 5.5]);
    expect(timeZoneOptions(5.5)).toEqual(timeZoneOptions(3));
  });

  it.each([
    ['UTC itself has no offset', 0, ''],
    ['east is plus', 3, '+3'],
    ['west is a true minus', -5, '−5'],
    ['half hours as minutes', 5.5, '+5:30'],
    ['quarter hours as minutes', 5.75, '+5:45'],
    ['west half hours', -9.5, '−9:30'],
    ['east of +12 quarter hours', 12.75, '+12:45'],
  ])('%s', (_rule, offset, text) => {
    expect(offsetText(offset)).toBe(text);
  });
});
