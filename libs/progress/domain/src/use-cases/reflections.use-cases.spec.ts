import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import type { QuestToReflect } from '../ports/started-quest.port';
import { InMemoryReflectionRepository } from '../testing/in-memory-reflection.repository';
import { ListQuestLog, NOT_YOUR_QUEST, SaveReflection } from './reflections.use-cases';

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const started: Record<string, QuestToReflect[]> = {
  [alice]: [
    { questId: 'q-trades-47-2031.00-s0-abc', title: 'Build a shelf', startedAt: new Date('2026-11-01T08:00:00Z') },
    { questId: 'q-healthcare-xyz', title: 'Shadow a nurse', startedAt: new Date('2026-11-10T08:00:00Z') },
  ],
  [bob]: [{ questId: 'q-arts-bob', title: 'Paint a wall', startedAt: new Date('2026-11-02T08:00:00Z') }],
};

function setup() {
  const reflections = new InMemoryReflectionRepository();
  const clock = new FixedClock(new Date('2026-11-25T18:00:00Z'));
  const finished: string[] = [];
  const deps = {
    reflections,
    clock,
    startedQuests: {
      find: async (userId: string, questId: string) => started[userId]?.find((q) => q.questId === questId) ?? null,
      finish: async (userId: string, questId: string) => void finished.push(`${userId}/${questId}`),
    },
    occupations: {
      occupationOf: (questId: string) =>
        questId.includes('47-2031.00') ? { code: '47-2031.00', title: 'Carpenters' } : null,
    },
  };
  return { reflections, clock, finished, save: new SaveReflection(deps), log: new ListQuestLog({ reflections }) };
}

describe('reflections', () => {
  it('finishes the quest when the answer says it was finished, never when the person switched or it is not theirs', async () => {
    const { save, finished } = setup();
    const base = { userId: alice, rating: 4, direction: 'more' as const };
    await save.execute({ ...base, questId: 'q-healthcare-xyz', ended: 'switched' });
    expect(finished).toEqual([]);
    await save.execute({ ...base, questId: 'q-arts-bob', ended: 'finished' });
    expect(finished).toEqual([]);
    await save.execute({ ...base, questId: 'q-trades-47-2031.00-s0-abc', ended: 'finished' });
    expect(finished).toEqual([`${alice}/q-trades-47-2031.00-s0-abc`]);
  });

  it('saves a reflection on the person’s own quest with its title, occupation and dates', async () => {
    const { save, log } = setup();
    const result = await save.execute({
      userId: alice,
      questId: 'q-trades-47-2031.00-s0-abc',
      rating: 5,
      direction: 'more',
      surprise: '  How calm it felt  ',
      ended: 'finished',
    });
    expect(result.ok).toBe(true);
    expect(await log.execute({ userId: alice })).toEqual([
      {
        userId: alice,
        questId: 'q-trades-47-2031.00-s0-abc',
        questTitle: 'Build a shelf',
        occupationCode: '47-2031.00',
        occupationTitle: 'Carpenters',
        rating: 5,
        direction: 'more',
        surprise: 'How calm it felt',
        ended: 'finished',
        startedAt: new Date('2026-11-01T08:00:00Z'),
        endedAt: new Date('2026-11-25T18:00:00Z'),
      },
    ]);
  });

  it('a second answer replaces the first, and the log lists the newest first', async () => {
    const { save, log, clock } = setup();
    const base = { userId: alice, direction: 'more' as const, ended: 'finished' as const };
    await save.execute({ ...base, questId: 'q-trades-47-2031.00-s0-abc', rating: 2 });
    clock.advance(60_000);
    await save.execute({ ...base, questId: 'q-healthcare-xyz', rating: 3, ended: 'switched' });
    clock.advance(60_000);
    await save.execute({ ...base, questId: 'q-trades-47-2031.00-s0-abc', rating: 4, surprise: '' });
    const entries = await log.execute({ userId: alice });
    expect(entries.map((e) => [e.questId, e.rating, e.surprise])).toEqual([
      ['q-trades-47-2031.00-s0-abc', 4, null],
      ['q-healthcare-xyz', 3, null],
    ]);
  });

  it('refuses another person’s quest, or one never started, as not found', async () => {
    const { save, log } = setup();
    const input = { rating: 4, direction: 'more' as const, ended: 'finished' as const };
    const foreign = await save.execute({ ...input, userId: alice, questId: 'q-arts-bob' });
    expect(!foreign.ok && foreign.error.kind).toBe('not_found');
    expect(!foreign.ok && foreign.error.message).toBe(NOT_YOUR_QUEST);
    const never = await save.execute({ ...input, userId: alice, questId: 'q-unknown' });
    expect(!never.ok && never.error.kind).toBe('not_found');
    expect(await log.execute({ userId: alice })).toEqual([]);
  });

  it('refuses a rating outside 1–5, an unknown direction and a surprise over 280 characters', async () => {
    const { save } = setup();
    const input = {
      userId: alice,
      questId: 'q-healthcare-xyz',
      direction: 'more' as const,
      ended: 'finished' as const,
    };
    for (const rating of [0, 6, 2.5]) {
      const result = await save.execute({ ...input, rating });
      expect(!result.ok && result.error.kind).toBe('invalid');
    }
    const tooLong = await save.execute({ ...input, rating: 3, surprise: 'x'.repeat(281) });
    expect(!tooLong.ok && tooLong.error.message).toMatch(/280/);
    const odd = await save.execute({ ...input, rating: 3, direction: 'sideways' as never });
    expect(odd.ok).toBe(false);
  });
});
