import { RecordingReminderChannel } from './fake-reminder-links';
import { reminderChannelContract } from './reminder-channel.contract';

const REACHABLE = '00000000-0000-4000-8000-00000000000a';
const UNREACHABLE = '00000000-0000-4000-8000-00000000000b';

reminderChannelContract('RecordingReminderChannel in memory', async () => {
  const channel = new RecordingReminderChannel([UNREACHABLE]);
  return {
    channel,
    reachable: REACHABLE,
    unreachable: UNREACHABLE,
    delivered: async () => channel.sent.map((m) => ({ userId: m.userId, says: JSON.stringify(m) })),
  };
});
