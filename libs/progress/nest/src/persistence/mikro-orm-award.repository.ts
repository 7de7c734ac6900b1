import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AWARD_KINDS, type Award, type AwardKind, type AwardRepository } from '@sidequest/progress-domain';
import { isUuid } from './user-id';

interface Row {
  user_id: string;
  kind: string;
  subject: string;
  points: number | string;
  earned_at: Date | string;
}

/** progress_awards: earned once, kept. A grant inserts `on conflict do nothing`, in the caller's transaction. */
@Injectable()
export class MikroOrmAwardRepository implements AwardRepository {
  constructor(private readonly em: EntityManager) {}

  async grant(awards: readonly Award[]): Promise<void> {
    const rows = awards.filter((a) => isUuid(a.userId));
    if (!rows.length) return;
    // One statement for the batch: the awards go in as one JSON parameter.
    await this.em.execute(
      `insert into progress_awards (user_id, kind, subject, points, earned_at)
       select a.user_id, a.kind, a.subject, a.points, a.earned_at
         from jsonb_to_recordset(?::jsonb) as a(user_id uuid, kind text, subject text, points int, earned_at timestamptz)
       on conflict (user_id, kind, subject) do nothing`,
      [
        JSON.stringify(
          rows.map((a) => ({
            user_id: a.userId,
            kind: a.kind,
            subject: a.subject,
            points: a.points,
            earned_at: a.earnedAt.toISOString(),
          })),
        ),
      ],
    );
  }

  async listByUser(userId: string): Promise<Award[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.em.execute<Row[]>(
      `select user_id, kind, subject, points, earned_at from progress_awards
        where user_id = ? order by earned_at asc, kind asc, subject asc`,
      [userId],
    );
    return rows
      .filter((r) => (AWARD_KINDS as readonly string[]).includes(r.kind))
      .map((r) => ({
        userId: r.user_id,
        kind: r.kind as AwardKind,
        subject: r.subject,
        points: Number(r.points),
        earnedAt: new Date(r.earned_at),
      }));
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.execute('delete from progress_awards where user_id = ?', [userId]);
  }
}
