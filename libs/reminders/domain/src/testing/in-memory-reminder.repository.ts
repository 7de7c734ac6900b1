import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';

const copy = (s: ReminderSettings): ReminderSettings => ({
  ...s,
  days: [...s.days],
  nextReminderAt: s.nextReminderAt ? new Date(s.nextReminderAt) : null,
  updatedAt: new Date(s.updatedAt),
});

export class InMemoryReminderRepository implements ReminderRepository {
  readonly rows = new Map<string, ReminderSettings>();
  readonly usedLinks = new Map<string, string>();

  async find(userId: string): Promise<ReminderSettings | null> {
    const row = this.rows.get(userId);
    return row ? copy(row) : null;
  }

  /** One process, no concurrent transactions to wait for: as find. */
  findForUpdate(userId: string): Promise<ReminderSettings | null> {
    return this.find(userId);
  }

  async save(settings: ReminderSettings): Promise<void> {
    this.rows.set(settings.userId, copy(settings));
  }

  async claimDue(now: Date, limit: number): Promise<ReminderSettings[]> {
    return [...this.rows.values()]
      .filter((r) => r.enabled && !r.paused && r.nextReminderAt !== null && r.nextReminderAt <= now)
      .sort((a, b) => a.nextReminderAt!.getTime() - b.nextReminderAt!.getTime())
      .slice(0, limit)
      .map(copy);
  }

  async saveMoves(rows: readonly ReminderSettings[]): Promise<void> {
    for (const r of rows) {
      const row = this.rows.get(r.userId);
      if (!row) continue;
      row.nextReminderAt = r.nextReminderAt ? new Date(r.nextReminderAt) : null;
      row.unansweredInRow = r.unansweredInRow;
      row.paused = r.paused;
      row.lastSentLocalDate = r.lastSentLocalDate;
      row.updatedAt = new Date(r.updatedAt);
    }
  }

  async resetUnanswered(userId: string): Promise<void> {
    const row = this.rows.get(userId);
    if (row) row.unansweredInRow = 0;
  }

  async useLink(linkId: string, userId: string, _at?: Date): Promise<boolean> {
    if (this.usedLinks.has(linkId)) return false;
    this.usedLinks.set(linkId, userId);
    return true;
  }

  async deleteByUser(userId: string): Promise<void> {
    this.rows.delete(userId);
    for (const [id, owner] of this.usedLinks) if (owner === userId) this.usedLinks.delete(id);
  }
}
