// What the quest screens draw alike (one module, so the lazy screens share one chunk for it).
import { Card } from '@sidequest/web-ui';
import type { PlanData } from './quests-api';
import './milestones.css';
import './skeleton.css';

/** A quest's text while it loads: its title, a line and a short line. */
export function QuestTextSkeleton() {
  return (
    <>
      <span className="qs-skeleton qs-skeleton--title" />
      <span className="qs-skeleton" />
      <span className="qs-skeleton qs-skeleton--short" />
    </>
  );
}

/** The current quest's card while it loads (dashboard, quest progress); `status` is what a screen reader hears. */
export function CurrentQuestSkeleton({ className, status }: { className: string; status: string }) {
  return (
    <Card className={className} aria-busy="true">
      <p className="sq-visually-hidden" role="status">
        {status}
      </p>
      <span className="qs-skeleton qs-skeleton--title" />
      <span className="qs-skeleton" />
      <span className="qs-skeleton qs-skeleton--block" />
      <span className="qs-skeleton qs-skeleton--block" />
    </Card>
  );
}

/** A plan's milestones, read-only: the day each is due, its title and its description (dashboard, plan dialog). */
export function MilestoneList({ milestones, className }: { milestones: PlanData['milestones']; className: string }) {
  return (
    <ol className={className}>
      {milestones.map((m, i) => (
        <li key={i}>
          <span className="milestone__day">Day {m.due_in_days}</span>
          <strong>{m.title}</strong>
          <span className="milestone__text">{m.description}</span>
        </li>
      ))}
    </ol>
  );
}
