import type { PlanData } from '../../../lib/quests';
import '../milestones.css';

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
