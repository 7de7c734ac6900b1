// The community catalogue belongs to quests; progress starts and ticks its quests and reads it through
// its own CommunityQuestRepository port. These are quests' public types, named here for progress's code.
export {
  COMMUNITY_CATEGORIES,
  DIFFICULTIES,
  MIN_STEPS,
  MAX_STEPS,
  isCommunityCategory,
  type CommunityCategory,
  type Difficulty,
  type CommunityQuest,
} from '@sidequest/quests-domain';
