import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { InterestScores } from '@sidequest/contracts';
import { Badge, Button, Card } from '@sidequest/web-ui';
import { Checkbox } from '@sidequest/web-ui/primitives';
import { useOccupationsByInterestsQuery, useSignatureQuestsQuery, type OccupationMatch } from '../api/explore-api';
import { useTryOccupations } from '../hooks/useTryOccupations';
import { occupationPath } from '../occupation-path';
import { INTERESTS, strongestInterests, ZONE_LABELS } from '../riasec';
import { InterestChart } from './InterestChart';
import { OnetAttribution } from './OnetAttribution';

const RESULTS = 20;
const ZONES = [1, 2, 3, 4, 5];
/** As many jobs as the landing quiz and onboarding take. */
export const MAX_PICKS = 3;

/** The correlation in words: the ranking is what matters, the figure would read like a percentage. */
const fitWords = (fit: number) =>
  fit >= 0.9 ? 'Very strong fit' : fit >= 0.75 ? 'Strong fit' : fit >= 0.5 ? 'Good fit' : 'Some fit';

export interface ProfilerResultsProps {
  scores: InterestScores;
  onChangeAnswers: () => void;
  onStartOver: () => void;
  /** "Start over", or "Retake" for a signed-in person (it clears their saved answers too). */
  startOverLabel?: string;
}

/**
 * The person's profile, their top interests in words, and occupations ranked by fit within the chosen job zones.
 * They pick up to three, and "Try these" goes on as if they had typed those jobs (useTryOccupations).
 */
export function ProfilerResults({
  scores,
  onChangeAnswers,
  onStartOver,
  startOverLabel = 'Start over',
}: ProfilerResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const top = strongestInterests(scores);
  const [zones, setZones] = useState<number[]>([]);
  const body = useMemo(
    () => ({ interests: scores, limit: RESULTS, ...(zones.length ? { zones } : {}) }),
    [scores, zones],
  );
  const ranked = useOccupationsByInterestsQuery(body);
  const results = ranked.data?.results ?? [];
  const codes = results.map((r) => r.code);
  const quests = useSignatureQuestsQuery(codes, { skip: codes.length === 0 });
  const questTitle = (code: string) => quests.data?.occupations.find((o) => o.code === code)?.quests[0]?.title ?? null;
  const toggleZone = (zone: number, on: boolean) =>
    setZones((all) => (on ? [...all, zone].sort() : all.filter((z) => z !== zone)));
  // Picks are kept by code with their title, so a job zone filter that hides one does not drop it.
  const [picks, setPicks] = useState<{ code: string; title: string }[]>([]);
  const togglePick = (result: OccupationMatch, on: boolean) =>
    setPicks((all) =>
      on
        ? all.length < MAX_PICKS && !all.some((p) => p.code === result.code)
          ? [...all, { code: result.code, title: result.title }]
          : all
        : all.filter((p) => p.code !== result.code),
    );
  const tryJobs = useTryOccupations();
  const full = picks.length >= MAX_PICKS;

  return (
    <section className="profiler-results" aria-labelledby="results-title">
      <h2 id="results-title" ref={headingRef} tabIndex={-1} className="profiler__page-title">
        Your interest profile
      </h2>
      <div className="explore-grid">
        <InterestChart scores={scores} highPoints={top.join('')} subject="your answers" />
        <ul className="profiler-results__top" aria-label="Your strongest interests">
          {top.map((key) => {
            const interest = INTERESTS.find((i) => i.key === key)!;
            return (
              <li key={key}>
                <strong>{interest.name}.</strong> {interest.about}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="profiler__actions profiler__actions--start">
        <Button variant="ghost" onClick={onChangeAnswers}>
          Change my answers
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {startOverLabel}
        </Button>
      </div>

      <h2 className="profiler__page-title">Jobs that fit you</h2>
      <fieldset className="profiler-results__zones">
        <legend>How much preparation do you want?</legend>
        <p className="explore-muted">Tick the ones you would take on; none ticked shows them all.</p>
        <div className="profiler-results__zone-list">
          {ZONES.map((zone) => (
            <Checkbox
              key={zone}
              checked={zones.includes(zone)}
              onCheckedChange={(on) => toggleZone(zone, on)}
              label={ZONE_LABELS[zone]}
            />
          ))}
        </div>
      </fieldset>
      <p className="sq-visually-hidden" role="status">
        {ranked.isFetching ? 'Finding jobs' : `${results.length} jobs shown`}
      </p>
      {ranked.isError ? (
        <p className="profiler__missing">Could not rank the jobs just now. Please try again.</p>
      ) : ranked.isLoading ? (
        <Card aria-busy="true">
          <span className="ex-skeleton ex-skeleton--title" />
          <span className="ex-skeleton" />
        </Card>
      ) : results.length === 0 ? (
        <p className="explore-muted">No jobs in those job zones. Tick another one.</p>
      ) : (
        <ol className="profiler-results__list" aria-busy={ranked.isFetching}>
          {results.map((r) => {
            const picked = picks.some((p) => p.code === r.code);
            return (
              <ResultRow
                key={r.code}
                result={r}
                quest={questTitle(r.code)}
                questsLoading={quests.isLoading}
                picked={picked}
                canPick={picked || !full}
                onPick={(on) => togglePick(r, on)}
              />
            );
          })}
        </ol>
      )}
      <div className="profiler-results__try" role="group" aria-label="Jobs to try">
        <p className="profiler-results__picked" role="status">
          {picks.length === 0
            ? `Pick up to ${MAX_PICKS} jobs to try.`
            : `Picked ${picks.length} of ${MAX_PICKS}: ${picks.map((p) => p.title).join('; ')}`}
        </p>
        <Button
          variant="hero"
          disabled={picks.length === 0}
          onClick={() =>
            tryJobs(
              picks.map((p) => p.title),
              'landing',
            )
          }
        >
          {picks.length > 1 ? 'Try these' : 'Try this'}
        </Button>
      </div>
      <OnetAttribution />
    </section>
  );
}

function ResultRow({
  result,
  quest,
  questsLoading,
  picked,
  canPick,
  onPick,
}: {
  result: OccupationMatch;
  quest: string | null;
  questsLoading: boolean;
  picked: boolean;
  canPick: boolean;
  onPick: (on: boolean) => void;
}) {
  return (
    <li>
      <Card className="profiler-result">
        <h3 className="profiler-result__title">
          <Link to={occupationPath(result.code)}>{result.title}</Link>
        </h3>
        <p className="profiler-result__facts">
          <Badge variant="gold">{fitWords(result.fit)}</Badge>
          {result.job_zone && <span>{ZONE_LABELS[result.job_zone]} preparation</span>}
        </p>
        <p className="profiler-result__quest">
          <span className="explore-muted">Quest: </span>
          {quest ?? (questsLoading ? '…' : 'none yet')}
        </p>
        <Checkbox
          className="profiler-result__pick"
          checked={picked}
          disabled={!canPick}
          onCheckedChange={onPick}
          label={
            <>
              Try this job<span className="sq-visually-hidden">: {result.title}</span>
              {!canPick && <span className="explore-muted"> (three picked)</span>}
            </>
          }
        />
      </Card>
    </li>
  );
}
