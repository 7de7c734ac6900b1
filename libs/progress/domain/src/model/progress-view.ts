import type { CommunityQuest } from './community-quest';
import type { QuestProgress } from './quest-progress.entity';

/** What the dashboard shows for one started quest. */
export interface ProgressView {
  progress: QuestProgress;
  quest: CommunityQuest;
}

/** Pairs progress rows with their quests, dropping any whose quest left the catalogue. */
export function joinWithQuests(rows: readonly QuestProgress[], quests: readonly CommunityQuest[]): ProgressView[] {
  const byId = new Map(quests.map((quest) => [quest.questId, quest]));
  return rows.flatMap((progress) => {
    const quest = byId.get(progress.questId);
    return quest ? [{ progress, quest }] : [];
  });
}
