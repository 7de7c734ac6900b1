/**
 * The reads that cross contexts: each a single statement for a screen that needs several contexts' tables in one
 * round trip. This lib owns no table and never writes (read-models.spec.ts); each context maps the rows it asks for.
 */
export { COMMUNITY_CARDS_STATEMENT, type CommunityCardRow } from './community-cards.query';
export { DASHBOARD_STATEMENT, type DashboardRow } from './dashboard.query';
export { EXPLORATIONS_STATEMENT, type ExplorationRow } from './explorations.query';
export { TASTE_STATEMENT, type TasteRow } from './taste.query';
