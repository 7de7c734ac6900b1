import type { OccupationRef } from '@sidequest/contracts';
import { onetLink } from './onet';

/** "Matched: <O*NET title>", linking to the occupation on O*NET OnLine (a new tab). */
export function MatchedOccupation({ occupation, className }: { occupation: OccupationRef; className: string }) {
  return (
    <p className={className}>
      Matched:{' '}
      <a href={onetLink(occupation.code)} target="_blank" rel="noopener noreferrer" data-onet-code={occupation.code}>
        {occupation.title}
        <span className="sq-visually-hidden"> (O*NET OnLine, opens in a new tab)</span>
      </a>
    </p>
  );
}
