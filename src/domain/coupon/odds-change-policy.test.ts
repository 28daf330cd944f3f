import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS_CHANGE_POLICY, placementPolicy, repriceOddsChanges, resolveOddsChange, resolveOddsChanges } from './odds-change-policy';

describe('odds-change policy', () => {
  it('spec 000 §3: changeCoefAction defaults to 2', () => {
    expect(DEFAULT_ODDS_CHANGE_POLICY).toBe(2);
  });

  it.each([
    { rule: 'unchanged price needs nothing', policy: 0, from: 2, to: 2, expected: 'unchanged' },
    { rule: 'policy 0 confirms a rise', policy: 0, from: 2, to: 2.1, expected: 'confirm' },
    { rule: 'policy 0 confirms a drop', policy: 0, from: 2, to: 1.9, expected: 'confirm' },
    { rule: 'policy 1 accepts a rise', policy: 1, from: 2, to: 2.1, expected: 'accept' },
    { rule: 'policy 1 confirms a drop', policy: 1, from: 2, to: 1.9, expected: 'confirm' },
    { rule: 'policy 2 accepts a rise', policy: 2, from: 2, to: 2.1, expected: 'accept' },
    { rule: 'policy 2 accepts a drop', policy: 2, from: 2, to: 1.9, expected: 'accept' },
    { rule: 'an unknown policy is the safest: confirm', policy: 7, from: 2, to: 2.1, expected: 'confirm' },
  ])('$rule', ({ policy, from, to, expected }) => {
    expect(resolveOddsChange(policy, from, to)).toBe(expected);
  });

  it('one change that needs confirming makes the coupon ask', () => {
    const changes = [
      { oldCoef: 2, newCoef: 2.2 },
      { oldCoef: 3, newCoef: 2.5 },
    ];
    expect(resolveOddsChanges(1, changes)).toBe('confirm');
    expect(resolveOddsChanges(2, changes)).toBe('accept');
    expect(resolveOddsChanges(0, [])).toBe('unchanged');
  });
});

describe('placementPolicy: exact odds accept no change', () => {
  it.each([
    { rule: 'no exact odds: the player\'s policy', exactCoef: null, typeId: 1, policy: 2 },
    { rule: 'exact odds on an express: every change is asked about', exactCoef: 3.12, typeId: 1, policy: 0 },
    { rule: 'exact odds on a single: every change is asked about', exactCoef: 1.85, typeId: 0, policy: 0 },
    { rule: 'multiple singles ignore exact odds: the player\'s policy', exactCoef: 3.12, typeId: 10001, policy: 2 },
  ])('$rule', ({ exactCoef, typeId, policy }) => {
    expect(placementPolicy({ changeCoefAction: 2, exactCoef }, typeId)).toBe(policy);
  });
});


describe('repriceOddsChanges: an open odds question follows the feed', () => {
  const asked = [{ betId: 'a', oldCoef: 2, newCoef: 1.9 }];

  it('a price asked about that moves again takes the price now; its "from" stays what the player saw', () => {
    expect(repriceOddsChanges(asked, [{ betId: 'a', coef: 1.8, seenCoef: 2 }])).toEqual([{ betId: 'a', oldCoef: 2, newCoef: 1.8 }]);
  });

  it('a selection not asked about that moved joins the question from the price the slip showed', () => {
    expect(repriceOddsChanges(asked, [{ betId: 'b', coef: 3.4, seenCoef: 3.1 }])).toEqual([
      ...asked,
      { betId: 'b', oldCoef: 3.1, newCoef: 3.4 },
    ]);
  });

  it('nothing new is null: the same price again, or a move back to the price the slip showed', () => {
    expect(repriceOddsChanges(asked, [{ betId: 'a', coef: 1.9, seenCoef: 2 }])).toBeNull();
    expect(repriceOddsChanges(asked, [{ betId: 'b', coef: 3.1, seenCoef: 3.1 }])).toBeNull();
    expect(repriceOddsChanges(asked, [])).toBeNull();
  });

  it('QA12 #1: a price asked about that comes back to the one the player saw leaves the question ("51.00 → 51.00" held the bet)', () => {
    const two = [...asked, { betId: 'b', oldCoef: 51, newCoef: 48 }];
    expect(repriceOddsChanges(two, [{ betId: 'b', coef: 51, seenCoef: 51 }])).toEqual(asked);
    expect(repriceOddsChanges(asked, [{ betId: 'a', coef: 2, seenCoef: 2 }])).toEqual([]);
  });

  it('leaves the question it was given as it was', () => {
    const question = [{ betId: 'a', oldCoef: 2, newCoef: 1.9 }];
    repriceOddsChanges(question, [{ betId: 'a', coef: 1.7, seenCoef: 2 }]);
    expect(question).toEqual([{ betId: 'a', oldCoef: 2, newCoef: 1.9 }]);
  });
});
