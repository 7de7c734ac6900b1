import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { useLazySearchOccupationsQuery } from '../../../lib/quests/occupations-api';
import { JobTypeahead } from '../../../lib/quests/typeahead/JobTypeahead';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetOccupationGroupsQuery } from '../api/explore-api';
import { occupationPath } from '../occupation-path';
import { OnetAttribution } from './OnetAttribution';
import '../explore.css';

/**
 * /occupations: find a job by name (the same typeahead as every job field; a pick, or Enter on what was typed,
 * opens its page) or browse all 1,016 by the SOC's 23 major groups.
 */
export function OccupationsIndexPage() {
  useDocumentTitle('Explore occupations');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const [search, searching] = useLazySearchOccupationsQuery();
  const groups = useGetOccupationGroupsQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (!q) return;
    setNotFound(null);
    const found = await search({ q, limit: 1 }, true)
      .unwrap()
      .catch(() => null);
    const best = found?.results[0];
    if (best) void navigate(occupationPath(best.code));
    else setNotFound(q);
  };

  return (
    <div className="page page--reading explore">
      <header className="explore-header">
        <p className="sq-eyebrow">Occupations</p>
        <h1 className="explore-header__title">Explore occupations</h1>
        <p className="explore-header__lead">
          What a job is, what it asks, whom it suits, and a quest to try it this week. Type any job title, or browse
          them all by field. <Link to={paths.interestProfiler}>Not sure? Find jobs that fit you</Link>.
        </p>
      </header>

      <Card className="occupations-find">
        <form className="occupations-find__form" onSubmit={(e) => void submit(e)} role="search">
          <label className="sq-label" htmlFor="occupation-search">
            Job title
          </label>
          <div className="occupations-find__row">
            <JobTypeahead
              id="occupation-search"
              listLabel="Occupations like what you typed"
              maxLength={100}
              placeholder="e.g. electrician, CDL driver, art teacher"
              value={typed}
              onValueChange={(next) => {
                setTyped(next);
                setNotFound(null);
              }}
              onPick={(occupation) => void navigate(occupationPath(occupation.code))}
              aria-describedby={notFound ? 'occupation-search-missing' : undefined}
            />
            <Button type="submit" variant="hero" disabled={!typed.trim() || searching.isFetching}>
              Open
            </Button>
          </div>
          {notFound && (
            <p id="occupation-search-missing" className="profiler__missing" role="alert">
              No occupation found for “{notFound}”. Try another word for it, or browse below.
            </p>
          )}
        </form>
      </Card>

      <section aria-labelledby="browse-title" className="occupations-browse">
        <h2 id="browse-title" className="profiler__page-title">
          Browse by field
        </h2>
        {groups.isError ? (
          <p className="profiler__missing">Could not load the fields just now. Please try again.</p>
        ) : !groups.data ? (
          <Card aria-busy="true">
            <span className="ex-skeleton ex-skeleton--title" />
            <span className="ex-skeleton" />
          </Card>
        ) : (
          <ul className="occupations-browse__groups">
            {groups.data.groups.map((group) => (
              <li key={group.code}>
                <details className="occupations-browse__group">
                  <summary>
                    <span className="occupations-browse__name">{group.title}</span>{' '}
                    <span className="explore-muted">({group.occupations.length})</span>
                  </summary>
                  <ul className="occupations-browse__list">
                    {group.occupations.map((o) => (
                      <li key={o.code}>
                        <Link to={occupationPath(o.code)}>{o.title}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OnetAttribution />
    </div>
  );
}
