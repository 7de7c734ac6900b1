import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { QuestTaste } from '@sidequest/quests-domain';
import { MikroOrmReflectionRepository } from '../persistence/mikro-orm-reflection.repository';
import { ReflectionRowSchema } from '../persistence/progress.schemas';
import { MikroOrmReflectionTaste } from './reflection-quest-taste';

/**
 * Progress's answer to quests' QuestTaste: a person's taste read from their own reflections. The
 * composition root gives this module to quests (as accounts' OnboardingStatusModule is given), so quests
 * never imports progress. It imports nothing of quests' module, so Nest sees no cycle.
 */
@Module({
  imports: [MikroOrmModule.forFeature([ReflectionRowSchema])],
  providers: [
    MikroOrmReflectionRepository,
    { provide: QuestTaste, useExisting: MikroOrmReflectionTaste },
    MikroOrmReflectionTaste,
  ],
  exports: [QuestTaste],
})
export class ReflectionTasteModule {}
