import { useEffect, useRef } from 'react';
import { Button, Card } from '@sidequest/web-ui';
import type { OccupationChoice } from '@sidequest/contracts';
import type { GeneratedQuest, OccupationRef } from '../../../lib/quests';
import { JobQuestionCard } from '../../../lib/quests/JobQuestionCard';
import type { QuestSlot } from '../../../lib/quests/question-slots';
import { QuestTextSkeleton } from '../../../lib/quests/QuestViews';
import { GeneratedQuestItem } from './GeneratedQuestItem';

export interface ChooseQuestStepProps {
  /** The cards, quests and questions; null while they generate. */
  slots: QuestSlot[] | null;
  selectedId: string | null;
  onChoose: (quest: GeneratedQuest) => void;
  /** "Did you mean": regenerate this quest for another occupation. */
  onSwitch?: (questId: string, choice: OccupationRef) => void;
  /** The id of the quest being regenerated, if any. */
  switchingId?: string | null;
  /** A question answered: the chosen occupation's quest takes its place. */
  onAnswer: (key: string, choice: OccupationChoice) => void;
  /** The question and choice whose quest is on its way. */
  pending: { key: string; code: string } | null;
  /** The quest that last took a question's place: it gets the focus and is announced. */
  arrived: GeneratedQuest | null;
  /** "Type it again": back to the answer with this typed job. */
  onRetype: (typed: string) => void;
  onSave: () => void;
  onBack: () => void;
  saving: boolean;
}

const SAVE_REASON_ID = 'choose-save-reason';

/** Step 2: the quest cards (skeletons while they generate) and any job asked back, then Save & Start Quest. */
export function ChooseQuestStep({
  slots,
  pending,
  arrived,
  onAnswer,
  onRetype,
  onSave,
  onBack,
  saving,
  ...quest
}: ChooseQuestStepProps) {
  const list = useRef<HTMLUListElement>(null);
  const busy = pending !== null || !!quest.switchingId;

  // The answered question's card is gone: its quest takes the focus.
  useEffect(() => {
    if (arrived)
      list.current?.querySelector<HTMLButtonElement>(`button[data-quest-id="${CSS.escape(arrived.id)}"]`)?.focus();
  }, [arrived]);

  const asked = slots?.some((s) => s.kind === 'question');
  return (
    <section className="onboarding__choose" aria-labelledby="choose-title" aria-busy={slots === null || undefined}>
      <p className="sq-eyebrow">Step 2 of 2</p>
      <h2 id="choose-title" className="onboarding__choose-title">
        Choose your first quest
      </h2>
      {slots === null ? (
        <>
          <p role="status" className="onboarding__status">
            Forging your quests…
          </p>
          <ul className="onboarding__quests" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Card className="onboarding__quest onboarding__quest--skeleton">
                  <QuestTextSkeleton />
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="onboarding__status">
            {asked
              ? 'Answer the questions below for quests about those jobs, then pick the one that sparks something.'
              : 'Pick the one that sparks something. You can start the others later from your dashboard.'}
          </p>
          <p className="sq-visually-hidden" role="status">
            {arrived ? `Added a quest for ${arrived.occupation?.title ?? 'your job'}: ${arrived.title}` : ''}
          </p>
          <ul ref={list} className="onboarding__quests" aria-label="Generated quests">
            {slots.map((slot) =>
              slot.kind === 'question' ? (
                <li key={slot.key} className="onboarding__quest-item">
                  <JobQuestionCard
                    question={slot.question}
                    pendingCode={pending?.key === slot.key ? pending.code : null}
                    disabled={busy}
                    onChoose={(choice) => onAnswer(slot.key, choice)}
                    onRetype={() => onRetype(slot.question.typed)}
                  />
                </li>
              ) : (
                <GeneratedQuestItem key={slot.quest.id} quest={slot.quest} {...quest} />
              ),
            )}
          </ul>
          <div className="onboarding__actions">
            <Button variant="ghost" onClick={onBack}>
              Change my answer
            </Button>
            {!quest.selectedId && (
              <p id={SAVE_REASON_ID} className="onboarding__save-reason">
                Please choose one quest to start.
              </p>
            )}
            <Button
              variant="hero"
              size="lg"
              onClick={onSave}
              loading={saving}
              loadingText="Saving..."
              disabled={!quest.selectedId}
              aria-describedby={quest.selectedId ? undefined : SAVE_REASON_ID}
            >
              Save & Start Quest
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
