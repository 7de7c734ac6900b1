import type { CommunityQuestProgress } from '@sidequest/contracts';
import { Badge, Card } from '@sidequest/web-ui';
import { Checkbox, Progress } from '@sidequest/web-ui/primitives';
import { ClockIcon, PartyPopperIcon } from 'lucide-react';

interface ActiveQuestCardProps {
  progress: CommunityQuestProgress;
  onToggle: (progress: CommunityQuestProgress, stepIndex: number) => void;
}

/** One started community quest: its steps as checkboxes and how far along it is. */
export function ActiveQuestCard({ progress, onToggle }: ActiveQuestCardProps) {
  const { quest, completed_steps: done } = progress;
  const titleId = `active-quest-${progress.quest_id}`;
  const allDone = done.length === quest.steps.length;
  return (
    <Card
      className={allDone ? 'active-quest active-quest--done' : 'active-quest'}
      role="group"
      aria-labelledby={titleId}
    >
      <div className="active-quest__head">
        <div>
          <div className="active-quest__meta">
            <Badge variant="default">{quest.category}</Badge>
            <Badge variant="outline">{quest.difficulty}</Badge>
            <span className="active-quest__time">
              <ClockIcon size={14} aria-hidden="true" /> {quest.time_investment}
            </span>
          </div>
          <h3 id={titleId} className="active-quest__title">
            {quest.title}
          </h3>
        </div>
        <span className="active-quest__count">
          {done.length}/{quest.steps.length} steps
        </span>
      </div>
      <Progress
        value={done.length}
        max={quest.steps.length}
        label={`${quest.title} progress`}
        className="active-quest__progress"
      />
      <ul className="active-quest__steps">
        {quest.steps.map((step, index) => (
          <li key={index}>
            <Checkbox
              checked={done.includes(index)}
              onCheckedChange={() => onToggle(progress, index)}
              label={step}
              className={done.includes(index) ? 'active-quest__step active-quest__step--done' : 'active-quest__step'}
            />
          </li>
        ))}
      </ul>
      {allDone && (
        <p className="active-quest__complete" role="status">
          <PartyPopperIcon size={18} aria-hidden="true" /> Quest complete! It will be archived soon.
        </p>
      )}
    </Card>
  );
}
