import type { CheckIn } from '../daily/check-in';
import type { CheckInRepository } from '../ports/check-in-repository.port';

export class InMemoryCheckInRepository implements CheckInRepository {
  readonly rows = new Map<string, CheckIn>();

  async listByUser(userId: string): Promise<CheckIn[]> {
    return [...this.rows.values()]
      .filter((c) => c.userId === userId)
      .sort((a, b) => a.localDate.localeCompare(b.localDate))
      .map((c) => ({ ...c, at: new Date(c.at) }));
  }

  /** One JS turn decides at a time: nothing to lock. */
  listByUserLocked(userId: string): Promise<CheckIn[]> {
    return this.listByUser(userId);
  }

  async checkedInOn(pairs: readonly { userId: string; localDate: string }[]): Promise<Set<string>> {
    const keys = pairs.map((p) => `${p.userId}/${p.localDate}`);
    return new Set(keys.filter((k) => this.rows.has(k)));
  }

  async countBefore(
    pairs: readonly { userId: string; questId: string; before: string }[],
  ): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const p of pairs) {
      const n = [...this.rows.values()].filter(
        (c) => c.userId === p.userId && c.questId === p.questId && c.localDate < p.before,
      ).length;
      if (n > 0) counts.set(`${p.userId}/${p.questId}`, n);
    }
    return counts;
  }

  async add(checkIn: CheckIn): Promise<boolean> {
    const key = `${checkIn.userId}/${checkIn.localDate}`;
    if (this.rows.has(key)) return false;
    this.rows.set(key, { ...checkIn, at: new Date(checkIn.at) });
    return true;
  }

  async remove(userId: string, localDate: string): Promise<void> {
    this.rows.delete(`${userId}/${localDate}`);
  }

  async deleteByUser(userId: string): Promise<void> {
    for (const [key, c] of this.rows) if (c.userId === userId) this.rows.delete(key);
  }
}
