import { describe, expect, it } from 'vitest';
import { JOURNEY_TAGS } from './openapi-order';
import { as, signedUp } from './testing/signed-up';
import { useTestApi } from './testing/test-api';

// No Stripe keys: billing runs the local test checkout.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

type Quest = {
  quest_id: string;
  title: string;
  category: string;
  description: string;
  step_count: number;
  started: boolean;
  locked: boolean;
};
const browse = async (token: string, query = '') =>
  (await (await as(api, token)(`/community-quests${query}`)).json()) as {
    free_quests_left: number | null;
    quests: Quest[];
  };
const list = async (token: string, query = '') => (await browse(token, query)).quests;

async function subscribeLocally(token: string) {
  const checkout = await as(api, token)('/billing/checkout', { method: 'POST' });
  expect(checkout.status).toBe(200);
  const { url } = await checkout.json();
  expect(url).toMatch(/\/billing\/test-checkout\?session=local_cs_/);
  const session_id = new URL(url).searchParams.get('session')!;
  return { session_id, res: await as(api, token)('/billing/test-checkout/complete', { body: { session_id } }) };
}

describe('browse community quests', () => {
  it('lists the seeded catalogue (48+, 8 per category) in the fixed shape, all open while 3 free quests are left', async () => {
    const { token } = await signedUp(api);
    const { quests, free_quests_left } = await browse(token);
    expect(free_quests_left).toBe(3);
    expect(quests.length).toBeGreaterThanOrEqual(48);
    for (const category of ['Financial', 'Career', 'Lifestyle', 'Creative', 'Entrepreneurship', 'Connection']) {
      expect(quests.filter((q) => q.category === category).length).toBeGreaterThanOrEqual(8);
    }
    // A card, not the quest: the steps are only counted, locked or not.
    for (const quest of quests) {
      expect(Object.keys(quest).sort()).toEqual([
        'category',
        'description',
        'difficulty',
        'locked',
        'quest_id',
        'started',
        'step_count',
        'time_investment',
        'title',
      ]);
    }
    expect(quests.some((q) => q.locked)).toBe(false);
    expect(quests.every((q) => q.step_count >= 4 && q.step_count <= 8 && !q.started)).toBe(true);
    expect((await fetch(`${api.url}/api/community-quests`)).status).toBe(401);
  });

  it('searches case-insensitively over title, description and category; filters the category exactly', async () => {
    const { token } = await signedUp(api);
    const creative = await list(token, '?category=Creative');
    expect(creative.length).toBeGreaterThanOrEqual(8);
    expect(creative.every((q) => q.category === 'Creative')).toBe(true);
    const byCategoryWord = await list(token, '?search=cReAtIvE');
    expect(byCategoryWord.some((q) => q.category === 'Creative')).toBe(true);
    const first = (await list(token))[0];
    const word = first.title
      .split(' ')
      .find((w) => w.length > 4)!
      .toUpperCase();
    expect((await list(token, `?search=${encodeURIComponent(word)}`)).map((q) => q.quest_id)).toContain(first.quest_id);
    expect((await as(api, token)('/community-quests?category=creative')).status).toBe(400);
  });
});

describe("the list's ETag", () => {
  const get = (token: string, query = '', etag?: string) =>
    as(api, token)(`/community-quests${query}`, etag ? { headers: { 'if-none-match': etag } } : {});

  it('answers with a private ETag; the same tag gets 304 with no body, another tag or none the full list', async () => {
    const { token } = await signedUp(api);
    const first = await get(token);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await first.text();
    expect(JSON.parse(body).quests.length).toBeGreaterThanOrEqual(48);

    const again = await get(token, '', etag);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get(token, '', `W/"stale", ${etag}`)).status).toBe(304);
    expect((await get(token, '', etag.slice(2))).status).toBe(304);

    const stale = await get(token, '', 'W/"something-else"');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
    // Another filter is another answer, with its own tag.
    const creative = await get(token, '?category=Creative', etag);
    expect(creative.status).toBe(200);
    expect(creative.headers.get('etag')).not.toBe(etag);
  });

  it("changes when the user starts a quest or subscribes; another user's start never shows", async () => {
    const alice = await signedUp(api, 'alice');
    const bob = await signedUp(api, 'bob');
    const before = (await get(alice.token)).headers.get('etag')!;
    const bobsTag = (await get(bob.token)).headers.get('etag')!;
    // Same state, same answer: two new free users see the very same list.
    expect(bobsTag).toBe(before);

    const quests = await list(alice.token);
    expect((await as(api, alice.token)(`/community-quests/${quests[1].quest_id}/start`, { body: {} })).status).toBe(
      201,
    );
    const afterStart = await get(alice.token, '', before);
    expect(afterStart.status).toBe(200);
    const startedTag = afterStart.headers.get('etag')!;
    expect(startedTag).not.toBe(before);
    const cards = (await afterStart.json()).quests as Quest[];
    expect(cards.filter((q) => q.started).map((q) => q.quest_id)).toEqual([quests[1].quest_id]);

    // Bob's list did not change: his old tag still holds, and nothing of Alice's is in his answer.
    expect((await get(bob.token, '', bobsTag)).status).toBe(304);
    expect((await list(bob.token)).some((q) => q.started)).toBe(false);
    // Alice's tag is hers: Bob presenting it gets his own full list.
    const bobWithAlices = await get(bob.token, '', startedTag);
    expect(bobWithAlices.status).toBe(200);
    expect(((await bobWithAlices.json()).quests as Quest[]).some((q) => q.started)).toBe(false);

    // The lock is part of the answer too.
    expect((await subscribeLocally(alice.token)).res.status).toBe(200);
    const subscribed = await get(alice.token, '', startedTag);
    expect(subscribed.status).toBe(200);
    expect(((await subscribed.json()).quests as Quest[]).every((q) => !q.locked)).toBe(true);
  });
});

