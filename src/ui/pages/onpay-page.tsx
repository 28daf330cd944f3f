import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useModels } from '../models-context';
import { useT } from '../i18n/use-t';
import { useCurrentRoute } from '../router/current-route';
import { lngPath } from '../router/lng-path';
import { RoutePage } from './route-page';

/** The payment provider's return pages (spec 000 §2 onpay/…, no header): a deposit or a withdrawal, and how it ended. */
const RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;
type OnpayResult = (typeof RESULTS)[number];

/** `onpay.success` → deposit, success; `onpay.withdraw.fail` → withdrawal, fail; anything else is not a result page. */
export function onpayOutcome(routeName: string): { kind: 'deposit' | 'withdraw'; result: OnpayResult } | null {
  const match = /^onpay\.(withdraw\.)?(\w+)$/.exec(routeName);
  const result = RESULTS.find((r) => r === match?.[2]);
  return match && result ? { kind: match[1] ? 'withdraw' : 'deposit', result } : null;
}

/**
 * Where a payment provider sends the player back (QA8 #5: the heading said "Payment successful" over "This section
 * is not available yet"). Design: the page says what the result means for the player's money and what to do next,
 * and offers their account and the site; it never claims an amount (the address is the provider's and not to be
 * trusted: nothing from its query is shown). A deposit or withdrawal that went through or is on its way makes a
 * signed-in player's balances load again at once, instead of at the next session check.
 */
export function Component() {
  const { route, lng } = useCurrentRoute();
  const { shell, session } = useModels();
  const signedIn = useUnit(shell.$isAuthenticated);
  const t = useT();
  const outcome = onpayOutcome(route.name);
  const moved = outcome !== null && (outcome.result === 'success' || outcome.result === 'pending');
  useEffect(() => {
    if (signedIn && moved) session.accounts.accountsReloadRequested();
  }, [signedIn, moved, session]);
  if (!outcome) return <RoutePage />;
  const failed = outcome.result === 'fail';
  return (
    <RoutePage>
      <div className={`onpay-result onpay-result--${failed ? 'fail' : outcome.result === 'success' ? 'success' : 'info'}`}>
        <p role={failed ? 'alert' : 'status'}>{t(`onpay_${outcome.kind}_${outcome.result}_text`)}</p>
        <p>
          {/* a visitor is asked to log in: the account page would send them to the login page anyway */}
          <Link to={lngPath(lng, signedIn ? 'office/account' : 'user/login')}>{t(signedIn ? 'onpay_to_account' : 'onpay_log_in')}</Link>
          {' · '}
          <Link to={lngPath(lng)}>{t('main_section_not_ready_back')}</Link>
        </p>
      </div>
    </RoutePage>
  );
}
