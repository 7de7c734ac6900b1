import type { PlanData } from '@sidequest/contracts';
import type { ReadStatement } from '@sidequest/platform-db';

// tools/bench/raw-baseline.ts loads this file as is, so its baseline runs the same statement.

/**
 * GET /api/dashboard in one statement: the onboarding flag, the current quest (latest selection) with
 * its plan and milestone progress, the other unselected generated quests (newest first), and the
 * person's reflections that order them by taste. One `?`: the user id. A read model: it reads accounts'
 * profiles, plans' quest_plans and progress's milestone_progress and reflections next to quests' own
 * tables in one round trip. Quests maps the row (libs/quests/nest/src/read/dashboard.mapper.ts).
 */
export const DASHBOARD_STATEMENT: ReadStatement = {
  name: 'sq_dashboard_v3',
  text: `
  with me as (select ?::uuid as id),
  cur as (
    select s.selected_quest_id as quest_id, s.selected_quest_title as title, s.selected_quest_description as description,
           qp.plan_data, s.created_at, s.updated_at, coalesce(mp.completed, '[]'::jsonb) as completed
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
    plan_data: PlanData;
    created_at: string;
    updated_at: string;
    completed: number[];
  } | null;
  others: { id: string; quest_id: string; title: string; description: string; created_at: string }[];
  /** The person's reflections, in the shape taste reads. */
  reflections: {
    questId: string;
    occupationCode: string | null;
    rating: number | string;
    direction: 'more' | 'different';
  }[];
}
