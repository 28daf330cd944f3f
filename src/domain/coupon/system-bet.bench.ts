import { bench, describe } from 'vitest';
import { systemLines, systemPossibleWin, type SystemSelection } from './system-bet';

/**
 * Issue 3 §7(a): possible win of a system 15 of 30 with 3 bankers, per call,
 * beside listing every line. Listing finishes this very case (C(27, 12) =
 * 17,383,860 lines, under a second); 15 of 30 without bankers (155,117,520
 * lines) already takes several seconds a call, so this case is the largest
 * the enumeration is benched on. Run: npx vitest bench --project unit --run src/domain/coupon
 */
const coefs = Array.from({ length: 30 }, (_, i) => 1.1 + (i % 7) * 0.15);
const selection: SystemSelection = { coefs: coefs.slice(3), bankerCoefs: coefs.slice(0, 3), value: 15 };
const amount = 100;

/** Every line as its own product: what the recurrence avoids. */
function enumeratedPossibleWin(stake: number, system: SystemSelection): number {
  const need = system.value - system.bankerCoefs.length;
  const bankerProduct = system.bankerCoefs.reduce((p, c) => p * c, 1);
  const n = system.coefs.length;
  let sum = 0;
  let lines = 0;
  const walk = (start: number, chosen: number, product: number): void => {
    if (chosen === need) {
      sum += product;
      lines += 1;
      return;
    }
    for (let i = start; i <= n - (need - chosen); i += 1) walk(i + 1, chosen + 1, product * (system.coefs[i] ?? 1));
  };
  walk(0, 0, 1);
  return (stake / lines) * bankerProduct * sum;
}

const fast = systemPossibleWin(amount, selection);
const slow = enumeratedPossibleWin(amount, selection);
console.log(
  `system 15/30 with 3 bankers: ${systemLines(selection)} lines; possible win ${fast.toFixed(2)} by recurrence, ` +
    `${slow.toFixed(2)} by enumeration (relative difference ${Math.abs(fast - slow) / slow})`,
);

describe('system 15 of 30 with 3 bankers: possible win per call', () => {
  bench('elementary-symmetric recurrence, O(n·k)', () => {
    systemPossibleWin(amount, selection);
  });
  bench(
    'brute-force enumeration of all 17,383,860 lines',
    () => {
      enumeratedPossibleWin(amount, selection);
    },
    { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 },
  );
});
