import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The API's sections in the order a person meets them: signing in, naming jobs, the quest and its plan, the
 * daily loop, then paying, writing to the owner and operating. /api/docs shows its tags and paths in this order,
 * whatever order the contexts' modules happen to be built in.
 */
export const JOURNEY_TAGS = [
  'auth',
  'account data',
  'occupations',
  'quests',
  'plans',
  'progress',
  'reminders',
  'community quests',
  'billing',
  'billing (local test checkout)',
  'feedback',
  'health',
  'ops',
] as const;

/** The document with its tags declared and its paths sorted by their first tag's place in JOURNEY_TAGS (a stable sort). */
export function inJourneyOrder(doc: OpenAPIObject): OpenAPIObject {
  const place = (tag: string | undefined) => {
    const at = JOURNEY_TAGS.indexOf(tag as (typeof JOURNEY_TAGS)[number]);
    return at < 0 ? JOURNEY_TAGS.length : at;
  };
  const firstTag = (item: object) =>
    Object.values(item).find((op): op is { tags?: string[] } => typeof op === 'object' && op !== null && 'tags' in op)
      ?.tags?.[0];
  const paths = Object.entries(doc.paths)
    .map(([path, item], index) => ({ path, item, index, place: place(firstTag(item)) }))
    .sort((a, b) => a.place - b.place || a.index - b.index);
  const used = new Set(paths.flatMap(({ item }) => Object.values(item).flatMap((op) => op?.tags ?? [])));
  return {
    ...doc,
    tags: JOURNEY_TAGS.filter((name) => used.has(name)).map((name) => ({ name })),
    paths: Object.fromEntries(paths.map(({ path, item }) => [path, item])),
  };
}
