export * from '../decode-mail';
export * from './smtp-sink';
export * from './mailer.contract';
