import { communityCatalogueContract } from './community-catalogue.contract';
import { InMemoryCommunityQuestBoard } from './in-memory-community-quest-board';
import { InMemoryCommunityQuests } from './in-memory-community-quests';
import { InMemoryQuestProgress } from './in-memory-quest-progress';

communityCatalogueContract('in memory', () => {
  const quests = new InMemoryCommunityQuests();
  const progress = new InMemoryQuestProgress();
  return { quests, progress, board: new InMemoryCommunityQuestBoard(quests, progress) };
});
