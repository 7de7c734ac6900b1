import type { InterestScores } from '@sidequest/contracts';
import { INTERESTS, interestName } from '../riasec';

const ROW = 30;
const LABEL_WIDTH = 118;
const BAR_WIDTH = 162;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + 40;

export interface InterestChartProps {
  scores: InterestScores;
  /** O*NET's high-point code, e.g. "ICR": its letters are drawn in gold. */
  highPoints: string;
  /** What the picture is of, e.g. "Software Developers" or "Your interests". */
  subject: string;
}

/**
 * Six bars, R I A S E C, each 1–7 as O*NET scores them. The SVG is decoration for sighted readers; a screen
 * reader gets the same figures from the table and the high-point code from the caption.
 */
export function InterestChart({ scores, highPoints, subject }: InterestChartProps) {
  const high = new Set(highPoints.split(''));
  const code = highPoints
    .split('')
    .map((letter) => interestName(letter))
    .join(', ');
  return (
    <figure className="interest-chart">
      <svg
        className="interest-chart__svg"
        viewBox={`0 0 ${WIDTH} ${ROW * INTERESTS.length}`}
        aria-hidden="true"
        focusable="false"
      >
        {INTERESTS.map(({ key, name }, row) => {
          const y = row * ROW;
          const length = Math.max(2, (scores[key] / 7) * BAR_WIDTH);
          return (
            <g key={key} className={high.has(key) ? 'interest-chart__row is-high' : 'interest-chart__row'}>
              <text x={0} y={y + 19} className="interest-chart__letter">
                {key}
              </text>
              <text x={18} y={y + 19} className="interest-chart__name">
                {name}
              </text>
              <rect x={LABEL_WIDTH} y={y + 6} width={BAR_WIDTH} height={16} rx={8} className="interest-chart__track" />
              <rect x={LABEL_WIDTH} y={y + 6} width={length} height={16} rx={8} className="interest-chart__bar" />
              <text x={LABEL_WIDTH + BAR_WIDTH + 8} y={y + 19} className="interest-chart__value">
                {scores[key].toFixed(1)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="interest-chart__caption">
        High-point code <strong>{highPoints || '—'}</strong>
        {code && <span>: {code}</span>}
      </figcaption>
      {/* A table sizes itself to its cells whatever its width says: the hiding box is around it. */}
      <div className="sq-visually-hidden">
        <table>
          <caption>{`Interest profile of ${subject}, each from 1 (low) to 7 (high)`}</caption>
          <thead>
            <tr>
              <th scope="col">Interest</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {INTERESTS.map(({ key, name }) => (
              <tr key={key}>
                <th scope="row">{`${name} (${key})`}</th>
                <td>{scores[key].toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
