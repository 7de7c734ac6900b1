import type { CommunityQuestFilter, CommunityQuestList, CommunityQuestProgress } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** The list's arguments: the filter, and whether the user is subscribed so a new subscription refetches the locks. */
export interface BrowseArgs extends CommunityQuestFilter {
  subscribed: boolean;
}

/**
 * The list answers with an ETag and `private, no-cache`: the browser's own cache revalidates it
 * (If-None-Match, 304) and hands fetch the stored body, so nothing here deals with it.
 */
const browseApi = api.enhanceEndpoints({ addTagTypes: ['CommunityQuests'] }).injectEndpoints({
  endpoints: (build) => ({
    listCommunityQuests: build.query<CommunityQuestList, BrowseArgs>({
      query: ({ search, category }) => ({ url: '/community-quests', params: { search, category } }),
      providesTags: ['CommunityQuests'],
    }),
    /** A start uses one of the free places and changes the cards' started flag: the list is fetched again. */
    startCommunityQuest: build.mutation<CommunityQuestProgress, { questId: string }>({
      query: ({ questId }) => ({
        url: `/community-quests/${encodeURIComponent(questId)}/start`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (result) => (result ? ['CommunityQuests'] : []),
    }),
  }),
});

export const { useListCommunityQuestsQuery, useStartCommunityQuestMutation } = browseApi;
