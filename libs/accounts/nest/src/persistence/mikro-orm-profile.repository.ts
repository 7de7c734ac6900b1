import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Profile, ProfileRepository } from '@sidequest/accounts-domain';
import { isUuid, profileMapper } from './accounts.mappers';
import { ProfileRecordSchema } from './accounts.schemas';

@Injectable()
export class MikroOrmProfileRepository implements ProfileRepository {
  constructor(private readonly em: EntityManager) {}

  async findByUserId(userId: string): Promise<Profile | null> {
    if (!isUuid(userId)) return null;
    const row = await this.em.findOne(ProfileRecordSchema, { userId }, { disableIdentityMap: true });
    return row ? profileMapper.toDomain(row) : null;
  }

  async save(profile: Profile): Promise<void> {
    await this.em
      .createQueryBuilder(ProfileRecordSchema)
      .insert(profileMapper.toRecord(profile))
      .onConflict('userId')
      .merge()
      .execute();
  }
}
