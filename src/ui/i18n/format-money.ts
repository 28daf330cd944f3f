/**
 * An amount of money as every view writes it, in the page's language: a whole amount without decimals
 * ("25,000"), one with cents always with two ("120.50", never "120.5", which read as a typo: QA7 19);
 * "—" for no number and "∞" for an unbounded one. The slip, the history and the accounts share it.
 */
export const formatMoney = (value: number, lng: string): string => {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '—' : '∞';
  const digits = Math.round(value * 100) % 100 === 0 ? 0 : 2;
  return value.toLocaleString(lng, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
};
