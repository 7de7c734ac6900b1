import { Button } from '@sidequest/web-ui';
import { TriangleAlertIcon } from 'lucide-react';
import { usePortal } from './useBillingRedirects';
import { readableDate, useRecheckOnReturn, useSubscription } from './useSubscription';
import './past-due.css';

/**
 * The signed-in frame mounts it, so the subscription is re-checked every 60 s while a user is present
 * (useSubscription). It only shows during the 3-day grace of a failed renewal, linking to the portal.
 */
export function PastDueBanner() {
  const { status } = useSubscription();
  useRecheckOnReturn();
  const { openPortal, isOpening } = usePortal();
  if (status?.status !== 'past_due' || !status.grace_ends_at) return null;
  return (
    <div className="past-due" role="alert">
      <TriangleAlertIcon size={20} aria-hidden="true" />
      <p>
        <strong>Your last payment did not go through.</strong> Premium stays unlocked until{' '}
        {readableDate(status.grace_ends_at)}; update your payment method to keep it.
      </p>
      <Button variant="hero" size="sm" onClick={() => void openPortal()} loading={isOpening}>
        Update payment
      </Button>
    </div>
  );
}
