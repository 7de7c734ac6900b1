import { AccountPage } from '../../features/account/components/AccountPage';
import { SubscriptionCard } from '../../features/billing/components/SubscriptionCard';
import { TestCheckoutPage } from '../../features/billing/components/TestCheckoutPage';
import { TestPortalPage } from '../../features/billing/components/TestPortalPage';

/** The account page (with the billing feature's plan card in its slot), and the local test checkout and portal. */
export function AccountAndBillingScreen({ screen }: { screen: 'account' | 'checkout' | 'portal' }) {
  if (screen === 'checkout') return <TestCheckoutPage />;
  if (screen === 'portal') return <TestPortalPage />;
  return <AccountPage subscription={<SubscriptionCard />} />;
}
