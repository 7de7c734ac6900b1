/**
 * Every job the product runs, with its payload. The platform declares mail here; each context
 * declares its own jobs from its nest lib by module augmentation:
 *
 *   declare module '@sidequest/platform-queue' {
 *     interface JobMap { 'quests.generate': { questId: string } }
 *   }
 *
 * A job is named `<queue>.<job>`: the part before the first dot is its BullMQ queue, one per
 * context, so a slow kind of job never holds another context's jobs (or mail) back.
 */
export interface JobMap {
  'mail.send': { mailId: string };
  'mail.purge': Record<string, never>;
  // Module augmentation does not reach through the index's `export *`, so contexts' jobs are listed here too.
  'feedback.purge': Record<string, never>;
  'progress.remind': Record<string, never>;
}

export type JobName = keyof JobMap & `${string}.${string}`;

/** The queue a job runs on: the context part of its name (`mail.send` -> `mail`). */
export function queueOf(name: string): string {
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export interface RetryPolicy {
  attempts: number;
  /** First retry delay; each later one doubles it. */
  backoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, backoffMs: 2000 };

export function backoffDelay(policy: RetryPolicy, attemptsMade: number): number {
  return policy.backoffMs * 2 ** Math.max(0, attemptsMade - 1);
}

export interface JobContext {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler<N extends JobName = JobName> {
  process(payload: JobMap[N], ctx: JobContext): Promise<void>;
  /** Called once, after the last attempt failed. */
  onFinalFailure?(payload: JobMap[N], error: Error): Promise<void>;
}
