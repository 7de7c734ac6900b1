import { describe, expect, it } from 'vitest';
import {
  DashboardResponse,
  GenerateOneQuestResponse,
  GeneratePlanResponse,
  GenerateQuestsResponse,
} from '@sidequest/contracts';
import { authFlows } from './testing/auth-flows';
import { call } from './testing/auth-http';
import { useTestApi } from './testing/test-api';

// Sign-up answers a session at once, so each test can have fresh users cheaply.
const api = useTestApi({ env: { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'false' } });

const { url, newUser: signUp } = authFlows(() => api);
const newUser = () => signUp('quester');

const as = (token: string) => ({
  get: (path: string) => call(url(path), { bearer: token }),
  post: (path: string, body: unknown) => call(url(path), { bearer: token, body }),
  send: (method: string, path: string, body?: unknown) => call(url(path), { bearer: token, method, body }),
});

const ANSWER = 'nurse, pilot, chef';

/** A user who finished onboarding with the second quest of ANSWER. */
async function onboardedUser() {
  const token = await newUser();
  const { quests } = GenerateQuestsResponse.parse(
    await (await as(token).post('/quests/generate', { answer: ANSWER })).json(),
  );
  const res = await as(token).post('/onboarding', { answer: ANSWER, quests, selectedQuestId: quests[1].id });
  expect(res.status).toBe(201);
  return { token, quests, dashboard: DashboardResponse.parse(await res.json()) };
}

