import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FindCurrentQuest, FindCurrentQuests } from '@sidequest/quests-domain';
import { provideUseCase } from '@sidequest/platform-db';
import { MikroOrmQuestSelectionRepository } from './persistence/mikro-orm-quest-selection.repository';
import { questsEntitySchemas } from './persistence/quests.schemas';

/**
 * Quests' FindCurrentQuest (and its batch FindCurrentQuests) alone, for a composition without quests' http module (the worker's
 * reminder tick). `imports` must export plans' QuestPlans (QuestPlansModule). The api gets
 * FindCurrentQuest from QuestsModule.
 */
@Module({})
export class CurrentQuestModule {
  static register(options: { imports?: DynamicModule['imports'] } = {}): DynamicModule {
    return {
      module: CurrentQuestModule,
      imports: [MikroOrmModule.forFeature(questsEntitySchemas), ...(options.imports ?? [])],
      providers: [
        MikroOrmQuestSelectionRepository,
        provideUseCase(FindCurrentQuest, { selections: MikroOrmQuestSelectionRepository }),
        provideUseCase(FindCurrentQuests, { selections: MikroOrmQuestSelectionRepository }),
      ],
      exports: [FindCurrentQuest, FindCurrentQuests],
    };
  }
}
