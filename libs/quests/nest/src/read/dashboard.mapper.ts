import type { DashboardResponse } from '@sidequest/contracts';
import { orderByTaste, questOccupation, tasteFromReflections } from '@sidequest/quests-domain';
import type { DashboardRow } from '@sidequest/read-models';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline maps the row exactly as the api does.

const iso = (value: string) => new Date(value).toISOString();

/** Completed over total as a whole percent; indexes beyond the plan do not count (as MilestoneProgress does). */
function percent(completed: number[], total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed.filter((i) => i >= 0 && i < total).length / total) * 100);
}

/** The occupation a quest id names (a signature quest's), read by quests' domain. */
function occupationOf(questId: string): { occupation?: { code: string; title: string } } {
  const occupation = questOccupation(questId);
  return occupation ? { occupation } : {};
}

export function toDashboard(row: DashboardRow): DashboardResponse {
  const c = row.current;
  return {
    onboarding_completed: row.onboarding_completed,
    current: c
      ? {
          quest_id: c.quest_id,
          title: c.title,
          description: c.description,
          plan_data: c.plan_data,
          created_at: iso(c.created_at),
          updated_at: iso(c.updated_at),
          completed_milestones: c.completed,
          progress_percent: percent(c.completed, c.plan_data.milestones.length),
          ...occupationOf(c.quest_id),
        }
      : null,
    others: byTaste(row).map((o) => ({ ...o, created_at: iso(o.created_at) })),
  };
}

/** "Other Available Quests" lean toward what the person enjoyed; ties (and a neutral taste) keep newest first. */
function byTaste({ others, reflections }: DashboardRow): DashboardRow['others'] {
  if (others.length < 2 || reflections.length === 0) return others;
  const taste = tasteFromReflections(reflections.map((r) => ({ ...r, rating: Number(r.rating) })));
  return orderByTaste(
    others.map((o) => ({ id: o.quest_id, row: o })),
    taste,
  ).map((o) => o.row);
}
