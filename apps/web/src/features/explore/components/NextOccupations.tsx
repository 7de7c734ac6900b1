import { Link } from 'react-router-dom';
import { Button } from '@sidequest/web-ui';
import { useNextOccupationsQuery, useSignatureQuestsQuery } from '../api/explore-api';
import { useTryOccupations } from '../hooks/useTryOccupations';
import { occupationPath } from '../occupation-path';

/** Where to go from an occupation: close to it ("more like this") or related work of another kind. */
export interface TryNextFrom {
  code: string;
  title: string;
  direction: 'more' | 'different';
}

export interface NextOccupationsProps {
  from: TryNextFrom;
  /** At most this many (the api answers three to five). */
  limit?: number;
  /** When a link or "Start this quest" leaves (a dialog closes). */
  onLeave?: () => void;
  /** Before "Start this quest" goes to onboarding (the dashboard asks about the current quest first). */
  beforeStart?: () => Promise<void>;
}

/**
 * The occupations to try after one: each links to its page and shows its signature quest, started in one
 * click (onboarding opens with the occupation, as a landing answer does). "Try next" and "Explore next" share it.
 */
export function NextOccupations({ from, limit = 5, onLeave, beforeStart }: NextOccupationsProps) {
  const next = useNextOccupationsQuery({ code: from.code, direction: from.direction });
  const occupations = (next.data?.occupations ?? []).slice(0, limit);
  const quests = useSignatureQuestsQuery(
    occupations.map((o) => o.code),
    { skip: occupations.length === 0 },
  );
  const tryJobs = useTryOccupations();
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
    <ul className="sq-stack" aria-label="Occupations to try next">
      {occupations.map((occupation) => {
        const quest = quests.data?.occupations.find((o) => o.code === occupation.code)?.quests[0];
        return (
          <li key={occupation.code} className="try-next__item">
            <Link to={occupationPath(occupation.code)} className="try-next__occupation" onClick={onLeave}>
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
              onClick={async () => {
                onLeave?.();
                await beforeStart?.().catch(() => undefined);
                tryJobs([occupation.title], 'signup');
              }}
              aria-label={`Start a quest as ${occupation.title}`}
            >
              Start this quest
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
