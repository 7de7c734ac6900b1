import { CompassIcon, FeatherIcon, FlameIcon, LockIcon, TrophyIcon, type LucideIcon } from 'lucide-react';
import type { ProgressionResponse } from '@sidequest/contracts';
import { useSession } from '../../../lib/session';
import { useGetProgressionQuery } from '../api/progression-api';
import '../progression.css';

type Badge = ProgressionResponse['badges'][number];

const ICONS: Record<Badge['id'], LucideIcon> = {
  'first-quest': TrophyIcon,
  'three-occupations': CompassIcon,
  'four-week-streak': FlameIcon,
  'first-reflection': FeatherIcon,
};

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** "Your progress": level, points to the next level and badges. Points are earned once and kept. */
export function ProgressPanel() {
  const { user } = useSession();
  const progression = useGetProgressionQuery(user?.id ?? '', { skip: !user });
  if (!user || !progression.currentData) return null;
  return <ProgressPanelView progression={progression.currentData} />;
}

export function ProgressPanelView({ progression }: { progression: ProgressionResponse }) {
  const { points, level, badges } = progression;
  const span = level.next === null ? 1 : level.next - level.from;
  const into = level.next === null ? 1 : points - level.from;
  const earned = badges.filter((b) => b.earned_at);
  const toEarn = badges.filter((b) => !b.earned_at);
  return (
    <section className="sq-card progression" aria-labelledby="progression-title" data-testid="progress-panel">
      <div className="progression__head">
        <h2 id="progression-title" className="progression__title">
          Your progress
        </h2>
        <p className="progression__level">
          Level {level.number} · <strong>{level.name}</strong>
        </p>
      </div>
      <div className="progression__points">
        <progress
          className="progression__bar"
          max={span}
          value={Math.min(into, span)}
          aria-label={`Points towards level ${level.number + 1}`}
        />
        <p className="progression__caption">
          {points} {points === 1 ? 'point' : 'points'}
          {level.next === null ? ' · top level reached' : ` · ${level.to_next} to the next level`}
        </p>
      </div>
      <h3 className="progression__subtitle">Badges</h3>
      <ul className="progression__badges">
        {earned.map((badge) => (
          <BadgeItem key={badge.id} badge={badge} />
        ))}
        {toEarn.map((badge) => (
          <BadgeItem key={badge.id} badge={badge} />
        ))}
      </ul>
    </section>
  );
}

function BadgeItem({ badge }: { badge: Badge }) {
  const Icon = badge.earned_at ? ICONS[badge.id] : LockIcon;
  return (
    <li className="progression__badge" data-earned={badge.earned_at ? '' : undefined}>
      <Icon size={18} aria-hidden="true" className="progression__badge-icon" />
      <span className="progression__badge-text">
        <span className="progression__badge-name">{badge.name}</span>
        <span className="progression__badge-note">
          {badge.earned_at ? (
            <>
              Earned <time dateTime={badge.earned_at}>{day.format(new Date(badge.earned_at))}</time>
            </>
          ) : (
            <>Not yet: {badge.how_to}</>
          )}
        </span>
      </span>
    </li>
  );
}
