import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InterestProfileRepository, SavedInterestProfile } from '@sidequest/occupations-domain';
import { InterestProfileRecordSchema } from './occupations.schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `interest_profiles`: one row per person, written with one upsert. */
@Injectable()
export class MikroOrmInterestProfileRepository implements InterestProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<SavedInterestProfile | null> {
    // Users are keyed by uuid: any other id has no row, and Postgres is not asked to cast it.
    if (!UUID.test(userId)) return null;
    const row = await this.em.findOne(InterestProfileRecordSchema, { userId }, { disableIdentityMap: true });
    return row ? { userId: row.userId, answers: { ...row.answers }, updatedAt: row.updatedAt } : null;
  }

  async save(profile: SavedInterestProfile): Promise<void> {
    await this.em.execute(
      `insert into interest_profiles (user_id, answers, created_at, updated_at) values (?, ?::jsonb, ?, ?)
       on conflict (user_id) do update set answers = excluded.answers, updated_at = excluded.updated_at`,
      [profile.userId, JSON.stringify(profile.answers), profile.updatedAt, profile.updatedAt],
    );
  }

  async clear(userId: string): Promise<void> {
    if (!UUID.test(userId)) return;
    await this.em.nativeDelete(InterestProfileRecordSchema, { userId });
  }
}
