import type { OccupationRef } from '@sidequest/contracts';
import { occupationPath } from '../paths';

/**
 * "Matched: <O*NET title>", linking to the occupation's SideQuest page (which links on to O*NET OnLine). A new
 * tab: the cards sit in onboarding and on the landing, whose picks a same-tab visit would leave behind.
 */
export function MatchedOccupation({ occupation, className }: { occupation: OccupationRef; className: string }) {
  return (
    <p className={className}>
      Matched:{' '}
      <a href={occupationPath(occupation.code)} target="_blank" rel="noopener" data-onet-code={occupation.code}>
        {occupation.title}
        <span className="sq-visually-hidden"> (about this job, opens in a new tab)</span>
      </a>
    </p>
  );
}
