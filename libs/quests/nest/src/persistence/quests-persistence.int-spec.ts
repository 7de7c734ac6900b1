import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidGenerator } from '@sidequest/kernel';
import { FixedClock } from '@sidequest/kernel/testing';
import { QuestPlans, type Plan, type QuestPlanRecord, type QuestPlanRepository } from '@sidequest/plans-domain';
import {
  communityQuestCatalogue,
  CompleteOnboarding,
  generateQuestDrafts,
  StartGeneratedQuest,
  type OnboardingStatusPort,
  type QuestSelectionRepository,
} from '@sidequest/quests-domain';
import {
  communityQuestBoardContract,
  generatedQuestRepositoryContract,
  onboardingResponseRepositoryContract,
  questSelectionRepositoryContract,
} from '@sidequest/quests-domain/testing';
import { MikroOrmUnitOfWork, SqlReads } from '@sidequest/platform-db';
import { initContextOrm, type ContextOrm } from '@sidequest/platform-db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardReader } from '../read/dashboard.reader';
import { MikroOrmCommunityQuestRepository } from './mikro-orm-community-quest.repository';
import { MikroOrmGeneratedQuestRepository } from './mikro-orm-generated-quest.repository';
import { MikroOrmOnboardingResponseRepository } from './mikro-orm-onboarding-response.repository';
import { MikroOrmQuestSelectionRepository } from './mikro-orm-quest-selection.repository';
import { questsMigrations } from './quests.migrations';
import { CommunityCatalogueSync } from './community-catalogue.sync';
import { SqlCommunityQuestBoard } from './sql-community-quest.board';
import { questsEntitySchemas } from './quests.schemas';

/** Other contexts' tables, each in its shape as far as quests' writes and reads reach it. */
const OTHER_CONTEXTS_TABLES = [
  // accounts owns profiles; this is its shape as far as the onboarding flag goes.
  'create table profiles (user_id uuid primary key, onboarding_completed boolean not null default false, updated_at timestamptz not null)',
  // plans owns quest_plans (each selection's plan, which the dashboard's read joins); this is its shape.
  'create table quest_plans (selection_id uuid primary key, user_id uuid not null, quest_id varchar(100) not null, plan_data jsonb not null, updated_at timestamptz not null)',
  // progress owns the milestone ticks the dashboard's read joins; this is its shape.
  'create table milestone_progress (user_id uuid not null, quest_id varchar(100) not null, completed jsonb not null, updated_at timestamptz not null, primary key (user_id, quest_id))',
  // progress owns the reflections whose taste orders the dashboard's other quests; this is its shape as far as taste reads.
  'create table reflections (user_id uuid not null, quest_id varchar(120) not null, occupation_code varchar(16) null, rating smallint not null, direction varchar(16) not null, primary key (user_id, quest_id))',
  // progress owns the started community quests whose flags the browse board's read joins; this is its shape as far as that read goes.
  'create table quest_progress (user_id varchar(64) not null, quest_id varchar(120) not null, primary key (user_id, quest_id))',
];
async function run(em: EntityManager, statements: string[]) {
  for (const sql of statements) await em.getConnection().execute(sql);
}

let ctx: ContextOrm;

beforeAll(async () => {
  ctx = await initContextOrm({
    name: 'sq_quests',
    entities: questsEntitySchemas,
    migrations: questsMigrations,
    beforeMigrate: (em) => run(em, OTHER_CONTEXTS_TABLES),
  });
});

afterAll(() => ctx?.close());

const em = () => ctx.em;
const reads = () => new SqlReads(em(), new MikroOrmUnitOfWork(em()));
const clock = new FixedClock();

/** A stand-in for accounts' OnboardingStatus over the stand-in profiles, on the same EntityManager (so in the same transaction). */
const onboardingStatus: OnboardingStatusPort = {
  isCompleted: async (userId) =>
    (
      await em().execute<{ onboarding_completed: boolean }[]>(
        'select onboarding_completed from profiles where user_id = ?',
        [userId],
      )
    )[0]?.onboarding_completed ?? false,
  markCompleted: async (userId) => {
    await em().execute(
      `insert into profiles (user_id, onboarding_completed, updated_at) values (?, true, now())
       on conflict (user_id) do update set onboarding_completed = true, updated_at = excluded.updated_at`,
      [userId],
    );
  },
};

