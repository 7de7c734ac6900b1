import { DomainError, err, ok, type Clock, type IdGenerator, type Result, type UnitOfWork } from '@sidequest/kernel';
import { generatePlan } from '@sidequest/plans-domain';
import type { QuestSelectionRecord } from '../model/quest-records';
import type { GeneratedQuestRepository, QuestSelectionRepository } from '../ports/quests-ports';
import { signaturePlanSteps } from '../generator/signature-ids';

/** questId= from the dashboard: that quest gets a plan and becomes current; the previous one goes back to the list. */
export class StartGeneratedQuest {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      generated: GeneratedQuestRepository;
      selections: QuestSelectionRepository;
      clock: Clock;
      ids: IdGenerator;
    },
  ) {}

  async execute(input: {
    userId: string;
    questId: string;
    minutesPerDay?: number;
  }): Promise<Result<QuestSelectionRecord>> {
    const quest = await this.deps.generated.findByQuestId(input.userId, input.questId);
    if (!quest) return err(new DomainError('not_found', 'Quest not found.'));
    const now = this.deps.clock.now();
    // A signature quest's plan follows its own milestones.
    const steps = signaturePlanSteps(quest.questId) ?? undefined;
    const plan = generatePlan({
      quest: { id: quest.questId, title: quest.title, description: quest.description },
      minutesPerDay: input.minutesPerDay,
      steps,
    });
    const selection = {
      id: this.deps.ids.next(),
      userId: input.userId,
      questId: quest.questId,
      title: quest.title,
      description: quest.description,
      plan,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.uow.transaction(async () => {
      await this.deps.generated.select(input.userId, quest.questId);
      await this.deps.selections.save(selection);
    });
    return ok(selection);
  }
}
