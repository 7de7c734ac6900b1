import { communityQuestBoardContract } from './community-quest-board.contract';
import { InMemoryCommunityQuestBoard } from './in-memory-community-quest-board';

communityQuestBoardContract('in memory', () => {
  const board = new InMemoryCommunityQuestBoard();
  return { board, start: (userId, quest) => board.start(userId, quest.questId) };
});