/** A stand-in for plans' repository over the stand-in quest_plans, on the same EntityManager (so in the same transaction). */
const planRows: QuestPlanRepository = {
  save: async (r) => {
    await em().execute(
      `insert into quest_plans values (?, ?, ?, ?::jsonb, ?) on conflict (selection_id) do update set plan_data = excluded.plan_data, updated_at = excluded.updated_at where quest_plans.user_id = excluded.user_id`,
      [r.selectionId, r.userId, r.questId, JSON.stringify(r.plan), r.updatedAt],
    );
  },
  find: async (userId, selectionId) => {
    const [row] = await em().execute<{ quest_id: string; plan_data: Plan; updated_at: Date }[]>(
      'select * from quest_plans where user_id = ? and selection_id = ?',
      [userId, selectionId],
    );
    return row
      ? ({
          selectionId,
          userId,
          questId: row.quest_id,
          plan: row.plan_data,
          updatedAt: new Date(row.updated_at),
        } satisfies QuestPlanRecord)
      : null;
  },
  findMany: async (keys) =>
    (await Promise.all(keys.map((k) => planRows.find(k.userId, k.selectionId)))).filter(
      (r): r is QuestPlanRecord => r !== null,
    ),
  listByUser: async () => [],
};

function adapters() {
  return {
    uow: new MikroOrmUnitOfWork(em()),
    status: onboardingStatus,
    responses: new MikroOrmOnboardingResponseRepository(em()),
    generated: new MikroOrmGeneratedQuestRepository(em()),
    selections: new MikroOrmQuestSelectionRepository(
      em(),
      new QuestPlans({ plans: planRows }),
    ) as QuestSelectionRepository,
    clock,
    ids: uuidGenerator,
  };
}

const answer = 'nurse, pilot, chef';
const quests = generateQuestDrafts(answer);

async function counts(userId: string) {
  const q = (table: string) =>
    em()
      .execute<{ n: string }[]>(`select count(*) as n from ${table} where user_id = ?`, [userId])
      .then(([r]) => Number(r.n));
  return {
    profiles: await q('profiles'),
    responses: await q('onboarding_responses'),
    generated: await q('generated_quests'),
    selections: await q('quest_selections'),
    plans: await q('quest_plans'),
  };
}

/** The user's generated quests that are not the current one: the dashboard's "other quests". */
const unselectedQuestIds = async (userId: string) =>
  (
    await em().execute<{ quest_id: string }[]>(
      'select quest_id from generated_quests where user_id = ? and not is_selected',
      [userId],
    )
  )
    .map((r) => r.quest_id)
    .sort();

describe('onboarding save, one transaction', () => {
  it('writes the flag, the response, the three quests and the selection with its plan', async () => {
    const userId = randomUUID();
    const deps = adapters();
    expect(await deps.status.isCompleted(userId)).toBe(false);
    const result = await new CompleteOnboarding(deps).execute({
      userId,
      answer,
      quests,
      selectedQuestId: quests[2].id,
    });
    expect(result.ok).toBe(true);
    expect(await counts(userId)).toEqual({ profiles: 1, responses: 1, generated: 3, selections: 1, plans: 1 });
    expect(await deps.status.isCompleted(userId)).toBe(true);
    const [response] = await em().execute('select interests, dream_role from onboarding_responses where user_id = ?', [
      userId,
    ]);
    expect(response).toEqual({ interests: ['healthcare', 'engineering', 'business'], dream_role: answer });
    const current = await deps.selections.findCurrent(userId);
    expect(current).toMatchObject({ userId, questId: quests[2].id, title: quests[2].title });
    expect(current?.plan.milestones.length).toBeGreaterThanOrEqual(3);
    expect(await unselectedQuestIds(userId)).toEqual([quests[0].id, quests[1].id].sort());
  });

  it('saves nothing when the last write fails after the others succeeded', async () => {
    const userId = randomUUID();
    const deps = adapters();
    const real = deps.selections;
    deps.selections = {
      ...real,
      findCurrent: (u) => real.findCurrent(u),
      save: async (s) => {
        await real.save(s);
        throw new Error('connection lost');
      },
    };
    await expect(
      new CompleteOnboarding(deps).execute({ userId, answer, quests, selectedQuestId: quests[0].id }),
    ).rejects.toThrow('connection lost');
    expect(await counts(userId)).toEqual({ profiles: 0, responses: 0, generated: 0, selections: 0, plans: 0 });
  });

  it('saves nothing when Postgres refuses a row midway (a quest id too long for its column)', async () => {
    const userId = randomUUID();
    const bad = [quests[0], { ...quests[1], id: `q-${'x'.repeat(120)}` }];
    await expect(
      new CompleteOnboarding(adapters()).execute({ userId, answer, quests: bad, selectedQuestId: quests[0].id }),
    ).rejects.toThrow();
    expect(await counts(userId)).toEqual({ profiles: 0, responses: 0, generated: 0, selections: 0, plans: 0 });
  });

  it('a redo refreshes the same quests instead of duplicating them, and lists the old current one again', async () => {
    const userId = randomUUID();
    const deps = adapters();
    await new CompleteOnboarding(deps).execute({ userId, answer, quests, selectedQuestId: quests[0].id });
    clock.advance(60_000);
    await new CompleteOnboarding(deps).execute({ userId, answer, quests, selectedQuestId: quests[1].id });
    expect(await counts(userId)).toMatchObject({ generated: 3, selections: 2, profiles: 1, plans: 2 });
    expect((await deps.selections.findCurrent(userId))?.questId).toBe(quests[1].id);
    // The batch read agrees: each user's latest selection with its plan; users without one are absent.
    const many = await deps.selections.findCurrentMany([userId, randomUUID(), 'not-a-uuid']);
    expect(many).toEqual([await deps.selections.findCurrent(userId)]);
    expect(await unselectedQuestIds(userId)).toEqual([quests[0].id, quests[2].id].sort());
    // The previous quest is still one the person started; a quest they never started, or another person's, is not.
    expect(await deps.selections.findByQuestId(userId, quests[0].id)).toMatchObject({ questId: quests[0].id });
    expect(await deps.selections.findByQuestId(userId, quests[2].id)).toBeNull();
    expect(await deps.selections.findByQuestId(randomUUID(), quests[0].id)).toBeNull();
  });
});

