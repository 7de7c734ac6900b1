import { describe, expect, it } from 'vitest';
import { withBearer } from './api';

describe('withBearer', () => {
  it('adds the access token from the auth slice', () => {
    const headers = withBearer(new Headers(), { auth: { session: { access_token: 'abc' } } });
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('leaves the headers alone when signed out', () => {
    expect(withBearer(new Headers(), { auth: { session: null } }).has('Authorization')).toBe(false);
  });
});
