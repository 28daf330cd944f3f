import { PlacedBets } from '../coupon/placed-bets';
import '../coupon/coupon.css';
import { LimitsScreen } from '../limits/limits-screen';
import { PaymentHistory } from '../office/payment-history';
import { SecuritySection } from '../office/security-section';
import { SettingsSection } from '../office/settings-section';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription';
import { SupportPage } from '../support/support-page';
import { AccountsSection } from '../player/accounts-section';
import { useCurrentRoute } from '../router/current-route';
import { RoutePage } from './route-page';
import { SectionNotReady } from './section-not-ready';

/**
 * Route chunk for the 'office' page group of the route map; office/history lists the placed bets, office/account
 * the accounts, office/historypay the payments, office/security the protection, office/settings the display
 * preferences, office/responsible the limits. The other office sections are not built yet and say so.
 */
export function Component() {
  const { route, lng } = useCurrentRoute();
  return <RoutePage>{officeSection(route.name, lng)}</RoutePage>;
}

function officeSection(name: string, lng: string) {
  switch (name) {
    case 'office.history':
      return <PlacedBets lng={lng} headingLevel={2} />;
    case 'office.account':
      return <AccountsSection lng={lng} />;
    case 'office.historypay':
      return <PaymentHistory lng={lng} />;
    case 'office.security':
      return <SecuritySection lng={lng} />;
    case 'office.settings':
      return (
        <>
          <SettingsSection />
          <NewsletterSubscription />
        </>
      );
    case 'office.support':
      return <SupportPage lng={lng} />;
    case 'office.responsible':
      return <LimitsScreen lng={lng} />;
    default:
      return <SectionNotReady />;
  }
}
