import { describe, expect, it } from 'vitest';
import type { CheckIn } from '../daily/check-in';
import type { CheckInRepository } from '../ports/check-in-repository.port';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. User ids are UUIDs, as accounts makes them. */
export function checkInRepositoryContract(name: string, setup: () => CheckInRepository | Promise<CheckInRepository>) {
  describe(`check-in repository contract: ${name}`, () => {
    const checkIn = (userId: string, localDate: string, questId = 'q-nurse', zone = 'Europe/Berlin'): CheckIn => ({
      userId,
      questId,
      localDate,
      zone,
      at: new Date(`${localDate}T08:00:00.000Z`),
    });

    it('stores check-ins and lists them for that user only, oldest day first', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      expect(await repo.add(checkIn(alice, '2026-11-24'))).toBe(true);
      expect(await repo.add(checkIn(alice, '2026-11-23', 'q-other', 'America/New_York'))).toBe(true);
      expect(await repo.add(checkIn(bob, '2026-11-24'))).toBe(true);
      expect(await repo.listByUser(alice)).toEqual([
        checkIn(alice, '2026-11-23', 'q-other', 'America/New_York'),
        checkIn(alice, '2026-11-24'),
      ]);
      expect(await repo.listByUser(bob)).toEqual([checkIn(bob, '2026-11-24')]);
    });

    it('tells which of many (user, local date) pairs have a check-in, in one ask', async () => {
      const repo = await setup();
      const [alice, bob, carol] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await repo.add(checkIn(alice, '2026-11-24'));
      await repo.add(checkIn(bob, '2026-11-23'));
      expect(await repo.checkedInOn([])).toEqual(new Set());
      expect(
        await repo.checkedInOn([
          { userId: alice, localDate: '2026-11-24' },
          { userId: bob, localDate: '2026-11-24' },
          { userId: carol, localDate: '2026-11-24' },
          { userId: 'not-a-uuid', localDate: '2026-11-24' },
        ]),
      ).toEqual(new Set([`${alice}/2026-11-24`]));
    });

    it('counts each (user, quest) pair’s check-ins before a day, in one ask', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.add(checkIn(alice, '2026-11-20'));
      await repo.add(checkIn(alice, '2026-11-23'));
      await repo.add(checkIn(alice, '2026-11-24'));
      await repo.add(checkIn(alice, '2026-11-19', 'q-other'));
      await repo.add(checkIn(bob, '2026-11-24'));
      expect(await repo.countBefore([])).toEqual(new Map());
      expect(
        await repo.countBefore([
          { userId: alice, questId: 'q-nurse', before: '2026-11-24' },
          { userId: bob, questId: 'q-nurse', before: '2026-11-24' },
          { userId: 'not-a-uuid', questId: 'q-nurse', before: '2026-11-24' },
        ]),
      ).toEqual(new Map([[`${alice}/q-nurse`, 2]]));
    });

    it('keeps one check-in per user and local date: a second add changes nothing and says so', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      expect(await repo.add(checkIn(alice, '2026-11-24'))).toBe(true);
      expect(await repo.add(checkIn(alice, '2026-11-24', 'q-other'))).toBe(false);
      expect(await repo.listByUser(alice)).toEqual([checkIn(alice, '2026-11-24')]);
    });

    it('removes one day, or all of a user’s check-ins, and no one else’s', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.add(checkIn(alice, '2026-11-23'));
      await repo.add(checkIn(alice, '2026-11-24'));
      await repo.add(checkIn(bob, '2026-11-24'));
      await repo.remove(alice, '2026-11-24');
      expect((await repo.listByUser(alice)).map((c) => c.localDate)).toEqual(['2026-11-23']);
      await repo.deleteByUser(alice);
      expect(await repo.listByUser(alice)).toEqual([]);
      expect(await repo.listByUser(bob)).toHaveLength(1);
    });
  });
}
