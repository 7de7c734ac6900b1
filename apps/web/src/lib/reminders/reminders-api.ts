import type {
  ReminderResponse,
  SaveReminderRequest,
  SaveTimeZoneRequest,
  TimeZoneResponse,
} from '@sidequest/contracts';
import { api } from '../api';

/**
 * The person's reminder and saved time zone: shared by onboarding's "Save & Start" (quests) and the
 * account page's daily rhythm card (progress), so it lives here rather than in either feature.
 * A save refreshes the daily loop too ('DailyLoop'): the zone decides what "today" is.
 */
const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminder', 'TimeZone', 'DailyLoop'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/progress/reminder: before anything is saved, off at 18:00 on the plan's days. */
    getReminder: build.query<ReminderResponse, string>({
      query: (timeZone) => ({ url: '/progress/reminder', params: { timeZone } }),
      providesTags: ['Reminder'],
    }),
    saveReminder: build.mutation<ReminderResponse, SaveReminderRequest>({
      query: (body) => ({ url: '/progress/reminder', method: 'PUT', body }),
      invalidatesTags: ['Reminder', 'TimeZone', 'DailyLoop'],
    }),
    /** GET /api/progress/time-zone: the saved zone, or the browser's while none is saved. */
    getTimeZone: build.query<TimeZoneResponse, string>({
      query: (timeZone) => ({ url: '/progress/time-zone', params: { timeZone } }),
      providesTags: ['TimeZone'],
    }),
    saveTimeZone: build.mutation<TimeZoneResponse, SaveTimeZoneRequest>({
      query: (body) => ({ url: '/progress/time-zone', method: 'PUT', body }),
      invalidatesTags: ['TimeZone', 'Reminder', 'DailyLoop'],
    }),
  }),
});

export const {
  useGetReminderQuery,
  useLazyGetReminderQuery,
  useSaveReminderMutation,
  useGetTimeZoneQuery,
  useSaveTimeZoneMutation,
} = remindersApi;
