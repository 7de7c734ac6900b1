export * from './text';
export * from './catalogue/occupation';
export * from './catalogue/catalogue-search';
export * from './search/occupation-search.port';
export * from './search/title-index';
export * from './search/job-match';
export * from './search/words';
