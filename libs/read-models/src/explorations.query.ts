import type { ReadStatement } from '@sidequest/platform-db';

/**
 * "Your explorations" in one statement: each quest the person started (their latest selection of it), its plan's
 * milestone count, the days checked in on it, the milestones ticked and the reflection. One `?`: the user id.
 * A read model like the dashboard's: it reads plans' quest_plans and progress's check_ins, milestone_progress and
 * reflections next to quests' own selections. Quests maps its rows (libs/quests/nest/src/read/explorations.mapper.ts).
 */
export const EXPLORATIONS_STATEMENT: ReadStatement = {
  name: 'sq_explorations_v1',
  text: `
  with me as (select ?::uuid as id),
  tried as (
    select distinct on (s.selected_quest_id) s.selected_quest_id as quest_id, s.selected_quest_title as title,
           s.created_at, jsonb_array_length(coalesce(qp.plan_data->'milestones', '[]'::jsonb)) as total
    from quest_selections s
    join quest_plans qp on qp.selection_id = s.id
    where s.user_id = (select id from me)
    order by s.selected_quest_id, s.created_at desc)
  select t.quest_id, t.title, t.created_at, t.total,
    (select count(*)::int from check_ins c where c.user_id = (select id from me) and c.quest_id = t.quest_id) as days,
    coalesce(mp.completed, '[]'::jsonb) as completed, r.rating, r.direction
  from tried t
  left join milestone_progress mp on mp.user_id = (select id from me) and mp.quest_id = t.quest_id
  left join reflections r on r.user_id = (select id from me) and r.quest_id = t.quest_id
  order by t.created_at desc
  limit 50`,
};

export interface ExplorationRow {
  quest_id: string;
  title: string;
  created_at: string | Date;
  total: number;
  days: number;
  completed: number[];
  rating: number | null;
  direction: 'more' | 'different' | null;
}
