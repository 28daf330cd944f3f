import { useUnit } from 'effector-react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { MAX_AMOUNT, quickStakes, roundMoney, stepAmount } from '../../domain/coupon';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { formatMoney } from './coupon-text';
import { useReportUnreadStake } from './unread-stakes';

/** Spaces people and locales put between digit groups: a space, a no-break space, a narrow no-break space, a thin space. */
const SPACES = /[\u00A0\u202F\u2009]/g;

/**
 * Symbols and words written after an amount for a currency, beside its ISO code. A trailing one of the
 * slip's own currency is left out ("250 RUB", "250 ₽", "250 руб."); another currency's is not an amount here.
 */
const CURRENCY_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  RUB: ['₽', 'руб.', 'руб', 'р.', 'р', 'rub'],
  USD: ['$', 'us$'],
  EUR: ['€'],
  GBP: ['£'],
  UAH: ['₴', 'грн.', 'грн'],
  KZT: ['₸', 'тг'],
  JPY: ['¥', '円'],
  CNY: ['¥', '元'],
  INR: ['₹'],
  BRL: ['r$'],
  TRY: ['₺'],
  PLN: ['zł'],
  NGN: ['₦'],
  BYN: ['br', 'руб.', 'руб'],
  UZS: ["so'm", 'сум'],
  AZN: ['₼'],
  KGS: ['сом'],
};

function withoutCurrency(text: string, currency: string | undefined): string {
  if (!currency) return text;
  const lower = text.toLowerCase();
  const suffixes = [currency.toLowerCase(), ...(CURRENCY_SUFFIXES[currency.toUpperCase()] ?? [])].sort((a, b) => b.length - a.length);
  const suffix = suffixes.find((candidate) => lower.endsWith(candidate) && /[\d.,\s]$/.test(text.slice(0, -candidate.length)));
  return suffix ? text.slice(0, -suffix.length).trimEnd() : text;
}

/** The language's digit-group separator when it is a comma or a dot (en "1,000", de "1.000"); spaces group in every language. */
function groupSeparator(language: string): ',' | '.' | null {
  try {
    const group = new Intl.NumberFormat(language).formatToParts(1000).find((part) => part.type === 'group')?.value;
    return group === ',' || group === '.' ? group : null;
  } catch {
    return null;
  }
}

const escape = (char: string) => char.replace(/[.]/g, '\\.');

/** What the field's text says: an amount, too large for any stake, or not an amount (empty, half-typed, "1e3", "-1"). */
export type StakeText = { kind: 'amount'; amount: number } | { kind: 'too-large' } | { kind: 'invalid' };

/**
 * A plain amount: digits, or digit groups of three (separated by spaces, or by the language's own group
 * separator: en "1,000", ru "1 000"), then at most one decimal separator (. or , other than the grouping one)
 * with at most two decimals, then optionally the slip's currency ("250 RUB"). No sign and no exponent, so a
 * half-typed "1e12" is never read as 10 on its way ("1e1"), and "1,000" is never 1. A comma followed by
 * three digits groups (en) or is three decimals, which is not an amount (ru).
 */
export function readStakeText(text: string, language = 'en', currency?: string): StakeText {
  const cleaned = withoutCurrency(text.trim().replace(SPACES, ' '), currency);
  const separators = [' ', groupSeparator(language)].filter((sep): sep is string => sep !== null);
  const patterns = [
    /^(\d+)(?:[.,](\d{0,2}))?$/,
    /^()[.,](\d{1,2})$/,
    ...separators.map((sep) => {
      const decimals = sep === ' ' ? '[.,]' : sep === ',' ? '[.]' : '[,]';
      return new RegExp(`^(\\d{1,3}(?:${escape(sep)}\\d{3})+)(?:${decimals}(\\d{0,2}))?$`);
    }),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(cleaned);
    if (!match) continue;
    const amount = Number(`${(match[1] ?? '').replace(/\D/g, '') || '0'}.${match[2] || '0'}`);
    return amount > MAX_AMOUNT ? { kind: 'too-large' } : { kind: 'amount', amount };
  }
  return { kind: 'invalid' };
}

/**
 * An amount the slip sets in a field (a step, a maximum, a stored stake, a chain block's maximum), written as the
 * player would type it in the page's language: the site's money format, two decimals when not whole ("1 100,50"
 * in ru, "1,100.50" in en; QA10 7: the field showed "1100.5", with a dot on Russian pages). Only a text the field
 * reads back as the very amount is used; an amount no money format writes exactly stays as JavaScript writes it.
 */
export function stakeText(value: number, language: string): string {
  const formatted = formatMoney(value, language);
  const read = readStakeText(formatted, language);
  return read.kind === 'amount' && read.amount === value ? formatted : String(value);
}

/** What the quick-stake buttons of a QuickStakes ask of the stake field inside it. */
interface QuickStakeField {
  /** Add an amount to the stake the field shows, as if the player had typed the sum. */
  add: (amount: number) => void;
}

const QuickStakesContext = createContext<RefObject<QuickStakeField | null> | null>(null);

type StakeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> & {
  value: number;
  onChange: (amount: number) => void;
  /** ArrowUp / ArrowDown (the spin button's keys): the field's own + and −; without it they step by 1. */
  onStep?: (direction: 1 | -1) => void;
  /** The amount's currency (ISO code): typed or pasted after the amount ("250 RUB", "250 ₽"), it is left out. */
  currency?: string;
  /** Told when the text stops or starts reading as an amount (false again when the field goes). */
  onUnreadChange?: (unread: boolean) => void;
};

