import type { ReflectionEntry } from '@sidequest/contracts';
import type { Reflection } from '@sidequest/progress-domain';

/** What a reflection says, in the api's words: the quest log and the data export share it. */
function reflectionFields(r: Reflection) {
  return {
    quest_id: r.questId,
    quest_title: r.questTitle,
    rating: r.rating,
    direction: r.direction,
    surprise: r.surprise,
    ended: r.ended,
    started_at: r.startedAt?.toISOString() ?? null,
    ended_at: r.endedAt.toISOString(),
  };
}

/** One entry of the quest log, as the api returns it. */
export function reflectionDto(r: Reflection): ReflectionEntry {
  return { ...reflectionFields(r), occupation: r.occupationTitle, occupation_code: r.occupationCode };
}

/** One reflection in the data export: the occupation with its O*NET code. */
export function reflectionExport(r: Reflection) {
  return { ...reflectionFields(r), occupation_code: r.occupationCode, occupation_title: r.occupationTitle };
}
