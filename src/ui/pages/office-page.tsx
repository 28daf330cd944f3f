import { PlacedBets } from '../coupon/placed-bets';
import '../coupon/coupon.css';
import { LimitsScreen } from '../limits/limits-screen';
import { AccountsSection } from '../player/accounts-section';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';

/** Route chunk for the 'office' page group of the route map; office/history lists the placed bets, office/account the accounts, office/responsible the limits. */
export function Component() {
  const { route, lng } = useCurrentRoute();
  return (
    <RoutePage>
      {route.name === 'office.history' ? <PlacedBets lng={lng} /> : null}
      {route.name === 'office.account' ? <AccountsSection lng={lng} /> : null}
      {route.name === 'office.responsible' ? <LimitsScreen lng={lng} /> : null}
    </RoutePage>
  );
}
