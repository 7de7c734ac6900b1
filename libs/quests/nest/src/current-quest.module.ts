import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FindCurrentQuest, FindCurrentQuests } from '@sidequest/quests-domain';
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
        {
          provide: FindCurrentQuest,
          inject: [MikroOrmQuestSelectionRepository],
          useFactory: (selections: MikroOrmQuestSelectionRepository) => new FindCurrentQuest({ selections }),
        },
        {
          provide: FindCurrentQuests,
          inject: [MikroOrmQuestSelectionRepository],
          useFactory: (selections: MikroOrmQuestSelectionRepository) => new FindCurrentQuests({ selections }),
        },
      ],
      exports: [FindCurrentQuest, FindCurrentQuests],
    };
  }
}