describe('generate quests and plans', () => {
  it('answers three quests in the fixed shape, one per job, the same for the same answer', async () => {
    const token = await newUser();
    const res = await as(token).post('/quests/generate', { answer: ANSWER });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['quests', 'questions']);
    expect(body.quests).toHaveLength(3);
    expect(body.questions).toEqual([]);
    // id, title and description always; the matched occupation and its alternatives when there are any.
    for (const q of body.quests) expect(['description', 'id', 'title'].every((key) => key in q)).toBe(true);
    for (const q of body.quests)
      expect(
        Object.keys(q).filter((key) => !['description', 'id', 'title', 'occupation', 'alternatives'].includes(key)),
      ).toEqual([]);
    expect(body.quests[0].description.toLowerCase()).toMatch(/nurs|patient|care/);
    const again = await (await as(token).post('/quests/generate', { answer: '  NURSE,  Pilot, chef ' })).json();
    expect(again.quests.map((q: { id: string }) => q.id)).toEqual(body.quests.map((q: { id: string }) => q.id));
  });

  it('answers a clear 400 for a blank, missing or over-long answer, and treats markup as text', async () => {
    const token = await newUser();
    for (const [body, message] of [
      [{ answer: '   ' }, 'Please describe the jobs you would like to try.'],
      [{}, 'Please describe the jobs you would like to try.'],
      [{ answer: 'a'.repeat(501) }, 'Your answer must be at most 500 characters.'],
      [{ answer: 42 }, 'Please describe the jobs you would like to try.'],
    ] as const) {
      const res = await as(token).post('/quests/generate', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    const odd = await as(token).post('/quests/generate', {
      answer: "<script>alert(1)</script>, '; drop table users; --, {{7*7}} 🚀",
    });
    expect(odd.status).toBe(200);
    const oddBody = GenerateQuestsResponse.parse(await odd.json());
    expect(oddBody.quests).toHaveLength(3);
    // Markup is no job: it is asked back as unknown, in plain words, and no quest is written about it.
    expect(oddBody.questions.every((q) => q.kind === 'unknown' && !/[<>{};]/.test(q.typed))).toBe(true);
    expect(oddBody.quests.map((q) => `${q.title} ${q.description}`).join(' ')).not.toMatch(
      /script|alert|drop table|7\*7/i,
    );
  });

  it('answers a visitor without a session the same quests, steered by no taste (the landing quiz)', async () => {
    const token = await newUser();
    const signedOut = await call(url('/quests/generate'), { body: { answer: ANSWER } });
    expect(signedOut.status).toBe(200);
    const visitor = GenerateQuestsResponse.parse(await signedOut.json());
    const member = GenerateQuestsResponse.parse(
      await (await as(token).post('/quests/generate', { answer: ANSWER })).json(),
    );
    expect(visitor).toEqual(member);
    expect((await call(url('/quests/generate'), { body: { answer: '' } })).status).toBe(400);
  });

  it('makes a plan in the fixed shape, 30 minutes by default, and 400 for bad minutes', async () => {
    const token = await newUser();
    const [quest] = GenerateQuestsResponse.parse(
      await (await as(token).post('/quests/generate', { answer: 'pilot' })).json(),
    ).quests;
    const res = await as(token).post('/plans/generate', { quest, userAnswer: 'pilot' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['plan']);
    const { plan } = GeneratePlanResponse.parse(body);
    expect(plan.milestones.length).toBeGreaterThanOrEqual(3);
    expect(plan.milestones.length).toBeLessThanOrEqual(6);
    const days = plan.milestones.map((m) => m.due_in_days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
    expect(plan.schedule).toEqual({
      weekly_plan: 'Mon–Fri: 30 minutes per day',
      minutes_per_day: 30,
      duration_weeks: 4,
    });
    const sixty = GeneratePlanResponse.parse(
      await (await as(token).post('/plans/generate', { quest, minutesPerDay: 60 })).json(),
    );
    expect(sixty.plan.schedule.minutes_per_day).toBe(60);
    expect((await as(token).post('/plans/generate', { quest, minutesPerDay: 2 })).status).toBe(400);
    expect((await as(token).post('/plans/generate', { quest, userAnswer: 'x'.repeat(501) })).status).toBe(400);
    expect((await as(token).post('/plans/generate', {})).status).toBe(400);
    expect((await call(url('/plans/generate'), { body: { quest } })).status).toBe(401);
  });
});

describe('matched occupations and "Did you mean"', () => {
  it('says which O*NET occupation each recognised job matched, with alternatives for an ambiguous word', async () => {
    const token = await newUser();
    const { quests, questions } = GenerateQuestsResponse.parse(
      await (await as(token).post('/quests/generate', { answer: 'engineer, court reporter, dragon whisperer' })).json(),
    );
    expect(quests[0].occupation).toEqual({ code: '17-2141.00', title: 'Mechanical Engineers' });
    expect(quests[0].alternatives?.map((a) => a.code).slice(0, 3)).toEqual(['17-2051.00', '17-2071.00', '15-1252.00']);
    expect(quests[1].occupation).toEqual({ code: '27-3092.00', title: 'Court Reporters and Simultaneous Captioners' });
    expect(quests[1].alternatives).toBeUndefined();
    // A dragon whisperer is no job the catalogue knows: asked back, never written up as one.
    expect(questions).toEqual([{ typed: 'dragon whisperer', kind: 'unknown', choices: [] }]);
    expect(JSON.stringify(quests)).not.toMatch(/dragon/i);
  });

  it('finds real titles as people type them, asks which one a weak match means, and says so for junk', async () => {
    const token = await newUser();
    const generate = async (answer: string) =>
      GenerateQuestsResponse.parse(await (await as(token).post('/quests/generate', { answer })).json());
    const typed = await generate('CDL driver, electrican, wind turbine tech');
    expect(typed.quests.map((q) => q.occupation?.code)).toEqual(['53-3032.00', '47-2111.00', '49-9081.00']);
    expect(typed.questions).toEqual([]);
    const weak = await generate('underwater basket weaver');
    expect(weak.questions).toHaveLength(1);
    expect(weak.questions[0]).toMatchObject({ typed: 'underwater basket weaver', kind: 'choose' });
    expect(weak.questions[0].choices.length).toBeGreaterThan(0);
    expect(weak.quests.every((q) => q.occupation === undefined)).toBe(true);
    const junk = await generate('asdf');
    expect(junk.questions).toEqual([{ typed: 'asdf', kind: 'unknown', choices: [] }]);
    expect(JSON.stringify(junk.quests)).not.toMatch(/asdf/i);
  });

  it('makes one quest for a chosen occupation, validated: 400 for a malformed code, 404 for an unknown one, signed out too', async () => {
    const token = await newUser();
    const res = await as(token).post('/quests/generate-one', { code: '17-2051.00', answer: 'engineer' });
    expect(res.status).toBe(200);
    const { quest } = GenerateOneQuestResponse.parse(await res.json());
    expect(quest.occupation).toEqual({ code: '17-2051.00', title: 'Civil Engineers' });
    const again = GenerateOneQuestResponse.parse(
      await (await as(token).post('/quests/generate-one', { code: '17-2051.00', answer: 'engineer' })).json(),
    );
    expect(again.quest).toEqual(quest);
    for (const body of [
      {},
      { code: 'engineer' },
      { code: '17-2051' },
      { code: 42 },
      { code: '17-2051.00', answer: 'x'.repeat(501) },
    ]) {
      const bad = await as(token).post('/quests/generate-one', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await bad.json()).error).toBe('string');
    }
    const unknown = await as(token).post('/quests/generate-one', { code: '99-9999.99' });
    expect(unknown.status).toBe(404);
    const visitor = await call(url('/quests/generate-one'), { body: { code: '17-2051.00', answer: 'engineer' } });
    expect(visitor.status).toBe(200);
    expect(GenerateOneQuestResponse.parse(await visitor.json()).quest).toEqual(quest);
    // A 2010 code still finds its occupation, as its 2019 successor.
    const old = await call(url('/quests/generate-one'), { body: { code: '15-1132.00' } });
    expect(GenerateOneQuestResponse.parse(await old.json()).quest.occupation).toEqual({
      code: '15-1252.00',
      title: 'Software Developers',
    });
  });

  it('plans a chosen quest and saves it through onboarding like any other card', async () => {
    const token = await newUser();
    const { quests } = GenerateQuestsResponse.parse(
      await (await as(token).post('/quests/generate', { answer: 'engineer' })).json(),
    );
    const { quest } = GenerateOneQuestResponse.parse(
      await (await as(token).post('/quests/generate-one', { code: '17-2071.00', answer: 'engineer' })).json(),
    );
    const { plan } = GeneratePlanResponse.parse(
      await (await as(token).post('/plans/generate', { quest, userAnswer: 'engineer' })).json(),
    );
    expect(plan.milestones.length).toBeGreaterThanOrEqual(3);
    const cards = [quest, ...quests.slice(1)];
    const res = await as(token).post('/onboarding', {
      answer: 'engineer',
      quests: cards,
      selectedQuestId: quest.id,
      plan,
    });
    expect(res.status).toBe(201);
    expect(DashboardResponse.parse(await res.json()).current).toMatchObject({ quest_id: quest.id, title: quest.title });
  });
});

describe('OpenAPI', () => {
  it('shows every quests and plans endpoint with the fixed shapes', async () => {
    const doc = await (await call(url('/docs-json'))).json();
    const ops: Record<string, string[]> = {
      '/api/quests/generate': ['post'],
      '/api/quests/generate-one': ['post'],
      '/api/plans/generate': ['post'],
      '/api/onboarding': ['post'],
      '/api/dashboard': ['get'],
      '/api/quests/current/plan': ['patch'],
      '/api/quests/current/milestones/{index}': ['put'],
      '/api/quests/start': ['post'],
      '/api/generated-quests/{id}': ['delete'],
      '/api/occupations/search': ['get'],
    };
    for (const [path, methods] of Object.entries(ops))
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const quests = doc.paths['/api/quests/generate'].post;
    expect(JSON.stringify(quests.requestBody)).toContain('answer');
    expect(Object.keys(quests.responses['200'].content['application/json'].schema.properties)).toEqual([
      'quests',
      'questions',
    ]);
    expect(
      Object.keys(doc.paths['/api/plans/generate'].post.responses['200'].content['application/json'].schema.properties),
    ).toEqual(['plan']);
  });
});

describe('onboarding and the dashboard', () => {
  it('a new user has an empty dashboard and is not onboarded', async () => {
    const token = await newUser();
    const res = await as(token).get('/dashboard');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ onboarding_completed: false, current: null, finished: null, others: [] });
    expect((await call(url('/dashboard'))).status).toBe(401);
  });

  it('saves everything at once: the flag, the current quest with its plan, and the two others', async () => {
    const { token, quests, dashboard } = await onboardedUser();
    expect(dashboard.onboarding_completed).toBe(true);
    expect(dashboard.current).toMatchObject({
      quest_id: quests[1].id,
      title: quests[1].title,
      completed_milestones: [],
      progress_percent: 0,
    });
    expect(dashboard.current?.plan_data.milestones.length).toBeGreaterThanOrEqual(3);
    expect(dashboard.others.map((o) => o.quest_id).sort()).toEqual([quests[0].id, quests[2].id].sort());
    expect(await (await as(token).get('/dashboard')).json()).toEqual(dashboard);
    const me = await (await as(token).get('/me')).json();
    expect(me.profile.onboarding_completed).toBe(true);
  });

  it('keeps a plan chosen in the dialog, and refuses onboarding without quests or a chosen one', async () => {
    const token = await newUser();
    const { quests } = GenerateQuestsResponse.parse(
      await (await as(token).post('/quests/generate', { answer: ANSWER })).json(),
    );
    const noQuests = await as(token).post('/onboarding', { answer: ANSWER, quests: [], selectedQuestId: 'x' });
    expect(noQuests.status).toBe(400);
    expect((await noQuests.json()).error).toBe('No quests returned. Try adjusting your answer.');
    const unpicked = await as(token).post('/onboarding', { answer: ANSWER, quests, selectedQuestId: 'nope' });
    expect(unpicked.status).toBe(400);
    expect((await unpicked.json()).error).toBe('Please choose one quest to start.');
    expect(DashboardResponse.parse(await (await as(token).get('/dashboard')).json()).onboarding_completed).toBe(false);

    const { plan } = GeneratePlanResponse.parse(
      await (await as(token).post('/plans/generate', { quest: quests[0], minutesPerDay: 45 })).json(),
    );
    const saved = DashboardResponse.parse(
      await (
        await as(token).post('/onboarding', { answer: ANSWER, quests, selectedQuestId: quests[0].id, plan })
      ).json(),
    );
    expect(saved.current?.plan_data).toEqual(plan);
  });

  it('edits minutes, target days and plan days; another quest id answers 404', async () => {
    const { token, quests } = await onboardedUser();
    const res = await as(token).send('PATCH', '/quests/current/plan', {
      questId: quests[1].id,
      minutesPerDay: 45,
      targetDays: [3, 10],
      weekdays: ['mon', 'wed', 'fri'],
    });
    expect(res.status).toBe(200);
    const { current } = DashboardResponse.parse(await res.json());
    expect(current?.plan_data.schedule).toMatchObject({
      minutes_per_day: 45,
      weekdays: ['mon', 'wed', 'fri'],
      weekly_plan: 'Mon, Wed & Fri: 45 minutes per day',
    });
    expect(current?.plan_data.milestones.slice(0, 2).map((m) => m.due_in_days)).toEqual([3, 10]);
    expect(
      (await as(token).send('PATCH', '/quests/current/plan', { questId: quests[0].id, minutesPerDay: 30 })).status,
    ).toBe(404);
    expect((await as(token).send('PATCH', '/quests/current/plan', { minutesPerDay: 30 })).status).toBe(400);
  });

  it('refuses nonsense with a 400 naming the field, and saves nothing', async () => {
    const { token, quests, dashboard } = await onboardedUser();
    const questId = quests[1].id;
    const days = dashboard.current!.plan_data.milestones.map((m) => m.due_in_days);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ minutesPerDay: 99999 }, 'minutesPerDay', 'Minutes per day must be at most 480'],
      [{ minutesPerDay: 500 }, 'minutesPerDay', 'Minutes per day must be at most 480'],
      [{ minutesPerDay: 0 }, 'minutesPerDay', 'Minutes per day must be at least 5'],
      [{ minutesPerDay: '45 min' }, 'minutesPerDay', 'Minutes per day must be a whole number'],
      [
        { minutesPerDay: 30, targetDays: [9, 5, ...days.slice(2)] },
        'targetDays.1',
        "Target day must be after milestone 1's day 9",
      ],
      [{ minutesPerDay: 30, weekdays: [] }, 'weekdays', 'Choose at least one plan day'],
    ];
    for (const [edit, path, message] of cases) {
      const res = await as(token).send('PATCH', '/quests/current/plan', { questId, ...edit });
      expect(res.status, JSON.stringify(edit)).toBe(400);
      expect(await res.json()).toEqual({ error: message, details: [{ path, message }] });
    }
    // Target days left out keep theirs: a first day past the second is refused by the plan itself.
    const behind = await as(token).send('PATCH', '/quests/current/plan', {
      questId,
      minutesPerDay: 30,
      targetDays: [days[1] + 1],
    });
    expect(behind.status).toBe(400);
    expect((await behind.json()).details).toEqual([expect.objectContaining({ path: 'targetDays.1' })]);
    expect(await (await as(token).get('/dashboard')).json()).toEqual(dashboard);
  });

  it('ticks and reopens milestones on the server, with percent progress', async () => {
    const { token, quests, dashboard } = await onboardedUser();
    const total = dashboard.current!.plan_data.milestones.length;
    const done = await as(token).send('PUT', '/quests/current/milestones/0', {
      questId: quests[1].id,
      completed: true,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ completed_milestones: [0], progress_percent: Math.round(100 / total) });
    expect(
      DashboardResponse.parse(await (await as(token).get('/dashboard')).json()).current?.completed_milestones,
    ).toEqual([0]);
    const reopened = await as(token).send('PUT', '/quests/current/milestones/0', {
      questId: quests[1].id,
      completed: false,
    });
    expect(await reopened.json()).toEqual({ completed_milestones: [], progress_percent: 0 });
    for (const index of [String(total), '-1', 'abc', '1.5']) {
      expect(
        (await as(token).send('PUT', `/quests/current/milestones/${index}`, { questId: quests[1].id, completed: true }))
          .status,
      ).toBe(400);
    }
    expect((await as(token).send('PUT', '/quests/current/milestones/0', { questId: quests[1].id })).status).toBe(400);
    expect(
      (await as(token).send('PUT', '/quests/current/milestones/0', { questId: quests[0].id, completed: true })).status,
    ).toBe(404);
  });

  it('starts another generated quest: it becomes current, the previous one is listed again', async () => {
    const { token, quests } = await onboardedUser();
    const res = await as(token).post('/quests/start', { questId: quests[2].id });
    expect(res.status).toBe(201);
    const dashboard = DashboardResponse.parse(await res.json());
    expect(dashboard.current?.quest_id).toBe(quests[2].id);
    expect(dashboard.current?.plan_data.milestones.length).toBeGreaterThanOrEqual(3);
    expect(dashboard.others.map((o) => o.quest_id).sort()).toEqual([quests[0].id, quests[1].id].sort());
    expect((await as(token).post('/quests/start', { questId: 'q-nope-1' })).status).toBe(404);
  });

  it('deletes one of the other quests; a missing or malformed id answers 404', async () => {
    const { token, dashboard } = await onboardedUser();
    const [first, second] = dashboard.others;
    expect((await as(token).send('DELETE', `/generated-quests/${first.id}`)).status).toBe(204);
    const after = DashboardResponse.parse(await (await as(token).get('/dashboard')).json());
    expect(after.others.map((o) => o.id)).toEqual([second.id]);
    expect((await as(token).send('DELETE', `/generated-quests/${first.id}`)).status).toBe(404);
    expect((await as(token).send('DELETE', '/generated-quests/not-a-uuid')).status).toBe(404);
  });
});

