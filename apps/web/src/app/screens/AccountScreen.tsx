import { AccountPage } from '../../features/accounts/components/AccountPage';
import { SubscriptionCard } from '../../features/billing/components/SubscriptionCard';

/** The account page with the billing feature's plan card in its slot (features never import each other). */
export function AccountScreen() {
  return <AccountPage subscription={<SubscriptionCard />} />;
}
