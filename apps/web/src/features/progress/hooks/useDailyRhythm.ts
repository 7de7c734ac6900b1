import { useMemo, useState } from 'react';
import { SaveReminderRequest, type ReminderResponse, type TimeZoneResponse } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/useZodForm';
import {
  browserTimeZone,
  useGetReminderQuery,
  useGetTimeZoneQuery,
  useSaveReminderMutation,
  useSaveTimeZoneMutation,
} from '../../../lib/reminders';
import { reminderSummary, rhythmDefaults } from '../daily-rhythm';

/** The account page's daily rhythm: the saved zone and the reminder, as loaded from the api. */
export function useDailyRhythmData() {
  const deviceZone = useMemo(browserTimeZone, []);
  const reminder = useGetReminderQuery(deviceZone, { refetchOnMountOrArgChange: true });
  const zone = useGetTimeZoneQuery(deviceZone, { refetchOnMountOrArgChange: true });
  return {
    deviceZone,
    reminder: reminder.data,
    zone: zone.data,
    isError: reminder.isError || zone.isError,
    retry: () => {
      void reminder.refetch();
      void zone.refetch();
    },
  };
}

/**
 * The form over the shared SaveReminderRequest: the zone is saved first (PUT /time-zone), then the reminder
 * (PUT /reminder) in that zone. The api's 400 message is shown as it is, in a toast and under the form.
 */
export function useDailyRhythmForm(reminder: ReminderResponse, zone: TimeZoneResponse, deviceZone: string) {
  const [saveZone, zoneState] = useSaveTimeZoneMutation();
  const [saveReminder, reminderState] = useSaveReminderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (title: string, message: string) => {
    setProblem(message);
    toast({ title, description: message, variant: 'destructive' });
  };
  const { form, onSubmit } = useZodForm(SaveReminderRequest, {
    defaultValues: rhythmDefaults(reminder, zone, deviceZone),
    onInvalid: (message) => fail('Not saved', message),
    onValid: async (values) => {
      setProblem(null);
      try {
        await saveZone({ time_zone: values.time_zone }).unwrap();
        const saved = await saveReminder(values).unwrap();
        form.reset({ ...values, enabled: saved.enabled, time: saved.time, days: saved.days });
        toast({
          title: 'Daily rhythm saved',
          description: saved.enabled
            ? `Reminders: ${reminderSummary(saved)} (${values.time_zone}).`
            : `Your days count in ${values.time_zone}. Reminders are off.`,
          variant: 'success',
        });
      } catch (error) {
        fail('Not saved', apiErrorMessage(error) ?? 'Please try again.');
      }
    },
  });

  /** "Keep reminding me": the paused reminder on again, as saved. */
  const resume = async () => {
    setProblem(null);
    try {
      const saved = await saveReminder({
        enabled: true,
        time: reminder.time,
        days: reminder.days,
        time_zone: reminder.time_zone || form.getValues('time_zone'),
      }).unwrap();
      form.reset({ ...form.getValues(), enabled: saved.enabled });
      toast({ title: 'Reminders resumed', description: reminderSummary(saved), variant: 'success' });
    } catch (error) {
      fail('Not resumed', apiErrorMessage(error) ?? 'Please try again.');
    }
  };

  const values = form.watch();
  return {
    values,
    setValue: form.setValue,
    onSubmit,
    resume,
    problem,
    saving: zoneState.isLoading || reminderState.isLoading,
  };
}
