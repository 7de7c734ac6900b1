import { communityQuestBoardContract } from './community-quest-board.contract';
import { InMemoryCommunityQuestBoard } from './in-memory-community-quest-board';
import { InMemoryCommunityQuests } from './in-memory-community-quests';
import { InMemoryQuestProgress } from './in-memory-quest-progress';

communityQuestBoardContract('in memory', () => {
  const progress = new InMemoryQuestProgress();
  return { progress, board: new InMemoryCommunityQuestBoard(new InMemoryCommunityQuests(), progress) };
});
