import { useMemo } from 'react';
import type { DailyLoopResponse } from '@sidequest/contracts';
import { browserTimeZone, useGetDailyLoopQuery } from '../api/daily-api';
import { HeadedSection } from './HeadedSection';
import '../daily.css';

const CELL = 14;
const GAP = 3;
const STEP = CELL + GAP;
const DAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];
const LEFT = 30;
const TOP = 4;

/** The last 12 weeks, one column per week and one cell per day, with each week's goal and the pauses marked. */
export function StreakHeatmap() {
  const timeZone = useMemo(browserTimeZone, []);
  const daily = useGetDailyLoopQuery(timeZone, { refetchOnMountOrArgChange: true });
  if (!daily.data) return null;
  return <HeatmapView loop={daily.data} />;
}

export function HeatmapView({ loop }: { loop: DailyLoopResponse }) {
  const { heatmap } = loop;
  const width = LEFT + heatmap.weeks.length * STEP;
  const height = TOP + 7 * STEP + 18;
  return (
    <HeadedSection
      block="daily-heatmap"
      className="sq-card"
      title="Your streak"
      aside={
        <p className="daily-heatmap__streak">
          <strong className="daily-heatmap__number">{loop.streak}</strong> {loop.streak === 1 ? 'week' : 'weeks'} in a
          row · goal {loop.weekly_goal} {loop.weekly_goal === 1 ? 'day' : 'days'} a week
        </p>
      }
    >
      {loop.pause_message && <p className="daily-heatmap__pause">{loop.pause_message}</p>}
      <svg
        className="daily-heatmap__svg"
        role="img"
        aria-label={heatmap.summary}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        {DAY_LABELS.map((label, row) =>
          label ? (
            <text key={row} x={0} y={TOP + row * STEP + CELL - 3} className="daily-heatmap__label">
              {label}
            </text>
          ) : null,
        )}
        {heatmap.weeks.map((week, col) => {
          const x = LEFT + col * STEP;
          const goalY = TOP + Math.min(week.goal, 7) * STEP - GAP / 2;
          return (
            <g key={week.start}>
              {week.paused && (
                <rect
                  x={x - 1}
                  y={TOP - 1}
                  width={CELL + 2}
                  height={7 * STEP - GAP + 2}
                  rx={4}
                  className="daily-heatmap__paused"
                />
              )}
              {week.days.map((day, row) => (
                <rect
                  key={day.date}
                  x={x}
                  y={TOP + row * STEP}
                  width={CELL}
                  height={CELL}
                  rx={3}
                  className={
                    day.checked_in
                      ? 'daily-heatmap__cell daily-heatmap__cell--done'
                      : day.future
                        ? 'daily-heatmap__cell daily-heatmap__cell--future'
                        : 'daily-heatmap__cell'
                  }
                />
              ))}
              <line
                x1={x - 1}
                x2={x + CELL + 1}
                y1={goalY}
                y2={goalY}
                className={week.met ? 'daily-heatmap__goal daily-heatmap__goal--met' : 'daily-heatmap__goal'}
              />
              {week.paused && (
                <text x={x + CELL / 2} y={TOP + 7 * STEP + 12} textAnchor="middle" className="daily-heatmap__label">
                  P
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="daily-heatmap__legend" aria-hidden="true">
        <span className="daily-heatmap__legend-item">
          <span className="daily-heatmap__key daily-heatmap__key--done" /> checked in
        </span>
        <span className="daily-heatmap__legend-item">
          <span className="daily-heatmap__key daily-heatmap__key--goal" /> weekly goal
        </span>
        <span className="daily-heatmap__legend-item">
          <span className="daily-heatmap__key daily-heatmap__key--paused" /> P: pause week
        </span>
      </p>
      {/* A table sizes to its content whatever its width says: the hidden box is the div, or a phone scrolls sideways. */}
      <div className="sq-visually-hidden">
        <table>
          <caption>{heatmap.summary}</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Days checked in</th>
            </tr>
          </thead>
          <tbody>
            {heatmap.weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">{week.label}</th>
                <td>
                  {week.days
                    .filter((d) => d.checked_in)
                    .map((d) => d.date)
                    .join(', ') || 'none'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HeadedSection>
  );
}