describe('odd input never gets a 500', () => {
  it('answers 400 to malformed JSON, wrong types and over-long fields on every body-taking endpoint', async () => {
    const token = await newUser();
    const raw = (path: string, body: string, method = 'POST') =>
      fetch(url(path), {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
    for (const path of ['/quests/generate', '/plans/generate', '/onboarding', '/quests/start']) {
      expect((await raw(path, '{"answer":')).status).toBe(400);
      expect((await raw(path, '[1,2]')).status).toBe(400);
      expect((await raw(path, '"nurse"')).status).toBe(400);
    }
    expect((await raw('/quests/current/plan', '{', 'PATCH')).status).toBe(400);
    expect((await raw('/quests/current/milestones/0', 'null', 'PUT')).status).toBe(400);
    const long = { id: 'q-'.padEnd(101, 'x'), title: 'T', description: 'D' };
    expect(
      (await as(token).post('/onboarding', { answer: 'nurse', quests: [long], selectedQuestId: long.id })).status,
    ).toBe(400);
    expect(
      (
        await as(token).post('/onboarding', {
          answer: 'nurse',
          quests: [{ id: 'q', title: 'x'.repeat(201), description: 'D' }],
          selectedQuestId: 'q',
        })
      ).status,
    ).toBe(400);
    expect(
      (await as(token).post('/plans/generate', { quest: { id: 'q', title: 't', description: 'd'.repeat(1001) } }))
        .status,
    ).toBe(400);
    // Repeated quest ids are saved once.
    const dup = { id: 'q-dup-1', title: 'Twice', description: 'Do it twice and take a photo.' };
    const saved = await as(token).post('/onboarding', { answer: 'nurse', quests: [dup, dup], selectedQuestId: dup.id });
    expect(saved.status).toBe(201);
    expect(DashboardResponse.parse(await saved.json())).toMatchObject({ current: { quest_id: dup.id }, others: [] });
  });
});

describe("another user's ids", () => {
  it('answer 404 on every id-taking endpoint and change nothing', async () => {
    const owner = await onboardedUser();
    const intruder = await newUser();
    const other = owner.dashboard.others[0];
    const current = owner.dashboard.current!;
    const them = as(intruder);
    expect((await them.send('DELETE', `/generated-quests/${other.id}`)).status).toBe(404);
    expect((await them.post('/quests/start', { questId: other.quest_id })).status).toBe(404);
    expect(
      (await them.send('PATCH', '/quests/current/plan', { questId: current.quest_id, minutesPerDay: 5 })).status,
    ).toBe(404);
    expect(
      (await them.send('PUT', '/quests/current/milestones/0', { questId: current.quest_id, completed: true })).status,
    ).toBe(404);
    // Even once the intruder has quests of their own, the owner's stay out of reach.
    await them.post('/onboarding', {
      answer: 'vet',
      quests: [{ id: 'q-x-1', title: 'Mine', description: 'Do my own thing and show a photo.' }],
      selectedQuestId: 'q-x-1',
    });
    expect((await them.send('DELETE', `/generated-quests/${other.id}`)).status).toBe(404);
    expect((await them.post('/quests/start', { questId: other.quest_id })).status).toBe(404);
    expect(await (await as(owner.token).get('/dashboard')).json()).toEqual(owner.dashboard);
  });
});
