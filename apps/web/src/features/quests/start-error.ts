import type { ToastInput } from '@sidequest/web-ui';

export type StartFailure = 'unauthenticated' | 'locked' | 'missing' | 'failed' | 'unexpected';

/** Which toast a failed start shows (wording pinned in start-error.spec.ts), from the RTK Query error (an HTTP status, or none at all). */
export function startFailureOf(error: unknown): StartFailure {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  if (status === 401) return 'unauthenticated';
  if (status === 402) return 'locked';
  if (status === 404) return 'missing';
  if (typeof status === 'number') return 'failed';
  return 'unexpected';
}

export const START_FAILURE_TOASTS: Record<StartFailure, ToastInput> = {
  unauthenticated: {
    title: 'Authentication required',
    description: 'Please log in to start a quest',
    variant: 'destructive',
  },
  locked: { title: 'Premium Feature', description: 'Upgrade to access all community quests' },
  missing: { title: 'Error', description: 'Could not load quest details.', variant: 'destructive' },
  failed: { title: 'Error', description: 'Could not start quest. Please try again.', variant: 'destructive' },
  unexpected: { title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' },
};
