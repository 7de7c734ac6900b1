import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OnboardingResponseRecord, OnboardingResponseRepository } from '@sidequest/quests-domain';
import { OnboardingResponseRowSchema } from './quests.schemas';

@Injectable()
export class MikroOrmOnboardingResponseRepository implements OnboardingResponseRepository {
  constructor(private readonly em: EntityManager) {}

  async save(response: OnboardingResponseRecord): Promise<void> {
    await this.em.insert(OnboardingResponseRowSchema, { id: randomUUID(), ...response });
  }
}
