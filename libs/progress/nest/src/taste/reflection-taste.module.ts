import { Module } from '@nestjs/common';
import { QuestTaste } from '@sidequest/quests-domain';
import { ReflectionTaste } from './reflection-quest-taste';

/**
 * Progress's answer to quests' QuestTaste: a person's taste read from their own reflections. The
 * composition root gives this module to quests (as accounts' OnboardingStatusModule is given), so quests
 * never imports progress. It imports nothing of quests' module, so Nest sees no cycle.
 */
@Module({
  providers: [{ provide: QuestTaste, useExisting: ReflectionTaste }, ReflectionTaste],
  exports: [QuestTaste],
})
export class ReflectionTasteModule {}
