import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRERENDER_GUARD_CSP_SOURCE, PRERENDER_GUARD_SCRIPT } from './prerender-guard';

describe('the pre-render guard', () => {
  it('is allowed by the CSP source the api and nginx send (the hash of its exact text)', () => {
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(PRERENDER_GUARD_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('marks every load but "/" without the session hint', () => {
    const marked = (pathname: string, cookie: string) => {
      const dataset: Record<string, string> = {};
      new Function('location', 'document', PRERENDER_GUARD_SCRIPT)(
        { pathname },
        { cookie, documentElement: { dataset } },
      );
      return 'spa' in dataset;
    };
    expect(marked('/', '')).toBe(false);
    expect(marked('/', 'sidebar_state=false; sq_session=')).toBe(false);
    expect(marked('/', 'sq_session=1')).toBe(true);
    expect(marked('/', 'a=b; sq_session=1; c=d')).toBe(true);
    expect(marked('/', 'xsq_session=1')).toBe(false);
    expect(marked('/dashboard', '')).toBe(true);
  });

  it("leaves a pre-rendered occupation page's own markup on its own path (its <html data-route>)", () => {
    const marked = (pathname: string, route: string | undefined, cookie = '') => {
      const dataset: Record<string, string> = route ? { route } : {};
      new Function('location', 'document', PRERENDER_GUARD_SCRIPT)(
        { pathname },
        { cookie, documentElement: { dataset } },
      );
      return 'spa' in dataset;
    };
    expect(marked('/occupations/15-1252.00', '/occupations/15-1252.00')).toBe(false);
    expect(marked('/occupations/15-1252.00', '/occupations/15-1252.00', 'sq_session=1')).toBe(true);
    expect(marked('/', '/occupations/15-1252.00')).toBe(true);
    expect(marked('/occupations/15-1252.00', undefined)).toBe(true);
  });

  it('applies a theme pinned on this device, and nothing else from storage', () => {
    const themeFor = (stored: string | null, storage: 'ok' | 'blocked' = 'ok') => {
      const dataset: Record<string, string> = {};
      const localStorage = {
        getItem: (key: string) => {
          if (storage === 'blocked') throw new Error('SecurityError');
          return key === 'sq-theme' ? stored : null;
        },
      };
      new Function('location', 'document', 'localStorage', PRERENDER_GUARD_SCRIPT)(
        { pathname: '/' },
        { cookie: '', documentElement: { dataset } },
        localStorage,
      );
      return dataset['theme'];
    };
    expect(themeFor('light')).toBe('light');
    expect(themeFor('dark')).toBe('dark');
    expect(themeFor(null)).toBeUndefined();
    expect(themeFor('"><script>')).toBeUndefined();
    expect(themeFor('light', 'blocked')).toBeUndefined();
  });
});
