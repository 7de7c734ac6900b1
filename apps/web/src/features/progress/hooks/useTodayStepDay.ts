import { useMemo } from 'react';
import { browserTimeZone, useGetDailyLoopQuery } from '../api/daily-api';

/** The daily loop as the Today card reads it (one cached request, shared with the card's status). */
function useDailyLoop() {
  const timeZone = useMemo(browserTimeZone, []);
  return useGetDailyLoopQuery(timeZone).data;
}

/** The plan day of today's step (1 before any check-in), for whatever starts from today, such as the calendar export. */
export function useTodayStepDay(): number | undefined {
  return useDailyLoop()?.today_step?.day;
}

/**
 * The person's calendar day (YYYY-MM-DD) as the server counts it, in their zone: the day that check-ins, the
 * week and today's step are counted on (so the api's dev clock moves it too). Undefined until it has answered.
 */
export function useLocalToday(): string | undefined {
  return useDailyLoop()?.today;
}
