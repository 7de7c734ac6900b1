import type { CheckInResponse, DailyLoopResponse } from '@sidequest/contracts';
import { api } from '../../../lib/api';

/** The browser's IANA zone: the person's own calendar day counts. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const dailyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Today's check-in, the streak and the 12-week heatmap, in the person's zone. */
    getDailyLoop: build.query<DailyLoopResponse, string>({
      query: (timeZone) => ({ url: '/progress/daily', params: { timeZone } }),
    }),
    /** "Done for today": the answer is the daily loop after it, so the cache takes it as it is. */
    checkInToday: build.mutation<CheckInResponse, string>({
      query: (timeZone) => ({ url: '/progress/check-ins/today', method: 'POST', body: { timeZone } }),
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
