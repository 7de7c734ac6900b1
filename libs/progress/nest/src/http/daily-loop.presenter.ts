import type { CheckInResponse, DailyLoopResponse } from '@sidequest/contracts';
import type { DailyLoop } from '@sidequest/progress-domain';

export function dailyLoopDto(loop: DailyLoop): DailyLoopResponse {
  const { heatmap } = loop;
  return {
    today: loop.today,
    time_zone: loop.timeZone,
    quest_id: loop.questId,
    checked_in_today: loop.checkIn !== null,
    check_in: loop.checkIn
      ? {
          quest_id: loop.checkIn.questId,
          local_date: loop.checkIn.localDate,
          zone: loop.checkIn.zone,
          created_at: loop.checkIn.at.toISOString(),
        }
      : null,
    undo_until: loop.undoUntil?.toISOString() ?? null,
    weekly_goal: loop.weeklyGoal,
    first_week: loop.firstWeek ? { joined_on: loop.firstWeek.joinedOn, goal: loop.firstWeek.goal } : null,
    today_step: loop.todayStep
      ? {
          day: loop.todayStep.day,
          of: loop.todayStep.of,
          text: loop.todayStep.text,
          minutes: loop.todayStep.minutes,
          done: loop.todayStep.done,
          plan_done: loop.todayStep.planDone,
        }
      : null,
    streak: heatmap.streak,
    pause_message: heatmap.message,
    heatmap: {
      weeks: heatmap.weeks.map((w) => ({
        start: w.start,
        days: w.days.map((d) => ({ date: d.date, checked_in: d.checkedIn, future: d.future })),
        goal: w.goal,
        count: w.count,
        met: w.met,
        paused: w.paused,
        current: w.current,
        label: w.label,
      })),
      checked_in_days: heatmap.checkedInDays,
      pauses_used: heatmap.pausesUsed,
      summary: heatmap.summary,
    },
  };
}

export function checkInDto(loop: DailyLoop & { changed: boolean }): CheckInResponse {
  return { ...dailyLoopDto(loop), changed: loop.changed };
}
