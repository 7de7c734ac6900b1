export * from './upload-slots';
export * from './request-body-limit';
export * from './refuse-unread';
