import { defaultPlan } from '@sidequest/plans-domain';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestRecord, OnboardingResponseRecord, QuestSelectionRecord } from '../model/quest-records';
import type {
  GeneratedQuestRepository,
  OnboardingResponseRepository,
  QuestSelectionRepository,
} from '../ports/quests-ports';

/** Ids are UUIDs, as the use cases make them; times are whole milliseconds, as Postgres keeps them. */
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
const byUser = <T extends { userId: string }>(rows: T[]) => [...rows].sort((a, b) => a.userId.localeCompare(b.userId));

/** GeneratedQuestRepository's contract, for the in-memory store and the Postgres adapter alike. */
export function generatedQuestRepositoryContract(
  name: string,
  setup: () => GeneratedQuestRepository | Promise<GeneratedQuestRepository>,
) {
  describe(`GeneratedQuestRepository contract: ${name}`, () => {
    const quest = (over: Partial<GeneratedQuestRecord> = {}): GeneratedQuestRecord => ({
      id: crypto.randomUUID(),
      userId: crypto.randomUUID(),
      questId: 'q-aviation-1',
      title: 'Shadow a pilot for a day',
      description: 'Ask your local flying club ✈',
      isSelected: false,
      createdAt: at(0),
      ...over,
    });
    const threeFor = (userId: string) => [
      quest({ userId, questId: 'q-aviation-1' }),
      quest({ userId, questId: 'q-food-2', title: 'Cook for ten' }),
      quest({ userId, questId: 'q-care-3', title: 'Volunteer at a clinic' }),
    ];

    it('saves quests and finds each by quest id for its user only', async () => {
      const repo = await setup();
      const userId = crypto.randomUUID();
      const quests = threeFor(userId);
      await repo.saveAll(quests);
      await repo.saveAll([]);
      for (const q of quests) expect(await repo.findByQuestId(userId, q.questId)).toEqual(q);
      expect(await repo.findByQuestId(crypto.randomUUID(), 'q-aviation-1')).toBeNull();
      expect(await repo.findByQuestId(userId, 'q-unknown')).toBeNull();
      expect(await repo.findByQuestId('not-a-uuid', 'q-aviation-1')).toBeNull();
    });

    it('refreshes a quest saved again for the same user (onboarding redone): same id, new fields, no copy', async () => {
      const repo = await setup();
      const first = quest();
      await repo.saveAll([first]);
      const again = quest({
        userId: first.userId,
        title: 'Fly a simulator',
        description: 'At the science museum',
        isSelected: true,
        createdAt: at(30),
      });
      await repo.saveAll([again]);
      expect(await repo.findByQuestId(first.userId, first.questId)).toEqual({ ...again, id: first.id });
      expect(await repo.delete(first.userId, first.id)).toBe(true);
      expect(await repo.findByQuestId(first.userId, first.questId)).toBeNull();
    });

    it("selects one of the user's quests and unselects their others, never another user's", async () => {
      const repo = await setup();
      const userId = crypto.randomUUID();
      const mine = threeFor(userId);
      const theirs = quest({ isSelected: true });
      await repo.saveAll([...mine, theirs]);
      await repo.select(userId, 'q-food-2');
      await repo.select(userId, 'q-care-3');
      const selected = async (uid: string, questId: string) => (await repo.findByQuestId(uid, questId))?.isSelected;
      expect([
        await selected(userId, 'q-aviation-1'),
        await selected(userId, 'q-food-2'),
        await selected(userId, 'q-care-3'),
      ]).toEqual([false, false, true]);
      expect(await selected(theirs.userId, theirs.questId)).toBe(true);
      await repo.select('not-a-uuid', 'q-care-3');
      expect(await selected(userId, 'q-care-3')).toBe(true);
    });

    it("deletes the user's own quest only, and says whether it did", async () => {
      const repo = await setup();
      const owned = quest();
      await repo.saveAll([owned]);
      expect(await repo.delete(crypto.randomUUID(), owned.id)).toBe(false);
      expect(await repo.delete(owned.userId, crypto.randomUUID())).toBe(false);
      expect(await repo.delete(owned.userId, 'not-a-uuid')).toBe(false);
      expect(await repo.findByQuestId(owned.userId, owned.questId)).toEqual(owned);
      expect(await repo.delete(owned.userId, owned.id)).toBe(true);
      expect(await repo.delete(owned.userId, owned.id)).toBe(false);
      expect(await repo.findByQuestId(owned.userId, owned.questId)).toBeNull();
    });
  });
}

