import { Card } from '@sidequest/web-ui';
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
