import type { OccupationDetail } from '@sidequest/contracts';
import type { OccupationProfile } from '@sidequest/occupations-domain';

// Type imports only: tools/bench/raw-baseline.ts loads this file as is, so its baseline answers the same body.

/** An occupation's page as the api answers it. */
export const detailDto = ({ occupation, tasks, jobZone, interests, related }: OccupationProfile): OccupationDetail => ({
  code: occupation.code,
  title: occupation.title,
  description: occupation.description,
  tasks: [...tasks],
  job_zone: jobZone && { ...jobZone },
  interests: interests && { scores: { ...interests.scores }, high_points: interests.highPoints },
  related: related.map(({ code, title }) => ({ code, title })),
});
