import { StarIcon } from 'lucide-react';
import type { ReflectionEntry } from '@sidequest/contracts';
import { useSession } from '../../../lib/session';
import { useGetQuestLogQuery } from '../api/reflections-api';
import '../reflections.css';

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateOf = (iso: string) => day.format(new Date(iso));

/** The quest log on the dashboard: every finished or left quest, its dates, its stars and its line. */
export function QuestLog() {
  const { user } = useSession();
  const log = useGetQuestLogQuery(user?.id ?? '', { skip: !user });
  if (!user || !log.currentData) return null;
  return <QuestLogView entries={log.currentData.entries} />;
}

export function QuestLogView({ entries }: { entries: ReflectionEntry[] }) {
  return (
    <section className="sq-card quest-log" aria-labelledby="quest-log-title">
      <h2 id="quest-log-title" className="quest-log__title">
        Quest log
      </h2>
      {entries.length === 0 ? (
        <p className="quest-log__empty">
          No finished quests yet. When you tick a quest’s last milestone or pick another, your answer to “How did this
          quest feel?” lands here and steers your next quests.
        </p>
      ) : (
        <ol className="quest-log__list">
          {entries.map((entry) => (
            <li key={entry.quest_id} className="quest-log__entry">
              <div className="quest-log__head">
                <h3 className="quest-log__quest">{entry.quest_title}</h3>
                <Stars rating={entry.rating} />
              </div>
              <p className="quest-log__meta">
                {entry.started_at ? (
                  <>
                    <time dateTime={entry.started_at}>{dateOf(entry.started_at)}</time> –{' '}
                  </>
                ) : null}
                <time dateTime={entry.ended_at}>{dateOf(entry.ended_at)}</time>
                {' · '}
                {entry.ended === 'finished' ? 'Finished' : 'Switched'}
                {' · '}
                {entry.direction === 'more' ? 'More like this' : 'Something different'}
                {entry.occupation ? ` · ${entry.occupation}` : ''}
              </p>
              {entry.surprise && <p className="quest-log__line">“{entry.surprise}”</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="quest-log__stars" role="img" aria-label={`${rating} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={16} aria-hidden="true" data-lit={star <= rating ? '' : undefined} />
      ))}
    </span>
  );
}
