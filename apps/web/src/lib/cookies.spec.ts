import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; sidebar_state=false; b=x%20y', 'sidebar_state')).toBe('false');
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
  });

  it('does not match on a name prefix and returns undefined when absent', () => {
    expect(readCookie('sidebar_state_old=true', 'sidebar_state')).toBeUndefined();
    expect(readCookie('', 'sidebar_state')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  it('writes path, max-age and SameSite', () => {
    expect(serializeCookie('sidebar_state', 'true', { maxAgeSeconds: 604800 })).toBe(
      'sidebar_state=true; path=/; max-age=604800; SameSite=Lax',
    );
  });
});
