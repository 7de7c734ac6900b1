import type { Award } from '../awards/awards';
import type { AwardRepository } from '../ports/award-repository.port';

/** Awards in memory, keyed as the table is: (user, kind, subject); a second grant of a key changes nothing. */
export class InMemoryAwardRepository implements AwardRepository {
  private readonly rows = new Map<string, Award>();

  async grant(awards: readonly Award[]): Promise<void> {
    for (const a of awards) {
      const key = `${a.userId}/${a.kind}/${a.subject}`;
      if (!this.rows.has(key)) this.rows.set(key, { ...a });
    }
  }

  async listByUser(userId: string): Promise<Award[]> {
    return [...this.rows.values()]
      .filter((a) => a.userId === userId)
      .sort((a, b) => a.earnedAt.getTime() - b.earnedAt.getTime());
  }

  async deleteByUser(userId: string): Promise<void> {
    for (const [key, a] of this.rows) if (a.userId === userId) this.rows.delete(key);
  }
}
