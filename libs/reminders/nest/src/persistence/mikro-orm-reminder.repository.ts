import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Weekday } from '@sidequest/kernel';
import type { ReminderRepository, ReminderSettings } from '@sidequest/reminders-domain';
import { isUuid } from './user-id';

interface Row {
  user_id: string;
  time_zone: string | null;
  reminder_saved: boolean;
  enabled: boolean;
  minutes: number;
  days: string;
  next_reminder_at: Date | string | null;
  unanswered_in_row: number;
  paused: boolean;
  last_sent_local_date: string | null;
  updated_at: Date | string;
}

const COLUMNS = `user_id, time_zone, reminder_saved, enabled, minutes, array_to_string(days, ',') as days,
  next_reminder_at, unanswered_in_row, paused, last_sent_local_date, updated_at`;

/**
 * The scheduler's pick: due, enabled and not paused, earliest first, locked for the caller's
 * transaction and skipped by other workers meanwhile. daily_settings_due_idx serves it.
 */
export const DUE_REMINDERS_STATEMENT = `select ${COLUMNS} from daily_settings
  where enabled and not paused and next_reminder_at <= ?
  order by next_reminder_at limit ? for update skip locked`;

function fromRow(r: Row): ReminderSettings {
  return {
    userId: r.user_id,
    timeZone: r.time_zone,
    reminderSaved: r.reminder_saved,
    enabled: r.enabled,
    minutes: Number(r.minutes),
    days: (r.days ? r.days.split(',') : []) as Weekday[],
    nextReminderAt: r.next_reminder_at ? new Date(r.next_reminder_at) : null,
    unansweredInRow: Number(r.unanswered_in_row),
    paused: r.paused,
    lastSentLocalDate: r.last_sent_local_date,
    updatedAt: new Date(r.updated_at),
  };
}

@Injectable()
export class MikroOrmReminderRepository implements ReminderRepository {
  constructor(private readonly em: EntityManager) {}

  find(userId: string): Promise<ReminderSettings | null> {
    return this.findOne(userId, '');
  }

  findForUpdate(userId: string): Promise<ReminderSettings | null> {
    return this.findOne(userId, ' for update');
  }

  private async findOne(userId: string, lock: '' | ' for update'): Promise<ReminderSettings | null> {
    if (!isUuid(userId)) return null;
    const rows = await this.em.execute<Row[]>(`select ${COLUMNS} from daily_settings where user_id = ?${lock}`, [
      userId,
    ]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async save(s: ReminderSettings): Promise<void> {
    // Days go in as one comma-separated text, so no driver expands the array into a list of parameters.
    await this.em.execute(
      `insert into daily_settings (user_id, time_zone, reminder_saved, enabled, minutes, days, next_reminder_at,
         unanswered_in_row, paused, last_sent_local_date, created_at, updated_at)
       values (?, ?, ?, ?, ?, string_to_array(?, ','), ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set time_zone = excluded.time_zone, reminder_saved = excluded.reminder_saved,
         enabled = excluded.enabled, minutes = excluded.minutes, days = excluded.days,
         next_reminder_at = excluded.next_reminder_at, unanswered_in_row = excluded.unanswered_in_row,
         paused = excluded.paused, last_sent_local_date = excluded.last_sent_local_date,
         updated_at = excluded.updated_at`,
      [
        s.userId,
        s.timeZone,
        s.reminderSaved,
        s.enabled,
        s.minutes,
        s.days.join(','),
        s.nextReminderAt,
        s.unansweredInRow,
        s.paused,
        s.lastSentLocalDate,
        s.updatedAt,
        s.updatedAt,
      ],
    );
  }

  async claimDue(now: Date, limit: number): Promise<ReminderSettings[]> {
    const rows = await this.em.execute<Row[]>(DUE_REMINDERS_STATEMENT, [now, limit]);
    return rows.map(fromRow);
  }

  async saveMoves(rows: readonly ReminderSettings[]): Promise<void> {
    const moves = rows.filter((r) => isUuid(r.userId));
    if (!moves.length) return;
    // One UPDATE ... FROM for the batch; the moves go in as one JSON parameter.
    await this.em.execute(
      `update daily_settings d set next_reminder_at = m.next_reminder_at, unanswered_in_row = m.unanswered_in_row,
         paused = m.paused, last_sent_local_date = m.last_sent_local_date, updated_at = m.updated_at
       from jsonb_to_recordset(?::jsonb) as m(user_id uuid, next_reminder_at timestamptz, unanswered_in_row int,
         paused boolean, last_sent_local_date text, updated_at timestamptz)
       where d.user_id = m.user_id`,
      [
        JSON.stringify(
          moves.map((r) => ({
            user_id: r.userId,
            next_reminder_at: r.nextReminderAt?.toISOString() ?? null,
            unanswered_in_row: r.unansweredInRow,
            paused: r.paused,
            last_sent_local_date: r.lastSentLocalDate,
            updated_at: r.updatedAt.toISOString(),
          })),
        ),
      ],
    );
  }

  async resetUnanswered(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.em.execute(
      'update daily_settings set unanswered_in_row = 0 where user_id = ? and unanswered_in_row <> 0',
      [userId],
    );
  }

  async useLink(linkId: string, userId: string, at: Date): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.em.execute<{ link_id: string }[]>(
      `insert into reminder_links_used (link_id, user_id, used_at) values (?, ?, ?)
         on conflict (link_id) do nothing returning link_id`,
      [linkId.slice(0, 64), userId, at],
    );
    return rows.length > 0;
  }

  /** The data export: the reminder links the user used (each link's random id and when), oldest first. */
  async listUsedLinks(userId: string): Promise<{ linkId: string; usedAt: Date }[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.em.execute<{ link_id: string; used_at: Date | string }[]>(
      'select link_id, used_at from reminder_links_used where user_id = ? order by used_at, link_id',
      [userId],
    );
    return rows.map((r) => ({ linkId: r.link_id, usedAt: new Date(r.used_at) }));
  }

  async deleteByUser(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    // The settings row first: a reminder link in flight holds it (UseReminderLink), so this waits for
    // the link to commit, and every delete after it sees what the link wrote.
    await this.em.execute('delete from daily_settings where user_id = ?', [userId]);
    await this.em.execute('delete from reminder_links_used where user_id = ?', [userId]);
  }
}
