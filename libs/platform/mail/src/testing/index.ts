export * from '../decode-mail';
export * from './smtp-sink';
export * from './mailer.contract';
export * from './recording.mailer';
export * from './mail-in-chromium';
export * from './outbox-in-process';
