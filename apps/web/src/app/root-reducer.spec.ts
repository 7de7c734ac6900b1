import { describe, expect, it } from 'vitest';
import { rootReducer } from '../lib/store/root-reducer';

describe('rootReducer', () => {
  it('starts with the api cache and the session, and gains a feature slice when the feature loads', async () => {
    const before = rootReducer(undefined, { type: 'init' });
    expect(Object.keys(before).sort()).toEqual(['api', 'auth']);

    // Loading the layout's slice module injects it; the store file never names it.
    const { selectSidebarOpen, sidebarToggled } = await import('../features/layout/sidebar-slice');
    const after = rootReducer(before, sidebarToggled());
    expect(Object.keys(after).sort()).toEqual(['api', 'auth', 'sidebar']);
    expect(selectSidebarOpen(after)).toBe(false);
  });
});
