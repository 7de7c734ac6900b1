import { PREMIUM_PRICE_LABEL } from '@sidequest/contracts';
import { Badge, Button, Card } from '@sidequest/web-ui';
import { SparklesIcon } from 'lucide-react';
import { BillingUnavailableNote } from '../../../lib/billing/BillingUnavailableNote';
import { useCheckout, usePortal } from '../../../lib/billing/useBillingRedirects';
import { readableDate, useSubscription } from '../../../lib/billing/useSubscription';

/** The account page's plan: upgrade for free users, the customer portal for subscribers. */
export function SubscriptionCard() {
  const { status, subscribed, billingDisabled, isLoading } = useSubscription();
  const { startCheckout, isStarting } = useCheckout();
  const { openPortal, isOpening } = usePortal();
  const end = readableDate(status?.subscription_end);
  // A past or cancelled customer has a Stripe customer too: the portal shows their invoices.
  const hasHistory = status && status.status !== 'none';

  return (
    <Card className="account-card">
      <div className="sq-card__header">
        <h2 className="sq-card__title">
          Plan{' '}
          {!isLoading && (subscribed ? <Badge variant="gold">Premium</Badge> : <Badge variant="outline">Free</Badge>)}
        </h2>
        <p className="sq-card__description">
          {isLoading
            ? 'Checking your subscription...'
            : subscribed
              ? status?.cancel_at_period_end
                ? `Premium ends on ${end} and will not renew.`
                : `Premium renews on ${end}. Every community quest is open to you.`
              : `Free plan: any 3 community quests of your choice. Premium unlocks them all for ${PREMIUM_PRICE_LABEL}.`}
        </p>
        {status?.mode === 'local_test' && (
          <p className="account-card__note">Billing runs in local test mode: no real payment is taken.</p>
        )}
        {billingDisabled && <BillingUnavailableNote id="subscription-billing-off" className="account-card__note" />}
      </div>
      <div className="account-card__actions">
        {!isLoading && !subscribed && (
          <Button
            variant="hero"
            onClick={() => void startCheckout()}
            loading={isStarting}
            loadingText="Opening checkout..."
            disabled={billingDisabled}
            aria-describedby={billingDisabled ? 'subscription-billing-off' : undefined}
          >
            <SparklesIcon size={18} aria-hidden="true" /> Upgrade for {PREMIUM_PRICE_LABEL}
          </Button>
        )}
        {(subscribed || hasHistory) && !billingDisabled && (
          <Button variant="secondary" onClick={() => void openPortal()} loading={isOpening}>
            Manage subscription
          </Button>
        )}
      </div>
    </Card>
  );
}