/** QuestSelectionRepository's contract (the row and its plan), for the in-memory store and the Postgres adapter alike. */
export function questSelectionRepositoryContract(
  name: string,
  setup: () => QuestSelectionRepository | Promise<QuestSelectionRepository>,
) {
  describe(`QuestSelectionRepository contract: ${name}`, () => {
    const selection = (over: Partial<QuestSelectionRecord> = {}): QuestSelectionRecord => ({
      id: crypto.randomUUID(),
      userId: crypto.randomUUID(),
      questId: 'q-aviation-1',
      title: 'Shadow a pilot for a day',
      description: 'Ask your local flying club ✈',
      plan: defaultPlan(30),
      createdAt: at(0),
      updatedAt: at(0),
      ...over,
    });

    it('saves a selection with its plan and finds it as the user’s current one, for that user only', async () => {
      const repo = await setup();
      const saved = selection();
      await repo.save(saved);
      expect(await repo.findCurrent(saved.userId)).toEqual(saved);
      expect(await repo.findByQuestId(saved.userId, saved.questId)).toEqual(saved);
      expect(await repo.findCurrent(crypto.randomUUID())).toBeNull();
      expect(await repo.findByQuestId(crypto.randomUUID(), saved.questId)).toBeNull();
      expect(await repo.findByQuestId(saved.userId, 'q-food-2')).toBeNull();
      expect(await repo.findCurrent('not-a-uuid')).toBeNull();
    });

    it('takes the latest selection as current, and the latest of a quest when it was started twice', async () => {
      const repo = await setup();
      const userId = crypto.randomUUID();
      const first = selection({ userId, createdAt: at(0), updatedAt: at(0) });
      const second = selection({ userId, questId: 'q-food-2', title: 'Cook for ten', createdAt: at(10) });
      const again = selection({ userId, plan: defaultPlan(45), createdAt: at(20), updatedAt: at(20) });
      // Saved out of order: createdAt, not the order of saving, decides.
      await repo.save(second);
      await repo.save(again);
      await repo.save(first);
      expect(await repo.findCurrent(userId)).toEqual(again);
      expect(await repo.findByQuestId(userId, 'q-aviation-1')).toEqual(again);
      expect(await repo.findByQuestId(userId, 'q-food-2')).toEqual(second);
    });

    it('saves the same selection again as an edit: new title, description, plan and updatedAt', async () => {
      const repo = await setup();
      const saved = selection();
      await repo.save(saved);
      const edited = {
        ...saved,
        title: 'Shadow a pilot for a morning',
        description: 'Or an air-traffic controller',
        plan: defaultPlan(15),
        updatedAt: at(40),
      };
      await repo.save(edited);
      expect(await repo.findCurrent(saved.userId)).toEqual(edited);
      expect(await repo.findCurrentMany([saved.userId])).toEqual([edited]);
    });

    it("will not let another user's save change the owner's selection", async () => {
      const repo = await setup();
      const owned = selection();
      await repo.save(owned);
      const intruder = crypto.randomUUID();
      await repo
        .save({ ...owned, userId: intruder, title: 'Taken over', plan: defaultPlan(5), updatedAt: at(50) })
        .catch(() => undefined);
      expect(await repo.findCurrent(owned.userId)).toEqual(owned);
    });

    it("finds many users' current selections in one ask: users without one are absent, each user once", async () => {
      const repo = await setup();
      const [ada, bo, cy] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const adaOld = selection({ userId: ada, createdAt: at(0) });
      const adaNow = selection({ userId: ada, questId: 'q-food-2', createdAt: at(5), updatedAt: at(5) });
      const boNow = selection({ userId: bo, plan: defaultPlan(60) });
      for (const s of [adaOld, adaNow, boNow]) await repo.save(s);
      expect(await repo.findCurrentMany([])).toEqual([]);
      expect(byUser(await repo.findCurrentMany([ada, bo, cy, ada, 'not-a-uuid']))).toEqual(byUser([adaNow, boNow]));
      expect(await repo.findCurrentMany([cy])).toEqual([]);
    });

    it('a finished selection leaves "current" for good: an older one never comes back, a new pick is current', async () => {
      const repo = await setup();
      const userId = crypto.randomUUID();
      const older = selection({ userId, questId: 'q-food-1', createdAt: at(0), updatedAt: at(0) });
      const latest = selection({ userId, questId: 'q-food-2', createdAt: at(5), updatedAt: at(5) });
      for (const s of [older, latest]) await repo.save(s);
      expect(await repo.finish(userId, 'q-food-2', at(9))).toBe(true);
      expect(await repo.finish(userId, 'q-food-2', at(10))).toBe(false);
      expect(await repo.findCurrent(userId)).toBeNull();
      expect(await repo.findCurrentMany([userId])).toEqual([]);
      // Still the person's own quest for a reflection or the log.
      expect(await repo.findByQuestId(userId, 'q-food-2')).toEqual(latest);
      const next = selection({ userId, questId: 'q-food-3', createdAt: at(20), updatedAt: at(20) });
      await repo.save(next);
      expect(await repo.findCurrent(userId)).toEqual(next);
      expect(await repo.findCurrentMany([userId])).toEqual([next]);
    });

    it("will not finish another user's selection, nor a quest never started", async () => {
      const repo = await setup();
      const owned = selection();
      await repo.save(owned);
      expect(await repo.finish(crypto.randomUUID(), owned.questId, at(9))).toBe(false);
      expect(await repo.finish('not-a-uuid', owned.questId, at(9))).toBe(false);
      expect(await repo.finish(owned.userId, 'q-never', at(9))).toBe(false);
      expect(await repo.findCurrent(owned.userId)).toEqual(owned);
    });
  });
}

