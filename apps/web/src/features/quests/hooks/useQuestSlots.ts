import { useState } from 'react';
import { toast } from '@sidequest/web-ui';
import type { OccupationChoice } from '@sidequest/contracts';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGenerateOneQuestMutation, type GeneratedQuest, type OccupationRef } from '../../../lib/quests';
import { answerQuestion, questsOf, type QuestSlot } from '../../../lib/quests/question-slots';

const tryAgain = (error: unknown) => apiErrorMessage(error) ?? 'Please try again.';
const alreadyListed = (title: string) =>
  toast({ title: 'Already on your list', description: `One of your quests is already about ${title}.` });

/**
 * The cards of step 2: quests and the typed jobs asked back. A choice fetches that occupation's quest, which
 * takes the question's place; "Did you mean" swaps one quest for another occupation's. `onReplaced` hears
 * of a quest that left the list.
 */
export function useQuestSlots(answer: string, onReplaced: (questId: string) => void) {
  const [slots, setSlots] = useState<QuestSlot[]>([]);
  const [pending, setPending] = useState<{ key: string; code: string } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  /** The quest that last took a question's place: focused and announced. */
  const [arrived, setArrived] = useState<GeneratedQuest | null>(null);
  const [generateOne] = useGenerateOneQuestMutation();
  const busy = pending !== null || switching !== null;

  const choose = async (key: string, choice: OccupationChoice) => {
    if (busy) return;
    setPending({ key, code: choice.code });
    try {
      const { quest } = await generateOne({ code: choice.code, answer }).unwrap();
      const next = answerQuestion(slots, key, quest);
      if (!next) return alreadyListed(choice.title);
      const kept = new Set(questsOf(next).map((q) => q.id));
      questsOf(slots).forEach((q) => !kept.has(q.id) && onReplaced(q.id));
      setSlots(next);
      setArrived(quest);
    } catch (error) {
      toast({ title: 'Could not find that quest', description: tryAgain(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  /** "Did you mean": the quest `questId` becomes a quest for the chosen occupation; the others stay. */
  const switchOccupation = async (questId: string, choice: OccupationRef) => {
    const card = questsOf(slots).find((q) => q.id === questId);
    if (!card || busy) return;
    setSwitching(card.id);
    try {
      const { quest } = await generateOne({ code: choice.code, answer }).unwrap();
      if (questsOf(slots).some((q) => q.id !== questId && q.id === quest.id)) return alreadyListed(choice.title);
      // The card keeps offering the way back: the first match and the other alternatives.
      const back = [card.occupation, ...(card.alternatives ?? [])]
        .filter((o): o is OccupationRef => !!o && o.code !== choice.code)
        .slice(0, 5);
      const next = { ...quest, alternatives: back.length ? back : undefined };
      setSlots((all) => all.map((s) => (s.kind === 'quest' && s.quest.id === questId ? { ...s, quest: next } : s)));
      onReplaced(questId);
    } catch (error) {
      toast({ title: 'Could not change the quest', description: tryAgain(error), variant: 'destructive' });
    } finally {
      setSwitching(null);
    }
  };

  const reset = (next: QuestSlot[]) => {
    setSlots(next);
    setArrived(null);
  };

  return { slots, quests: questsOf(slots), reset, choose, pending, switchOccupation, switching, arrived };
}
