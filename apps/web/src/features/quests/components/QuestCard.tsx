import type { CommunityQuestCard } from '@sidequest/contracts';
import { Badge, Button, Card } from '@sidequest/web-ui';
import { ClockIcon, ListChecksIcon, LockIcon, SwordsIcon } from 'lucide-react';
import { IconFact } from '../../../lib/facts';
import { UpgradeButton } from '../../../lib/billing/UpgradeButton';

interface QuestCardProps {
  quest: CommunityQuestCard;
  starting: boolean;
  busy: boolean;
  onStart: (quest: CommunityQuestCard) => void;
  onUpgrade: () => void;
  upgrading: boolean;
  /** Billing is switched off on the server: no checkout to open. */
  billingDisabled?: boolean;
}

/** One community quest. A locked one is blurred, hidden from assistive tech, and covered by the upgrade offer. */
export function QuestCard({
  quest,
  starting,
  busy,
  onStart,
  onUpgrade,
  upgrading,
  billingDisabled = false,
}: QuestCardProps) {
  const titleId = `quest-${quest.quest_id}-title`;
  const body = (
    <div className="quest-card__body" aria-hidden={quest.locked || undefined} inert={quest.locked}>
      <div className="quest-card__meta">
        <Badge variant="default">{quest.category}</Badge>
        <Badge variant="outline">{quest.difficulty}</Badge>
      </div>
      <h2 id={quest.locked ? undefined : titleId} className="quest-card__title">
        {quest.title}
      </h2>
      <p className="quest-card__description">{quest.description}</p>
      <ul className="quest-card__facts">
        <IconFact icon={ClockIcon} size={16} text={quest.time_investment} />
        <IconFact icon={ListChecksIcon} size={16} text={`${quest.step_count} steps`} />
      </ul>
      <div className="quest-card__actions">
        <Button
          variant="hero"
          onClick={() => onStart(quest)}
          loading={starting}
          loadingText="Starting..."
          disabled={busy}
          aria-describedby={quest.locked ? undefined : titleId}
        >
          <SwordsIcon size={18} aria-hidden="true" /> Start Quest
        </Button>
      </div>
    </div>
  );

  if (!quest.locked) {
    return (
      <li>
        <Card className="quest-card">{body}</Card>
      </li>
    );
  }
  return (
    <li>
      <Card className="quest-card quest-card--locked">
        {body}
        <div className="quest-card__lock">
          <span className="quest-card__lock-icon" aria-hidden="true">
            <LockIcon size={22} />
          </span>
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
      </Card>
    </li>
  );
}
