import { describe, expect, it } from 'vitest';
import {
  createBet,
  CouponType,
  DEFAULT_COUPON,
  DEFAULT_COUPON_CONTEXT,
  DEFAULT_COUPON_SETTINGS,
  MAX_AMOUNT,
  recalculate,
  type CouponState,
} from '../../domain/coupon';
import {
  boundRemovals,
  isRemoved,
  mergeStoredSlip,
  noteOwnChange,
  parseStoredCoupon,
  parseStoredSettings,
  readStoredRemovals,
  readStoredSlip,
  serializeCoupon,
  serializeSettings,
  SLIP_REMOVALS_KEPT,
  type SlipRemovals,
} from './coupon-storage';

const ctx = { ...DEFAULT_COUPON_CONTEXT, config: { ...DEFAULT_COUPON_CONTEXT.config, bonusBetEnabled: false } };
const bet = (id: string, coef: number) => createBet({ id, gameId: Number(id.replace(/\D/g, '')) || 1, coef });
/** A stored coupon as JSON with some fields overwritten, the way a hostile or broken record would be. */
const stored = (patch: Record<string, unknown>) => {
  const base = JSON.parse(serializeCoupon({ ...DEFAULT_COUPON, typeId: 1, amount: 150, bets: [bet('a1', 2), bet('b2', 3)] })) as Record<string, unknown>;
  return JSON.stringify({ ...base, ...patch });
};

describe('the stored coupon is bad input: what cannot be money or a price is dropped, the rest is kept', () => {
  it('a selection priced above MAX_COEF (1e200) or below 1 is dropped; the others stay', () => {
    const raw = stored({ bets: [{ ...bet('a1', 2) }, { ...bet('c3', 1e200) }, { ...bet('d4', 0.5) }] });
    const coupon = parseStoredCoupon(raw, ctx);
    expect(coupon.bets.map((b) => b.id)).toEqual(['a1']);
    expect(Number.isFinite(coupon.coef)).toBe(true);
  });

  it("a selection's championship country is kept, so the slip names it as the line does; a slip stored without it, or with a country that is not text, still reads", () => {
    const raw = stored({ bets: [{ ...bet('a1', 2), champNameEn: 'Serie A', champCountryEn: 'Italy' }, { ...bet('b2', 3), champNameEn: 'Serie A' }, { ...bet('c3', 4), champCountryEn: 7 }] });
    const [italy, none, wrong] = parseStoredCoupon(raw, ctx).bets;
    expect(italy).toMatchObject({ champNameEn: 'Serie A', champCountryEn: 'Italy' });
    expect(none).toMatchObject({ id: 'b2', champNameEn: 'Serie A' });
    expect(none).not.toHaveProperty('champCountryEn');
    expect(wrong).toMatchObject({ id: 'c3' });
    expect(wrong).not.toHaveProperty('champCountryEn');
  });

  it("a selection's own line is kept, so the slip names it in the page language (line words); a line that is no small number is dropped and the stored label names it", () => {
    const raw = stored({ bets: [{ ...bet('a1', 2), outcomeParam: 2.5 }, { ...bet('b2', 3), outcomeParam: 1e9 }, { ...bet('c3', 4), outcomeParam: '2.5' }, bet('d4', 5)] });
    const bets = parseStoredCoupon(raw, ctx).bets;
    expect(bets.map((b) => [b.id, b.outcomeParam])).toEqual([['a1', 2.5], ['b2', undefined], ['c3', undefined], ['d4', undefined]]);
  });

  it.each([
    ['too large', 1e307, DEFAULT_COUPON.amount],
    ['above MAX_AMOUNT', MAX_AMOUNT + 1, DEFAULT_COUPON.amount],
    ['negative', -5, DEFAULT_COUPON.amount],
    ['more than cents', 0.123456, 0.12],
  ])('an amount %s is read as %s', (_, amount, expected) => {
    expect(parseStoredCoupon(stored({ amount }), ctx).amount).toBe(expected);
  });

  it('stakes per selection and per block are money in cents; others are dropped', () => {
    const coupon = parseStoredCoupon(stored({ typeId: 10001, amountByBetId: { a1: 10.456, b2: 1e307, c3: -1 } }), ctx);
    expect(coupon.amountByBetId).toEqual({ a1: 10.46 });
  });

  it('a system value below 2 is not kept, whatever the type', () => {
    expect(parseStoredCoupon(stored({ systemValue: -7 }), ctx).systemValue).toBe(2);
  });

  it('the times selections were added are kept (they are not money)', () => {
    const at = 1_767_225_600_000;
    expect(parseStoredCoupon(stored({ addedAtByBetId: { a1: at } }), ctx).addedAtByBetId).toEqual({ a1: at });
  });
});

