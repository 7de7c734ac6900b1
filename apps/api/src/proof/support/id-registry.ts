import { expect } from 'vitest';
import { SAMPLE_FILES } from '@sidequest/feedback-domain/testing';
import type { Actor } from './actor';

/**
 * How the matrix reads an id: `owned` names the user's private resource (another user must get 404);
 * `shared` is a catalogue id any user may use; `inline` names an object sent in the same body.
 * For every kind, the answer must not carry the owner's data and must leave the owner's resources unchanged.
 */
export type IdKind = 'owned' | 'shared' | 'inline';

export interface IdFixture {
  kind: IdKind;
  /** Makes the resource for the user through the api: its id and the values of it that must never leak. */
  create(user: Actor): Promise<{ id: string; secrets: string[] }>;
}

const ANSWERS = ['zookeeper, sommelier, astronaut', 'nurse, pilot, chef'];
const cache = new WeakMap<Actor, Map<string, Promise<unknown>>>();
/** One of each resource per user, made on first use. */
function once<T>(user: Actor, key: string, make: () => Promise<T>): Promise<T> {
  const byUser = cache.get(user) ?? new Map<string, Promise<unknown>>();
  cache.set(user, byUser);
  if (!byUser.has(key)) byUser.set(key, make());
  return byUser.get(key) as Promise<T>;
}

interface Dashboard {
  current: { id: string; quest_id: string; title: string; description: string };
  others: { id: string; quest_id: string; title: string; description: string }[];
}

/** Generates quests for the user's answer and finishes onboarding with the second one. */
const onboarded = (user: Actor) =>
  once(user, 'onboarded', async (): Promise<Dashboard> => {
    const answer = ANSWERS[user.flavor];
    const generated = await user.send('POST', '/quests/generate', { answer });
    expect(generated.status).toBe(200);
    const { quests } = generated.json();
    const res = await user.send('POST', '/onboarding', { answer, quests, selectedQuestId: quests[1].id });
    expect(res.status).toBe(201);
    return res.json();
  });

/** Starts a free community quest (a different one per flavor) and ticks its first step. */
const communityProgress = (user: Actor) =>
  once(user, 'community', async () => {
    const list = await user.send('GET', '/community-quests');
    expect(list.status).toBe(200);
    const quest = list.json().quests[user.flavor];
    const started = await user.send('POST', `/community-quests/${quest.quest_id}/start`, {});
    expect(started.status).toBe(201);
    expect((await user.send('POST', `/quest-progress/${quest.quest_id}/toggle`, { step_index: 0 })).status).toBe(200);
    return { id: quest.quest_id as string, secrets: [started.json().started_at as string] };
  });

const generatedQuest = async (user: Actor) => {
  const { current } = await onboarded(user);
  return { id: current.quest_id, secrets: [current.id, current.title, current.description] };
};

/** Keyed by the parameter or body field name; `METHOD /path name` entries win over the bare name. */
export const ID_FIXTURES: Record<string, IdFixture> = {
  // quests/start, quests/current/plan and quests/current/milestones/{index} take a generated quest's id.
  questId: { kind: 'owned', create: generatedQuest },
  // DELETE /api/generated-quests/{id}: the row id of one of the other generated quests.
  id: {
    kind: 'owned',
    create: async (user) => {
      const [other] = (await onboarded(user)).others;
      return { id: other.id, secrets: [other.quest_id, other.title, other.description] };
    },
  },
  session_id: {
    kind: 'owned',
    create: (user) =>
      once(user, 'checkout', async () => {
        const res = await user.send('POST', '/billing/checkout');
        expect(res.status).toBe(200);
        return { id: new URL(res.json().url, 'http://x').searchParams.get('session')!, secrets: [] };
      }),
  },
  'POST /api/quest-progress/{questId}/toggle questId': { kind: 'owned', create: communityProgress },
  // A reflection is saved on one of the person's own quests (current or previous); another's is 404.
  'POST /api/progress/reflections quest_id': { kind: 'owned', create: generatedQuest },
  // The catalogue is the same for everyone: starting a quest another user started is allowed.
  'POST /api/community-quests/{questId}/start questId': { kind: 'shared', create: communityProgress },
  // Onboarding and plan generation carry the quests themselves; these ids point inside the body.
  'POST /api/onboarding selectedQuestId': { kind: 'inline', create: generatedQuest },
  'POST /api/onboarding quests[].id': { kind: 'inline', create: generatedQuest },
  'POST /api/plans/generate quest.id': { kind: 'inline', create: generatedQuest },
  // A file of the user's feedback; its id and link come from the data export.
  'GET /api/me/feedback-attachments/{id} id': {
    kind: 'owned',
    create: (user) =>
      once(user, 'feedback-file', async () => {
        const form = new FormData();
        form.append('feedback', `with a file ${user.flavor}`);
        form.append(
          'screenshot',
          new Blob([SAMPLE_FILES.png(1000 + user.flavor) as BlobPart], { type: 'image/png' }),
          'shot.png',
        );
        expect((await user.sendForm('/feedback', form)).status).toBe(202);
        const exported = (await user.send('GET', '/me/export')).json();
        return { id: exported.feedback_messages[0].attachments[0].id as string, secrets: [] };
      }),
  },
};

export const fixtureFor = (opKey: string, name: string): IdFixture | undefined =>
  ID_FIXTURES[`${opKey} ${name}`] ?? ID_FIXTURES[name];

/** Everything of the user's that another user's answer must not show, and that must stay as it is. */
export async function snapshotOf(user: Actor): Promise<Record<string, unknown>> {
  const paths = [
    '/me',
    '/dashboard',
    '/quest-progress',
    '/quest-progress?status=completed',
    '/billing/subscription',
    '/progress/reflections',
    '/interest-profile',
  ];
  const entries = await Promise.all(paths.map(async (p) => [p, (await user.send('GET', p)).body] as const));
  return Object.fromEntries(entries);
}
