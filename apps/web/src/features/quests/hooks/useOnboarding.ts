import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@sidequest/web-ui';
import { defaultPlan, isEmptyPlan } from '@sidequest/plans-domain';
import { apiErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { browserTimeZone, useLazyGetReminderQuery, useSaveReminderMutation } from '../../../lib/reminders';
import {
  cacheDashboardQuest,
  forgetQuizAnswer,
  takePickedQuest,
  useCompleteOnboardingMutation,
  useGeneratePlanMutation,
  useGenerateQuestsMutation,
  type GeneratedQuest,
  type PlanData,
} from '../../../lib/quests';
import { questsOf, slotsFrom } from '../../../lib/quests/question-slots';
import { rangeOf } from '../../../lib/quests/typeahead/job-segment';
import { useQuestSlots } from './useQuestSlots';

export type OnboardingStep = 'question' | 'generating' | 'choose';

/** A message that ends like a sentence, so another can follow it. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const tryAgain = (error: unknown) => apiErrorMessage(error) ?? 'Please try again.';

/**
 * Onboarding's steps: question, generating, choose; a card click selects, makes its plan and opens the dialog.
 * Jobs the search could not settle come back as questions among the cards (useQuestSlots).
 */
export function useOnboarding(userId: string) {
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>('question');
  const [answer, setAnswer] = useState('');
  const [selected, setSelected] = useState<GeneratedQuest | null>(null);
  const [plan, setPlan] = useState<PlanData | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** "Type it again": the typed job to select in the answer. */
  const [retype, setRetype] = useState<[number, number] | null>(null);
  const planFor = useRef<string | null>(null);
  const [generateQuests] = useGenerateQuestsMutation();
  const cards = useQuestSlots(answer, (questId) => {
    setSelected((s) => (s?.id === questId ? null : s));
    if (planFor.current !== questId) return;
    planFor.current = null;
    setPlan(null);
  });
  const { quests } = cards;
  const [generatePlan, planState] = useGeneratePlanMutation();
  const [complete, saveState] = useCompleteOnboardingMutation();
  const [reminder, setReminder] = useState({ enabled: false, time: '18:00' });
  const [readReminder] = useLazyGetReminderQuery();
  const [saveReminder] = useSaveReminderMutation();

  /** After the start: the reminder on the new plan's days (the api's defaults), in this device's zone. */
  const remindOnQuestDays = async (time: string) => {
    const zone = browserTimeZone();
    try {
      // The new plan's days, even when an earlier quest's reminder was saved with others.
      const { plan_days: days } = await readReminder(zone).unwrap();
      await saveReminder({ enabled: true, time, days, time_zone: zone }).unwrap();
      toast({ title: 'Reminder set', description: `On your quest days at ${time}.`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Reminder not set',
        description: `${sentence(apiErrorMessage(error) ?? 'Please try again.')} You can turn it on from your account page.`,
        variant: 'destructive',
      });
    }
  };

  const generate = async (text: string) => {
    setAnswer(text);
    setStep('generating');
    setRetype(null);
    setSelected(null);
    setPlan(null);
    try {
      const found = slotsFrom(await generateQuests({ answer: text }).unwrap());
      if (found.length === 0) {
        toast({ title: 'No quests returned. Try adjusting your answer.', variant: 'destructive' });
        setStep('question');
        return;
      }
      cards.reset(found);
      setStep('choose');
      // The quest picked on the landing page, when it is among these: opened as if its card were clicked.
      const pickedId = takePickedQuest();
      const picked = pickedId ? questsOf(found).find((q) => q.id === pickedId) : undefined;
      if (picked) void choose(picked);
    } catch (error) {
      toast({ title: 'Could not generate quests', description: tryAgain(error), variant: 'destructive' });
      setStep('question');
    }
  };

  const choose = async (quest: GeneratedQuest) => {
    setSelected(quest);
    setDialogOpen(true);
    if (planFor.current === quest.id && plan) return;
    planFor.current = quest.id;
    setPlan(null);
    try {
      const made = (await generatePlan({ quest, userAnswer: answer, minutesPerDay: 30 }).unwrap()).plan;
      if (planFor.current !== quest.id) return; // another card was clicked meanwhile
      if (isEmptyPlan(made)) {
        toast({ title: 'Plan generation issue', description: 'Showing a default plan.' });
        setPlan(defaultPlan());
      } else setPlan(made);
    } catch (error) {
      if (planFor.current !== quest.id) return;
      planFor.current = null;
      setDialogOpen(false);
      toast({ title: 'Could not generate plan', description: tryAgain(error), variant: 'destructive' });
    }
  };

  const save = async () => {
    if (quests.length === 0)
      return toast({ title: 'No quests returned. Try adjusting your answer.', variant: 'destructive' });
    if (!selected)
      return toast({ title: 'Pick a quest', description: 'Please choose one quest to start.', variant: 'destructive' });
    try {
      const chosenPlan = planFor.current === selected.id && plan ? plan : undefined;
      const dashboard = await complete({ answer, quests, selectedQuestId: selected.id, plan: chosenPlan }).unwrap();
      const current = dashboard.current;
      if (current) cacheDashboardQuest(userId, current);
      forgetQuizAnswer();
      setDialogOpen(false);
      navigate(paths.dashboard, { replace: true });
      toast({ title: "You're set!", description: "Onboarding saved. Let's begin your quest.", variant: 'success' });
      // The quest has started whatever happens to the reminder; its own toast says how that went.
      if (reminder.enabled) void remindOnQuestDays(reminder.time);
    } catch (error) {
      toast({
        title: 'Could not save',
        description: apiErrorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return {
    step,
    answer,
    quests,
    selected,
    plan,
    planLoading: planState.isLoading,
    saving: saveState.isLoading,
    dialogOpen,
    setDialogOpen,
    generate,
    choose,
    cards,
    save,
    reminder,
    setReminder,
    retype,
    back: () => setStep('question'),
    /** "Type it again": back to the answer, the typed job selected. */
    typeAgain: (typed: string) => {
      setRetype(rangeOf(answer, typed) ?? [answer.length, answer.length]);
      setStep('question');
    },
  };
}
