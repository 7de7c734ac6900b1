import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Reflection, ReflectionRepository } from '@sidequest/progress-domain';
import { isUuid } from './user-id';

interface Row {
  user_id: string;
  quest_id: string;
  quest_title: string;
  occupation_code: string | null;
  occupation_title: string | null;
  rating: number;
  direction: Reflection['direction'];
  surprise: string | null;
  ended: Reflection['ended'];
  started_at: Date | string | null;
  ended_at: Date | string;
}

const toReflection = (r: Row): Reflection => ({
  userId: r.user_id,
  questId: r.quest_id,
  questTitle: r.quest_title,
  occupationCode: r.occupation_code,
  occupationTitle: r.occupation_title,
  rating: Number(r.rating),
  direction: r.direction,
  surprise: r.surprise,
  ended: r.ended,
  startedAt: r.started_at ? new Date(r.started_at) : null,
  endedAt: new Date(r.ended_at),
});

/** The quest log in Postgres: one row per user and quest; a save upserts it in one statement. */
@Injectable()
export class MikroOrmReflectionRepository implements ReflectionRepository {
  constructor(private readonly em: EntityManager) {}

  async save(r: Reflection): Promise<void> {
    await this.em.execute(
      `insert into reflections (user_id, quest_id, quest_title, occupation_code, occupation_title, rating, direction,
                                surprise, ended, started_at, ended_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, quest_id) do update set
         quest_title = excluded.quest_title, occupation_code = excluded.occupation_code,
         occupation_title = excluded.occupation_title, rating = excluded.rating, direction = excluded.direction,
         surprise = excluded.surprise, ended = excluded.ended, started_at = excluded.started_at,
         ended_at = excluded.ended_at`,
      [
        r.userId,
        r.questId,
        r.questTitle.slice(0, 200),
        r.occupationCode,
        r.occupationTitle?.slice(0, 200) ?? null,
        r.rating,
        r.direction,
        r.surprise,
        r.ended,
        r.startedAt,
        r.endedAt,
      ],
    );
  }

  async listByUser(userId: string): Promise<Reflection[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.em.execute<Row[]>(
      'select * from reflections where user_id = ? order by ended_at desc, quest_id asc',
      [userId],
    );
    return rows.map(toReflection);
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.execute('delete from reflections where user_id = ?', [userId]);
  }
}
