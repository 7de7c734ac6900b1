import { DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DevOutboxController } from './dev-outbox.controller';
import { MailService } from './mail.service';
import { MAIL_OPTIONS, type MailModuleOptions } from './mail.tokens';
import { Mailer } from './mailer.port';
import { OutboxMailer } from './outbox.mailer';
import { MailAttachmentSchema } from './persistence/mail-attachment.entity';
import { MailBodySchema } from './persistence/mail-body.entity';
import { MailMessageSchema } from './persistence/mail-message.entity';
import { SmtpMailer } from './smtp.mailer';
import { MailSweeper } from './mail-sweeper';
import { OutboxGauges } from './outbox-metrics';
import { PurgeMailProcessor } from './purge-mail.processor';
import { SendMailProcessor } from './send-mail.processor';

/** MailService for producers everywhere; delivery lives in MailWorkerModule. */
@Global()
@Module({})
export class MailModule {
  static forRoot(options: MailModuleOptions): DynamicModule {
    return {
      module: MailModule,
      imports: [MikroOrmModule.forFeature([MailMessageSchema, MailAttachmentSchema, MailBodySchema])],
      controllers: options.devOutboxPage ? [DevOutboxController] : [],
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        {
          provide: Mailer,
          useFactory: () => (options.smtpUrl ? new SmtpMailer(options.smtpUrl) : new OutboxMailer(options.outboxDir)),
        },
        MailService,
        OutboxGauges,
      ],
      exports: [MailService, Mailer, MAIL_OPTIONS],
    };
  }
}

/** The delivery side: the mail.send and mail.purge processors and the sweeper. Imported by whatever runs processors. */
@Module({
  imports: [MikroOrmModule.forFeature([MailMessageSchema, MailAttachmentSchema, MailBodySchema])],
  providers: [SendMailProcessor, PurgeMailProcessor, MailSweeper],
  exports: [MailSweeper, PurgeMailProcessor],
})
export class MailWorkerModule {}
