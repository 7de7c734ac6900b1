import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CheckIn, CheckInRepository } from '@sidequest/progress-domain';
import { isUuid } from './user-id';

interface Row {
  user_id: string;
  quest_id: string;
  local_date: string;
  zone: string;
  created_at: Date | string;
}

@Injectable()
export class MikroOrmCheckInRepository implements CheckInRepository {
  constructor(private readonly em: EntityManager) {}

  async listByUserLocked(userId: string): Promise<CheckIn[]> {
    if (!isUuid(userId)) return [];
    // A transaction-scoped advisory lock: it holds even while the user has no check-in row yet.
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('check-ins:' || ?, 0))`, [userId]);
    return this.listByUser(userId);
  }

  async listByUser(userId: string): Promise<CheckIn[]> {
    if (!isUuid(userId)) return [];
    // The date goes out as text, so no driver or server zone shifts the person's calendar day.
    const rows = await this.em.execute<Row[]>(
      `select user_id, quest_id, to_char(local_date, 'YYYY-MM-DD') as local_date, zone, created_at
         from check_ins where user_id = ? order by local_date asc`,
      [userId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      questId: r.quest_id,
      localDate: r.local_date,
      zone: r.zone,
      at: new Date(r.created_at),
    }));
  }

  async checkedInOn(pairs: readonly { userId: string; localDate: string }[]): Promise<Set<string>> {
    const asked = pairs.filter((p) => isUuid(p.userId) && /^\d{4}-\d{2}-\d{2}$/.test(p.localDate));
    if (!asked.length) return new Set();
    // One read for the batch: the pairs go in as one JSON parameter (no list of parameters per pair).
    const rows = await this.em.execute<{ user_id: string; local_date: string }[]>(
      `select c.user_id, to_char(c.local_date, 'YYYY-MM-DD') as local_date
         from check_ins c
         join jsonb_to_recordset(?::jsonb) as p(user_id uuid, local_date date)
           on c.user_id = p.user_id and c.local_date = p.local_date`,
      [JSON.stringify(asked.map((p) => ({ user_id: p.userId, local_date: p.localDate })))],
    );
    return new Set(rows.map((r) => `${r.user_id}/${r.local_date}`));
  }

  async countBefore(
    pairs: readonly { userId: string; questId: string; before: string }[],
  ): Promise<Map<string, number>> {
    const asked = pairs.filter((p) => isUuid(p.userId) && /^\d{4}-\d{2}-\d{2}$/.test(p.before));
    if (!asked.length) return new Map();
    const rows = await this.em.execute<{ user_id: string; quest_id: string; n: number | string }[]>(
      `select c.user_id, c.quest_id, count(*) as n
         from check_ins c
         join jsonb_to_recordset(?::jsonb) as p(user_id uuid, quest_id text, before date)
           on c.user_id = p.user_id and c.quest_id = p.quest_id and c.local_date < p.before
        group by c.user_id, c.quest_id`,
      [JSON.stringify(asked.map((p) => ({ user_id: p.userId, quest_id: p.questId, before: p.before })))],
    );
    return new Map(rows.map((r) => [`${r.user_id}/${r.quest_id}`, Number(r.n)]));
  }

  async add(checkIn: CheckIn): Promise<boolean> {
    const result = await this.em.execute<Row[]>(
      `insert into check_ins (user_id, quest_id, local_date, zone, created_at) values (?, ?, ?::date, ?, ?)
         on conflict (user_id, local_date) do nothing returning user_id`,
      [checkIn.userId, checkIn.questId, checkIn.localDate, checkIn.zone, checkIn.at],
    );
    return result.length > 0;
  }

  async remove(userId: string, localDate: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.execute('delete from check_ins where user_id = ? and local_date = ?::date', [userId, localDate]);
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.execute('delete from check_ins where user_id = ?', [userId]);
  }
}
