import { FREE_COMMUNITY_QUESTS, PREMIUM_PRICE_LABEL } from '@sidequest/contracts';
import { Badge } from '@sidequest/web-ui';
import { SparklesIcon } from 'lucide-react';
import { UpgradeButton } from '../../../lib/billing/UpgradeButton';

interface PlanNoticeProps {
  subscribed: boolean;
  onUpgrade: () => void;
  upgrading: boolean;
  /** Billing is switched off on the server: the button stays, disabled, with the reason. */
  billingDisabled?: boolean;
  /** Free quests still to choose, as the server counts them; undefined until the list has loaded. */
  freeLeft?: number | null;
}

/** What the user's plan allows here, with the upgrade one click away for free users. */
export function PlanNotice({ subscribed, onUpgrade, upgrading, billingDisabled = false, freeLeft }: PlanNoticeProps) {
  if (subscribed) {
    return (
      <p className="plan-notice plan-notice--premium">
        <Badge variant="gold">
          <SparklesIcon size={14} aria-hidden="true" /> Premium
        </Badge>
        Every community quest is open to you.
      </p>
    );
  }
  return (
    <div className="plan-notice">
      <p>
        <strong>Free plan:</strong>{' '}
        {freeLeft === 0 ? (
          <>your {FREE_COMMUNITY_QUESTS} free quests are in use, and stay yours.</>
        ) : (
          <>
            <span className="plan-notice__count">
              {freeLeft ?? FREE_COMMUNITY_QUESTS} of {FREE_COMMUNITY_QUESTS} free quests left
            </span>
            : start any quests you like.
          </>
        )}{' '}
        Premium unlocks them all for {PREMIUM_PRICE_LABEL}.
      </p>
      <UpgradeButton
        variant="hero"
        size="sm"
        onUpgrade={onUpgrade}
        upgrading={upgrading}
        billingDisabled={billingDisabled}
        noteId="plan-notice-billing-off"
        noteClassName="plan-notice__off"
      >
        <SparklesIcon size={16} aria-hidden="true" /> Go Premium
      </UpgradeButton>
    </div>
  );
}