/** OnboardingResponseRepository under test: the repository and a read of a user's stored responses. */
export interface OnboardingResponsesUnderTest {
  repository: OnboardingResponseRepository;
  /** The user's stored responses, in any order. */
  storedFor(userId: string): Promise<OnboardingResponseRecord[]>;
}

/** OnboardingResponseRepository's contract, for the in-memory store and the Postgres adapter alike. */
export function onboardingResponseRepositoryContract(
  name: string,
  setup: () => OnboardingResponsesUnderTest | Promise<OnboardingResponsesUnderTest>,
) {
  describe(`OnboardingResponseRepository contract: ${name}`, () => {
    const response = (over: Partial<OnboardingResponseRecord> = {}): OnboardingResponseRecord => ({
      userId: crypto.randomUUID(),
      interests: ['nurse', 'pilot', 'chef ✨'],
      dreamRole: 'Airline pilot',
      createdAt: at(0),
      ...over,
    });
    const byTime = (rows: OnboardingResponseRecord[]) =>
      [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

    it("keeps a user's answers as given, for that user only", async () => {
      const subject = await setup();
      const saved = response();
      await subject.repository.save(saved);
      expect(await subject.storedFor(saved.userId)).toEqual([saved]);
      expect(await subject.storedFor(crypto.randomUUID())).toEqual([]);
    });

    it('keeps a response without a dream role or interests', async () => {
      const subject = await setup();
      const saved = response({ interests: [], dreamRole: null });
      await subject.repository.save(saved);
      expect(await subject.storedFor(saved.userId)).toEqual([saved]);
    });

    it('keeps every response of a user who onboards again, none replaced', async () => {
      const subject = await setup();
      const first = response();
      const again = response({ userId: first.userId, interests: ['teacher'], dreamRole: null, createdAt: at(30) });
      await subject.repository.save(first);
      await subject.repository.save(again);
      expect(byTime(await subject.storedFor(first.userId))).toEqual([first, again]);
    });
  });
}
