// What onboarding, the dashboard and quest progress share: the quests/plans calls and the local caches.
export * from './quests-api';
export * from './plan-cache';
export * from './quiz-answers';
