import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuestPlans } from '@sidequest/plans-domain';
import type { UserDataContributor } from '@sidequest/platform-db';
import { isUuid } from './quests.mappers';
import { GeneratedQuestRowSchema, OnboardingResponseRowSchema, QuestSelectionRowSchema } from './quests.schemas';

const READ = { disableIdentityMap: true } as const;

/** The quests context's part of export and deletion: answers, generated quests, selections (with their plans, from plans). */
@Injectable()
export class QuestsUserDataContributor implements UserDataContributor {
  readonly name = 'quests';

  constructor(
    private readonly em: EntityManager,
    private readonly plans: QuestPlans,
  ) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    if (!isUuid(userId)) return { onboarding_responses: [], generated_quests: [], quest_selections: [] };
    const [responses, generated, selections, plans] = await Promise.all([
      this.em.find(OnboardingResponseRowSchema, { userId }, { ...READ, orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(GeneratedQuestRowSchema, { userId }, { ...READ, orderBy: { createdAt: 'asc', questId: 'asc' } }),
      this.em.find(QuestSelectionRowSchema, { userId }, { ...READ, orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.plans.listByUser({ userId }),
    ]);
    // Each selection's plan, which plans keeps.
    const planOf = new Map(plans.map((p) => [p.selectionId, p.plan]));
    return {
      onboarding_responses: responses.map((r) => ({
        interests: r.interests,
        dream_role: r.dreamRole ?? null,
        created_at: r.createdAt.toISOString(),
      })),
      generated_quests: generated.map((q) => ({
        id: q.id,
        quest_id: q.questId,
        title: q.title,
        description: q.description,
        is_selected: q.isSelected,
        created_at: q.createdAt.toISOString(),
      })),
      quest_selections: selections.map((s) => ({
        selected_quest_id: s.selectedQuestId,
        selected_quest_title: s.selectedQuestTitle,
        selected_quest_description: s.selectedQuestDescription,
        plan_data: planOf.get(s.id) ?? null,
        created_at: s.createdAt.toISOString(),
        updated_at: s.updatedAt.toISOString(),
        finished_at: s.finishedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Runs inside the deletion transaction, after it locked the account row (see LiveAccountWrites). */
  async deleteUserData(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.nativeDelete(QuestSelectionRowSchema, { userId });
    await this.em.nativeDelete(GeneratedQuestRowSchema, { userId });
    await this.em.nativeDelete(OnboardingResponseRowSchema, { userId });
  }
}