describe('the stored settings are bad input too', () => {
  const settings = (patch: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(serializeSettings(DEFAULT_COUPON_SETTINGS)), ...patch });

  it('exact odds above MAX_COEF are no exact odds; one-click amounts that are not money keep the default', () => {
    const parsed = parseStoredSettings(settings({ exactCoef: 1e308, oneClickAmount: -50, bonusAccountOneClickAmount: 1e300 }));
    expect(parsed.exactCoef).toBeNull();
    expect(parsed.oneClickAmount).toBe(DEFAULT_COUPON_SETTINGS.oneClickAmount);
    expect(parsed.bonusAccountOneClickAmount).toBe(DEFAULT_COUPON_SETTINGS.bonusAccountOneClickAmount);
  });

  it('manual amount steps keep positive money only', () => {
    expect(parseStoredSettings(settings({ amountStepByCurrency: { EUR: 2.555, RUB: 0, USD: 1e20, GBP: 'x' } })).amountStepByCurrency).toEqual({ EUR: 2.56 });
  });
});

describe('one slip for several tabs: a record from another tab is merged, not put in place of this slip (README "one slip per browser")', () => {
  const T0 = 1_767_225_600_000;
  const at = (seconds: number) => T0 + seconds * 1000;
  const games = new Map<string, number>();
  const gameOf = (id: string) => games.get(id) ?? (games.set(id, 100 + games.size), games.size + 99);
  /** A slip holding the selections `[id, added at second]`; each id its own game unless `market` says `game/market`. */
  const slip = (picks: [string, number, string?][], patch: Partial<CouponState> = {}): CouponState => {
    const bets = picks.map(([id, , market]) => {
      const [game, marketId] = (market ?? `${gameOf(id)}/1`).split('/').map(Number);
      return createBet({ id, gameId: game!, coef: 2, market: { id: marketId!, kind: 0, name: '', isLive: false } });
    });
    const addedAtByBetId = Object.fromEntries(picks.map(([id, second]) => [id, at(second)]));
    return recalculate({ ...DEFAULT_COUPON, typeId: CouponType.EXPRESS, amount: 150, bets, addedAtByBetId, ...patch }, ctx);
  };
  /** What another tab wrote: its slip and the removals it knew of, read back as this tab reads a storage event. */
  const record = (coupon: CouponState, removals: SlipRemovals, now: number) => readStoredSlip(serializeCoupon(coupon, removals), ctx, now)!;
  const ids = (coupon: CouponState) => coupon.bets.map((b) => b.id);

  it('the race, heard by the placing tab: A placed X (its slip empty, X removed at 10 s); B, before it heard, stored X beside its pick Y; A keeps Y and not X, and writes that back', () => {
    const tabA = slip([]);
    const fromB = record(slip([['X', 1], ['Y', 11]]), {}, at(12));
    const merged = mergeStoredSlip(tabA, { X: at(10) }, fromB, at(12), ctx);
    expect(ids(merged.coupon)).toEqual(['Y']);
    expect(merged.removals).toEqual({ X: at(10) });
    expect(merged.writeBack).toBe(true);
  });

  it('the race, heard by the picking tab: B holds X and its fresh pick Y when A\'s empty record (X removed) arrives; X goes, Y stays, B writes that back', () => {
    const tabB = slip([['X', 1], ['Y', 11]]);
    const fromA = record(slip([]), { X: at(10) }, at(12));
    const merged = mergeStoredSlip(tabB, {}, fromA, at(12), ctx);
    expect(ids(merged.coupon)).toEqual(['Y']);
    expect(merged.removals).toEqual({ X: at(10) });
    expect(merged.writeBack).toBe(true);
  });

  it('both tabs of the race reach the same slip, and each takes the other\'s write-back as it is (no second write: no echo)', () => {
    const now = at(12);
    const heardByA = mergeStoredSlip(slip([]), { X: at(10) }, record(slip([['X', 1], ['Y', 11]]), {}, now), now, ctx);
    const heardByB = mergeStoredSlip(slip([['X', 1], ['Y', 11]]), {}, record(slip([]), { X: at(10) }, now), now, ctx);
    const aAgain = mergeStoredSlip(heardByA.coupon, heardByA.removals, record(heardByB.coupon, heardByB.removals, now), now, ctx);
    const bAgain = mergeStoredSlip(heardByB.coupon, heardByB.removals, record(heardByA.coupon, heardByA.removals, now), now, ctx);
    expect([ids(aAgain.coupon), ids(bAgain.coupon)]).toEqual([['Y'], ['Y']]);
    expect([aAgain.writeBack, bAgain.writeBack]).toEqual([false, false]);
  });

  it.each<[string, [string, number][], SlipRemovals, [string, number][], SlipRemovals, string[]]>([
    ['a pick here the record lacks, with no removal anywhere, stays (a fresh pick is never lost)', [['A', 1], ['B', 5]], {}, [['A', 1]], {}, ['A', 'B']],
    ['a pick in the record this tab lacks, with no removal, comes in', [['A', 1]], {}, [['A', 1], ['B', 5]], {}, ['A', 'B']],
    ['a selection removed in the other tab after it was added here goes', [['A', 1], ['B', 2]], {}, [['A', 1]], { B: at(3) }, ['A']],
    ['a selection removed here does not come back from the record', [['A', 1]], { B: at(3) }, [['A', 1], ['B', 2]], {}, ['A']],
    ['a selection picked again after its removal stays (picked again there)', [], { B: at(3) }, [['B', 4]], {}, ['B']],
    ['a selection picked again after its removal stays (picked again here, the record still removes it)', [['B', 4]], {}, [], { B: at(3) }, ['B']],
    ['the later addition counts: picked again in one tab, still the old pick in the other', [['B', 1]], { B: at(3) }, [['B', 4]], { B: at(3) }, ['B']],
    ['a removal in the same millisecond as the addition wins (a placed selection must not come back)', [['B', 3]], {}, [], { B: at(3) }, []],
  ])('%s', (_, here, hereRemovals, there, thereRemovals, expected) => {
    const merged = mergeStoredSlip(slip(here), hereRemovals, record(slip(there), thereRemovals, at(20)), at(20), ctx);
    expect(ids(merged.coupon)).toEqual(expected);
  });

  it('two outcomes of one market picked in two tabs at once: the later pick stays, in both tabs', () => {
    const here = slip([['A', 1, '7/1'], ['home', 5, '9/3']]);
    const there = slip([['A', 1, '7/1'], ['away', 6, '9/3']]);
    const now = at(20);
    expect(ids(mergeStoredSlip(here, {}, record(there, {}, now), now, ctx).coupon)).toEqual(['A', 'away']);
    expect(ids(mergeStoredSlip(there, {}, record(here, {}, now), now, ctx).coupon)).toEqual(['A', 'away']);
  });

  it('the rest of the coupon is the last writer\'s (type, stake); a pick added here gets its stake in multiple singles', () => {
    const here = slip([['A', 1], ['B', 5]], { typeId: CouponType.EXPRESS, amount: 300, initialAmount: 150 });
    const there = slip([['A', 1], ['C', 6]], { typeId: CouponType.MULTIPLE_SINGLES, amount: 200, amountByBetId: { A: 50, C: 70 } });
    const merged = mergeStoredSlip(here, {}, record(there, {}, at(20)), at(20), ctx).coupon;
    expect(ids(merged)).toEqual(['A', 'C', 'B']);
    expect([merged.typeId, merged.amount]).toEqual([CouponType.MULTIPLE_SINGLES, 200]);
    expect(merged.amountByBetId).toEqual({ A: 50, C: 70, B: 150 });
    expect(merged.addedAtByBetId).toEqual({ A: at(1), C: at(6), B: at(5) });
  });

  it('no more than config.maxBets selections, the record\'s first', () => {
    const small = { ...ctx, config: { ...ctx.config, maxBets: 2 } };
    const merged = mergeStoredSlip(slip([['C', 5]]), {}, readStoredSlip(serializeCoupon(slip([['A', 1], ['B', 2]]), {}), small, at(20))!, at(20), small);
    expect(ids(merged.coupon)).toEqual(['A', 'B']);
  });

  it('what the record already holds is not written back (the merge adds nothing)', () => {
    const merged = mergeStoredSlip(slip([['A', 1]]), { Z: at(2) }, record(slip([['A', 1], ['B', 3]]), { Z: at(2) }, at(20)), at(20), ctx);
    expect(merged.writeBack).toBe(false);
  });

  it('a removal the record lacks is written back, so the other tab learns it', () => {
    const merged = mergeStoredSlip(slip([['A', 1]]), { Z: at(2) }, record(slip([['A', 1]]), {}, at(20)), at(20), ctx);
    expect(merged.writeBack).toBe(true);
    expect(merged.removals).toEqual({ Z: at(2) });
  });

  it('a record from before removals were stored still reads, and is adopted as it was then (its selections win, nothing written back)', () => {
    const old = JSON.parse(serializeCoupon(slip([['A', 1]]))) as Record<string, unknown>;
    delete old.removedAtByBetId;
    const read = readStoredSlip(JSON.stringify(old), ctx, at(20))!;
    expect(read.removals).toBeNull();
    expect(ids(read.coupon)).toEqual(['A']);
    const merged = mergeStoredSlip(slip([['A', 1], ['B', 5]]), { Z: at(2) }, read, at(20), ctx);
    expect(ids(merged.coupon)).toEqual(['A']);
    expect(merged.writeBack).toBe(false);
    expect(merged.removals).toEqual({ Z: at(2) });
    expect(readStoredRemovals(JSON.stringify(old), at(20))).toEqual({});
  });

  describe('removals are bounded', () => {
    const now = at(3600);
    it('none older than 10 minutes', () => {
      expect(boundRemovals({ old: now - SLIP_REMOVALS_KEPT.ms - 1, edge: now - SLIP_REMOVALS_KEPT.ms, fresh: now - 1 }, now)).toEqual({
        edge: now - SLIP_REMOVALS_KEPT.ms,
        fresh: now - 1,
      });
    });
    it('the newest 100 only', () => {
      const many = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`id${i}`, now - i]));
      const kept = boundRemovals(many, now);
      expect(Object.keys(kept)).toHaveLength(SLIP_REMOVALS_KEPT.count);
      expect(kept.id0).toBe(now);
      expect(kept.id99).toBe(now - 99);
      expect(kept.id100).toBeUndefined();
    });
    it('a hostile record: times that are not times are dropped, a time after now counts as now, 20,000 entries read as 100 at most', () => {
      const hostile = { a: 'soon', b: -1, c: Number.MAX_VALUE, '': now, d: now - 5 };
      expect(boundRemovals(hostile, now)).toEqual({ c: now, d: now - 5 });
      const huge = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`x${i}`, now]));
      const raw = JSON.stringify({ ...JSON.parse(serializeCoupon(slip([['A', 1]]))), removedAtByBetId: huge, addedAtByBetId: { A: 1e300 } });
      const read = readStoredSlip(raw, ctx, now)!;
      expect(Object.keys(read.removals ?? {})).toHaveLength(SLIP_REMOVALS_KEPT.count);
      // An addition time after now counts as now, so a later removal still takes the selection out.
      expect(isRemoved({ A: now }, 'A', 1e300, now)).toBe(true);
    });
  });

  describe('removals are derived from this tab\'s own changes (noteOwnChange)', () => {
    it('a selection gone from the slip (removed, placed, replaced, cleared) is removed now; the bonus bet is not a selection', () => {
      expect(noteOwnChange({}, slip([['A', 1], ['B', 2]]), slip([['B', 2]]), at(9))).toEqual({ A: at(9) });
    });
    it('a selection picked again here is no longer removed', () => {
      expect(noteOwnChange({ A: at(3), Z: at(4) }, slip([]), slip([['A', 5]]), at(5))).toEqual({ Z: at(4) });
    });
  });
});
