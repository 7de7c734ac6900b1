import type { Me } from '@sidequest/contracts';
import { paths } from '../paths';
import type { AuthStatus } from './auth-slice';

export interface ProfileCheck {
  status: AuthStatus;
  /** The answer of GET /api/me, once it came. */
  me?: Me;
  /** The check failed; treated like "no profile". */
  failed?: boolean;
}

/**
 * On / and /auth: with a session, go to /onboarding when there is no profile or onboarding is
 * not completed, else to /dashboard. 'stay' without a session; 'wait' while the profile loads.
 */
export function postAuthRoute({
  status,
  me,
  failed,
}: ProfileCheck): 'stay' | 'wait' | typeof paths.onboarding | typeof paths.dashboard {
  if (status === 'signed-out') return 'stay';
  if (status === 'unknown') return 'wait';
  if (me) return me.profile.onboarding_completed ? paths.dashboard : paths.onboarding;
  return failed ? paths.onboarding : 'wait';
}
