import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OccupationRef } from '@sidequest/contracts';
import { Tabs } from '@sidequest/web-ui/primitives';
import { paths } from '../../../lib/paths';
import { NextOccupations } from './NextOccupations';
import '../explore.css';

export interface ExploreNextPanelProps {
  /** The current quest's occupation. */
  occupation: OccupationRef;
  /** Asked before a quest is started from here (the reflection on the current one). */
  beforeStart?: () => Promise<void>;
}

/**
 * "Explore next" beside the current quest: three occupations close to it, or of another kind, each with its
 * signature quest. The same list the finished quest's "Try next" offers, before the quest ends.
 */
export function ExploreNextPanel({ occupation, beforeStart }: ExploreNextPanelProps) {
  const [direction, setDirection] = useState<'more' | 'different'>('more');
  const list = (dir: 'more' | 'different') => (
    <NextOccupations from={{ ...occupation, direction: dir }} limit={3} beforeStart={beforeStart} />
  );
  return (
    <section className="sq-card explore-next" aria-labelledby="explore-next-title">
      <h2 id="explore-next-title" className="explore-next__title">
        Explore next
      </h2>
      <p className="explore-next__intro">
        Jobs near <strong>{occupation.title}</strong>, each with a quest you can start today.
      </p>
      <Tabs
        label="Which jobs to show"
        value={direction}
        onValueChange={(id) => setDirection(id === 'different' ? 'different' : 'more')}
        items={[
          { id: 'more', label: 'Close to this', content: list('more') },
          { id: 'different', label: 'Something different', content: list('different') },
        ]}
      />
      <p className="explore-next__intro">
        <Link to={paths.explorations}>Compare the jobs you have tried</Link>
      </p>
    </section>
  );
}
