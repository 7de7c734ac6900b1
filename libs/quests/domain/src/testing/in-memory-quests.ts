import type { UnitOfWork } from '@sidequest/kernel';
import type { GeneratedQuestRecord, OnboardingResponseRecord, QuestSelectionRecord } from '../model/quest-records';
import type {
  GeneratedQuestRepository,
  OnboardingResponseRepository,
  OnboardingStatusPort,
  QuestSelectionRepository,
} from '../ports/quests-ports';

/** Every quests table in memory, with a unit of work that restores them all when the work throws. */
export class InMemoryQuestsStore implements UnitOfWork {
  completed = new Set<string>();
  responses: OnboardingResponseRecord[] = [];
  generatedRows: GeneratedQuestRecord[] = [];
  selectionRows: QuestSelectionRecord[] = [];
  /** Finished selections by id (the adapter's finished_at column). */
  finishedSelections = new Map<string, Date>();

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const saved = {
      completed: new Set(this.completed),
      responses: [...this.responses],
      generated: [...this.generatedRows],
      selections: [...this.selectionRows],
      finished: new Map(this.finishedSelections),
    };
    try {
      return await work();
    } catch (error) {
      Object.assign(this, {
        completed: saved.completed,
        responses: saved.responses,
        generatedRows: saved.generated,
        selectionRows: saved.selections,
        finishedSelections: saved.finished,
      });
      throw error;
    }
  }

  readonly status: OnboardingStatusPort = {
    isCompleted: async (userId) => this.completed.has(userId),
    markCompleted: async (userId) => void this.completed.add(userId),
  };
  readonly responseRepository: OnboardingResponseRepository = { save: async (r) => void this.responses.push({ ...r }) };
  readonly generated: GeneratedQuestRepository = {
    // As the unique (user_id, quest_id) upsert: a quest the user already has is refreshed and keeps its id.
    saveAll: async (rows) => {
      for (const row of rows) {
        const at = this.generatedRows.findIndex((r) => r.userId === row.userId && r.questId === row.questId);
        if (at < 0) this.generatedRows = [...this.generatedRows, { ...row }];
        else this.generatedRows = this.generatedRows.map((r, i) => (i === at ? { ...row, id: r.id } : r));
      }
    },
    findByQuestId: async (userId, questId) =>
      this.generatedRows.find((r) => r.userId === userId && r.questId === questId) ?? null,
    select: async (userId, questId) => {
      this.generatedRows = this.generatedRows.map((r) =>
        r.userId === userId ? { ...r, isSelected: r.questId === questId } : r,
      );
    },
    delete: async (userId, id) => {
      const before = this.generatedRows.length;
      this.generatedRows = this.generatedRows.filter((r) => !(r.userId === userId && r.id === id));
      return this.generatedRows.length < before;
    },
  };
  readonly selections: QuestSelectionRepository = {
    // As the MikroORM adapter: an edit changes the owner's title, description, plan and updatedAt; an id that is
    // another user's is refused (the primary key), never taken over.
    save: async (s) => {
      const existing = this.selectionRows.find((r) => r.id === s.id);
      if (existing && existing.userId !== s.userId) throw new Error(`quest selection ${s.id} already exists`);
      const row = existing
        ? { ...existing, title: s.title, description: s.description, plan: s.plan, updatedAt: s.updatedAt }
        : { ...s };
      this.selectionRows = [...this.selectionRows.filter((r) => r.id !== s.id), row];
    },
    findCurrent: async (userId) => this.currentOf(userId),
    findCurrentMany: async (userIds) =>
      [...new Set(userIds)].flatMap((userId) => {
        const current = this.currentOf(userId);
        return current ? [current] : [];
      }),
    findByQuestId: async (userId, questId) => this.latestOf(userId, questId) ?? null,
    finish: async (userId, questId, at) => {
      const latest = this.latestOf(userId, questId);
      if (!latest || this.finishedSelections.has(latest.id)) return false;
      this.finishedSelections.set(latest.id, at);
      return true;
    },
  };

  private latestOf(userId: string, questId?: string): QuestSelectionRecord | undefined {
    return this.selectionRows
      .filter((r) => r.userId === userId && (questId === undefined || r.questId === questId))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  }

  /** The latest selection unless it is finished: a finished quest leaves "current" and none before it comes back. */
  private currentOf(userId: string): QuestSelectionRecord | null {
    const latest = this.latestOf(userId);
    return latest && !this.finishedSelections.has(latest.id) ? latest : null;
  }
}
