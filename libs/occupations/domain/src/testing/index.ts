export * from './typed-titles';
