import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { OccupationDetail } from '@sidequest/contracts';
import { Badge, Card, buttonClass } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetOccupationQuery, useSignatureQuestsQuery } from '../api/explore-api';
import { useTryOccupations } from '../hooks/useTryOccupations';
import { occupationPath } from '../occupation-path';
import { prerenderedOccupation } from '../prerendered-occupation';
import { preparationOf } from '../riasec';
import { InterestChart } from './InterestChart';
import { OccupationSkeleton } from './OccupationSkeleton';
import { OnetAttribution } from './OnetAttribution';
import { SignatureQuestCard } from './SignatureQuestCard';
import '../explore.css';

const CODE = /^\d{2}-\d{4}\.\d{2}$/;

/** /occupations/:code: what the job is, what it asks, whom it suits, and a quest to try it today. */
export function OccupationPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const wellFormed = CODE.test(code);
  // A pre-rendered page carries its occupation: the first render (hydration) shows it as the build did.
  const prerendered = prerenderedOccupation(code);
  const { data, isError, isFetching } = useGetOccupationQuery(code, { skip: !wellFormed || !!prerendered });
  const current = prerendered ?? (data && !isFetching ? data : undefined);
  useDocumentTitle(current ? current.title : !wellFormed || isError ? 'Occupation not found' : 'Occupation');

  // An O*NET-SOC 2010 code answers with its 2019 successor: the address moves to the current code.
  useEffect(() => {
    if (current && current.code !== code) void navigate(occupationPath(current.code), { replace: true });
  }, [code, current, navigate]);

  if (!wellFormed || (isError && !isFetching)) return <UnknownOccupation />;
  if (!current) return <OccupationSkeleton />;
  return <OccupationView occupation={current} />;
}

function UnknownOccupation() {
  return (
    <div className="page page--reading explore">
      <Card className="explore-missing">
        <p className="sq-eyebrow">404</p>
        <h1 className="explore-header__title">We don't know that occupation</h1>
        <p className="explore-header__lead">
          The link may be mistyped, or the occupation may have left O*NET's list. Find jobs that fit your interests
          instead.
        </p>
        <div className="profiler__actions profiler__actions--start">
          <Link to={paths.interestProfiler} className={buttonClass({ variant: 'hero' })}>
            Find jobs that fit you
          </Link>
          <Link to={paths.home} className={buttonClass({ variant: 'ghost' })}>
            Return to Home
          </Link>
        </div>
      </Card>
    </div>
  );
}

function OccupationView({ occupation }: { occupation: OccupationDetail }) {
  const tryJobs = useTryOccupations();
  // A pre-rendered page carries its signature quests: drawn with the page, no placeholder and no request.
  const carried = prerenderedOccupation(occupation.code)?.signature_quests;
  const quests = useSignatureQuestsQuery([occupation.code], { skip: !!carried });
  const signature = carried ?? quests.data?.occupations.find((o) => o.code === occupation.code)?.quests ?? [];
  const zone = occupation.job_zone;
  return (
    <article className="page page--reading explore" aria-labelledby="occupation-title">
      <header className="explore-header">
        <p className="sq-eyebrow">Occupation · {occupation.code}</p>
        <h1 id="occupation-title" className="explore-header__title">
          {occupation.title}
        </h1>
        <p className="explore-header__lead">{occupation.description}</p>
      </header>

      <section className="explore-section" aria-labelledby="quests-title">
        <h2 id="quests-title">Try it this week</h2>
        {!carried && quests.isLoading ? (
          <Card className="explore-quest" aria-busy="true">
            <span className="ex-skeleton ex-skeleton--title" />
            <span className="ex-skeleton" />
          </Card>
        ) : signature.length === 0 ? (
          <p className="explore-muted">No quest for this occupation yet.</p>
        ) : (
          <ul className="explore-quests" aria-label="Signature quests">
            {signature.map((quest) => (
              <li key={quest.id}>
                <SignatureQuestCard quest={quest} onStart={() => tryJobs([occupation.title], 'signup')} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="explore-grid">
        {occupation.tasks.length > 0 && (
          <section className="explore-section" aria-labelledby="tasks-title">
            <h2 id="tasks-title">What the work is</h2>
            <ul className="explore-tasks">
              {occupation.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </section>
        )}
        <section className="explore-section" aria-labelledby="zone-title">
          <h2 id="zone-title">How to get there</h2>
          {zone ? (
            <>
              <p>
                <Badge variant="outline">Job zone {zone.zone} of 5</Badge>
              </p>
              <p>
                <strong>{preparationOf(zone.name)}:</strong> {zone.education}
              </p>
              <p className="explore-muted">{zone.training}</p>
            </>
          ) : (
            <p className="explore-muted">O*NET has not rated the preparation this occupation needs.</p>
          )}
        </section>
      </div>

      {occupation.interests && (
        <section className="explore-section" aria-labelledby="interests-title">
          <h2 id="interests-title">Whom it suits</h2>
          <p className="explore-muted">
            How strongly each of the six interests marks this work, from 1 to 7.{' '}
            <Link to={paths.interestProfiler}>Find out your own</Link>.
          </p>
          <InterestChart
            scores={occupation.interests.scores}
            highPoints={occupation.interests.high_points}
            subject={occupation.title}
          />
        </section>
      )}

      {occupation.related.length > 0 && (
        <nav className="explore-section" aria-labelledby="related-title">
          <h2 id="related-title">Related occupations</h2>
          <ul className="explore-related">
            {occupation.related.map((r) => (
              <li key={r.code}>
                <Link to={occupationPath(r.code)}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <OnetAttribution code={occupation.code} />
    </article>
  );
}
