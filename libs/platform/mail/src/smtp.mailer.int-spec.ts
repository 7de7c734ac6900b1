import { SmtpMailer } from './smtp.mailer';
import { mailerContract } from './testing/mailer.contract';
import { SmtpSink } from './testing/smtp-sink';

mailerContract('SMTP via nodemailer into smtp-server', async () => {
  const sink = await SmtpSink.start();
  const mailer = new SmtpMailer(sink.url);
  return {
    mailer,
    delivered: async () => sink.received,
    dispose: async () => {
      mailer.close();
      await sink.close();
    },
  };
});
