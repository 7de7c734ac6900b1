import type { DashboardResponse } from '@sidequest/contracts';
import type { Plan } from '@sidequest/plans-domain';
import type { ReadStatement } from '@sidequest/platform-db';
import { orderByTaste, questOccupation, tasteFromReflections } from '@sidequest/quests-domain';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline runs the same statement and mapping.

/**
 * GET /api/dashboard in one statement: the onboarding flag, the current quest (latest selection, unless it is
 * finished: then it is only named as the one just finished) with its plan and milestone progress, the other unselected generated quests (newest first), and the
 * person's reflections that order them by taste. One `?`: the user id. A read model: it reads accounts'
 * profiles, plans' quest_plans and progress's milestone_progress and reflections next to quests' own
 * tables in one round trip (listed crossings in tools/testing/table-ownership.spec.ts).
 */
export const DASHBOARD_STATEMENT: ReadStatement = {
  name: 'sq_dashboard_v4',
  text: `
  with me as (select ?::uuid as id),
  cur as (
    select s.selected_quest_id as quest_id, s.selected_quest_title as title, s.selected_quest_description as description,
           qp.plan_data, s.created_at, s.updated_at, s.finished_at, coalesce(mp.completed, '[]'::jsonb) as completed
    from quest_selections s
    join quest_plans qp on qp.selection_id = s.id
    left join milestone_progress mp on mp.user_id = s.user_id and mp.quest_id = s.selected_quest_id
    where s.user_id = (select id from me)
    order by s.created_at desc limit 1)
  select
    coalesce((select p.onboarding_completed from profiles p where p.user_id = (select id from me)), false) as onboarding_completed,
    (select row_to_json(cur) from cur) as current,
    coalesce((
      select json_agg(json_build_object('id', g.id, 'quest_id', g.quest_id, 'title', g.title, 'description', g.description, 'created_at', g.created_at) order by g.created_at desc)
      from generated_quests g
      where g.user_id = (select id from me) and not g.is_selected and g.quest_id not in (select quest_id from cur)
    ), '[]'::json) as others,
    coalesce((
      select json_agg(json_build_object('questId', r.quest_id, 'occupationCode', r.occupation_code, 'rating', r.rating, 'direction', r.direction))
      from reflections r
      where r.user_id = (select id from me)
    ), '[]'::json) as reflections`,
};

export interface DashboardRow {
  onboarding_completed: boolean;
  current: {
    quest_id: string;
    title: string;
    description: string;
    plan_data: Plan;
    created_at: string;
    updated_at: string;
    completed: number[];
    finished_at: string | null;
  } | null;
  others: { id: string; quest_id: string; title: string; description: string; created_at: string }[];
  /** The person's reflections, in the shape taste reads. */
  reflections: Parameters<typeof tasteFromReflections>[0];
}

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
  const latest = row.current;
  const c = latest && !latest.finished_at ? latest : null;
  return {
    onboarding_completed: row.onboarding_completed,
    finished: latest?.finished_at
      ? { quest_id: latest.quest_id, title: latest.title, ...occupationOf(latest.quest_id) }
      : null,
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
