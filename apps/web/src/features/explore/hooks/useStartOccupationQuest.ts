import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { rememberQuizAnswer } from '../../../lib/quests/quiz-answers';
import { useSession } from '../../../lib/session';

/**
 * "Start this quest" on an occupation: the occupation's title goes where the landing quiz's answer goes
 * (rememberQuizAnswer), so onboarding opens with it and offers its signature quest first. Signed out that
 * is after sign-up (the carried answer survives the confirmation mail's tab); signed in, straight to
 * onboarding's question (redo=1 lets a person who already has a quest choose a new one).
 */
export function useStartOccupationQuest() {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  return useCallback(
    (occupationTitle: string) => {
      rememberQuizAnswer(occupationTitle);
      void navigate(isSignedIn ? `${paths.onboarding}?redo=1` : `${paths.auth}?mode=signup`);
    },
    [isSignedIn, navigate],
  );
}
