export { QuestsModule, type QuestsModuleOptions } from './quests.module';
export { questsContext } from './quests.context';
export { questsMigrations } from './persistence/quests.migrations';
export { seedCommunityQuestsSql, CommunityCatalogueSync } from './persistence/community-catalogue.sync';
export { questsEntitySchemas } from './persistence/quests.schemas';
export { LlmQuestGenerator } from './llm/llm-quest.generator';
