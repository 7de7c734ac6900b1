/** Every job the product runs, with its payload. A new job is one line here and one processor. */
export interface JobMap {
  'mail.send': { mailId: string };
}
export type JobName = keyof JobMap;

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
