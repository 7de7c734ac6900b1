import { describe, expect, it } from 'vitest';
import type { Award } from '../awards/awards';
import type { AwardRepository } from '../ports/award-repository.port';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. User ids are UUIDs, as accounts makes them. */
export function awardRepositoryContract(name: string, setup: () => AwardRepository | Promise<AwardRepository>) {
  describe(`award repository contract: ${name}`, () => {
    const award = (userId: string, over: Partial<Award> = {}): Award => ({
      userId,
      kind: 'check-in',
      subject: '2026-11-20',
      points: 10,
      earnedAt: new Date('2026-11-20T18:00:00.000Z'),
      ...over,
    });

    it("lists a user's awards, oldest first, and no one else's", async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      const later = award(alice, { subject: '2026-11-21', earnedAt: new Date('2026-11-21T18:00:00.000Z') });
      const first = award(alice);
      await repo.grant([later, award(bob)]);
      await repo.grant([first]);
      expect(await repo.listByUser(alice)).toEqual([first, later]);
      expect(await repo.listByUser(bob)).toHaveLength(1);
      expect(await repo.listByUser(crypto.randomUUID())).toEqual([]);
    });

    it('grants each (user, kind, subject) once: a second grant changes nothing, not even its points or date', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      const original = award(alice);
      await repo.grant([original]);
      await repo.grant([award(alice, { points: 99, earnedAt: new Date('2026-11-25T08:00:00.000Z') })]);
      expect(await repo.listByUser(alice)).toEqual([original]);
    });

    it("deletes one user's awards only", async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.grant([award(alice), award(bob)]);
      await repo.deleteByUser(alice);
      expect(await repo.listByUser(alice)).toEqual([]);
      expect(await repo.listByUser(bob)).toHaveLength(1);
    });
  });
}
