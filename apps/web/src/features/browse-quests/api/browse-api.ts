import type { CommunityQuestFilter, CommunityQuestList, CommunityQuestProgress } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** The list's arguments: the filter, and whether the user is subscribed so a new subscription refetches the locks. */
export interface BrowseArgs extends CommunityQuestFilter {
  subscribed: boolean;
}

const browseApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCommunityQuests: build.query<CommunityQuestList, BrowseArgs>({
      query: ({ search, category }) => ({ url: '/community-quests', params: { search, category } }),
    }),
    /** The filter goes along so the server locks exactly what the screen showed. */
    startCommunityQuest: build.mutation<CommunityQuestProgress, { questId: string } & CommunityQuestFilter>({
      query: ({ questId, search, category }) => ({
        url: `/community-quests/${encodeURIComponent(questId)}/start`,
        method: 'POST',
        body: { search, category },
      }),
    }),
  }),
});

export const { useListCommunityQuestsQuery, useStartCommunityQuestMutation } = browseApi;
