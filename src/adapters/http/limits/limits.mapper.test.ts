import { describe, expect, it } from 'vitest';
import { readLimits } from '../../../domain/limits';
import { toDomain, type LimitDto } from './limits.mapper';

const dto = (over: Partial<LimitDto>): LimitDto => ({
  limitType: 33,
  limitValue: 7,
  limitState: 'ACTIVE',
  startedAt: 1_700_000_000,
  endsAt: 1_700_604_800,
  limitBalance: null,
  needApprove: false,
  measure: 'days',
  label: '',
  ...over,
});

describe('limits mapper (the limit service v3 Limit as the domain\'s)', () => {
  it.each([
    ['QA18 #4: an end time sent as null is 0, not known', dto({ endsAt: null }), 0],
    ['QA18 #4: an end time sent as 0 stays 0, not known', dto({ endsAt: 0 }), 0],
    ['an end time sent is kept', dto({}), 1_700_604_800],
  ])('%s', (_rule, wire, endsAt) => {
    expect(toDomain(wire).endsAt).toBe(endsAt);
  });

  it('QA18 #6: a negative value is mapped as sent and the domain sorts it out as unreadable, the other records kept', () => {
    const { limits, unreadable } = readLimits([dto({ limitType: 20, limitValue: -50, limitBalance: -10, measure: 'RUB' }), dto({})].map(toDomain));
    expect(limits.map((l) => l.limitType)).toEqual([33]);
    expect(unreadable).toEqual([{ limitType: 20, limitValue: -50, problem: 'negative-value' }]);
  });
});
