import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader, PageSpinner } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { recallQuizAnswer } from '../../../lib/quests';
import { useGetMeQuery } from '../../../lib/session/session-api';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOnboarding } from '../hooks/useOnboarding';
import { ChooseQuestStep } from './ChooseQuestStep';
import { PlanDialog } from './PlanDialog';
import { QuestionStep } from './QuestionStep';
import { StartingQuest } from './StartingQuest';
import '../../../lib/quests/skeleton.css';
import '../onboarding.css';

/** /onboarding: the guards, then the two steps; questId= starts another generated quest instead. */
export function OnboardingPage() {
  useDocumentTitle('Begin your quest');
  const { user } = useSession();
  const [params] = useSearchParams();
  const me = useGetMeQuery(user?.id ?? '', { skip: !user });
  const questId = params.get('questId');
  const redo = params.get('redo') === '1';

  if (!user) return null; // RequireSession sends visitors to /auth
  if (questId) return <StartingQuest userId={user.id} questId={questId} />;
  if (!me.currentData && !me.isError) return <PageSpinner label="Checking your profile" />;
  if (me.currentData?.profile.onboarding_completed && !redo) return <Navigate to={paths.dashboard} replace />;
  return <OnboardingSteps userId={user.id} />;
}

/** The dialog opens from a card, not a Radix trigger: once it has left, focus goes back to the chosen card. */
function refocusChosenCard(deadline = Date.now() + 1000) {
  if (document.querySelector('[role="dialog"]') && Date.now() < deadline) {
    requestAnimationFrame(() => refocusChosenCard(deadline));
    return;
  }
  document.querySelector<HTMLButtonElement>('.onboarding__quest[aria-pressed="true"]')?.focus();
}

function OnboardingSteps({ userId }: { userId: string }) {
  const flow = useOnboarding(userId);
  const [initial] = useState(recallQuizAnswer);
  return (
    <div className="page onboarding">
      <PageHeader
        eyebrow="Onboarding"
        title="Begin your quest"
        description="Two short steps, and your first adventure is ready."
      />
      {flow.step === 'question' ? (
        <QuestionStep initial={flow.answer || initial} onSubmit={flow.generate} select={flow.retype} />
      ) : (
        <ChooseQuestStep
          slots={flow.step === 'generating' ? null : flow.cards.slots}
          selectedId={flow.selected?.id ?? null}
          onChoose={flow.choose}
          onSwitch={flow.cards.switchOccupation}
          switchingId={flow.cards.switching}
          onAnswer={flow.cards.choose}
          pending={flow.cards.pending}
          arrived={flow.cards.arrived}
          onRetype={flow.typeAgain}
          onSave={flow.save}
          onBack={flow.back}
          saving={flow.saving}
        />
      )}
      <PlanDialog
        open={flow.dialogOpen}
        onOpenChange={(open) => {
          flow.setDialogOpen(open);
          if (!open) refocusChosenCard();
        }}
        quest={flow.selected}
        plan={flow.plan}
        loading={flow.planLoading}
        saving={flow.saving}
        onSave={flow.save}
        reminder={flow.reminder}
        onReminderChange={flow.setReminder}
      />
    </div>
  );
}
