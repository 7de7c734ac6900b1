import { describe, expect, it } from 'vitest';
import type { ReflectionRepository } from '../ports/reflection-repository.port';
import type { Reflection } from '../reflections/reflection';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. User ids are UUIDs, as accounts makes them. */
export function reflectionRepositoryContract(
  name: string,
  setup: () => ReflectionRepository | Promise<ReflectionRepository>,
) {
  describe(`reflection repository contract: ${name}`, () => {
    const reflection = (userId: string, questId: string, over: Partial<Reflection> = {}): Reflection => ({
      userId,
      questId,
      questTitle: `Quest ${questId}`,
      occupationCode: '47-2031.00',
      occupationTitle: 'Carpenters',
      rating: 4,
      direction: 'more',
      surprise: 'Sawdust everywhere',
      ended: 'finished',
      startedAt: new Date('2026-11-01T09:00:00.000Z'),
      endedAt: new Date('2026-11-20T18:00:00.000Z'),
      ...over,
    });

    it('stores reflections and lists them for that user only, newest end first', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      const older = reflection(alice, 'q-trades-a', { endedAt: new Date('2026-11-10T10:00:00.000Z') });
      const newer = reflection(alice, 'q-healthcare-b', {
        occupationCode: null,
        occupationTitle: null,
        surprise: null,
        startedAt: null,
        ended: 'switched',
        direction: 'different',
        rating: 2,
      });
      await repo.save(older);
      await repo.save(newer);
      await repo.save(reflection(bob, 'q-trades-a'));
      expect(await repo.listByUser(alice)).toEqual([newer, older]);
      expect(await repo.listByUser(bob)).toHaveLength(1);
      expect(await repo.listByUser(crypto.randomUUID())).toEqual([]);
    });

    it('keeps one reflection per user and quest: a second save replaces the first', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      await repo.save(reflection(alice, 'q-trades-a'));
      const second = reflection(alice, 'q-trades-a', {
        rating: 1,
        direction: 'different',
        surprise: 'Changed my mind',
        endedAt: new Date('2026-11-21T08:00:00.000Z'),
      });
      await repo.save(second);
      expect(await repo.listByUser(alice)).toEqual([second]);
    });

    it('deletes all of a user’s reflections and no one else’s', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.save(reflection(alice, 'q-trades-a'));
      await repo.save(reflection(alice, 'q-trades-b'));
      await repo.save(reflection(bob, 'q-trades-a'));
      await repo.deleteByUser(alice);
      expect(await repo.listByUser(alice)).toEqual([]);
      expect(await repo.listByUser(bob)).toHaveLength(1);
    });
  });
}
