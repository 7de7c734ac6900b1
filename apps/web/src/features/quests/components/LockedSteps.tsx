import type { CommunityQuestCard } from '@sidequest/contracts';
import { LockIcon } from 'lucide-react';
import { UpgradeButton } from '../../../lib/billing/UpgradeButton';

interface LockedStepsProps {
  quest: CommunityQuestCard;
  onUpgrade: () => void;
  upgrading: boolean;
  billingDisabled: boolean;
}

/** The part of a locked card that premium opens: its steps, shown as blurred placeholder lines, and the offer. */
export function LockedSteps({ quest, onUpgrade, upgrading, billingDisabled }: LockedStepsProps) {
  const steps = Math.min(quest.step_count, 3);
  return (
    <div className="quest-card__lock">
      <div className="quest-card__lock-steps" aria-hidden="true">
        {Array.from({ length: steps }, (_, i) => (
          <span key={i} className="quest-card__lock-line" />
        ))}
      </div>
      <p className="quest-card__lock-label">
        <LockIcon size={16} aria-hidden="true" />
        <span>
          {quest.step_count} {quest.step_count === 1 ? 'step' : 'steps'} locked
        </span>
      </p>
      <p className="quest-card__lock-title">Premium Feature</p>
      <p className="quest-card__lock-text">Upgrade to access all community quests</p>
      <UpgradeButton
        variant="secondary"
        size="sm"
        onUpgrade={onUpgrade}
        upgrading={upgrading}
        billingDisabled={billingDisabled}
        noteId={`quest-${quest.quest_id}-billing-off`}
        noteClassName="quest-card__lock-text"
      >
        Upgrade for $2/month
      </UpgradeButton>
    </div>
  );
}
