import { useRef, useState } from 'react';
import type { GeneratedQuest, JobQuestion, OccupationChoice } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGenerateOneQuestMutation, useGenerateQuestsMutation } from '../../../lib/quests/quests-api';
import { answerQuestion, questsOf, slotsFrom, type QuestSlot } from '../../../lib/quests/question-slots';
import { rememberQuizAnswer } from '../../../lib/quests/quiz-answers';
import { rangeOf } from '../../../lib/quests/typeahead/job-segment';
import type { LocalQuestTemplate } from '../quiz/landing-library';
import { suggestLandingQuests } from '../quiz/landing-quiz';

/** The spec's cap on the landing's quest cards. */
const MAX_QUESTS = 6;
/** Past this the local results show alone, as when the api cannot be reached. */
const API_WAIT_MS = 8000;

export type LandingCard =
  | { kind: 'matched'; quest: GeneratedQuest }
  | { kind: 'question'; key: string; question: JobQuestion }
  | { kind: 'local'; quest: LocalQuestTemplate };

/** The answer carried to onboarding, with a job the person settled on the landing written as its title. */
function settle(answer: string, typed: string, title: string): string {
  const at = rangeOf(answer, typed);
  return at ? `${answer.slice(0, at[0])}${title}${answer.slice(at[1])}` : answer;
}

/**
 * The landing's results: the quests matched to the typed jobs (POST /api/quests/generate, signed out) and the
 * jobs it asks back, then the local keyword quests up to six. Without the api, the local quests alone.
 */
export function useLandingResults() {
  const [generate] = useGenerateQuestsMutation();
  const [generateOne] = useGenerateOneQuestMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const [slots, setSlots] = useState<QuestSlot[] | null>(null);
  const [pending, setPending] = useState<{ key: string; code: string } | null>(null);
  const [arrived, setArrived] = useState<GeneratedQuest | null>(null);
  const carried = useRef('');
  const run = useRef(0);

  const start = (text: string) => {
    const id = ++run.current;
    carried.current = text;
    rememberQuizAnswer(text);
    setAnswer(text);
    setSlots(null);
    setArrived(null);
    const finish = (next: QuestSlot[]) => {
      clearTimeout(timer);
      if (run.current === id) setSlots((shown) => shown ?? next);
    };
    const timer = setTimeout(() => finish([]), API_WAIT_MS);
    generate({ answer: text })
      .unwrap()
      .then((found) => finish(slotsFrom(found, { maxQuests: MAX_QUESTS, withFillers: false })))
      .catch(() => finish([]));
  };

  const choose = async (key: string, question: JobQuestion, choice: OccupationChoice) => {
    if (!slots || pending) return;
    setPending({ key, code: choice.code });
    try {
      const { quest } = await generateOne({ code: choice.code, answer: carried.current }).unwrap();
      const next = answerQuestion(slots, key, quest, MAX_QUESTS);
      if (!next) return;
      setSlots(next);
      setArrived(quest);
      carried.current = settle(carried.current, question.typed, choice.title);
      rememberQuizAnswer(carried.current);
    } catch (error) {
      toast({
        title: 'Could not find that quest',
        description: apiErrorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const cards: LandingCard[] | null =
    answer === null || slots === null
      ? null
      : [
          ...slots.map((s): LandingCard => (s.kind === 'quest' ? { kind: 'matched', quest: s.quest } : s)),
          ...suggestLandingQuests(answer)
            .slice(0, MAX_QUESTS - questsOf(slots).length)
            .map((quest): LandingCard => ({ kind: 'local', quest })),
        ];

  return { answer, cards, start, choose, pending, arrived, reset: () => setAnswer(null) };
}
