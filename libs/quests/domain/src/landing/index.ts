export * from './landing-library';
export * from './landing-quiz';