describe('repositories and the dashboard reader, scoped by user', () => {
  it("reads only the user's rows; another user's ids find, change and delete nothing", async () => {
    const owner = randomUUID();
    const intruder = randomUUID();
    const deps = adapters();
    await new CompleteOnboarding(deps).execute({ userId: owner, answer, quests, selectedQuestId: quests[0].id });
    const [other] = await em().execute<{ id: string; questId: string }[]>(
      'select id, quest_id as "questId" from generated_quests where user_id = ? and not is_selected',
      [owner],
    );
    expect(await deps.generated.findByQuestId(intruder, other.questId)).toBeNull();
    expect(await deps.generated.delete(intruder, other.id)).toBe(false);
    expect(await deps.generated.delete(owner, 'not-a-uuid')).toBe(false);
    expect(await deps.selections.findCurrent(intruder)).toBeNull();
    expect(await deps.selections.findCurrent('not-a-uuid')).toBeNull();
    const ownerCurrent = (await deps.selections.findCurrent(owner))!;
    // Saving a selection under another user's id never overwrites the owner's row.
    await deps.selections
      .save({ ...ownerCurrent, userId: intruder, id: ownerCurrent.id, title: 'hijack' })
      .catch(() => undefined);
    expect((await deps.selections.findCurrent(owner))?.title).toBe(ownerCurrent.title);
    expect(await deps.generated.delete(owner, other.id)).toBe(true);
    expect(await counts(owner)).toMatchObject({ generated: 2 });
  });

  it("reads the dashboard in one statement, with the current quest's milestone ticks", async () => {
    const userId = randomUUID();
    const deps = adapters();
    await new CompleteOnboarding(deps).execute({ userId, answer, quests, selectedQuestId: quests[0].id });
    clock.advance(60_000);
    await new StartGeneratedQuest(deps).execute({ userId, questId: quests[1].id });
    await em().execute(
      `insert into milestone_progress (user_id, quest_id, completed, updated_at) values (?, ?, '[0, 2]'::jsonb, now())`,
      [userId, quests[1].id],
    );
    await em().execute(
      `insert into milestone_progress (user_id, quest_id, completed, updated_at) values (?, ?, '[1]'::jsonb, now())`,
      [userId, quests[0].id],
    );

    const dashboard = await new DashboardReader(reads()).read(userId);
    const total = dashboard.current!.plan_data.milestones.length;
    expect(dashboard).toMatchObject({
      onboarding_completed: true,
      current: {
        quest_id: quests[1].id,
        completed_milestones: [0, 2],
        progress_percent: Math.round((2 / total) * 100),
      },
    });
    expect(dashboard.others.map((o) => o.quest_id)).toEqual(expect.arrayContaining([quests[0].id, quests[2].id]));
    expect(dashboard.others).toHaveLength(2);
    expect(dashboard.finished).toBeNull();
    expect(await new DashboardReader(reads()).read(randomUUID())).toEqual({
      onboarding_completed: false,
      current: null,
      finished: null,
      others: [],
    });

    // Finished: no current quest any more (the earlier pick does not come back), only its name to lead on from.
    expect(await deps.selections.finish(userId, quests[1].id, clock.now())).toBe(true);
    const after = await new DashboardReader(reads()).read(userId);
    expect(after.current).toBeNull();
    expect(after.finished).toMatchObject({ quest_id: quests[1].id, title: quests[1].title });
    expect(after.others.map((o) => o.quest_id)).toEqual(expect.arrayContaining([quests[0].id, quests[2].id]));
  });

  it('orders the other quests by the taste of the same read: what the person enjoyed first, what they did not last', async () => {
    const userId = randomUUID();
    const deps = adapters();
    await new CompleteOnboarding(deps).execute({ userId, answer, quests, selectedQuestId: quests[1].id });
    const reflect = (questId: string, code: string | undefined, rating: number, direction: string) =>
      em().execute(
        'insert into reflections (user_id, quest_id, occupation_code, rating, direction) values (?, ?, ?, ?, ?)',
        [userId, `q-past-${questId}`, code ?? null, rating, direction],
      );
    const read = async () => (await new DashboardReader(reads()).read(userId)).others.map((o) => o.quest_id);
    const [liked, disliked] = [quests[2], quests[0]];
    await reflect('a', disliked.occupation?.code, 1, 'different');
    expect(await read()).toEqual([liked.id, disliked.id]);
    await em().execute('delete from reflections where user_id = ?', [userId]);
    await reflect('b', liked.occupation?.code, 1, 'different');
    await reflect('c', disliked.occupation?.code, 5, 'more');
    expect(await read()).toEqual([disliked.id, liked.id]);
  });
});

