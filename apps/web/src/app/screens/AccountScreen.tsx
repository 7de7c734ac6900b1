import { AccountPage } from '../../features/accounts/components/AccountPage';
import { SubscriptionCard } from '../../features/billing/components/SubscriptionCard';
import { DailyRhythmCard } from '../../features/progress/components/DailyRhythmCard';

/** The account page with billing's plan card and progress's daily rhythm in its slots (features never import each other). */
export function AccountScreen() {
  return <AccountPage subscription={<SubscriptionCard />} dailyRhythm={<DailyRhythmCard />} />;
}
