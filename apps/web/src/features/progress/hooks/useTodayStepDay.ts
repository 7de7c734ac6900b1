import { useMemo } from 'react';
import { browserTimeZone, useGetDailyLoopQuery } from '../api/daily-api';

/** The plan day of today's step (1 before any check-in), for whatever starts from today, such as the calendar export. */
export function useTodayStepDay(): number | undefined {
  const timeZone = useMemo(browserTimeZone, []);
  return useGetDailyLoopQuery(timeZone).data?.today_step?.day;
}
