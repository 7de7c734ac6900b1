import type {
  ReminderResponse,
  SaveReminderRequest,
  SaveTimeZoneRequest,
  TimeZoneResponse,
} from '@sidequest/contracts';
import { api } from '../api';

/** A save of either setting moves the next reminder, and the zone decides what "today" is. */
const REFRESHED_BY_A_SAVE = ['Reminder', 'TimeZone', 'DailyLoop'] as const;

/**
 * The person's reminder and saved time zone: shared by onboarding's "Save & Start" (quests) and the
 * account page's daily rhythm card (progress), so it lives here rather than in either feature.
 * A save refreshes the daily loop too ('DailyLoop'): the zone decides what "today" is.
 */
const remindersApi = api.enhanceEndpoints({ addTagTypes: REFRESHED_BY_A_SAVE }).injectEndpoints({
  endpoints: (build) => {
    /** A GET of one setting; the browser's zone answers until the person saves one. */
    const read = <T>(url: string, tag: 'Reminder' | 'TimeZone') =>
      build.query<T, string>({ query: (timeZone) => ({ url, params: { timeZone } }), providesTags: [tag] });
    const save = <T, Body>(url: string) =>
      build.mutation<T, Body>({
        query: (body) => ({ url, method: 'PUT', body }),
        invalidatesTags: REFRESHED_BY_A_SAVE,
      });
    return {
      /** GET /api/progress/reminder: before anything is saved, off at 18:00 on the plan's days. */
      getReminder: read<ReminderResponse>('/progress/reminder', 'Reminder'),
      saveReminder: save<ReminderResponse, SaveReminderRequest>('/progress/reminder'),
      /** GET /api/progress/time-zone: the saved zone, or the browser's while none is saved. */
      getTimeZone: read<TimeZoneResponse>('/progress/time-zone', 'TimeZone'),
      saveTimeZone: save<TimeZoneResponse, SaveTimeZoneRequest>('/progress/time-zone'),
    };
  },
});

export const {
  useGetReminderQuery,
  useLazyGetReminderQuery,
  useSaveReminderMutation,
  useGetTimeZoneQuery,
  useSaveTimeZoneMutation,
} = remindersApi;
