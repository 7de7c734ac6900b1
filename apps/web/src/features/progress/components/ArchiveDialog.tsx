import { useState } from 'react';
import { Badge, Button } from '@sidequest/web-ui';
import { Dialog } from '@sidequest/web-ui/primitives';
import { ArchiveIcon, CheckIcon } from 'lucide-react';
import { useListArchivedProgressQuery } from '../api/progress-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The archive: finished community quests, each opened to show its steps and when it was done. */
export function ArchiveDialog() {
  const [open, setOpen] = useState(false);
  const archive = useListArchivedProgressQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const finished = archive.data?.progress;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <ArchiveIcon size={16} aria-hidden="true" /> Finished community quests
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Finished community quests"
        description="The community quests you have finished."
        size="lg"
      >
        {archive.isError ? (
          <p className="archive__empty">The archive could not be loaded. Close it and try again.</p>
        ) : !finished ? (
          <div className="archive__loading" aria-hidden="true">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--title" />
          </div>
        ) : finished.length === 0 ? (
          <p className="archive__empty">No finished quests yet. Tick every step of a quest and it lands here.</p>
        ) : (
          <ul className="archive">
            {finished.map((entry) => (
              <li key={entry.quest_id}>
                <details className="archive__item">
                  <summary>
                    <span className="archive__title">{entry.quest.title}</span>
                    <span className="archive__meta">
                      <Badge variant="success">
                        <CheckIcon size={12} aria-hidden="true" /> Completed
                      </Badge>
                      {entry.completed_at && <span>{dateFormat.format(new Date(entry.completed_at))}</span>}
                    </span>
                  </summary>
                  <p className="archive__description">{entry.quest.description}</p>
                  <ol className="archive__steps">
                    {entry.quest.steps.map((step, i) => (
                      <li key={i}>{step}</li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
