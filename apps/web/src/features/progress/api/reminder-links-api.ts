import type { ReminderLinkAction, ReminderLinkResponse } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/**
 * The pages a reminder mail's links open: POST /api/progress/reminder-links/:action with the signed,
 * single-use token. No session needed; "done" checks in, so the daily loop and the reminder refetch.
 */
const reminderLinksApi = api.enhanceEndpoints({ addTagTypes: ['Reminder', 'DailyLoop'] }).injectEndpoints({
  endpoints: (build) => ({
    followReminderLink: build.mutation<ReminderLinkResponse, { action: ReminderLinkAction; token: string }>({
      query: ({ action, token }) => ({
        url: `/progress/reminder-links/${encodeURIComponent(action)}`,
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['Reminder', 'DailyLoop'],
    }),
  }),
});

export const { useFollowReminderLinkMutation } = reminderLinksApi;
