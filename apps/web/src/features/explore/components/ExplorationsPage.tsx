import { Link, useNavigate } from 'react-router-dom';
import type { Exploration } from '@sidequest/contracts';
import { Button, Card, EmptyState, PageHeader } from '@sidequest/web-ui';
import { CompassIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetExplorationsQuery } from '../api/explore-api';
import { directionSentence, likedProfile, nextFrom } from '../explorations';
import { occupationPath } from '../occupation-path';
import { strongestInterests } from '../riasec';
import { InterestChart } from './InterestChart';
import { NextOccupations } from './NextOccupations';
import '../explore.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Your explorations": which of the jobs I tried fits me? Each quest started, side by side: the days checked in,
 * the milestones reached and what the person said of it; then where their answers point, and three to try next.
 */
export function ExplorationsPage() {
  useDocumentTitle('Your explorations');
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useGetExplorationsQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  const explorations = query.data?.explorations;
  const profile = explorations && likedProfile(explorations);
  const from = explorations && nextFrom(explorations);
  return (
    <div className="page explorations">
      <PageHeader
        eyebrow="Explore"
        title="Your explorations"
        description="The jobs you tried, side by side: which of them fits you?"
      />
      {query.isError ? (
        <EmptyState title="Your explorations did not load" description={<p>Check your connection and try again.</p>}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : !explorations ? (
        <p role="status" aria-busy="true" className="try-next__status">
          Loading your explorations…
        </p>
      ) : explorations.length === 0 ? (
        <EmptyState
          icon={<CompassIcon size={26} />}
          title="No quests tried yet"
          description={<p>Start a quest: each one you try shows up here, next to the others.</p>}
        >
          <Button variant="hero" onClick={() => navigate(paths.onboarding)}>
            Begin Your First Quest
          </Button>
        </EmptyState>
      ) : (
        <>
          <p className="explorations__direction" role="status">
            {directionSentence(explorations)}
          </p>
          <ul className="explorations__list" aria-label="Quests you tried">
            {explorations.map((e) => (
              <ExplorationCard key={e.quest_id} exploration={e} />
            ))}
          </ul>
          {profile && (
            <Card className="explorations__profile">
              <h2 className="explore-next__title">What the jobs you liked have in common</h2>
              <InterestChart
                scores={profile}
                highPoints={strongestInterests(profile).join('')}
                subject="the jobs you liked"
              />
              <p className="explore-next__intro">
                Want to see your own? <Link to={paths.interestProfiler}>Answer the interest profiler</Link> and compare.
              </p>
            </Card>
          )}
          {from && (
            <section className="sq-card explore-next" aria-labelledby="explorations-next-title">
              <h2 id="explorations-next-title" className="explore-next__title">
                Try next
              </h2>
              <p className="explore-next__intro">
                {from.direction === 'more' ? (
                  <>
                    Close to <strong>{from.title}</strong>, which you liked.
                  </>
                ) : (
                  <>
                    Something different from <strong>{from.title}</strong>.
                  </>
                )}
              </p>
              <NextOccupations from={from} limit={3} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

function ExplorationCard({ exploration: e }: { exploration: Exploration }) {
  const started = new Date(e.started_at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return (
    <li className="sq-card explorations__item">
      <h2 className="explorations__job">
        {e.occupation ? <Link to={occupationPath(e.occupation.code)}>{e.occupation.title}</Link> : e.title}
      </h2>
      {e.occupation && <p className="explorations__quest">{e.title}</p>}
      <dl className="explorations__facts">
        <div>
          <dt>Started</dt>
          <dd>{started}</dd>
        </div>
        <div>
          <dt>Checked in</dt>
          <dd>{plural(e.check_in_days, 'day', 'days')}</dd>
        </div>
        <div>
          <dt>Milestones</dt>
          <dd>
            {e.milestones_reached} of {e.milestones_total}
          </dd>
        </div>
        <div>
          <dt>You said</dt>
          <dd>
            {e.reflection ? (
              <>
                <span aria-label={`${e.reflection.rating} of 5 stars`}>
                  {'★'.repeat(e.reflection.rating)}
                  {'☆'.repeat(5 - e.reflection.rating)}
                </span>{' '}
                {e.reflection.direction === 'more' ? 'More like this' : 'Something different'}
              </>
            ) : (
              'Not yet'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
