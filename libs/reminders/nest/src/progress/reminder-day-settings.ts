import { Injectable, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DaySettings } from '@sidequest/progress-domain';
import { MikroOrmReminderRepository } from '../persistence/mikro-orm-reminder.repository';
import { remindersEntitySchemas } from '../persistence/reminders.schemas';

/** Reminders' answer to progress's DaySettings: the zone saved with the reminder, and a check-in answers it. */
@Injectable()
export class ReminderDaySettings implements DaySettings {
  constructor(private readonly reminders: MikroOrmReminderRepository) {}

  async savedZone(userId: string): Promise<string | null> {
    return (await this.reminders.find(userId))?.timeZone ?? null;
  }

  checkedIn(userId: string): Promise<void> {
    return this.reminders.resetUnanswered(userId);
  }
}

/**
 * What progress asks reminders, given to progress's imports by the composition root. Reminders' own
 * module asks progress (check-ins, ticks), so this one imports nothing of progress and Nest sees no cycle.
 */
@Module({
  imports: [MikroOrmModule.forFeature(remindersEntitySchemas)],
  providers: [
    MikroOrmReminderRepository,
    ReminderDaySettings,
    { provide: DaySettings, useExisting: ReminderDaySettings },
  ],
  exports: [DaySettings],
})
export class ReminderDaySettingsModule {}
