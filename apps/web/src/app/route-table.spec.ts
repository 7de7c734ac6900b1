import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, redirectTable, routeTable } from './route-table';

/** Every route in the router's order, and whether it needs a session. */
const ROUTES: [path: string, guarded: boolean][] = [
  ['/', false],
  ['/auth', false],
  ['/onboarding', true],
  ['/dashboard', true],
  ['/current-quest', true],
  ['/browse-quests', true],
  ['/policy', false],
  ['/support', false],
  ['/account', true],
  ['/billing/test-checkout', true],
  ['/billing/test-portal', true],
  ['/reminders/done', false],
  ['/reminders/unsubscribe', false],
  ['/reminders/resume', false],
  ['/occupations', false],
  ['/occupations/:code', false],
  ['/discover', false],
  ['/explorations', true],
  [NOT_FOUND_PATH, false],
];

describe('route table', () => {
  it('has every route, the account, billing test and reminder link pages among them, plus the not-found catch-all', () => {
    expect(routeTable.map((r) => r.path)).toEqual(ROUTES.map(([path]) => path));
  });

  it('guards exactly the signed-in screens', () => {
    const guarded = routeTable.filter((r) => r.requiresSession).map((r) => r.path);
    expect(guarded).toEqual(ROUTES.filter(([, isGuarded]) => isGuarded).map(([path]) => path));
  });

  it('loads every screen (lazily, or the landing eagerly) into a component', async () => {
    for (const route of routeTable) {
      expect(typeof (await route.load())).toBe('function');
    }
  });

  it('sends each old address to a route of the table', () => {
    expect(redirectTable).toEqual([{ from: '/quest-progress', to: '/current-quest' }]);
    for (const { from, to } of redirectTable) {
      expect(routeTable.map((r) => r.path)).toContain(to);
      expect(routeTable.map((r) => r.path)).not.toContain(from);
    }
  });
});
