import type { GeneratedQuest, GenerateQuestsResponse, JobQuestion } from '@sidequest/contracts';

/** One card of the generated list: a quest, or a typed job asked back ("Which of these did you mean?"). */
export type QuestSlot =
  { kind: 'quest'; quest: GeneratedQuest } | { kind: 'question'; key: string; question: JobQuestion };

const isFiller = (slot: QuestSlot) => slot.kind === 'quest' && !slot.quest.occupation;
export const questsOf = (slots: readonly QuestSlot[]): GeneratedQuest[] =>
  slots.flatMap((slot) => (slot.kind === 'quest' ? [slot.quest] : []));

/**
 * The cards in the order they are shown: quests matched to a typed job, then the questions, then the
 * quests that only fill up (no occupation), which `withFillers: false` leaves out (the landing fills with its own).
 */
export function slotsFrom(
  { quests, questions }: GenerateQuestsResponse,
  { maxQuests = 3, withFillers = true } = {},
): QuestSlot[] {
  const kept = quests.slice(0, maxQuests);
  const matched = kept.filter((q) => q.occupation).map((quest) => ({ kind: 'quest' as const, quest }));
  const asked = questions.map((question, i) => ({
    kind: 'question' as const,
    key: `q${i}-${question.typed}`,
    question,
  }));
  const fillers = withFillers
    ? kept.filter((q) => !q.occupation).map((quest) => ({ kind: 'quest' as const, quest }))
    : [];
  return [...matched, ...asked, ...fillers];
}

/**
 * A question answered: its quest takes the question's place. Beyond `maxQuests` a filler quest makes room
 * (the last one), or else the last other quest. Null when the quest is already on the list.
 */
export function answerQuestion(
  slots: readonly QuestSlot[],
  key: string,
  quest: GeneratedQuest,
  maxQuests = 3,
): QuestSlot[] | null {
  if (questsOf(slots).some((q) => q.id === quest.id)) return null;
  const next: QuestSlot[] = slots.map((s) => (s.kind === 'question' && s.key === key ? { kind: 'quest', quest } : s));
  while (questsOf(next).length > maxQuests) {
    const others = next.filter((s) => !(s.kind === 'quest' && s.quest.id === quest.id));
    const drop = others.filter(isFiller).at(-1) ?? others.filter((s) => s.kind === 'quest').at(-1);
    if (!drop) break;
    next.splice(next.indexOf(drop), 1);
  }
  return next;
}
