import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock } from '@sidequest/kernel';
import { OnboardingStatus } from '@sidequest/accounts-domain';
import { provideUseCase } from '@sidequest/platform-db';
import { MikroOrmProfileRepository } from './persistence/mikro-orm-profile.repository';
import { ProfileRecordSchema } from './persistence/accounts.schemas';

/**
 * Accounts' public onboarding flag: exports OnboardingStatus (accounts-domain) over the profiles table.
 * The composition root gives this module to the contexts that ask for it (quests). The repository
 * uses the request's EntityManager, so a caller's unit of work covers the flag too.
 */
@Module({
  imports: [MikroOrmModule.forFeature([ProfileRecordSchema])],
  providers: [
    MikroOrmProfileRepository,
    provideUseCase(OnboardingStatus, { profiles: MikroOrmProfileRepository }, { clock: systemClock }),
  ],
  exports: [OnboardingStatus],
})
export class OnboardingStatusModule {}
