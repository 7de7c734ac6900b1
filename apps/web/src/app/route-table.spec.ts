import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, routeTable } from './route-table';

describe('route table', () => {
  it('has every route, the account, billing test and reminder link pages among them, plus the not-found catch-all', () => {
    expect(routeTable.map((r) => r.path)).toEqual([
      '/',
      '/auth',
      '/onboarding',
      '/dashboard',
      '/quest-progress',
      '/browse-quests',
      '/policy',
      '/support',
      '/account',
      '/billing/test-checkout',
      '/billing/test-portal',
      '/reminders/done',
      '/reminders/unsubscribe',
      '/reminders/resume',
      NOT_FOUND_PATH,
    ]);
  });

  it('guards exactly the signed-in screens', () => {
    const guarded = routeTable.filter((r) => r.requiresSession).map((r) => r.path);
    expect(guarded).toEqual([
      '/onboarding',
      '/dashboard',
      '/quest-progress',
      '/browse-quests',
      '/account',
      '/billing/test-checkout',
      '/billing/test-portal',
    ]);
  });

  it('loads every screen (lazily, or the landing eagerly) into a component', async () => {
    for (const route of routeTable) {
      expect(typeof (await route.load())).toBe('function');
    }
  });
});