describe('the community catalogue', () => {
  it('holds every catalogue quest once the sync at start has run, in the catalogue order', async () => {
    await new CommunityCatalogueSync(em()).sync();
    const quests = await new MikroOrmCommunityQuestRepository(em(), reads()).all();
    const catalogue = communityQuestCatalogue();
    expect(quests).toHaveLength(catalogue.length);
    expect(quests.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())).toEqual(catalogue);
  });

  it('syncs a new version of the code once: edited wording and a new quest taken over, the same version left alone', async () => {
    const sync = new CommunityCatalogueSync(em());
    const catalogue = communityQuestCatalogue();
    const edited = [
      ...catalogue.map((q, i) => (i === 0 ? { ...q, title: `${q.title} (revised)` } : q)),
      { ...catalogue[1], questId: 'a-quest-added-later', title: 'A quest added later' },
    ];
    expect(await sync.sync(edited)).toBe(true);
    expect(await sync.sync(edited)).toBe(false);
    const repo = new MikroOrmCommunityQuestRepository(em(), reads());
    expect((await repo.findById(catalogue[0].questId))?.title).toBe(`${catalogue[0].title} (revised)`);
    expect((await repo.findById('a-quest-added-later'))?.title).toBe('A quest added later');
    expect(await sync.sync()).toBe(true);
    expect((await repo.findById(catalogue[0].questId))?.title).toBe(catalogue[0].title);
    expect(await repo.findById('no-such-quest')).toBeNull();
  });
});

generatedQuestRepositoryContract('MikroOrmGeneratedQuestRepository on Postgres', () => adapters().generated);

questSelectionRepositoryContract(
  'MikroOrmQuestSelectionRepository on Postgres (plans through QuestPlans)',
  () => adapters().selections,
);

onboardingResponseRepositoryContract('MikroOrmOnboardingResponseRepository on Postgres', () => ({
  repository: adapters().responses,
  storedFor: async (userId) =>
    (
      await em().execute<{ user_id: string; interests: string[]; dream_role: string | null; created_at: Date }[]>(
        'select user_id, interests, dream_role, created_at from onboarding_responses where user_id = ?',
        [userId],
      )
    ).map((r) => ({
      userId: r.user_id,
      interests: r.interests,
      dreamRole: r.dream_role,
      createdAt: new Date(r.created_at),
    })),
}));

communityQuestBoardContract('SQL on Postgres', async () => {
  // The contract reads today's catalogue, which the sync writes at start; a quest another test added is not in it.
  await new CommunityCatalogueSync(em()).sync();
  const ids = communityQuestCatalogue().map((quest) => quest.questId);
  await em().execute('delete from community_quests where quest_id not in (?)', [ids]);
  return {
    board: new SqlCommunityQuestBoard(reads()),
    start: async (userId, quest) =>
      void (await em().execute('insert into quest_progress (user_id, quest_id) values (?, ?)', [
        userId,
        quest.questId,
      ])),
  };
});