describe("starting quests and the lock: any 3 of the person's choice, decided by the server", () => {
  const starter =
    (token: string) =>
    (id: string, body: unknown = {}) =>
      as(api, token)(`/community-quests/${id}/start`, { body });

  it('starts any quest of the list (201, then 200 again) and counts down the free places; 404 for an unknown id', async () => {
    const { token } = await signedUp(api);
    const start = starter(token);
    const quests = await list(token);
    const last = quests.at(-1)!;
    const res = await start(last.quest_id);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      quest_id: last.quest_id,
      completed_steps: [],
      is_completed: false,
      completed_at: null,
      quest: { title: last.title },
    });
    expect((await start(last.quest_id)).status).toBe(200);
    expect((await browse(token)).free_quests_left).toBe(2);
    expect((await start('no-such-quest')).status).toBe(404);
  });

  it('after 3 starts (a finished one counts) refuses a 4th with 402 whatever the body says, and locks every quest not started, without steps', async () => {
    const { token } = await signedUp(api);
    const start = starter(token);
    const quests = await list(token);
    const [a, b, c] = [quests[10], quests[20], quests[30]];
    for (const quest of [a, b, c]) expect((await start(quest.quest_id)).status).toBe(201);
    for (let step = 0; step < a.step_count; step++) {
      expect(
        (await as(api, token)(`/quest-progress/${a.quest_id}/toggle`, { body: { step_index: step } })).status,
      ).toBe(200);
    }
    const fourth = quests[0];
    // The old bypass: a filter that puts the quest at the top of "the list" changes nothing.
    for (const body of [
      {},
      { search: fourth.title },
      { category: fourth.category },
      { search: fourth.title, category: fourth.category },
    ]) {
      const refused = await start(fourth.quest_id, body);
      expect(refused.status).toBe(402);
      expect((await refused.json()).error).toMatch(/Premium Feature/);
    }
    const after = await browse(token);
    expect(after.free_quests_left).toBe(0);
    expect(
      after.quests
        .filter((q) => !q.locked)
        .map((q) => q.quest_id)
        .sort(),
    ).toEqual([a, b, c].map((q) => q.quest_id).sort());
    for (const filtered of [
      await list(token, `?search=${encodeURIComponent(fourth.title)}`),
      await list(token, `?category=${fourth.category}`),
    ]) {
      expect(filtered.find((q) => q.quest_id === fourth.quest_id)?.locked).toBe(true);
    }
    // Its own three stay open; a locked card carries no steps.
    expect((await start(b.quest_id)).status).toBe(200);
    expect(after.quests.every((q) => !('steps' in q))).toBe(true);
    const progress = await (await as(api, token)('/quest-progress')).json();
    expect(progress.progress.map((p: { quest_id: string }) => p.quest_id).sort()).toEqual(
      [b, c].map((q) => q.quest_id).sort(),
    );
  });

  it('two starts racing for the last free place: exactly one gets it', async () => {
    const { token } = await signedUp(api);
    const start = starter(token);
    const quests = await list(token);
    for (const quest of quests.slice(0, 2)) expect((await start(quest.quest_id)).status).toBe(201);
    const raced = await Promise.all(quests.slice(2, 6).map((q) => start(q.quest_id)));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 402, 402, 402]);
    expect((await browse(token)).free_quests_left).toBe(0);
  });

  it('the local test checkout subscribes; then nothing is locked and a fourth quest starts', async () => {
    const { token } = await signedUp(api);
    const quests = await list(token);
    const { res } = await subscribeLocally(token);
    expect(res.status).toBe(200);
    expect(await (await as(api, token)('/billing/subscription')).json()).toMatchObject({
      subscribed: true,
      status: 'active',
      mode: 'local_test',
    });
    expect((await list(token)).every((q) => !q.locked)).toBe(true);
    expect((await as(api, token)(`/community-quests/${quests[5].quest_id}/start`, { body: {} })).status).toBe(201);
    // Already subscribed: no second checkout; the (test) portal manages it.
    expect((await as(api, token)('/billing/checkout', { method: 'POST' })).status).toBe(409);
    const portal = await as(api, token)('/billing/portal', { method: 'POST' });
    expect((await portal.json()).url).toMatch(/\/billing\/test-portal\?customer=/);

    // Cancelling now (the test portal): the quest started with premium stays open, and with one of the 3 in use, 2 places are left.
    expect((await as(api, token)('/billing/test-portal/cancel', { body: { when: 'now' } })).status).toBe(200);
    const after = await browse(token);
    expect(after.free_quests_left).toBe(2);
    expect(after.quests.find((q) => q.quest_id === quests[5].quest_id)).toMatchObject({ started: true, locked: false });
  });

  it('a session belongs to the user who made it: another user gets 404', async () => {
    const alice = await signedUp(api, 'alice');
    const bob = await signedUp(api, 'bob');
    const checkout = await (await as(api, alice.token)('/billing/checkout', { method: 'POST' })).json();
    const session_id = new URL(checkout.url).searchParams.get('session')!;
    expect((await as(api, bob.token)('/billing/test-checkout/complete', { body: { session_id } })).status).toBe(404);
    expect((await (await as(api, bob.token)('/billing/subscription')).json()).subscribed).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents every community, progress, billing and account-data endpoint', async () => {
    const doc = await (await fetch(`${api.url}/api/docs-json`)).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/community-quests',
      '/api/community-quests/{questId}/start',
      '/api/quest-progress',
      '/api/quest-progress/{questId}/toggle',
      '/api/billing/subscription',
      '/api/billing/checkout',
      '/api/billing/portal',
      '/api/billing/webhook',
      '/api/me/export',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/me'] ?? {}), paths.join(' ')).toContain('delete');
  });

  it('lists its sections and paths in the journey order, whatever order the modules are built in', async () => {
    const doc = await (await fetch(`${api.url}/api/docs-json`)).json();
    const tags = (doc.tags as { name: string }[]).map((t) => t.name);
    expect(tags).toEqual(JOURNEY_TAGS.filter((tag) => tags.includes(tag)));
    expect(tags).toEqual(expect.arrayContaining(['auth', 'quests', 'progress', 'reminders', 'billing', 'feedback']));
    const places = Object.values(doc.paths as Record<string, Record<string, { tags?: string[] }>>).map((item) =>
      tags.indexOf(Object.values(item)[0]?.tags?.[0] ?? ''),
    );
    expect(places).not.toContain(-1);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

describe('step progress', () => {
  it('ticks steps sorted, completes with completed_at, moves to the archive; un-ticking reopens', async () => {
    const { token } = await signedUp(api);
    const card = (await list(token))[0];
    const quest = (await (await as(api, token)(`/community-quests/${card.quest_id}/start`, { body: {} })).json())
      .quest as { quest_id: string; steps: string[] };
    expect(quest.steps).toHaveLength(card.step_count);
    const toggle = (step_index: number) =>
      as(api, token)(`/quest-progress/${quest.quest_id}/toggle`, { body: { step_index } });
    const order = [...quest.steps.keys()].reverse();
    let last: { completed_steps: number[]; is_completed: boolean; completed_at: string | null } | undefined;
    for (const step of order) {
      const res = await toggle(step);
      expect(res.status).toBe(200);
      last = await res.json();
    }
    expect(last).toMatchObject({ completed_steps: [...quest.steps.keys()], is_completed: true });
    expect(last?.completed_at).toMatch(/^\d{4}-/);
    const active = await (await as(api, token)('/quest-progress')).json();
    expect(active.progress.map((p: { quest_id: string }) => p.quest_id)).not.toContain(quest.quest_id);
    const archive = await (await as(api, token)('/quest-progress?status=completed')).json();
    expect(archive.progress.map((p: { quest_id: string }) => p.quest_id)).toEqual([quest.quest_id]);

    const reopened = await (await toggle(1)).json();
    expect(reopened).toMatchObject({ is_completed: false, completed_at: null });
    expect(reopened.completed_steps).not.toContain(1);
    expect((await toggle(quest.steps.length)).status).toBe(400);
  });

  it("another user's progress is not there: 404", async () => {
    const alice = await signedUp(api, 'alice');
    const bob = await signedUp(api, 'bob');
    const quest = (await list(alice.token))[0];
    await as(api, alice.token)(`/community-quests/${quest.quest_id}/start`, { body: {} });
    expect(
      (await as(api, bob.token)(`/quest-progress/${quest.quest_id}/toggle`, { body: { step_index: 0 } })).status,
    ).toBe(404);
    expect((await (await as(api, bob.token)('/quest-progress')).json()).progress).toEqual([]);
  });
});
