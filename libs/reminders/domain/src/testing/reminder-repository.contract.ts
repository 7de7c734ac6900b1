import { describe, expect, it } from 'vitest';
import type { ReminderRepository } from '../ports/reminder-repository.port';
import { reminderSettings } from './reminder-settings';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. User ids are UUIDs. */
export function reminderRepositoryContract(
  name: string,
  setup: () => ReminderRepository | Promise<ReminderRepository>,
) {
  describe(`reminder repository contract: ${name}`, () => {
    const settings = reminderSettings;

    it('saves, replaces and finds one user’s settings, and no one else’s', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      expect(await repo.find(alice)).toBeNull();
      await repo.save(settings(alice));
      await repo.save(settings(bob, { timeZone: null, enabled: false, nextReminderAt: null }));
      expect(await repo.find(alice)).toEqual(settings(alice));
      await repo.save(settings(alice, { minutes: 420, days: ['sun'], paused: true }));
      expect(await repo.find(alice)).toEqual(settings(alice, { minutes: 420, days: ['sun'], paused: true }));
      expect(await repo.find(bob)).toEqual(settings(bob, { timeZone: null, enabled: false, nextReminderAt: null }));
      // The locking read reads the same (its lock is proven on Postgres in reminders-persistence.int-spec).
      expect(await repo.findForUpdate(alice)).toEqual(await repo.find(alice));
      expect(await repo.findForUpdate(crypto.randomUUID())).toBeNull();
    });

    it('claims only enabled, unpaused, due reminders, earliest first, up to the limit', async () => {
      const repo = await setup();
      const now = new Date('2099-01-01T12:00:00.000Z');
      const ids: string[] = Array.from({ length: 6 }, () => crypto.randomUUID());
      await repo.save(settings(ids[0], { nextReminderAt: new Date('2099-01-01T11:59:00.000Z') }));
      await repo.save(settings(ids[1], { nextReminderAt: new Date('2099-01-01T11:00:00.000Z') }));
      await repo.save(settings(ids[2], { nextReminderAt: new Date('2099-01-01T12:00:00.000Z') }));
      await repo.save(settings(ids[3], { nextReminderAt: new Date('2099-01-01T12:01:00.000Z') }));
      await repo.save(settings(ids[4], { nextReminderAt: new Date('2099-01-01T10:00:00.000Z'), paused: true }));
      await repo.save(settings(ids[5], { nextReminderAt: new Date('2099-01-01T10:00:00.000Z'), enabled: false }));
      const due = (await repo.claimDue(now, 10)).filter((r) => ids.includes(r.userId));
      expect(due.map((r) => r.userId)).toEqual([ids[1], ids[0], ids[2]]);
      const two = (await repo.claimDue(new Date('2098-12-31T00:00:00.000Z'), 10)).filter((r) => ids.includes(r.userId));
      expect(two).toEqual([]);
      expect((await repo.claimDue(now, 1)).length).toBe(1);
    });

    it('moves many claimed rows at once: next time, unanswered count, pause, last sent day and update time only', async () => {
      const repo = await setup();
      const [alice, bob, carol] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await repo.save(settings(alice));
      await repo.save(settings(bob));
      await repo.saveMoves([]);
      const later = new Date('2026-11-27T17:00:30.000Z');
      await repo.saveMoves([
        settings(alice, {
          nextReminderAt: new Date('2026-11-30T17:00:00.000Z'),
          unansweredInRow: 3,
          lastSentLocalDate: '2026-11-27',
          updatedAt: later,
        }),
        settings(bob, { minutes: 60, nextReminderAt: null, unansweredInRow: 7, paused: true, updatedAt: later }),
        settings(carol, { updatedAt: later }),
      ]);
      expect(await repo.find(alice)).toEqual(
        settings(alice, {
          nextReminderAt: new Date('2026-11-30T17:00:00.000Z'),
          unansweredInRow: 3,
          lastSentLocalDate: '2026-11-27',
          updatedAt: later,
        }),
      );
      expect(await repo.find(bob)).toEqual(
        settings(bob, { nextReminderAt: null, unansweredInRow: 7, paused: true, updatedAt: later }),
      );
      expect(await repo.find(carol)).toBeNull();
    });

    it('resets the unanswered count of one user', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.save(settings(alice));
      await repo.save(settings(bob));
      await repo.resetUnanswered(alice);
      expect((await repo.find(alice))?.unansweredInRow).toBe(0);
      expect((await repo.find(bob))?.unansweredInRow).toBe(2);
    });

    it('uses a link id once, and deletes a user’s settings and used links', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      const link = crypto.randomUUID();
      const at = new Date('2026-11-26T08:00:00.000Z');
      expect(await repo.useLink(link, alice, at)).toBe(true);
      expect(await repo.useLink(link, alice, at)).toBe(false);
      await repo.save(settings(alice));
      await repo.deleteByUser(alice);
      expect(await repo.find(alice)).toBeNull();
      expect(await repo.useLink(link, alice, at)).toBe(true);
    });
  });
}
