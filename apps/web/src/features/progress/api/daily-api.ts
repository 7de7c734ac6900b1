import type { CheckInResponse, DailyLoopResponse } from '@sidequest/contracts';
import { api } from '../../../lib/api';

export { browserTimeZone } from '../../../lib/reminders';

/** 'DailyLoop': saving the time zone or the reminder refetches it (the zone decides what "today" is). */
const dailyApi = api.enhanceEndpoints({ addTagTypes: ['DailyLoop', 'Progression'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Today's check-in, the streak and the 12-week heatmap, in the person's zone. */
    getDailyLoop: build.query<DailyLoopResponse, string>({
      query: (timeZone) => ({ url: '/progress/daily', params: { timeZone } }),
      providesTags: ['DailyLoop'],
    }),
    /** "Done for today": the answer is the daily loop after it, so the cache takes it as it is. */
    checkInToday: build.mutation<CheckInResponse, string>({
      query: (timeZone) => ({ url: '/progress/check-ins/today', method: 'POST', body: { timeZone } }),
      // A check-in earns points (once a day; an undo keeps them), so the progress panel refetches.
      invalidatesTags: ['Progression'],
      async onQueryStarted(timeZone, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(dailyApi.util.upsertQueryData('getDailyLoop', timeZone, withoutChanged(data)));
      },
    }),
    /** Undo today's check-in (until midnight, the person's time). */
    undoCheckInToday: build.mutation<CheckInResponse, string>({
      query: (timeZone) => ({ url: '/progress/check-ins/today', method: 'DELETE', params: { timeZone } }),
      async onQueryStarted(timeZone, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(dailyApi.util.upsertQueryData('getDailyLoop', timeZone, withoutChanged(data)));
      },
    }),
  }),
});

function withoutChanged({ changed: _changed, ...loop }: CheckInResponse): DailyLoopResponse {
  return loop;
}

export const { useGetDailyLoopQuery, useCheckInTodayMutation, useUndoCheckInTodayMutation } = dailyApi;
