import type { ReflectionRepository } from '../ports/reflection-repository.port';
import type { Reflection } from '../reflections/reflection';

const copy = (r: Reflection): Reflection => ({
  ...r,
  startedAt: r.startedAt ? new Date(r.startedAt) : null,
  endedAt: new Date(r.endedAt),
});

export class InMemoryReflectionRepository implements ReflectionRepository {
  readonly rows = new Map<string, Reflection>();

  async save(reflection: Reflection): Promise<void> {
    this.rows.set(`${reflection.userId}/${reflection.questId}`, copy(reflection));
  }

  async listByUser(userId: string): Promise<Reflection[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.endedAt.getTime() - a.endedAt.getTime() || a.questId.localeCompare(b.questId))
      .map(copy);
  }

  async deleteByUser(userId: string): Promise<void> {
    for (const [key, r] of this.rows) if (r.userId === userId) this.rows.delete(key);
  }
}
