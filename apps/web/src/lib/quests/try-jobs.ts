/** What the landing page reads from the router's state: jobs to open its quiz with, as if typed there. */
export interface LandingState {
  tryJobs?: string[];
}

/** The jobs a router state carries to the landing quiz (at most three non-empty titles), or none. */
export function jobsToTry(state: unknown): string[] {
  const jobs = (state as LandingState | null)?.tryJobs;
  if (!Array.isArray(jobs)) return [];
  return jobs.filter((job): job is string => typeof job === 'string' && job.trim().length > 0).slice(0, 3);
}
