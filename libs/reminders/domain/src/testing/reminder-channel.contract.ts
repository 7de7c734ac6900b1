import { describe, expect, it } from 'vitest';
import type { ReminderChannel, ReminderMessage } from '../ports/reminder-channel.port';

export interface ReminderChannelFixture {
  channel: ReminderChannel;
  /** A person the channel can reach, and one it cannot (no address any more). */
  reachable: string;
  unreachable: string;
  /** What went out so far, as the person would get it: who it reached and everything it says, links included. */
  delivered(): Promise<{ userId: string; says: string }[]>;
}

const message = (userId: string, tag: string): ReminderMessage => ({
  userId,
  questTitle: 'Become a nurse',
  nextMilestone: 'Shadow a shift',
  localDate: '2026-11-30',
  pausesNow: false,
  links: { done: `done-${tag}`, unsubscribe: `unsubscribe-${tag}`, resume: `resume-${tag}` },
});

/** The suite every ReminderChannel adapter runs: who it reaches, and that each reminder carries its own links. */
export function reminderChannelContract(name: string, setup: () => Promise<ReminderChannelFixture>): void {
  describe(`ReminderChannel contract: ${name}`, () => {
    it('sends one reminder to a reachable person, with the quest and its own links; refuses an unreachable one', async () => {
      const f = await setup();
      expect(await f.channel.send(message(f.reachable, 'one'))).toBe(true);
      expect(await f.channel.send(message(f.unreachable, 'gone'))).toBe(false);
      const out = await f.delivered();
      expect(out.map((d) => d.userId)).toEqual([f.reachable]);
      expect(out[0].says).toContain('Become a nurse');
      expect(out[0].says).toContain('done-one');
      expect(out[0].says).toContain('unsubscribe-one');
      expect(out.some((d) => d.says.includes('gone'))).toBe(false);
    });

    it('sends a batch in one go, answering who it reached; each reminder keeps its own links', async () => {
      const f = await setup();
      const reached = await f.channel.sendMany([
        message(f.reachable, 'first'),
        message(f.unreachable, 'gone'),
        message(f.reachable, 'second'),
      ]);
      expect(reached).toEqual(new Set([f.reachable]));
      const out = await f.delivered();
      expect(out).toHaveLength(2);
      expect(out[0].says).toContain('done-first');
      expect(out[0].says).not.toContain('done-second');
      expect(out[1].says).toContain('done-second');
      expect(await f.channel.sendMany([])).toEqual(new Set());
    });
  });
}
