import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OnboardingStatusPort } from '@sidequest/quests-domain';
import { isUuid } from './quests.mappers';

/**
 * The profiles table belongs to accounts; this context only flips its onboarding flag. Plain SQL
 * through the injected EntityManager joins the open unit of work, so the flag commits with the rest.
 */
@Injectable()
export class SqlOnboardingStatus implements OnboardingStatusPort {
  constructor(private readonly em: EntityManager) {}

  async isCompleted(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const [row] = await this.em.execute<{ onboarding_completed: boolean }[]>('select onboarding_completed from profiles where user_id = ?', [userId]);
    return row?.onboarding_completed ?? false;
  }

  async markCompleted(userId: string): Promise<void> {
    await this.em.execute(
      `insert into profiles (user_id, onboarding_completed, updated_at) values (?, true, now())
       on conflict (user_id) do update set onboarding_completed = true, updated_at = excluded.updated_at`,
      [userId],
    );
  }
}
