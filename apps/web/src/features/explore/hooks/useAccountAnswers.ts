import { useCallback, useEffect, useRef, useState } from 'react';
import type { InterestProfileResponse } from '@sidequest/contracts';
import {
  useClearInterestProfileMutation,
  useGetInterestProfileQuery,
  useSaveInterestProfileMutation,
} from '../api/explore-api';
import { newerAnswers, type TabAnswers } from '../profiler/saved-answers';
import type { Answers } from '../profiler/score';

/** How long answering must pause before the answers go to the account: a page of six clicks is one save. */
export const SAVE_DELAY_MS = 800;

export type AccountSaveState = 'idle' | 'saving' | 'saved' | 'failed';

const same = (a: Answers, b: Answers) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

const accountCopy = (data: InterestProfileResponse | undefined) =>
  data?.profile ? { answers: data.profile.answers, updatedAt: Date.parse(data.profile.updated_at) } : null;

/**
 * A signed-in person's profiler answers on their account: read once when the profiler opens (the newer of it and
 * this tab's copy wins, handed to `onResume`), then saved as they answer (debounced), at once when they `flush`
 * (finishing), and cleared by `retake`. Signed out (`userId` null) it does nothing at all.
 */
export function useAccountAnswers(userId: string | null, current: TabAnswers, onResume: (answers: TabAnswers) => void) {
  const profile = useGetInterestProfileQuery(userId ?? '', { skip: !userId, refetchOnMountOrArgChange: true });
  const [save] = useSaveInterestProfileMutation();
  const [clear] = useClearInterestProfileMutation();
  const [state, setState] = useState<AccountSaveState>('idle');
  /** The answers the account holds as far as we know; null until it has answered for this person. */
  const synced = useRef<Answers | null>(null);
  const resumedFor = useRef<string | null>(null);
  const latest = useRef(current);
  latest.current = current;
  const resume = useRef(onResume);
  resume.current = onResume;

  // Once per person and open: take the newer copy.
  useEffect(() => {
    if (!userId || resumedFor.current === userId || !profile.isSuccess || profile.isFetching) return;
    resumedFor.current = userId;
    const account = accountCopy(profile.data);
    synced.current = account?.answers ?? {};
    const chosen = newerAnswers(latest.current, account);
    if (chosen.from === 'account' && !same(chosen.answers, latest.current.answers)) resume.current(chosen);
  }, [userId, profile.isSuccess, profile.isFetching, profile.data]);

  const push = useCallback(async () => {
    const answers = latest.current.answers;
    if (!userId || synced.current === null || same(answers, synced.current)) return;
    if (Object.keys(answers).length === 0) return;
    setState('saving');
    try {
      await save({ answers }).unwrap();
      synced.current = answers;
      setState('saved');
    } catch {
      setState('failed');
    }
  }, [userId, save]);

  // Debounced: after each change of the answers, once answering pauses.
  useEffect(() => {
    if (!userId || synced.current === null || same(current.answers, synced.current)) return;
    const timer = setTimeout(() => void push(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, current.answers, push, profile.isSuccess, profile.isFetching]);

  const retake = useCallback(async () => {
    if (!userId) return;
    synced.current = {};
    setState('idle');
    try {
      await clear().unwrap();
    } catch {
      setState('failed');
    }
  }, [userId, clear]);

  return { state, flush: push, retake };
}
