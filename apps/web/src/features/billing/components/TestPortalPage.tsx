import { Link } from 'react-router-dom';
import { Button, buttonClass, Card, toast } from '@sidequest/web-ui';
import { announceSubscriptionChange } from '../../../lib/billing/subscription-channel';
import { readableDate, useSubscription } from '../../../lib/billing/useSubscription';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useCancelTestSubscriptionMutation } from '../api/test-billing-api';

import { TestModeLabel } from './TestModeLabel';
import '../billing.css';

/** Where customer-portal sends the user when no Stripe keys are set: see and cancel the test subscription. */
export function TestPortalPage() {
  useDocumentTitle('Test billing portal');
  const { status, isLoading } = useSubscription();
  const [cancel, { isLoading: cancelling, originalArgs }] = useCancelTestSubscriptionMutation();

  const cancelWhen = async (when: 'period_end' | 'now') => {
    try {
      await cancel({ when }).unwrap();
      announceSubscriptionChange();
      toast({ title: when === 'now' ? 'Subscription cancelled' : 'Subscription set to end', variant: 'success' });
    } catch (error) {
      console.error('Test cancellation failed', error);
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  };

  const end = readableDate(status?.subscription_end);
  const active = status?.subscribed ?? false;
  return (
    <div className="page page--narrow test-billing">
      <TestModeLabel>Test billing portal — no real payment</TestModeLabel>
      <Card className="test-billing__card">
        <h1 className="test-billing__title">Your subscription</h1>
        {isLoading ? (
          <span className="skeleton skeleton--line" aria-hidden="true" />
        ) : (
          <p className="test-billing__text" role="status">
            {!active
              ? 'No active subscription: you are on the free plan.'
              : status?.cancel_at_period_end
                ? `Premium, ending on ${end}. It will not renew.`
                : `Premium, renewing on ${end}.`}
          </p>
        )}
        <div className="test-billing__actions">
          {active && !status?.cancel_at_period_end && (
            <Button
              variant="secondary"
              onClick={() => void cancelWhen('period_end')}
              loading={cancelling && originalArgs?.when === 'period_end'}
              disabled={cancelling}
            >
              Cancel at period end
            </Button>
          )}
          {active && (
            <Button
              variant="destructive"
              onClick={() => void cancelWhen('now')}
              loading={cancelling && originalArgs?.when === 'now'}
              disabled={cancelling}
            >
              Cancel now
            </Button>
          )}
          <Link to={paths.account} className={buttonClass({ variant: 'ghost' })}>
            Back to your account
          </Link>
        </div>
      </Card>
    </div>
  );
}
