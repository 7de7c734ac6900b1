import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from './api-error';

describe('apiErrorMessage', () => {
  it('reads the error text of an RTK Query error with an api body', () => {
    expect(apiErrorMessage({ status: 429, data: { error: 'Too many attempts. Try again in 40 seconds.' } })).toBe(
      'Too many attempts. Try again in 40 seconds.',
    );
  });

  it('is undefined for network failures, blank messages and odd shapes', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, data: { error: '  ' } })).toBeUndefined();
    expect(apiErrorMessage({ status: 500, data: '<html>' })).toBeUndefined();
    expect(apiErrorMessage(null)).toBeUndefined();
  });
});
