import { DomainError, err, ok, type Clock, type IdGenerator, type Result, type UnitOfWork } from '@sidequest/kernel';
import { generatePlan, isEmptyPlan, type Plan } from '@sidequest/plans-domain';
import { detectInterests } from '../generator/interests';
import type { QuestDraft } from '../generator/quest-draft';
import type {
  GeneratedQuestRepository,
  OnboardingResponseRepository,
  OnboardingStatusPort,
  QuestSelectionRepository,
} from '../ports/quests-ports';
import { signaturePlanSteps } from '../generator/signature-ids';

export interface CompleteOnboardingDeps {
  uow: UnitOfWork;
  status: OnboardingStatusPort;
  responses: OnboardingResponseRepository;
  generated: GeneratedQuestRepository;
  selections: QuestSelectionRepository;
  clock: Clock;
  ids: IdGenerator;
}

/** "Save & Start Quest": profile, response, the three quests and the selection with its plan, all or nothing. */
export class CompleteOnboarding {
  constructor(private readonly deps: CompleteOnboardingDeps) {}

  async execute(input: {
    userId: string;
    answer: string;
    quests: QuestDraft[];
    selectedQuestId: string;
    plan?: Plan;
  }): Promise<Result<{ questId: string }>> {
    // A quest id appears once per user: repeats in the request keep their first occurrence.
    const quests = input.quests.filter((q, i) => input.quests.findIndex((o) => o.id === q.id) === i).slice(0, 3);
    if (quests.length === 0) return err(new DomainError('invalid', 'No quests returned. Try adjusting your answer.'));
    const chosen = quests.find((q) => q.id === input.selectedQuestId);
    if (!chosen) return err(new DomainError('invalid', 'Please choose one quest to start.'));
    const plan =
      input.plan && !isEmptyPlan(input.plan)
        ? input.plan
        : generatePlan({ quest: chosen, userAnswer: input.answer, steps: signaturePlanSteps(chosen.id) ?? undefined });
    const now = this.deps.clock.now();
    const { userId } = input;
    await this.deps.uow.transaction(async () => {
      await this.deps.status.markCompleted(userId);
      await this.deps.responses.save({
        userId,
        interests: detectInterests(input.answer),
        dreamRole: input.answer.trim() || null,
        createdAt: now,
      });
      await this.deps.generated.saveAll(
        quests.map((q) => ({
          id: this.deps.ids.next(),
          userId,
          questId: q.id,
          title: q.title,
          description: q.description,
          isSelected: q.id === chosen.id,
          createdAt: now,
        })),
      );
      // Quests from an earlier onboarding go back to the list: only the chosen one is selected.
      await this.deps.generated.select(userId, chosen.id);
      await this.deps.selections.save({
        id: this.deps.ids.next(),
        userId,
        questId: chosen.id,
        title: chosen.title,
        description: chosen.description,
        plan,
        createdAt: now,
        updatedAt: now,
      });
    });
    return ok({ questId: chosen.id });
  }
}
