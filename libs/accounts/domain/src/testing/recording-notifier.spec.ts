import { accountNotifierContract } from './contracts/account-notifier.contract';
import { RecordingNotifier } from './fakes';

accountNotifierContract('recording fake', () => {
  const notifier = new RecordingNotifier();
  return {
    notifier,
    mailsTo: async (address) =>
      notifier.sent
        .filter((m) => m.to === address)
        .map((m) => ({ links: [m.signInLink, m.link].filter((l): l is string => !!l) })),
  };
});
