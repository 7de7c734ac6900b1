import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { rememberQuizAnswer } from '../../../lib/quests/quiz-answers';
import type { LandingState } from '../../../lib/quests/try-jobs';
import { useSession } from '../../../lib/session';

/**
 * "Try these" (the profiler's picks) and "Start this quest" (an occupation page): the occupations' titles go
 * where typed jobs go. Signed in: onboarding's question, prefilled with them (redo=1 lets a person who already
 * has a quest choose a new one). Signed out: "Try these" opens the landing quiz's quests for those jobs, as if
 * typed there; "Start this quest" goes on to sign-up. Either way the answer is remembered (rememberQuizAnswer),
 * so onboarding after sign-up opens with it, even in the tab a confirmation mail opens.
 */
export function useTryOccupations() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  return useCallback(
    (titles: readonly string[], signedOut: 'landing' | 'signup') => {
      rememberQuizAnswer(titles.join(', '));
      if (isSignedIn) void navigate(`${paths.onboarding}?redo=1`);
      else if (signedOut === 'signup') void navigate(`${paths.auth}?mode=signup`);
      else void navigate(paths.home, { state: { tryJobs: [...titles] } satisfies LandingState });
    },
    [isSignedIn, navigate],
  );
}
