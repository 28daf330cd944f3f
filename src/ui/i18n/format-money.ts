/**
 * An amount of money as every view writes it, in the page's language: a whole amount without decimals
 * ("25,000"), one with cents always with two ("120.50", never "120.5", which read as a typo: QA7 19);
 * "—" for no number and "∞" for an unbounded one. The slip, the history and the accounts share it.
 * A negative amount takes the minus sign U+2212, as the limits write one (QA18 #6), not a hyphen, and an amount
 * that rounds to zero reads "0", never "-0".
 */
export const formatMoney = (value: number, lng: string): string => {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? '—' : '∞';
  const cents = Math.round(value * 100);
  if (cents === 0) return (0).toLocaleString(lng);
  const digits = cents % 100 === 0 ? 0 : 2;
  const text = Math.abs(value).toLocaleString(lng, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  return value < 0 ? `\u2212${text}` : text;
};