/**
 * A money field of the slip (a stake, a one-click stake, an amount step). Only a plain amount up to
 * MAX_AMOUNT reaches the model (readStakeText, in the player's language). While the field is empty,
 * half-typed, not an amount or too large, the model keeps its amount and the field keeps the text and says
 * what it needs, naming the stake that stands, until the player fixes it: leaving the field never puts the
 * old amount back unsaid. Otherwise the field shows the model's amount: one changed elsewhere (+ and −, auto
 * max, a reload) replaces the text, whatever it held; a refused or rounded one replaces a typed amount.
 *
 * Inside the slip's stakes (UnreadStakesProvider) such text also holds back Place bet, which would send the
 * stake that stands, not the one the player typed.
 *
 * A text field with the spin button role: a number field reads "1e1" as 10 and refuses a decimal comma.
 */
export function StakeInput({ value, onChange, onStep, onBlur, onKeyDown, currency, onUnreadChange, ...rest }: StakeInputProps) {
  const t = useT();
  const language = useUnit(useModels().shell.$language);
  const hintId = useId();
  const [text, setText] = useState(() => stakeText(value, language));
  const [problem, setProblem] = useState<'invalid' | 'too-large' | null>(null);
  const seenValue = useRef(value);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  useReportUnreadStake(field, problem !== null);
  const unread = problem !== null;
  // Text the player typed (or a sum a quick stake made) goes to the model by the one path: the field's onChange.
  const textChanged = (next: string) => {
    setText(next);
    const read = readStakeText(next, language, currency);
    setProblem(read.kind === 'amount' ? null : read.kind);
    if (read.kind === 'amount') onChange(read.amount);
  };
  // An emptied field counts as 0 (the player cleared it to start again); text that is not an amount adds to the
  // stake that stands, which its hint names. A sum above a limit is the model's to say, as a typed one is.
  useImperativeHandle(useContext(QuickStakesContext) ?? undefined, () => ({
    add: (amount: number) => textChanged(stakeText(roundMoney((text.trim() === '' ? 0 : value) + amount), language)),
  }));
  useEffect(() => {
    if (!onUnreadChange || !unread) return;
    onUnreadChange(true);
    return () => onUnreadChange(false);
  }, [onUnreadChange, unread]);
  useEffect(() => {
    const read = readStakeText(text, language, currency);
    const typed = read.kind === 'amount' ? read.amount : null;
    if (value !== seenValue.current) {
      seenValue.current = value;
      // The stake changed: by what was typed (the text reads as it) or elsewhere, which replaces the text.
      if (typed !== value) {
        setText(stakeText(value, language));
        setProblem(null);
      }
      return;
    }
    // A typed amount the coupon refused (above a block's maximum) or rounded shows as the coupon keeps it.
    if (problem === null && typed !== value) setText(stakeText(value, language));
  }, [value, text, problem, language, currency]);
  const describedBy = [rest['aria-describedby'], problem ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        ref={setField}
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-valuemin={0}
        aria-valuemax={MAX_AMOUNT}
        aria-valuenow={problem === null ? value : undefined}
        aria-invalid={problem !== null || rest['aria-invalid'] === true || undefined}
        aria-describedby={describedBy}
        onChange={(e) => textChanged(e.target.value)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
          e.preventDefault();
          const direction = e.key === 'ArrowUp' ? 1 : -1;
          setProblem(null);
          setText(stakeText(value, language));
          if (onStep) onStep(direction);
          else onChange(stepAmount(value, 1, direction));
        }}
        onBlur={onBlur}
      />
      {problem ? (
        <span className="slip-hint" id={hintId} role="status">
          {problem === 'too-large'
            ? t('coupon_stake_too_large', { max: formatMoney(MAX_AMOUNT, language), amount: formatMoney(value, language) })
            : t('coupon_stake_invalid', { amount: formatMoney(value, language) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * Quick stakes ("+100 +500 +1000", as leading books show them) under the one stake field among `children`: each
 * adds its amount (quickStakes, by currency) to the stake through the field, as if the player had typed the
 * sum, so the slip's limits, hints and storage take it as they take a typed stake. They sit inside the slip's
 * stakes, so the slip makes them inert while it is (a bet on its way, a question open), as their field.
 * `name` is the selection of a single's stake, said in each button's name.
 */
export function QuickStakes({ currency, name, children }: { currency: string; name?: string; children: ReactNode }) {
  const t = useT();
  const language = useUnit(useModels().shell.$language);
  const field = useRef<QuickStakeField>(null);
  return (
    <QuickStakesContext.Provider value={field}>
      {children}
      <div role="group" aria-label={t('coupon_quick_stakes')} className="slip-quick-stakes">
        {quickStakes(currency).map((amount) => {
          const values = { amount: formatMoney(amount, language), currency };
          return (
            <button
              key={amount}
              type="button"
              aria-label={name === undefined ? t('coupon_quick_stake', values) : t('coupon_quick_stake_of', { ...values, name })}
              onClick={() => field.current?.add(amount)}
            >
              +{formatMoney(amount, language)}
            </button>
          );
        })}
      </div>
    </QuickStakesContext.Provider>
  );
}
