import { describe, expect, it } from 'vitest';
import { knownTime, type Limit } from './limit';
import { lockNotice } from './limit-rules';
import { readLimits } from './limit-validation';

const record = (over: Partial<Limit>): Limit => ({
  limitType: 20,
  limitValue: 100,
  limitState: 'ACTIVE',
  startedAt: 1_700_000_000,
  endsAt: 0,
  limitBalance: null,
  needApprove: false,
  measure: 'RUB',
  label: '',
  ...over,
});

describe('QA18 #6 readLimits: a record below zero is no limit; the others are kept', () => {
  it.each([
    ['a negative deposit limit is malformed', record({ limitValue: -50, limitBalance: -10 }), 'negative-value'],
    ['a negative time-out is malformed', record({ limitType: 33, limitValue: -7, measure: 'days' }), 'negative-value'],
    ['a session limit below zero other than -1 is malformed', record({ limitType: 31, limitValue: -2, measure: 'hours' }), 'negative-value'],
    ['a value that is not a number is malformed', record({ limitValue: Number.NaN }), 'value-not-a-number'],
  ] as const)('%s: left out and reported', (_rule, bad, problem) => {
    const good = record({ limitType: 21, limitValue: 500 });
    const { limits, unreadable } = readLimits([bad, good]);
    expect(limits).toEqual([good]);
    expect(unreadable).toEqual([{ limitType: bad.limitType, limitValue: bad.limitValue, problem }]);
  });

  it('spec 001 §3: a session limit of -1 is "not set", not malformed', () => {
    const notSet = record({ limitType: 31, limitValue: -1, limitState: 'INACTIVE', measure: 'hours' });
    expect(readLimits([notSet])).toEqual({ limits: [notSet], unreadable: [] });
  });

  it.each([
    ['design: an amount left below zero is the limit used up, read as 0', -10, 0],
    ['an amount left of 0 stays 0', 0, 0],
    ['an amount left above 0 is kept', 3_200, 3_200],
    ['none stays none', null, null],
    ['an amount left that is not a number is none', Number.NaN, null],
  ])('%s', (_rule, balance, read) => {
    expect(readLimits([record({ limitBalance: balance })]).limits[0]!.limitBalance).toBe(read);
  });
});

describe('QA18 #4: a limit time the service did not send is not known, never 1 Jan 1970', () => {
  it.each([
    ['0 is not known', 0, null],
    ['below 0 is not known', -5, null],
    ['not a number is not known', Number.NaN, null],
    ['a time is kept', 1_700_000_000, 1_700_000_000],
  ])('knownTime: %s', (_rule, seconds, known) => {
    expect(knownTime(seconds)).toBe(known);
  });

  it('readLimits keeps a missing time as 0 (a negative one too)', () => {
    const [read] = readLimits([record({ startedAt: -1, endsAt: Number.NaN })]).limits;
    expect([read!.startedAt, read!.endsAt]).toEqual([0, 0]);
  });

  it('spec 001 §4: the notice of a locked time-out or self-exclusion without an end has its start and no end', () => {
    expect(lockNotice(record({ limitType: 33, limitValue: 7, startedAt: 1_700_000_000, endsAt: 0 }))).toEqual({ startedAt: 1_700_000_000, endsAt: null });
    expect(lockNotice(record({ limitType: 30, limitValue: 7, startedAt: 0, endsAt: 0 }))).toEqual({ startedAt: null, endsAt: null });
    expect(lockNotice(record({ limitType: 30, limitValue: 7, startedAt: 10, endsAt: 20 }))).toEqual({ startedAt: 10, endsAt: 20 });
  });
});
