import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CommunityQuestCard } from '@sidequest/contracts';
import { Badge, Button, buttonClass, Card } from '@sidequest/web-ui';
import { ArrowRightIcon, ClockIcon, ListChecksIcon, SwordsIcon } from 'lucide-react';
import { IconFact } from '../../../lib/facts';
import { paths } from '../../../lib/paths';
import { LockedSteps } from './LockedSteps';

interface QuestCardProps {
  quest: CommunityQuestCard;
  starting: boolean;
  /** Started from this page just now: its Start button turns into Continue, which takes the focus. */
  justStarted?: boolean;
  busy: boolean;
  onStart: (quest: CommunityQuestCard) => void;
  onUpgrade: () => void;
  upgrading: boolean;
  /** Billing is switched off on the server: no checkout to open. */
  billingDisabled?: boolean;
}

/** One community quest. Title and summary always show; a locked one hides only its steps behind the upgrade offer. */
export function QuestCard({
  quest,
  starting,
  justStarted = false,
  busy,
  onStart,
  onUpgrade,
  upgrading,
  billingDisabled = false,
}: QuestCardProps) {
  const titleId = `quest-${quest.quest_id}-title`;
  const continueLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (justStarted && quest.started) continueLink.current?.focus();
  }, [justStarted, quest.started]);
  return (
    <li>
      <Card className={quest.locked ? 'quest-card quest-card--locked' : 'quest-card'}>
        <div className="quest-card__meta">
          <Badge variant="default">{quest.category}</Badge>
          <Badge variant="outline">{quest.difficulty}</Badge>
          {quest.started && <Badge variant="gold">Started</Badge>}
        </div>
        <h2 id={titleId} className="quest-card__title">
          {quest.title}
        </h2>
        <p className="quest-card__description">{quest.description}</p>
        <ul className="quest-card__facts">
          <IconFact icon={ClockIcon} size={16} text={quest.time_investment} />
          {!quest.locked && <IconFact icon={ListChecksIcon} size={16} text={`${quest.step_count} steps`} />}
        </ul>
        {quest.locked ? (
          <LockedSteps quest={quest} onUpgrade={onUpgrade} upgrading={upgrading} billingDisabled={billingDisabled} />
        ) : (
          <div className="quest-card__actions">
            {quest.started ? (
              // Already on the dashboard: starting again would only repeat the "Quest Started!" toast.
              <Link
                ref={continueLink}
                to={paths.dashboard}
                className={buttonClass({ variant: 'secondary' })}
                aria-describedby={titleId}
              >
                Continue <ArrowRightIcon size={18} aria-hidden="true" />
              </Link>
            ) : (
              <Button
                variant="hero"
                onClick={() => onStart(quest)}
                loading={starting}
                loadingText="Starting..."
                disabled={busy}
                aria-describedby={titleId}
              >
                <SwordsIcon size={18} aria-hidden="true" /> Start Quest
              </Button>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}
