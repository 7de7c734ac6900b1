import { Link } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { Dialog } from '@sidequest/web-ui/primitives';
import { useNextOccupationsQuery, useSignatureQuestsQuery } from '../api/explore-api';
import { useStartOccupationQuest } from '../hooks/useStartOccupationQuest';
import { occupationPath } from '../occupation-path';
import { OnetAttribution } from './OnetAttribution';
import '../explore.css';

/** Where a finished quest leads: its occupation, and what the reflection said of the work. */
export interface TryNextFrom {
  code: string;
  title: string;
  direction: 'more' | 'different';
}

/**
 * "Try next" after a finished quest's reflection: three to five related occupations (close ones for "more like
 * this", of another bent for "something different"), each with its signature quest, started in one click.
 */
export function TryNextDialog({ from, onClose }: { from: TryNextFrom | null; onClose: () => void }) {
  return (
    <Dialog
      open={from !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Try next"
      description={
        from &&
        (from.direction === 'more' ? (
          <>
            You enjoyed the work of <strong>{from.title}</strong>. These are close to it.
          </>
        ) : (
          <>
            Something different from <strong>{from.title}</strong>: related work of another kind.
          </>
        ))
      }
      className="try-next"
    >
      {from && <TryNextList from={from} onClose={onClose} />}
    </Dialog>
  );
}

function TryNextList({ from, onClose }: { from: TryNextFrom; onClose: () => void }) {
  const next = useNextOccupationsQuery({ code: from.code, direction: from.direction });
  const occupations = next.data?.occupations ?? [];
  const quests = useSignatureQuestsQuery(
    occupations.map((o) => o.code),
    { skip: occupations.length === 0 },
  );
  const start = useStartOccupationQuest();
  if (next.isError)
    return (
      <p role="alert" className="try-next__status">
        The next occupations did not load. You can pick a new quest from your dashboard.
      </p>
    );
  if (!next.data)
    return (
      <p role="status" className="try-next__status" aria-busy="true">
        Finding what to try next…
      </p>
    );
  return (
    <>
      <ul className="sq-stack" aria-label="Occupations to try next">
        {occupations.map((occupation) => {
          const quest = quests.data?.occupations.find((o) => o.code === occupation.code)?.quests[0];
          return (
            <li key={occupation.code} className="try-next__item">
              <Link to={occupationPath(occupation.code)} className="try-next__occupation" onClick={onClose}>
                {occupation.title}
              </Link>
              {quest && (
                <p className="try-next__quest">
                  <strong>{quest.title}</strong> {quest.description}
                </p>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onClose();
                  start(occupation.title);
                }}
                aria-label={`Start a quest as ${occupation.title}`}
              >
                Start this quest
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="try-next__actions">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
      <OnetAttribution />
    </>
  );
}
