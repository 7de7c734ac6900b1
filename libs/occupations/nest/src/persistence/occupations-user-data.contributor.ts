import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { scoreProfilerAnswers } from '@sidequest/contracts';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MikroOrmInterestProfileRepository } from './mikro-orm-interest-profile.repository';
import { InterestProfileRecordSchema } from './occupations.schemas';

/** Occupations' part of export and deletion: the person's saved interest profiler answers and their profile. */
@Injectable()
export class OccupationsUserDataContributor implements UserDataContributor {
  readonly name = 'occupations';

  constructor(
    private readonly em: EntityManager,
    private readonly profiles: MikroOrmInterestProfileRepository,
  ) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const saved = await this.profiles.find(userId);
    return {
      interest_profile: saved && {
        answers: { ...saved.answers },
        scores: scoreProfilerAnswers(saved.answers),
        updated_at: saved.updatedAt.toISOString(),
      },
    };
  }

  async deleteUserData(userId: string): Promise<void> {
    await this.em.nativeDelete(InterestProfileRecordSchema, { userId });
  }
}
