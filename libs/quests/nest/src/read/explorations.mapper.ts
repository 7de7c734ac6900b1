import type { ExplorationsResponse } from '@sidequest/contracts';
import { occupationProfile } from '@sidequest/occupations-domain';
import { questOccupation } from '@sidequest/quests-domain';
import type { ExplorationRow } from '@sidequest/read-models';

/** The occupation's six RIASEC scores, as O*NET gives them, or null. */
function interestsOf(code: string) {
  const scores = occupationProfile(code)?.interests?.scores;
  return scores ? { ...scores } : null;
}

export function toExplorations(rows: readonly ExplorationRow[]): ExplorationsResponse {
  return {
    explorations: rows.map((row) => {
      const occupation = questOccupation(row.quest_id);
      return {
        quest_id: row.quest_id,
        title: row.title,
        ...(occupation && {
          occupation: { ...occupation, interests: interestsOf(occupation.code) },
        }),
        started_at: new Date(row.created_at).toISOString(),
        check_in_days: row.days,
        milestones_reached: row.completed.filter((i) => i >= 0 && i < row.total).length,
        milestones_total: row.total,
        reflection:
          row.rating !== null && row.direction !== null ? { rating: row.rating, direction: row.direction } : null,
      };
    }),
  };
}
