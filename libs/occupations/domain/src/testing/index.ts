export * from './typed-titles';
export * from './occupation-search.contract';
